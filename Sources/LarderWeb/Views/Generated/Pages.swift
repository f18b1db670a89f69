// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// Each page's render function writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AccountController.AccountPage: CompiledPage {
    static let template = "account"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        let e4 = out.escapedOnce(self.page.t.account.revoke)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e5 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e5)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e5)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e5)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<div class=\"two-col\">\n<section class=\"card\" aria-labelledby=\"you-title\">\n<h2 id=\"you-title\">")
        out.escaped(self.page.t.account.you)
        out.text("</h2>\n<dl class=\"details\">\n<div><dt>")
        out.escaped(self.page.t.common.name)
        out.text("</dt><dd>")
        out.escaped(self.user.displayName)
        out.text("</dd></div>\n<div><dt>")
        out.escaped(self.page.t.account.email)
        out.text("</dt><dd>")
        out.escaped(self.user.email)
        out.text("</dd></div>\n</dl>\n<form class=\"units-form\" method=\"post\" action=\"/account/units\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<input type=\"hidden\" name=\"back\" value=\"")
        out.escaped(self.units.back)
        out.text("\">\n<fieldset>\n<legend>")
        out.escaped(self.page.t.units.legend)
        out.text("</legend>\n<div class=\"units-choices\">\n")
        for v7 in self.units.choices {
            out.text("<button type=\"submit\" name=\"units\" value=\"")
            out.escaped(v7.value)
            out.text("\" class=\"button button--small")
            if v7.selected {
                out.text(" button--primary")
            }
            out.text("\" aria-pressed=\"")
            if v7.selected {
                out.text("true")
            }
            if !v7.selected {
                out.text("false")
            }
            out.text("\">")
            out.escaped(v7.label)
            out.text("</button>\n")
        }
        out.text("</div>\n</fieldset>\n</form>\n<p class=\"hint\">")
        out.escaped(self.page.t.account.unitsHint)
        out.text("</p>\n<form class=\"units-form language-form\" method=\"post\" action=\"/account/language\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<fieldset>\n<legend>")
        out.escaped(self.page.t.account.languageLegend)
        out.text("</legend>\n<div class=\"units-choices\">\n")
        for v8 in self.language.choices {
            let e6 = out.escapedOnce(v8.value)
            out.text("<button type=\"submit\" name=\"language\" value=\"")
            out.write(e6)
            out.text("\" lang=\"")
            out.write(e6)
            out.text("\" class=\"button button--small")
            if v8.selected {
                out.text(" button--primary")
            }
            out.text("\" aria-pressed=\"")
            if v8.selected {
                out.text("true")
            }
            if !v8.selected {
                out.text("false")
            }
            out.text("\">")
            out.escaped(v8.label)
            out.text("</button>\n")
        }
        out.text("</div>\n</fieldset>\n</form>\n<p class=\"hint\">")
        if self.language.chosen {
            out.escaped(self.page.t.account.languageChosen)
        }
        if !self.language.chosen {
            out.escaped(self.page.t.account.languageFollowsBrowser)
        }
        out.text("</p>\n</section>\n<section class=\"card\" aria-labelledby=\"password-title\">\n")
        if !self.hasPassword {
            out.text("<h2 id=\"password-title\">")
            out.escaped(self.page.t.account.passwordTitle)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.account.directoryPassword)
            out.text("</p>\n")
        }
        if self.hasPassword {
            out.text("<h2 id=\"password-title\">")
            out.escaped(self.page.t.account.changePasswordTitle)
            out.text("</h2>\n<form class=\"form\" method=\"post\" action=\"/account/password\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"text\" autocomplete=\"username\" value=\"")
            out.escaped(self.user.email)
            out.text("\" hidden readonly>\n<div class=\"field")
            if self.passwordForm.current.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.escaped(self.passwordForm.current.name)
            out.text("\">")
            out.escaped(self.page.t.account.currentPassword)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.escaped(self.passwordForm.current.name)
            out.text("\"></p>\n<input id=\"f-")
            out.escaped(self.passwordForm.current.name)
            out.text("\" name=\"")
            out.escaped(self.passwordForm.current.name)
            out.text("\" type=\"password\" value=\"")
            out.escaped(self.passwordForm.current.value)
            out.text("\" autocomplete=\"current-password\" required aria-describedby=\"h-")
            out.escaped(self.passwordForm.current.name)
            if self.passwordForm.current.hasErrors {
                out.text(" ")
                out.escaped(self.passwordForm.current.errorID)
            }
            out.text("\"")
            if self.passwordForm.current.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if self.passwordForm.current.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.passwordForm.current.errorID)
                out.text("\">\n")
                for v9 in self.passwordForm.current.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v9)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<div class=\"field")
            if self.passwordForm.new.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.escaped(self.passwordForm.new.name)
            out.text("\">")
            out.escaped(self.page.t.account.newPassword)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.escaped(self.passwordForm.new.name)
            out.text("\">")
            out.escaped(self.page.t.account.passwordHint)
            out.text("</p>\n<input id=\"f-")
            out.escaped(self.passwordForm.new.name)
            out.text("\" name=\"")
            out.escaped(self.passwordForm.new.name)
            out.text("\" type=\"password\" value=\"")
            out.escaped(self.passwordForm.new.value)
            out.text("\" autocomplete=\"new-password\" required minlength=\"10\" aria-describedby=\"h-")
            out.escaped(self.passwordForm.new.name)
            if self.passwordForm.new.hasErrors {
                out.text(" ")
                out.escaped(self.passwordForm.new.errorID)
            }
            out.text("\"")
            if self.passwordForm.new.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if self.passwordForm.new.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.passwordForm.new.errorID)
                out.text("\">\n")
                for v10 in self.passwordForm.new.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v10)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<p class=\"hint\">")
            out.escaped(self.page.t.account.logsOutElsewhere)
            out.text("</p>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.account.changePasswordButton)
            out.text("</button>\n</div>\n</form>\n")
        }
        out.text("</section>\n</div>\n<section class=\"section card\" aria-labelledby=\"tokens-title\">\n<h2 id=\"tokens-title\">")
        out.escaped(self.page.t.account.tokensTitle)
        out.text("</h2>\n<p>")
        out.escaped(self.page.t.account.tokensIntro)
        out.text(" <a href=\"/api\">")
        out.escaped(self.page.t.account.apiLink)
        out.text("</a>.</p>\n")
        if let v11 = self.newToken {
            out.text("<div class=\"notice notice--success\" role=\"status\">\n<p><strong>")
            out.escaped(v11.heading)
            out.text("</strong> ")
            out.escaped(self.page.t.account.newTokenCopy)
            out.text("</p>\n<input class=\"secret\" type=\"text\" value=\"")
            out.escaped(v11.secret)
            out.text("\" readonly aria-label=\"")
            out.escaped(v11.secretLabel)
            out.text("\" spellcheck=\"false\" autocomplete=\"off\">\n</div>\n")
        }
        if self.tokens.isEmpty {
            out.text("<p>")
            out.escaped(self.page.t.account.noTokens)
            out.text("</p>")
        }
        out.text("\n")
        if !self.tokens.isEmpty {
            out.text("<ul class=\"token-list\">\n")
            for v12 in self.tokens {
                out.text("<li><div><strong>")
                out.escaped(v12.name)
                out.text("</strong> · ")
                out.escaped(v12.householdName)
                out.text(" · ")
                out.escaped(v12.scope)
                out.text("<br><span class=\"hint\">")
                out.escaped(v12.made)
                out.text(", ")
                out.escaped(v12.expires)
                out.text(", ")
                out.escaped(v12.lastUsed)
                out.text("</span></div>\n<form class=\"inline-form\" method=\"post\" action=\"")
                out.escaped(v12.revokeURL)
                out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<button type=\"submit\" class=\"button button--small\" aria-label=\"")
                out.escaped(v12.revokeLabel)
                out.text("\">")
                out.write(e4)
                out.text("</button></form></li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("<h3>")
        out.escaped(self.page.t.account.makeTokenTitle)
        out.text("</h3>\n<form class=\"form\" method=\"post\" action=\"/account/tokens\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<div class=\"field")
        if self.tokenForm.name.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"token-f-")
        out.escaped(self.tokenForm.name.name)
        out.text("\">")
        out.escaped(self.page.t.common.name)
        out.text("</label>\n<p class=\"hint\" id=\"token-h-")
        out.escaped(self.tokenForm.name.name)
        out.text("\">")
        out.escaped(self.page.t.account.tokenNameHint)
        out.text("</p>\n<input id=\"token-f-")
        out.escaped(self.tokenForm.name.name)
        out.text("\" name=\"")
        out.escaped(self.tokenForm.name.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.tokenForm.name.value)
        out.text("\" maxlength=\"100\" required aria-describedby=\"token-h-")
        out.escaped(self.tokenForm.name.name)
        if self.tokenForm.name.hasErrors {
            out.text(" ")
            out.escaped(self.tokenForm.name.errorID)
        }
        out.text("\"")
        if self.tokenForm.name.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.tokenForm.name.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.tokenForm.name.errorID)
            out.text("\">\n")
            for v13 in self.tokenForm.name.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v13)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field-row\">\n<div class=\"field")
        if self.tokenForm.household.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"token-household\">")
        out.escaped(self.page.t.account.tokenHousehold)
        out.text("</label>\n<select id=\"token-household\" name=\"")
        out.escaped(self.tokenForm.household.name)
        out.text("\"")
        if self.tokenForm.household.hasErrors {
            out.text(" aria-describedby=\"")
            out.escaped(self.tokenForm.household.errorID)
            out.text("\" aria-invalid=\"true\"")
        }
        out.text(">\n\n")
        for v14 in self.tokenForm.households {
            out.text("<option value=\"")
            out.escaped(v14.value)
            out.text("\"")
            if v14.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v14.label)
            out.text("</option>\n")
        }
        out.text("\n</select>\n")
        if self.tokenForm.household.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.tokenForm.household.errorID)
            out.text("\">\n")
            for v15 in self.tokenForm.household.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v15)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n<div class=\"field")
        if self.tokenForm.scope.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"token-scope\">")
        out.escaped(self.page.t.account.tokenScope)
        out.text("</label>\n<select id=\"token-scope\" name=\"")
        out.escaped(self.tokenForm.scope.name)
        out.text("\"")
        if self.tokenForm.scope.hasErrors {
            out.text(" aria-describedby=\"")
            out.escaped(self.tokenForm.scope.errorID)
            out.text("\" aria-invalid=\"true\"")
        }
        out.text(">\n\n")
        for v16 in self.tokenForm.scopes {
            out.text("<option value=\"")
            out.escaped(v16.value)
            out.text("\"")
            if v16.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v16.label)
            out.text("</option>\n")
        }
        out.text("\n</select>\n")
        if self.tokenForm.scope.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.tokenForm.scope.errorID)
            out.text("\">\n")
            for v17 in self.tokenForm.scope.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v17)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n<div class=\"field")
        if self.tokenForm.expires.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"token-expires\">")
        out.escaped(self.page.t.account.tokenLasts)
        out.text("</label>\n<select id=\"token-expires\" name=\"")
        out.escaped(self.tokenForm.expires.name)
        out.text("\"")
        if self.tokenForm.expires.hasErrors {
            out.text(" aria-describedby=\"")
            out.escaped(self.tokenForm.expires.errorID)
            out.text("\" aria-invalid=\"true\"")
        }
        out.text(">\n\n")
        for v18 in self.tokenForm.expiries {
            out.text("<option value=\"")
            out.escaped(v18.value)
            out.text("\"")
            if v18.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v18.label)
            out.text("</option>\n")
        }
        out.text("\n</select>\n")
        if self.tokenForm.expires.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.tokenForm.expires.errorID)
            out.text("\">\n")
            for v19 in self.tokenForm.expires.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v19)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.account.makeTokenButton)
        out.text("</button>\n</div>\n</form>\n</section>\n")
        if !self.deletedHouseholds.isEmpty {
            out.text("<section class=\"section card\" aria-labelledby=\"deleted-households-title\">\n<h2 id=\"deleted-households-title\">")
            out.escaped(self.page.t.account.deletedTitle)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.account.deletedIntro)
            out.text("</p>\n<ul class=\"deleted-list\">\n")
            for v20 in self.deletedHouseholds {
                out.text("<li><strong>")
                out.escaped(v20.name)
                out.text("</strong>, ")
                out.escaped(v20.note)
                out.text("\n<form class=\"inline-form\" method=\"post\" action=\"")
                out.escaped(v20.restoreURL)
                out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<button type=\"submit\" class=\"button button--small\">")
                out.escaped(v20.restoreLabel)
                out.text("</button></form></li>\n")
            }
            out.text("</ul>\n</section>\n")
        }
        out.text("<section class=\"section card card--danger\" aria-labelledby=\"delete-account-title\">\n<h2 id=\"delete-account-title\">")
        out.escaped(self.page.t.account.deleteTitle)
        out.text("</h2>\n<p>")
        out.escaped(self.page.t.account.deleteIntro)
        out.text("</p>\n<p><a class=\"button button--danger-quiet\" href=\"")
        out.escaped(self.deleteURL)
        out.text("\">")
        out.escaped(self.page.t.account.deleteLink)
        out.text("</a></p>\n</section>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v21 = self.page.user {
            out.text(" ")
            out.escaped(v21.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension AdminController.AdminPage: CompiledPage {
    static let template = "admin"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        let e4 = out.escapedOnce(self.page.t.admin.notApplied)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e5 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e5)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e5)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e5)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<p class=\"notice notice--privacy\">")
        out.escaped(self.page.t.admin.privacy)
        out.text("</p>\n<section class=\"section\" aria-labelledby=\"totals-title\">\n<h2 id=\"totals-title\">")
        out.escaped(self.page.t.admin.totalsTitle)
        out.text("</h2>\n<dl class=\"stats\">\n<div class=\"card\"><dt>")
        out.escaped(self.page.t.admin.households)
        out.text("</dt><dd>")
        out.escaped(self.totals.households)
        out.text("</dd></div>\n<div class=\"card\"><dt>")
        out.escaped(self.page.t.admin.users)
        out.text("</dt><dd>")
        out.escaped(self.totals.users)
        out.text("</dd></div>\n<div class=\"card\"><dt>")
        out.escaped(self.page.t.admin.recipes)
        out.text("</dt><dd>")
        out.escaped(self.totals.recipes)
        out.text("</dd></div>\n</dl>\n</section>\n<section class=\"section\" aria-labelledby=\"pool-title\">\n<h2 id=\"pool-title\">")
        out.escaped(self.page.t.admin.poolTitle)
        out.text("</h2>\n<dl class=\"stats\">\n<div class=\"card\"><dt>")
        out.escaped(self.page.t.admin.poolOpen)
        out.text("</dt><dd>")
        out.integer(self.pool.open)
        out.text("</dd></div>\n<div class=\"card\"><dt>")
        out.escaped(self.page.t.admin.poolIdle)
        out.text("</dt><dd>")
        out.integer(self.pool.idle)
        out.text("</dd></div>\n<div class=\"card\"><dt>")
        out.escaped(self.page.t.admin.poolWaiting)
        out.text("</dt><dd>")
        out.integer(self.pool.waiting)
        out.text("</dd></div>\n</dl>\n</section>\n<section class=\"section\" aria-labelledby=\"reset-title\">\n<h2 id=\"reset-title\">")
        out.escaped(self.page.t.admin.resetTitle)
        out.text("</h2>\n<p class=\"hint\">")
        out.escaped(self.page.t.admin.resetHint)
        out.text("</p>\n")
        if let v7 = self.issuedLink {
            out.text("<div class=\"card reset-link\" role=\"status\">\n<p>")
            out.escaped(self.page.t.admin.resetLinkFor)
            out.text(" <strong>")
            out.escaped(v7.email)
            out.text("</strong>, ")
            out.escaped(v7.validUntil)
            out.text("</p>\n<p><input class=\"invite-url\" id=\"reset-url\" type=\"text\" value=\"")
            out.escaped(v7.url)
            out.text("\" readonly aria-label=\"")
            out.escaped(self.page.t.admin.resetLinkLabel)
            out.text("\"> <button type=\"button\" class=\"button button--small\" data-copy=\"reset-url\" hidden>")
            out.escaped(self.page.t.admin.copyLink)
            out.text("</button></p>\n<p class=\"visually-hidden\" role=\"status\" data-copy-status></p>\n</div>\n")
        }
        out.text("<form class=\"card form form--inline\" method=\"post\" action=\"/admin/password-reset\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<div class=\"field")
        if self.resetEmail.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.resetEmail.name)
        out.text("\">")
        out.escaped(self.page.t.admin.accountEmail)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.resetEmail.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.resetEmail.name)
        out.text("\" name=\"")
        out.escaped(self.resetEmail.name)
        out.text("\" type=\"email\" value=\"")
        out.escaped(self.resetEmail.value)
        out.text("\" autocomplete=\"off\" required aria-describedby=\"h-")
        out.escaped(self.resetEmail.name)
        if self.resetEmail.hasErrors {
            out.text(" ")
            out.escaped(self.resetEmail.errorID)
        }
        out.text("\"")
        if self.resetEmail.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.resetEmail.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.resetEmail.errorID)
            out.text("\">\n")
            for v8 in self.resetEmail.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v8)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"form-actions\"><button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.admin.makeResetLink)
        out.text("</button></div>\n</form>\n</section>\n<section class=\"section\" aria-labelledby=\"stages-title\">\n<h2 id=\"stages-title\">")
        out.escaped(self.page.t.admin.migrationsTitle)
        out.text("</h2>\n<p class=\"hint\">")
        out.escaped(self.page.t.admin.migrationsHint)
        out.text(" <code>")
        out.escaped(self.migrateCommand)
        out.text("</code> (")
        out.escaped(self.page.t.admin.migrationsSee)
        out.text(" <code>")
        out.escaped(self.statusCommand)
        out.text("</code>).</p>\n<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"stages-title\" tabindex=\"0\">\n<table class=\"table\">\n<thead>\n<tr><th scope=\"col\">")
        out.escaped(self.page.t.admin.version)
        out.text("</th><th scope=\"col\">")
        out.escaped(self.page.t.common.name)
        out.text("</th><th scope=\"col\">")
        out.escaped(self.page.t.admin.kind)
        out.text("</th><th scope=\"col\">")
        out.escaped(self.page.t.admin.state)
        out.text("</th><th scope=\"col\">")
        out.escaped(self.page.t.admin.applied)
        out.text("</th><th scope=\"col\">")
        out.escaped(self.page.t.admin.checksum)
        out.text("</th></tr>\n</thead>\n<tbody>\n")
        for v9 in self.stages {
            out.text("<tr>\n<td>")
            out.integer(v9.version)
            out.text("</td>\n<td>")
            out.escaped(v9.name)
            out.text("</td>\n<td>")
            out.escaped(v9.kind)
            out.text("</td>\n<td><span class=\"tag")
            if v9.isApplied {
                out.text(" tag--active")
            }
            if v9.isPending {
                out.text(" tag--pending")
            }
            if v9.isChanged {
                out.text(" tag--danger")
            }
            out.text("\">")
            out.escaped(v9.stateLabel)
            out.text("</span></td>\n<td>")
            if !v9.appliedAt.isEmpty {
                out.escaped(v9.appliedAt)
            }
            if v9.appliedAt.isEmpty {
                out.text("<span aria-hidden=\"true\">—</span><span class=\"visually-hidden\">")
                out.write(e4)
                out.text("</span>")
            }
            out.text("</td>\n<td><code class=\"checksum\">")
            out.escaped(v9.checksum)
            out.text("</code></td>\n</tr>\n")
        }
        out.text("</tbody>\n</table>\n</div>\n</section>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v10 = self.page.user {
            out.text(" ")
            out.escaped(v10.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension APIReferenceController.Page: CompiledPage {
    static let template = "api"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.apiReference.needsReadWrite)
        let e4 = out.escapedOnce(self.page.t.apiReference.parameters)
        let e5 = out.escapedOnce(self.page.t.common.name)
        let e6 = out.escapedOnce(self.page.t.apiReference.location)
        let e7 = out.escapedOnce(self.page.t.apiReference.type)
        let e8 = out.escapedOnce(self.page.t.apiReference.about)
        let e9 = out.escapedOnce(self.page.t.apiReference.required)
        let e10 = out.escapedOnce(self.page.t.apiReference.body)
        let e11 = out.escapedOnce(self.page.t.apiReference.responses)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e12 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e12)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e12)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e12)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.reference.title)
        out.text(" <span class=\"meta\">")
        out.escaped(self.reference.versionLabel)
        out.text("</span></h1>\n")
        for v7 in self.reference.paragraphs {
            out.text("<p>")
            for v8 in v7.segments {
                let e13 = out.escapedOnce(v8.text)
                if v8.isCode {
                    out.text("<code>")
                    out.write(e13)
                    out.text("</code>")
                }
                if !v8.isCode {
                    out.write(e13)
                }
            }
            out.text("</p>\n")
        }
        out.text("<p>")
        out.escaped(self.page.t.apiReference.addressesStart)
        out.text(" <code>")
        out.escaped(self.reference.server)
        out.text("</code>. ")
        out.escaped(self.page.t.apiReference.documentAt)
        out.text(" <a href=\"")
        out.escaped(self.reference.documentPath)
        out.text("\"><code>")
        out.escaped(self.reference.documentPath)
        out.text("</code></a>")
        out.escaped(self.page.t.apiReference.documentAfterLink)
        out.text("</p>\n<nav class=\"card api-contents\" aria-label=\"")
        out.escaped(self.page.t.apiReference.operations)
        out.text("\">\n<h2>")
        out.escaped(self.page.t.apiReference.operations)
        out.text("</h2>\n")
        for v9 in self.reference.groups {
            out.text("<h3>")
            out.escaped(v9.name)
            out.text("</h3>\n<ul>\n")
            for v10 in v9.operations {
                out.text("<li><a href=\"#")
                out.escaped(v10.id)
                out.text("\"><span class=\"api-method\">")
                out.escaped(v10.method)
                out.text("</span> <code>")
                out.escaped(v10.path)
                out.text("</code></a>: ")
                out.escaped(v10.summary)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</nav>\n")
        for v11 in self.reference.groups {
            out.text("<section class=\"api-group\">\n<h2>")
            out.escaped(v11.name)
            out.text("</h2>\n<p class=\"lead\">")
            out.escaped(v11.description)
            out.text("</p>\n")
            for v12 in v11.operations {
                let e14 = out.escapedOnce(v12.id)
                out.text("<article class=\"card api-operation\" id=\"")
                out.write(e14)
                out.text("\">\n<h3><span class=\"api-method\">")
                out.escaped(v12.method)
                out.text("</span> <code>")
                out.escaped(v12.path)
                out.text("</code></h3>\n<p><strong>")
                out.escaped(v12.summary)
                out.text("</strong> <span class=\"meta\">(<code>")
                out.write(e14)
                out.text("</code>")
                if v12.writes {
                    out.text("; ")
                    out.write(e3)
                }
                out.text(")</span></p>\n")
                for v13 in v12.paragraphs {
                    out.text("<p>")
                    for v14 in v13.segments {
                        let e15 = out.escapedOnce(v14.text)
                        if v14.isCode {
                            out.text("<code>")
                            out.write(e15)
                            out.text("</code>")
                        }
                        if !v14.isCode {
                            out.write(e15)
                        }
                    }
                    out.text("</p>\n")
                }
                if !v12.parameters.isEmpty {
                    out.text("<table class=\"api-table\">\n<caption>")
                    out.write(e4)
                    out.text("</caption>\n<thead><tr><th scope=\"col\">")
                    out.write(e5)
                    out.text("</th><th scope=\"col\">")
                    out.write(e6)
                    out.text("</th><th scope=\"col\">")
                    out.write(e7)
                    out.text("</th><th scope=\"col\">")
                    out.write(e8)
                    out.text("</th></tr></thead>\n<tbody>\n")
                    for v15 in v12.parameters {
                        out.text("<tr><td><code>")
                        out.escaped(v15.name)
                        out.text("</code>")
                        if v15.required {
                            out.text(" <span class=\"meta\">")
                            out.write(e9)
                            out.text("</span>")
                        }
                        out.text("</td><td>")
                        out.escaped(v15.location)
                        out.text("</td><td>")
                        out.escaped(v15.type)
                        out.text("</td><td>")
                        for v16 in v15.description.segments {
                            let e16 = out.escapedOnce(v16.text)
                            if v16.isCode {
                                out.text("<code>")
                                out.write(e16)
                                out.text("</code>")
                            }
                            if !v16.isCode {
                                out.write(e16)
                            }
                        }
                        out.text("</td></tr>\n")
                    }
                    out.text("</tbody>\n</table>\n")
                }
                if let v17 = v12.body {
                    out.text("<p>")
                    out.write(e10)
                    out.text(" ")
                    out.escaped(v17)
                    out.text("</p>\n")
                }
                out.text("<table class=\"api-table\">\n<caption>")
                out.write(e11)
                out.text("</caption>\n<tbody>\n")
                for v18 in v12.responses {
                    out.text("<tr><th scope=\"row\">")
                    out.escaped(v18.status)
                    out.text("</th><td>")
                    for v19 in v18.description.segments {
                        let e17 = out.escapedOnce(v19.text)
                        if v19.isCode {
                            out.text("<code>")
                            out.write(e17)
                            out.text("</code>")
                        }
                        if !v19.isCode {
                            out.write(e17)
                        }
                    }
                    if let v20 = v18.schema {
                        out.text(" <span class=\"meta\">(")
                        out.escaped(v20)
                        out.text(")</span>")
                    }
                    out.text("</td></tr>\n")
                }
                out.text("</tbody>\n</table>\n</article>\n")
            }
            out.text("</section>\n")
        }
        out.text("<section class=\"api-group\">\n<h2>")
        out.escaped(self.page.t.apiReference.problems)
        out.text("</h2>\n<p class=\"lead\">")
        for v21 in self.reference.problemsLead.segments {
            let e18 = out.escapedOnce(v21.text)
            if v21.isCode {
                out.text("<code>")
                out.write(e18)
                out.text("</code>")
            }
            if !v21.isCode {
                out.write(e18)
            }
        }
        out.text("</p>\n<dl class=\"api-problems\">\n")
        for v22 in self.reference.problems {
            out.text("<dt id=\"")
            out.escaped(v22.id)
            out.text("\"><code>")
            out.escaped(v22.type)
            out.text("</code> (")
            out.escaped(v22.status)
            out.text(")</dt><dd>")
            for v23 in v22.description.segments {
                let e19 = out.escapedOnce(v23.text)
                if v23.isCode {
                    out.text("<code>")
                    out.write(e19)
                    out.text("</code>")
                }
                if !v23.isCode {
                    out.write(e19)
                }
            }
            out.text("</dd>\n")
        }
        out.text("</dl>\n</section>\n<section class=\"api-group\">\n<h2>")
        out.escaped(self.page.t.apiReference.schemas)
        out.text("</h2>\n")
        for v24 in self.reference.schemas {
            let e20 = out.escapedOnce(v24.name)
            out.text("<article class=\"card api-schema\" id=\"schema-")
            out.write(e20)
            out.text("\">\n<h3>")
            out.write(e20)
            out.text("</h3>\n")
            if !v24.description.segments.isEmpty {
                out.text("<p>")
                for v25 in v24.description.segments {
                    let e21 = out.escapedOnce(v25.text)
                    if v25.isCode {
                        out.text("<code>")
                        out.write(e21)
                        out.text("</code>")
                    }
                    if !v25.isCode {
                        out.write(e21)
                    }
                }
                out.text("</p>")
            }
            out.text("\n")
            if !v24.properties.isEmpty {
                out.text("<table class=\"api-table\">\n<tbody>\n")
                for v26 in v24.properties {
                    out.text("<tr><td><code>")
                    out.escaped(v26.name)
                    out.text("</code>")
                    if v26.required {
                        out.text(" <span class=\"meta\">")
                        out.write(e9)
                        out.text("</span>")
                    }
                    out.text("</td><td>")
                    out.escaped(v26.type)
                    out.text("</td><td>")
                    for v27 in v26.description.segments {
                        let e22 = out.escapedOnce(v27.text)
                        if v27.isCode {
                            out.text("<code>")
                            out.write(e22)
                            out.text("</code>")
                        }
                        if !v27.isCode {
                            out.write(e22)
                        }
                    }
                    out.text("</td></tr>\n")
                }
                out.text("</tbody>\n</table>\n")
            }
            out.text("</article>\n")
        }
        out.text("</section>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v28 = self.page.user {
            out.text(" ")
            out.escaped(v28.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ConfirmDeletePage: CompiledPage {
    static let template = "confirm-delete"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.heading)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e3 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e3)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e3)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e3)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n<h1>")
        out.escaped(self.heading)
        out.text("</h1>\n<p class=\"item-name\">")
        out.escaped(self.itemName)
        out.text("</p>\n")
        if self.hasBlockers {
            out.text("<div class=\"notice notice--warning\" role=\"alert\">\n<h2>")
            out.escaped(self.page.t.confirmDelete.blockedHeading)
            out.text("</h2>\n<ul>\n")
            for v7 in self.blockers {
                out.text("<li>")
                out.escaped(v7.label)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"")
            out.escaped(self.cancelURL)
            out.text("\">")
            out.escaped(self.page.t.confirmDelete.goBack)
            out.text("</a></p>\n")
        }
        if !self.hasBlockers {
            out.text("<div class=\"consequences\">\n")
            if !self.effects.isEmpty {
                out.text("<section class=\"card card--danger\">\n<h2>")
                out.escaped(self.page.t.confirmDelete.deletedHeading)
                out.text("</h2>\n<ul>\n")
                for v8 in self.effects {
                    out.text("<li>")
                    out.escaped(v8.label)
                    out.text("</li>\n")
                }
                out.text("</ul>\n</section>\n")
            }
            if !self.keeps.isEmpty {
                out.text("<section class=\"card\">\n<h2>")
                out.escaped(self.page.t.confirmDelete.staysHeading)
                out.text("</h2>\n<ul>\n")
                for v9 in self.keeps {
                    out.text("<li>")
                    out.escaped(v9.label)
                    out.text("</li>\n")
                }
                out.text("</ul>\n</section>\n")
            }
            out.text("</div>\n<p>")
            if let v10 = self.undoNote {
                out.escaped(v10)
            }
            if self.undoNote == nil {
                out.escaped(self.page.t.confirmDelete.cannotUndo)
            }
            out.text("</p>\n<form class=\"actions\" method=\"post\" action=\"")
            out.escaped(self.action)
            out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n")
            if self.actsOnHousehold {
                out.text("<input type=\"hidden\" name=\"household\" value=\"")
                if let v12 = self.page.activeHousehold {
                    out.escaped(v12.id)
                }
                out.text("\">\n")
            }
            out.text("\n<button type=\"submit\" class=\"button button--danger\">")
            out.escaped(self.buttonLabel)
            out.text("</button>\n<a class=\"button\" href=\"")
            out.escaped(self.cancelURL)
            out.text("\">")
            out.escaped(self.page.t.common.cancel)
            out.text("</a>\n</form>\n")
        }
        out.text("</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v13 = self.page.user {
            out.text(" ")
            out.escaped(v13.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension CookingController.CookedPage: CompiledPage {
    static let template = "cooked"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v7 in self.formErrors {
                out.text("<li>")
                out.escaped(v7)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<form class=\"card narrow-form\" method=\"post\" action=\"")
        out.escaped(self.action)
        out.text("\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<p>")
        out.escaped(self.page.t.cooking.introBefore)
        out.text(" <strong>")
        out.escaped(self.recipeName)
        out.text("</strong>")
        out.escaped(self.page.t.cooking.introAfter)
        out.text("</p>\n<div class=\"field-row\">\n<div class=\"field")
        if self.cookedOn.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.cookedOn.name)
        out.text("\">")
        out.escaped(self.page.t.cooking.day)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.cookedOn.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.cookedOn.name)
        out.text("\" name=\"")
        out.escaped(self.cookedOn.name)
        out.text("\" type=\"date\" value=\"")
        out.escaped(self.cookedOn.value)
        out.text("\" required max=\"")
        out.escaped(self.today)
        out.text("\" aria-describedby=\"h-")
        out.escaped(self.cookedOn.name)
        if self.cookedOn.hasErrors {
            out.text(" ")
            out.escaped(self.cookedOn.errorID)
        }
        out.text("\"")
        if self.cookedOn.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.cookedOn.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.cookedOn.errorID)
            out.text("\">\n")
            for v8 in self.cookedOn.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v8)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.servings.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.servings.name)
        out.text("\">")
        out.escaped(self.page.t.cooking.servings)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.servings.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.servings.name)
        out.text("\" name=\"")
        out.escaped(self.servings.name)
        out.text("\" type=\"number\" value=\"")
        out.escaped(self.servings.value)
        out.text("\" min=\"1\" max=\"100\" step=\"1\" inputmode=\"numeric\" required aria-describedby=\"h-")
        out.escaped(self.servings.name)
        if self.servings.hasErrors {
            out.text(" ")
            out.escaped(self.servings.errorID)
        }
        out.text("\"")
        if self.servings.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.servings.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.servings.errorID)
            out.text("\">\n")
            for v9 in self.servings.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v9)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n<div class=\"field")
        if self.note.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.note.name)
        out.text("\">")
        out.escaped(self.page.t.cooking.noteOptional)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.note.name)
        out.text("\">")
        out.escaped(self.page.t.cooking.noteHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.note.name)
        out.text("\" name=\"")
        out.escaped(self.note.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.note.value)
        out.text("\" maxlength=\"500\" aria-describedby=\"h-")
        out.escaped(self.note.name)
        if self.note.hasErrors {
            out.text(" ")
            out.escaped(self.note.errorID)
        }
        out.text("\"")
        if self.note.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.note.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.note.errorID)
            out.text("\">\n")
            for v10 in self.note.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v10)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.cooking.noteIt)
        out.text("</button> <a class=\"button\" href=\"")
        out.escaped(self.cancelURL)
        out.text("\">")
        out.escaped(self.page.t.common.cancel)
        out.text("</a></p>\n</form>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v11 = self.page.user {
            out.text(" ")
            out.escaped(v11.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ErrorPageMiddleware.ErrorPage: CompiledPage {
    static let template = "error"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.heading)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e3 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e3)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e3)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e3)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow error-page\">\n<p class=\"error-status\">")
        out.escaped(self.statusLabel)
        out.text("</p>\n<h1>")
        out.escaped(self.heading)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.message)
        out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/\">")
        out.escaped(self.page.t.errors.homePage)
        out.text("</a></p>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v7 = self.page.user {
            out.text(" ")
            out.escaped(v7.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension AccountController.ForgotPage: CompiledPage {
    static let template = "forgot-password"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if let v7 = self.sentText {
            out.text("<div class=\"notice\" role=\"status\">\n<p>")
            out.escaped(v7)
            out.text("</p>\n</div>\n<p>")
            out.escaped(self.page.t.resetPassword.sentSpam)
            out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/login\">")
            out.escaped(self.page.t.resetPassword.logIn)
            out.text("</a></p>\n")
        }
        if self.sentText == nil {
            if self.sends {
                if !self.formErrors.isEmpty {
                    out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
                    out.escaped(self.page.t.layout.checkTheForm)
                    out.text("</h2>\n<ul>\n")
                    for v9 in self.formErrors {
                        out.text("<li>")
                        out.escaped(v9)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n</div>\n")
                }
                out.text("<p class=\"lead\">")
                out.escaped(self.page.t.resetPassword.forgotLead)
                out.text("</p>\n<form class=\"card form\" method=\"post\" action=\"/password/forgot\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<div class=\"field")
                if self.email.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"f-")
                out.escaped(self.email.name)
                out.text("\">")
                out.escaped(self.page.t.resetPassword.email)
                out.text("</label>\n<p class=\"hint\" id=\"h-")
                out.escaped(self.email.name)
                out.text("\"></p>\n<input id=\"f-")
                out.escaped(self.email.name)
                out.text("\" name=\"")
                out.escaped(self.email.name)
                out.text("\" type=\"email\" value=\"")
                out.escaped(self.email.value)
                out.text("\" autocomplete=\"username\" required aria-describedby=\"h-")
                out.escaped(self.email.name)
                if self.email.hasErrors {
                    out.text(" ")
                    out.escaped(self.email.errorID)
                }
                out.text("\"")
                if self.email.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                if self.email.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.email.errorID)
                    out.text("\">\n")
                    for v10 in self.email.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v10)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("\n</div>\n\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.resetPassword.sendButton)
                out.text("</button>\n</div>\n</form>\n")
            }
            if !self.sends {
                out.text("<div class=\"notice notice--warning\" role=\"status\">\n<p>")
                out.escaped(self.page.t.resetPassword.noMail)
                out.text("</p>\n</div>\n<p class=\"aside\">")
                out.escaped(self.page.t.resetPassword.noMailSetup)
                out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/login\">")
                out.escaped(self.page.t.resetPassword.logIn)
                out.text("</a></p>\n")
            }
        }
        out.text("</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v11 = self.page.user {
            out.text(" ")
            out.escaped(v11.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension HomeController.HomePage: CompiledPage {
    static let template = "home"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e3 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e3)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e3)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e3)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<section class=\"hero\">\n<h1>")
        out.escaped(self.page.t.home.heroTitle)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.page.t.home.lead)
        out.text("</p>\n")
        if !self.page.isLoggedIn {
            out.text("<p class=\"actions\">\n<a class=\"button button--primary button--large\" href=\"/register\">")
            out.escaped(self.page.t.home.register)
            out.text("</a>\n<a class=\"button button--large\" href=\"/login\">")
            out.escaped(self.page.t.home.logIn)
            out.text("</a>\n</p>\n")
        }
        if self.page.isLoggedIn {
            out.text("<p class=\"actions\">\n<a class=\"button button--primary button--large\" href=\"/recipes\">")
            out.escaped(self.page.t.home.goToRecipes)
            out.text("</a>\n</p>\n")
        }
        out.text("</section>\n<ul class=\"feature-grid\">\n<li class=\"card\">\n<h2>")
        out.escaped(self.page.t.home.structuredTitle)
        out.text("</h2>\n<p>")
        out.escaped(self.page.t.home.structuredText)
        out.text("</p>\n</li>\n<li class=\"card\">\n<h2>")
        out.escaped(self.page.t.home.privacyTitle)
        out.text("</h2>\n<p>")
        out.escaped(self.page.t.home.privacyText)
        out.text("</p>\n</li>\n<li class=\"card\">\n<h2>")
        out.escaped(self.page.t.home.kitchenTitle)
        out.text("</h2>\n<p>")
        out.escaped(self.page.t.home.kitchenText)
        out.text("</p>\n</li>\n<li class=\"card\">\n<h2>")
        out.escaped(self.page.t.home.takeAwayTitle)
        out.text("</h2>\n<p>")
        out.escaped(self.page.t.home.takeAwayText)
        out.text("</p>\n</li>\n</ul>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v7 = self.page.user {
            out.text(" ")
            out.escaped(v7.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension HouseholdController.HouseholdPage: CompiledPage {
    static let template = "household"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        let e4 = out.escapedOnce(self.page.t.household.youTag)
        let e5 = out.escapedOnce(self.page.t.household.makeOwner)
        let e6 = out.escapedOnce(self.page.t.household.makeMember)
        let e7 = out.escapedOnce(self.page.t.household.removeBefore)
        let e8 = out.escapedOnce(self.page.t.household.removeAfter)
        let e9 = out.escapedOnce(self.page.t.household.revoke)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e10 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e10)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e10)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e10)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        if !self.hasHousehold {
            out.text("<h1>")
            out.escaped(self.page.title)
            out.text("</h1>\n<div class=\"two-col\">\n<section class=\"prose\" aria-labelledby=\"about-households\">\n<h2 id=\"about-households\">")
            out.escaped(self.page.t.household.aboutHeading)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.household.aboutShared)
            out.text("</p>\n<p>")
            out.escaped(self.page.t.household.aboutNotYet)
            out.text("</p>\n</section>\n<section class=\"card\" aria-labelledby=\"create-household-title\">\n<h2 id=\"create-household-title\">")
            out.escaped(self.page.t.household.createHeading)
            out.text("</h2>\n<form class=\"form\" method=\"post\" action=\"/household/new\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"time_zone\" value=\"UTC\" data-browser-time-zone>\n<div class=\"field")
            if self.createForm.name.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"create-f-")
            out.escaped(self.createForm.name.name)
            out.text("\">")
            out.escaped(self.page.t.household.nameLabel)
            out.text("</label>\n<p class=\"hint\" id=\"create-h-")
            out.escaped(self.createForm.name.name)
            out.text("\">")
            out.escaped(self.page.t.household.createHint)
            out.text("</p>\n<input id=\"create-f-")
            out.escaped(self.createForm.name.name)
            out.text("\" name=\"")
            out.escaped(self.createForm.name.name)
            out.text("\" type=\"text\" value=\"")
            out.escaped(self.createForm.name.value)
            out.text("\" required maxlength=\"100\" aria-describedby=\"create-h-")
            out.escaped(self.createForm.name.name)
            if self.createForm.name.hasErrors {
                out.text(" ")
                out.escaped(self.createForm.name.errorID)
            }
            out.text("\"")
            if self.createForm.name.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if self.createForm.name.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.createForm.name.errorID)
                out.text("\">\n")
                for v7 in self.createForm.name.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v7)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.household.createButton)
            out.text("</button>\n</div>\n</form>\n</section>\n</div>\n")
        }
        if self.hasHousehold {
            out.text("<div class=\"page-head\">\n<div>\n<h1>")
            if let v8 = self.household {
                out.escaped(v8.name)
            }
            out.text("</h1>\n<p class=\"muted\">")
            out.escaped(self.page.t.household.yourRole)
            out.text(" <strong>")
            out.escaped(self.roleLabel)
            out.text("</strong> · ")
            if let v9 = self.household {
                out.escaped(v9.created)
            }
            out.text("</p>\n</div>\n</div>\n<p class=\"notice notice--privacy\">")
            out.escaped(self.page.t.household.privacyBefore)
            out.text(" <strong>")
            if let v10 = self.household {
                out.escaped(v10.name)
            }
            out.text("</strong> ")
            out.escaped(self.page.t.household.privacyAfter)
            out.text("</p>\n<div class=\"two-col\">\n<section aria-labelledby=\"members-title\">\n<h2 id=\"members-title\">")
            out.escaped(self.page.t.household.membersHeading)
            out.text(" <span class=\"count\">")
            out.integer(self.members.count)
            out.text("</span></h2>\n<ul class=\"member-list\">\n")
            for v11 in self.members {
                let e11 = out.escapedOnce(v11.displayName)
                let e12 = out.escapedOnce(v11.roleAction)
                out.text("<li class=\"member card\">\n<div class=\"member-who\">\n<p class=\"member-name\">")
                out.write(e11)
                if v11.isYou {
                    out.text(" <span class=\"tag\">")
                    out.write(e4)
                    out.text("</span>")
                }
                out.text("</p>\n<p class=\"muted member-email\">")
                out.escaped(v11.email)
                out.text("</p>\n<p class=\"muted\"><span class=\"tag")
                if v11.isOwner {
                    out.text(" tag--owner")
                }
                out.text("\">")
                out.escaped(v11.roleLabel)
                out.text("</span> ")
                out.escaped(v11.joined)
                out.text("</p>\n</div>\n<div class=\"member-actions\">\n")
                if v11.canMakeOwner {
                    out.text("<form method=\"post\" action=\"")
                    out.write(e12)
                    out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                    if let v12 = self.page.activeHousehold {
                        out.escaped(v12.id)
                    }
                    out.text("\">\n<input type=\"hidden\" name=\"role\" value=\"owner\">\n<button type=\"submit\" class=\"button button--small\">")
                    out.write(e5)
                    out.text("<span class=\"visually-hidden\">: ")
                    out.write(e11)
                    out.text("</span></button>\n</form>\n")
                }
                if v11.canMakeMember {
                    out.text("<form method=\"post\" action=\"")
                    out.write(e12)
                    out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                    if let v13 = self.page.activeHousehold {
                        out.escaped(v13.id)
                    }
                    out.text("\">\n<input type=\"hidden\" name=\"role\" value=\"member\">\n<button type=\"submit\" class=\"button button--small\">")
                    out.write(e6)
                    out.text("<span class=\"visually-hidden\">: ")
                    out.write(e11)
                    out.text("</span></button>\n</form>\n")
                }
                if v11.canRemove {
                    out.text("<form method=\"post\" action=\"")
                    out.escaped(v11.removeAction)
                    out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                    if let v14 = self.page.activeHousehold {
                        out.escaped(v14.id)
                    }
                    out.text("\">\n<button type=\"submit\" class=\"button button--small button--danger-quiet\">")
                    out.write(e7)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.write(e11)
                    out.text("</span> ")
                    out.write(e8)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n</li>\n")
            }
            out.text("</ul>\n</section>\n<section aria-labelledby=\"roles-title\">\n<h2 id=\"roles-title\">")
            out.escaped(self.page.t.household.rolesHeading)
            out.text("</h2>\n<div class=\"roles\">\n")
            for v15 in self.roles {
                out.text("<div class=\"card\">\n<h3>")
                out.escaped(v15.label)
                out.text("</h3>\n<ul>\n")
                for v16 in v15.abilities {
                    out.text("<li>")
                    out.escaped(v16)
                    out.text("</li>\n")
                }
                out.text("</ul>\n</div>\n")
            }
            out.text("</div>\n</section>\n</div>\n")
            if self.isOwner {
                out.text("<section class=\"section\" aria-labelledby=\"invites-title\">\n<h2 id=\"invites-title\">")
                out.escaped(self.page.t.household.invitesHeading)
                out.text("</h2>\n<div class=\"two-col\">\n<div class=\"card\">\n<p>")
                out.escaped(self.page.t.household.inviteWarningBefore)
                out.text(" <strong>")
                if let v17 = self.household {
                    out.escaped(v17.name)
                }
                out.text("</strong> ")
                out.escaped(self.page.t.household.inviteWarningAfter)
                out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/invites\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                if let v18 = self.page.activeHousehold {
                    out.escaped(v18.id)
                }
                out.text("\">\n<div class=\"field-row\">\n<div class=\"field")
                if self.inviteForm.expires.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"invite-expires\">")
                out.escaped(self.page.t.household.expiresLabel)
                out.text("</label>\n<select id=\"invite-expires\" name=\"")
                out.escaped(self.inviteForm.expires.name)
                out.text("\"")
                if self.inviteForm.expires.hasErrors {
                    out.text(" aria-describedby=\"")
                    out.escaped(self.inviteForm.expires.errorID)
                    out.text("\" aria-invalid=\"true\"")
                }
                out.text(">\n\n")
                for v19 in self.expiryOptions {
                    out.text("<option value=\"")
                    out.escaped(v19.value)
                    out.text("\"")
                    if v19.selected {
                        out.text(" selected")
                    }
                    out.text(">")
                    out.escaped(v19.label)
                    out.text("</option>\n")
                }
                out.text("\n</select>\n")
                if self.inviteForm.expires.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.inviteForm.expires.errorID)
                    out.text("\">\n")
                    for v20 in self.inviteForm.expires.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v20)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("</div>\n\n<div class=\"field")
                if self.inviteForm.maxUses.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"invite-uses\">")
                out.escaped(self.page.t.household.usesLabel)
                out.text("</label>\n<select id=\"invite-uses\" name=\"")
                out.escaped(self.inviteForm.maxUses.name)
                out.text("\"")
                if self.inviteForm.maxUses.hasErrors {
                    out.text(" aria-describedby=\"")
                    out.escaped(self.inviteForm.maxUses.errorID)
                    out.text("\" aria-invalid=\"true\"")
                }
                out.text(">\n\n")
                for v21 in self.usesOptions {
                    out.text("<option value=\"")
                    out.escaped(v21.value)
                    out.text("\"")
                    if v21.selected {
                        out.text(" selected")
                    }
                    out.text(">")
                    out.escaped(v21.label)
                    out.text("</option>\n")
                }
                out.text("\n</select>\n")
                if self.inviteForm.maxUses.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.inviteForm.maxUses.errorID)
                    out.text("\">\n")
                    for v22 in self.inviteForm.maxUses.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v22)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("</div>\n\n</div>\n")
                if self.sendsMail {
                    out.text("<div class=\"field")
                    if self.inviteForm.email.hasErrors {
                        out.text(" field--error")
                    }
                    out.text("\">\n<label for=\"invite-f-")
                    out.escaped(self.inviteForm.email.name)
                    out.text("\">")
                    out.escaped(self.page.t.household.inviteEmailLabel)
                    out.text("</label>\n<p class=\"hint\" id=\"invite-h-")
                    out.escaped(self.inviteForm.email.name)
                    out.text("\">")
                    out.escaped(self.page.t.household.inviteEmailHint)
                    out.text("</p>\n<input id=\"invite-f-")
                    out.escaped(self.inviteForm.email.name)
                    out.text("\" name=\"")
                    out.escaped(self.inviteForm.email.name)
                    out.text("\" type=\"email\" value=\"")
                    out.escaped(self.inviteForm.email.value)
                    out.text("\" autocomplete=\"off\" aria-describedby=\"invite-h-")
                    out.escaped(self.inviteForm.email.name)
                    if self.inviteForm.email.hasErrors {
                        out.text(" ")
                        out.escaped(self.inviteForm.email.errorID)
                    }
                    out.text("\"")
                    if self.inviteForm.email.hasErrors {
                        out.text(" aria-invalid=\"true\"")
                    }
                    out.text(">\n")
                    if self.inviteForm.email.hasErrors {
                        out.text("<ul class=\"field-errors\" id=\"")
                        out.escaped(self.inviteForm.email.errorID)
                        out.text("\">\n")
                        for v23 in self.inviteForm.email.errors {
                            out.text("<li><span class=\"visually-hidden\">")
                            out.write(e3)
                            out.text(" </span>")
                            out.escaped(v23)
                            out.text("</li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    out.text("\n</div>\n\n")
                }
                if !self.sendsMail {
                    out.text("<p class=\"hint\">")
                    out.escaped(self.page.t.household.inviteMailUnset)
                    out.text("</p>\n")
                }
                out.text("<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.household.createInvite)
                out.text("</button>\n</div>\n</form>\n</div>\n<div>\n<h3>")
                out.escaped(self.page.t.household.inviteLinksHeading)
                out.text("</h3>\n")
                if let v24 = self.newInviteURL {
                    out.text("<div class=\"invite invite--new card\" role=\"status\">\n<p><strong>")
                    out.escaped(self.page.t.household.newInviteTitle)
                    out.text("</strong> ")
                    out.escaped(self.page.t.household.newInviteText)
                    out.text("</p>\n")
                    if let v25 = self.inviteMailed {
                        out.text("<p>")
                        out.escaped(v25)
                        out.text("</p>\n")
                    }
                    out.text("<label class=\"visually-hidden\" for=\"invite-url-new\">")
                    out.escaped(self.page.t.household.newInviteLabel)
                    out.text("</label>\n<input id=\"invite-url-new\" class=\"invite-url\" type=\"text\" value=\"")
                    out.escaped(v24)
                    out.text("\" readonly>\n<div class=\"invite-actions\">\n<button type=\"button\" class=\"button button--small\" data-copy=\"invite-url-new\" hidden>")
                    out.escaped(self.page.t.household.copyLink)
                    out.text("</button>\n</div>\n</div>\n")
                }
                if !self.invites.isEmpty {
                    out.text("<ul class=\"invite-list\">\n")
                    for v26 in self.invites {
                        out.text("<li class=\"invite card")
                        if !v26.isActive {
                            out.text(" invite--inactive")
                        }
                        out.text("\">\n<p class=\"invite-state\"><span class=\"tag")
                        if v26.isActive {
                            out.text(" tag--active")
                        }
                        out.text("\">")
                        out.escaped(v26.stateLabel)
                        out.text("</span> ")
                        out.escaped(v26.usesLabel)
                        out.text(" · ")
                        out.escaped(v26.made)
                        out.text(" · ")
                        out.escaped(v26.expires)
                        out.text("</p>\n")
                        if v26.isActive {
                            out.text("<div class=\"invite-actions\">\n<form method=\"post\" action=\"")
                            out.escaped(v26.revokeAction)
                            out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                            out.write(e1)
                            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                            if let v27 = self.page.activeHousehold {
                                out.escaped(v27.id)
                            }
                            out.text("\">\n<button type=\"submit\" class=\"button button--small button--danger-quiet\">")
                            out.write(e9)
                            out.text("</button>\n</form>\n</div>\n")
                        }
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                if self.invites.isEmpty {
                    out.text("<p class=\"muted\">")
                    out.escaped(self.page.t.household.noInvites)
                    out.text("</p>\n")
                }
                out.text("<p class=\"visually-hidden\" role=\"status\" data-copy-status></p>\n</div>\n</div>\n</section>\n")
            }
            out.text("<section class=\"section\" aria-labelledby=\"settings-title\">\n<h2 id=\"settings-title\">")
            out.escaped(self.page.t.household.settingsHeading)
            out.text("</h2>\n<div class=\"settings-grid\">\n")
            if self.isOwner {
                out.text("<div class=\"card\">\n<h3>")
                out.escaped(self.page.t.household.renameHeading)
                out.text("</h3>\n<form class=\"form\" method=\"post\" action=\"/household/rename\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                if let v28 = self.page.activeHousehold {
                    out.escaped(v28.id)
                }
                out.text("\">\n<div class=\"field")
                if self.renameForm.name.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"rename-f-")
                out.escaped(self.renameForm.name.name)
                out.text("\">")
                out.escaped(self.page.t.household.nameLabel)
                out.text("</label>\n<p class=\"hint\" id=\"rename-h-")
                out.escaped(self.renameForm.name.name)
                out.text("\"></p>\n<input id=\"rename-f-")
                out.escaped(self.renameForm.name.name)
                out.text("\" name=\"")
                out.escaped(self.renameForm.name.name)
                out.text("\" type=\"text\" value=\"")
                out.escaped(self.renameForm.name.value)
                out.text("\" required maxlength=\"100\" aria-describedby=\"rename-h-")
                out.escaped(self.renameForm.name.name)
                if self.renameForm.name.hasErrors {
                    out.text(" ")
                    out.escaped(self.renameForm.name.errorID)
                }
                out.text("\"")
                if self.renameForm.name.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                if self.renameForm.name.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.renameForm.name.errorID)
                    out.text("\">\n")
                    for v29 in self.renameForm.name.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v29)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("\n</div>\n\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.household.renameButton)
                out.text("</button>\n</div>\n</form>\n</div>\n<div class=\"card\">\n<h3>")
                out.escaped(self.page.t.household.timeZoneHeading)
                out.text("</h3>\n<p class=\"muted\">")
                out.escaped(self.page.t.household.timeZoneHint)
                out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/time-zone\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                if let v30 = self.page.activeHousehold {
                    out.escaped(v30.id)
                }
                out.text("\">\n<div class=\"field\">\n<label for=\"time-zone\">")
                out.escaped(self.page.t.household.timeZoneLabel)
                out.text("</label>\n<select id=\"time-zone\" name=\"time_zone\" data-suggest-time-zone>\n")
                for v31 in self.timeZoneOptions {
                    out.text("<option value=\"")
                    out.escaped(v31.value)
                    out.text("\"")
                    if v31.selected {
                        out.text(" selected")
                    }
                    out.text(">")
                    out.escaped(v31.label)
                    out.text("</option>")
                }
                out.text("\n</select>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.household.saveTimeZone)
                out.text("</button>\n</div>\n</form>\n</div>\n<div class=\"card\">\n<h3>")
                out.escaped(self.page.t.household.historyHeading)
                out.text("</h3>\n<p class=\"muted\">")
                out.escaped(self.historyRule)
                out.text(" ")
                out.escaped(self.page.t.household.pruneBefore)
                out.text(" <code>")
                out.escaped(self.pruneCommand)
                out.text("</code> ")
                out.escaped(self.page.t.household.pruneAfter)
                out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/history\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                if let v32 = self.page.activeHousehold {
                    out.escaped(v32.id)
                }
                out.text("\">\n<div class=\"field-row\">\n<div class=\"field")
                if self.keepRevisions.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"f-")
                out.escaped(self.keepRevisions.name)
                out.text("\">")
                out.escaped(self.page.t.household.keepRevisionsLabel)
                out.text("</label>\n<p class=\"hint\" id=\"h-")
                out.escaped(self.keepRevisions.name)
                out.text("\">")
                out.escaped(self.page.t.household.keepRevisionsHint)
                out.text("</p>\n<input id=\"f-")
                out.escaped(self.keepRevisions.name)
                out.text("\" name=\"")
                out.escaped(self.keepRevisions.name)
                out.text("\" type=\"number\" value=\"")
                out.escaped(self.keepRevisions.value)
                out.text("\" min=\"1\" max=\"10000\" inputmode=\"numeric\" aria-describedby=\"h-")
                out.escaped(self.keepRevisions.name)
                if self.keepRevisions.hasErrors {
                    out.text(" ")
                    out.escaped(self.keepRevisions.errorID)
                }
                out.text("\"")
                if self.keepRevisions.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                if self.keepRevisions.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.keepRevisions.errorID)
                    out.text("\">\n")
                    for v33 in self.keepRevisions.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v33)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("\n</div>\n\n<div class=\"field")
                if self.keepDays.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"f-")
                out.escaped(self.keepDays.name)
                out.text("\">")
                out.escaped(self.page.t.household.keepDaysLabel)
                out.text("</label>\n<p class=\"hint\" id=\"h-")
                out.escaped(self.keepDays.name)
                out.text("\">")
                out.escaped(self.page.t.household.keepDaysHint)
                out.text("</p>\n<input id=\"f-")
                out.escaped(self.keepDays.name)
                out.text("\" name=\"")
                out.escaped(self.keepDays.name)
                out.text("\" type=\"number\" value=\"")
                out.escaped(self.keepDays.value)
                out.text("\" min=\"1\" max=\"36500\" inputmode=\"numeric\" aria-describedby=\"h-")
                out.escaped(self.keepDays.name)
                if self.keepDays.hasErrors {
                    out.text(" ")
                    out.escaped(self.keepDays.errorID)
                }
                out.text("\"")
                if self.keepDays.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                if self.keepDays.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.keepDays.errorID)
                    out.text("\">\n")
                    for v34 in self.keepDays.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v34)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("\n</div>\n\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.household.saveHistory)
                out.text("</button>\n</div>\n</form>\n</div>\n")
            }
            if !self.isOwner {
                out.text("<div class=\"card\">\n<h3>")
                out.escaped(self.page.t.household.timeZoneHeading)
                out.text("</h3>\n<p>")
                out.escaped(self.timeZoneNote)
                out.text(" ")
                out.escaped(self.page.t.household.ownerCanChange)
                out.text("</p>\n</div>\n<div class=\"card\">\n<h3>")
                out.escaped(self.page.t.household.historyHeading)
                out.text("</h3>\n<p>")
                out.escaped(self.historyRule)
                out.text(" ")
                out.escaped(self.page.t.household.ownerCanChange)
                out.text("</p>\n</div>\n")
            }
            out.text("<div class=\"card\">\n<h3>")
            out.escaped(self.page.t.household.sharedHeading)
            out.text("</h3>\n<p class=\"muted\">")
            out.escaped(self.page.t.household.sharedText)
            out.text("</p>\n<p><a href=\"/shared-links\">")
            out.escaped(self.page.t.household.sharedLink)
            out.text("</a></p>\n</div>\n<div class=\"card\">\n<h3>")
            out.escaped(self.page.t.household.anotherHeading)
            out.text("</h3>\n<p class=\"muted\">")
            out.escaped(self.page.t.household.anotherText)
            out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/new\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"time_zone\" value=\"UTC\" data-browser-time-zone>\n<div class=\"field")
            if self.createForm.name.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"create-f-")
            out.escaped(self.createForm.name.name)
            out.text("\">")
            out.escaped(self.page.t.household.nameLabel)
            out.text("</label>\n<p class=\"hint\" id=\"create-h-")
            out.escaped(self.createForm.name.name)
            out.text("\">")
            out.escaped(self.page.t.household.createHint)
            out.text("</p>\n<input id=\"create-f-")
            out.escaped(self.createForm.name.name)
            out.text("\" name=\"")
            out.escaped(self.createForm.name.name)
            out.text("\" type=\"text\" value=\"")
            out.escaped(self.createForm.name.value)
            out.text("\" required maxlength=\"100\" aria-describedby=\"create-h-")
            out.escaped(self.createForm.name.name)
            if self.createForm.name.hasErrors {
                out.text(" ")
                out.escaped(self.createForm.name.errorID)
            }
            out.text("\"")
            if self.createForm.name.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if self.createForm.name.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.createForm.name.errorID)
                out.text("\">\n")
                for v35 in self.createForm.name.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v35)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.household.createButton)
            out.text("</button>\n</div>\n</form>\n</div>\n<div class=\"card card--danger\">\n<h3>")
            out.escaped(self.page.t.household.leaveHeading)
            out.text("</h3>\n")
            if self.isOnlyMember {
                out.text("<p class=\"warning\">")
                if let v36 = self.leaveWarning {
                    out.escaped(v36)
                }
                out.text("</p>\n<p><a class=\"button button--danger-quiet\" href=\"")
                out.escaped(self.deleteURL)
                out.text("?leaving=1\">")
                out.escaped(self.leaveLinkLabel)
                out.text("</a></p>\n")
            }
            if !self.isOnlyMember {
                if let v37 = self.leaveWarning {
                    out.text("<p class=\"warning\">")
                    out.escaped(v37)
                    out.text("</p>\n")
                }
                if self.leaveWarning == nil {
                    out.text("<p>")
                    out.escaped(self.leaveNotice)
                    out.text("</p>\n")
                }
                out.text("<form method=\"get\" action=\"")
                out.escaped(self.leaveURL)
                out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
                if let v39 = self.page.activeHousehold {
                    out.escaped(v39.id)
                }
                out.text("\">\n<button type=\"submit\" class=\"button button--danger-quiet\">")
                out.escaped(self.leaveLinkLabel)
                out.text("</button>\n</form>\n")
            }
            if self.isOwner {
                out.text("<p><a class=\"danger-link\" href=\"")
                out.escaped(self.deleteURL)
                out.text("\">")
                out.escaped(self.deleteLinkLabel)
                out.text("</a></p>\n")
            }
            out.text("</div>\n</div>\n</section>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v40 = self.page.user {
            out.text(" ")
            out.escaped(v40.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ImportController.JobPage: CompiledPage {
    static let template = "import-job"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.importing.stateWaiting)
        let e4 = out.escapedOnce(self.page.t.importing.stateImported)
        let e5 = out.escapedOnce(self.page.t.importing.stateFailed)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n")
        if !self.isFinished {
            out.text("<noscript><meta http-equiv=\"refresh\" content=\"3\"></noscript>")
        }
        out.text("\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e6 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e6)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e6)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e6)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div")
        if !self.isFinished {
            out.text(" data-follow")
        }
        out.text(" data-follow-region>\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<section class=\"card job\" aria-labelledby=\"job-progress-title\">\n<h2 id=\"job-progress-title\" class=\"visually-hidden\">")
        out.escaped(self.page.t.importing.progress)
        out.text("</h2>\n<progress class=\"job-progress\" max=\"")
        out.integer(self.total)
        out.text("\" value=\"")
        out.integer(self.done)
        out.text("\" aria-label=\"")
        out.escaped(self.page.t.importing.addressesDone)
        out.text("\">")
        out.escaped(self.progressText)
        out.text("</progress>\n<p class=\"job-counts\" role=\"status\"><strong>")
        out.integer(self.imported)
        out.text("</strong> ")
        out.escaped(self.page.t.importing.importedCount)
        out.text(" · <strong>")
        out.integer(self.failed)
        out.text("</strong> ")
        out.escaped(self.page.t.importing.failedCount)
        out.text(" · <strong>")
        out.integer(self.remaining)
        out.text("</strong> ")
        out.escaped(self.toGo)
        out.text("</p>\n")
        if !self.isFinished {
            out.text("<p class=\"hint\">")
            out.escaped(self.page.t.importing.followHint)
            out.text("</p>")
        }
        out.text("\n")
        if self.isFinished {
            out.text("<p class=\"actions\"><a class=\"button button--primary\" href=\"/recipes\">")
            out.escaped(self.page.t.importing.seeRecipes)
            out.text("</a> <a class=\"button\" href=\"/import\">")
            out.escaped(self.page.t.importing.importMore)
            out.text("</a></p>")
        }
        out.text("\n</section>\n<ol class=\"job-items\">\n")
        for v7 in self.items {
            out.text("<li class=\"job-item job-item--")
            out.escaped(v7.state)
            out.text("\">\n<span class=\"job-state\">")
            if v7.isPending {
                out.write(e3)
            }
            if v7.isImported {
                out.write(e4)
            }
            if v7.isFailed {
                out.write(e5)
            }
            out.text("</span>\n<span class=\"job-detail\">\n")
            if let v8 = v7.recipeURL {
                out.text("<a href=\"")
                out.escaped(v8)
                out.text("\">")
                if let v9 = v7.recipeName {
                    out.escaped(v9)
                }
                out.text("</a>")
            }
            if v7.recipeURL == nil {
                if let v11 = v7.recipeName {
                    out.escaped(v11)
                }
            }
            out.text("\n<span class=\"job-url\">")
            out.escaped(v7.url)
            out.text("</span>\n<span class=\"job-message\">")
            out.escaped(v7.message)
            out.text("</span>\n</span>\n</li>\n")
        }
        out.text("</ol>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v12 = self.page.user {
            out.text(" ")
            out.escaped(v12.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ImportController.ImportPage: CompiledPage {
    static let template = "import"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if let v7 = self.result {
            out.text("<section class=\"notice notice--success\" role=\"status\" aria-labelledby=\"import-result-title\">\n<h2 id=\"import-result-title\">")
            out.escaped(v7.summary)
            out.text("</h2>\n")
            if !v7.created.isEmpty {
                out.text("<ul class=\"link-list\">\n")
                for v8 in v7.created {
                    out.text("<li><a href=\"")
                    out.escaped(v8.url)
                    out.text("\">")
                    out.escaped(v8.name)
                    out.text("</a></li>\n")
                }
                out.text("</ul>\n")
            }
            if !v7.notes.isEmpty {
                out.text("<ul class=\"notes\">\n")
                for v9 in v7.notes {
                    out.text("<li>")
                    out.escaped(v9)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</section>\n")
        }
        if let v10 = self.alreadyThere {
            out.text("<section class=\"notice notice--warning\" aria-labelledby=\"already-title\">\n<h2 id=\"already-title\">")
            out.escaped(self.page.t.importing.alreadyTitle)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.importing.pageHolds)
            out.text(" <strong>")
            out.escaped(v10.found)
            out.text("</strong>")
            out.escaped(self.page.t.importing.householdHas)
            out.text("</p>\n<ul class=\"link-list\">\n")
            for v11 in v10.existing {
                out.text("<li><a href=\"")
                out.escaped(v11.url)
                out.text("\">")
                out.escaped(v11.name)
                out.text("</a></li>\n")
            }
            out.text("</ul>\n<form method=\"post\" action=\"/import/urls\" class=\"form-actions\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
            if let v12 = self.page.activeHousehold {
                out.escaped(v12.id)
            }
            out.text("\">\n<input type=\"hidden\" name=\"urls\" value=\"")
            out.escaped(v10.url)
            out.text("\">\n")
            if self.keywordsAsTags {
                out.text("<input type=\"hidden\" name=\"keywords_as_tags\" value=\"on\">")
            }
            out.text("\n")
            if self.takeSettings {
                out.text("<input type=\"hidden\" name=\"take_settings\" value=\"on\">")
            }
            out.text("\n<button type=\"submit\" name=\"on_conflict\" value=\"skip\" class=\"button button--primary\">")
            out.escaped(self.page.t.importing.keepMine)
            out.text("</button>\n<button type=\"submit\" name=\"on_conflict\" value=\"replace\" class=\"button\">")
            out.escaped(self.page.t.importing.replaceMine)
            out.text("</button>\n<button type=\"submit\" name=\"on_conflict\" value=\"rename\" class=\"button\">")
            out.escaped(self.page.t.importing.keepBoth)
            out.text("</button>\n</form>\n</section>\n")
        }
        if let v13 = self.review {
            out.text("<section class=\"notice notice--warning\" aria-labelledby=\"review-title\">\n<h2 id=\"review-title\">")
            out.escaped(v13.title)
            out.text("</h2>\n")
            if v13.choosesGroup {
                out.text("<p>")
                out.escaped(self.page.t.importing.chooseGroup)
                out.text("</p>\n")
            }
            if !v13.unreadable.isEmpty {
                out.text("<p>")
                out.escaped(self.page.t.importing.unreadableIntro)
                out.text("</p>\n<ul class=\"issues\">\n")
                for v14 in v13.unreadable {
                    out.text("<li><code>")
                    out.escaped(v14.path)
                    out.text("</code> ")
                    out.escaped(v14.problem)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("<form method=\"post\" action=\"")
            out.escaped(v13.action)
            out.text("\" class=\"form\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
            if let v15 = self.page.activeHousehold {
                out.escaped(v15.id)
            }
            out.text("\">\n<input type=\"hidden\" name=\"on_conflict\" value=\"")
            out.escaped(v13.policy)
            out.text("\">\n")
            if self.keywordsAsTags {
                out.text("<input type=\"hidden\" name=\"keywords_as_tags\" value=\"on\">")
            }
            out.text("\n")
            if self.takeSettings {
                out.text("<input type=\"hidden\" name=\"take_settings\" value=\"on\">")
            }
            out.text("\n")
            if !v13.choosesGroup {
                if let v16 = v13.group {
                    out.text("<input type=\"hidden\" name=\"group\" value=\"")
                    out.escaped(v16)
                    out.text("\">")
                }
            }
            out.text("\n")
            if v13.choosesGroup {
                out.text("<fieldset class=\"field\">\n<legend>")
                out.escaped(self.page.t.importing.groupLegend)
                out.text("</legend>\n")
                for v17 in v13.groups {
                    out.text("<label class=\"radio\"><input type=\"radio\" name=\"group\" value=\"")
                    out.escaped(v17.value)
                    out.text("\"")
                    if v17.selected {
                        out.text(" checked")
                    }
                    out.text("> ")
                    out.escaped(v17.label)
                    out.text("</label>\n")
                }
                out.text("</fieldset>\n")
            }
            out.text("<div class=\"form-actions\">\n")
            if v13.unreadable.isEmpty {
                out.text("<button type=\"submit\" name=\"decision\" value=\"read\" class=\"button button--primary\">")
                out.escaped(self.page.t.importing.continueButton)
                out.text("</button>\n")
            }
            if !v13.unreadable.isEmpty {
                out.text("<button type=\"submit\" name=\"decision\" value=\"import\" class=\"button button--primary\">")
                out.escaped(v13.importOthers)
                out.text("</button>\n")
            }
            out.text("<button type=\"submit\" name=\"decision\" value=\"cancel\" class=\"button\">")
            out.escaped(self.page.t.importing.cancelAndDelete)
            out.text("</button>\n</div>\n</form>\n</section>\n")
        }
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v18 in self.formErrors {
                out.text("<li>")
                out.escaped(v18)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        if !self.issues.isEmpty {
            out.text("<section class=\"notice notice--error\" aria-labelledby=\"import-issues-title\">\n<h2 id=\"import-issues-title\">")
            out.escaped(self.page.t.importing.problemsTitle)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.importing.fixThese)
            out.text("</p>\n<ul class=\"issues\">\n")
            for v19 in self.issues {
                out.text("<li><code>")
                out.escaped(v19.path)
                out.text("</code> ")
                out.escaped(v19.problem)
                out.text("</li>\n")
            }
            out.text("</ul>\n</section>\n")
        }
        if !self.deciding {
            out.text("<div class=\"two-col\">\n<div class=\"stack\">\n<form class=\"card form\" method=\"post\" action=\"/import/urls\">\n<h2>")
            out.escaped(self.page.t.importing.fromSite)
            out.text("</h2>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
            if let v20 = self.page.activeHousehold {
                out.escaped(v20.id)
            }
            out.text("\">\n<div class=\"field")
            if self.urls.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.escaped(self.urls.name)
            out.text("\">")
            out.escaped(self.page.t.importing.addressesLabel)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.escaped(self.urls.name)
            out.text("\">")
            out.escaped(self.page.t.importing.addressesHint)
            out.text("</p>\n<textarea id=\"f-")
            out.escaped(self.urls.name)
            out.text("\" name=\"")
            out.escaped(self.urls.name)
            out.text("\" rows=\"4\" spellcheck=\"false\" autocomplete=\"off\" placeholder=\"")
            out.escaped(self.page.t.importing.addressesPlaceholder)
            out.text("\" aria-describedby=\"h-")
            out.escaped(self.urls.name)
            if self.urls.hasErrors {
                out.text(" ")
                out.escaped(self.urls.errorID)
            }
            out.text("\"")
            if self.urls.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">")
            out.escaped(self.urls.value)
            out.text("</textarea>\n")
            if self.urls.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.urls.errorID)
                out.text("\">\n")
                for v21 in self.urls.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v21)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</div>\n\n<fieldset class=\"field\">\n<legend>")
            out.escaped(self.page.t.importing.urlConflictLegend)
            out.text("</legend>\n")
            for v22 in self.urlPolicyOptions {
                out.text("<label class=\"radio\"><input type=\"radio\" name=\"on_conflict\" value=\"")
                out.escaped(v22.value)
                out.text("\"")
                if v22.selected {
                    out.text(" checked")
                }
                out.text("> ")
                out.escaped(v22.label)
                out.text("</label>\n")
            }
            out.text("</fieldset>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"url-keywords\"><input id=\"url-keywords\" type=\"checkbox\" name=\"keywords_as_tags\" value=\"on\"")
            if self.keywordsAsTags {
                out.text(" checked")
            }
            out.text(" aria-describedby=\"url-keywords-hint\"> ")
            out.escaped(self.page.t.importing.keywordsAsTags)
            out.text("</label>\n<p class=\"hint\" id=\"url-keywords-hint\">")
            out.escaped(self.page.t.importing.keywordsHint)
            out.text("</p>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.importing.importFromWeb)
            out.text("</button>\n</div>\n</form>\n<form class=\"card form\" method=\"post\" action=\"/import\" enctype=\"multipart/form-data\">\n<h2>")
            out.escaped(self.page.t.importing.fromFile)
            out.text("</h2>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
            if let v23 = self.page.activeHousehold {
                out.escaped(v23.id)
            }
            out.text("\">\n<div class=\"field\">\n<label for=\"import-document\">")
            out.escaped(self.page.t.importing.uploadLabel)
            out.text("</label>\n<p class=\"hint\" id=\"import-document-hint\">")
            out.escaped(self.page.t.importing.uploadHint)
            out.text(" <code>")
            out.escaped(self.jsonExtension)
            out.text("</code> ")
            out.escaped(self.page.t.importing.uploadHintEnd)
            out.text("</p>\n<input id=\"import-document\" type=\"file\" name=\"document\" accept=\".json,.zip,.paprikarecipes,.html,.htm,application/json,application/ld+json,application/zip,text/html\" aria-describedby=\"import-document-hint\">\n</div>\n<p class=\"or\"><span>")
            out.escaped(self.page.t.importing.or)
            out.text("</span></p>\n<div class=\"field\">\n<label for=\"import-json\">")
            out.escaped(self.page.t.importing.pasteJSON)
            out.text("</label>\n<p class=\"hint\" id=\"import-json-hint\">")
            out.escaped(self.page.t.importing.jsonHint)
            out.text(" <code>")
            out.escaped(self.ldJSONType)
            out.text("</code> ")
            out.escaped(self.page.t.importing.jsonHintEnd)
            out.text("</p>\n<textarea id=\"import-json\" name=\"json\" rows=\"6\" spellcheck=\"false\" aria-describedby=\"import-json-hint\">")
            out.escaped(self.json)
            out.text("</textarea>\n</div>\n<fieldset class=\"field\">\n<legend>")
            out.escaped(self.page.t.importing.fileConflictLegend)
            out.text("</legend>\n")
            for v24 in self.policyOptions {
                out.text("<label class=\"radio\"><input type=\"radio\" name=\"on_conflict\" value=\"")
                out.escaped(v24.value)
                out.text("\"")
                if v24.selected {
                    out.text(" checked")
                }
                out.text("> ")
                out.escaped(v24.label)
                out.text("</label>\n")
            }
            out.text("</fieldset>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"file-keywords\"><input id=\"file-keywords\" type=\"checkbox\" name=\"keywords_as_tags\" value=\"on\"")
            if self.keywordsAsTags {
                out.text(" checked")
            }
            out.text(" aria-describedby=\"file-keywords-hint\"> ")
            out.escaped(self.page.t.importing.keywordsAsTags)
            out.text("</label>\n<p class=\"hint\" id=\"file-keywords-hint\">")
            out.escaped(self.page.t.importing.keywordsHint)
            out.text("</p>\n</div>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"file-settings\"><input id=\"file-settings\" type=\"checkbox\" name=\"take_settings\" value=\"on\"")
            if self.takeSettings {
                out.text(" checked")
            }
            out.text(" aria-describedby=\"file-settings-hint\"> ")
            out.escaped(self.page.t.importing.takeSettings)
            out.text("</label>\n<p class=\"hint\" id=\"file-settings-hint\">")
            out.escaped(self.page.t.importing.takeSettingsHint)
            out.text("</p>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.importing.importFile)
            out.text("</button>\n</div>\n</form>\n</div>\n<aside class=\"card prose\" aria-labelledby=\"formats-title\">\n<h2 id=\"formats-title\">")
            out.escaped(self.page.t.importing.formatsTitle)
            out.text("</h2>\n<dl>\n<dt>")
            out.escaped(self.page.t.importing.siteTerm)
            out.text("</dt>\n<dd>")
            out.escaped(self.page.t.importing.siteText)
            out.text("</dd>\n<dt>")
            out.escaped(self.page.t.importing.appTerm)
            out.text("</dt>\n<dd>")
            out.escaped(self.page.t.importing.appText)
            out.text(" <code>")
            out.escaped(self.paprikaExtension)
            out.text("</code> ")
            out.escaped(self.page.t.importing.appTextEnd)
            out.text("</dd>\n<dt>")
            out.escaped(self.page.t.importing.larderTerm)
            out.text("</dt>\n<dd>")
            out.escaped(self.page.t.importing.larderText)
            out.text("</dd>\n</dl>\n<p>")
            out.escaped(self.page.t.importing.belongToHousehold)
            if let v25 = self.page.activeHousehold {
                out.text(", <strong>")
                out.escaped(v25.name)
                out.text("</strong>")
            }
            out.escaped(self.page.t.importing.everyoneSees)
            out.text("</p>\n<p class=\"hint\">")
            out.escaped(self.limits)
            out.text("</p>\n<p class=\"hint\">")
            out.escaped(self.keptUploads)
            out.text("</p>\n</aside>\n</div>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v26 = self.page.user {
            out.text(" ")
            out.escaped(v26.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension CatalogController.IngredientsPage: CompiledPage {
    static let template = "ingredients"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.ingredients.aisle)
        let e4 = out.escapedOnce(self.page.t.ingredients.change)
        let e5 = out.escapedOnce(self.page.t.ingredients.newName)
        let e6 = out.escapedOnce(self.page.t.ingredients.rename)
        let e7 = out.escapedOnce(self.page.t.ingredients.aisleField)
        let e8 = out.escapedOnce(self.page.t.ingredients.aislePlaceholder)
        let e9 = out.escapedOnce(self.page.t.ingredients.saveAisle)
        let e10 = out.escapedOnce(self.page.t.ingredients.density)
        let e11 = out.escapedOnce(self.page.t.ingredients.densityHint)
        let e12 = out.escapedOnce(self.page.t.ingredients.densityPlaceholder)
        let e13 = out.escapedOnce(self.page.t.ingredients.saveDensity)
        let e14 = out.escapedOnce(self.page.t.ingredients.picture)
        let e15 = out.escapedOnce(self.imageHint)
        let e16 = out.escapedOnce(self.imageLimit)
        let e17 = out.escapedOnce(self.page.t.ingredients.upload)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e18 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e18)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e18)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e18)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"page-head\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n</div>\n<form class=\"search card\" role=\"search\" method=\"get\" action=\"/ingredients\">\n<label for=\"ingredient-q\">")
        out.escaped(self.page.t.ingredients.findIngredient)
        out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"ingredient-q\" type=\"search\" name=\"q\" value=\"")
        out.escaped(self.search)
        out.text("\" enterkeyhint=\"search\">\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.common.search)
        out.text("</button>\n</div>\n</form>\n<p class=\"result-summary\" role=\"status\">")
        out.escaped(self.countLabel)
        if !self.search.isEmpty {
            out.text(" <a href=\"/ingredients\">")
            out.escaped(self.page.t.ingredients.showAll)
            out.text("</a>")
        }
        out.text("</p>\n")
        if self.hasIngredients {
            out.text("<ul class=\"catalog\">\n")
            for v7 in self.ingredients {
                let e19 = out.escapedOnce(v7.id)
                let e20 = out.escapedOnce(v7.name)
                let e21 = out.escapedOnce(v7.aisle)
                let e22 = out.escapedOnce(v7.density)
                out.text("<li class=\"catalog-item\">\n<div class=\"catalog-main\">\n")
                if v7.hasImage {
                    out.text("<img class=\"thumb\" src=\"/ingredients/")
                    out.write(e19)
                    out.text("/image\" alt=\"\" width=\"56\" height=\"56\" loading=\"lazy\">\n")
                }
                if !v7.hasImage {
                    out.text("<span class=\"thumb thumb--empty\" aria-hidden=\"true\"></span>\n")
                }
                out.text("<div>\n<h2 class=\"catalog-name\">")
                out.write(e20)
                out.text("</h2>\n<p class=\"muted\"><a href=\"")
                out.escaped(v7.recipesURL)
                out.text("\">")
                out.escaped(v7.usesLabel)
                out.text("</a>")
                if !v7.aisle.isEmpty {
                    out.text(" · ")
                    out.write(e3)
                    out.text(" ")
                    out.write(e21)
                }
                if !v7.density.isEmpty {
                    out.text(" · ")
                    out.write(e22)
                    out.text(" g/ml")
                }
                out.text("</p>\n</div>\n</div>\n<details class=\"catalog-edit\">\n<summary>")
                out.write(e4)
                out.text("<span class=\"visually-hidden\"> ")
                out.write(e20)
                out.text("</span></summary>\n<form method=\"post\" action=\"/ingredients/")
                out.write(e19)
                out.text("/rename\" class=\"inline-form\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<label for=\"rename-")
                out.write(e19)
                out.text("\">")
                out.write(e5)
                out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"rename-")
                out.write(e19)
                out.text("\" type=\"text\" name=\"name\" value=\"")
                out.write(e20)
                out.text("\" required>\n<button type=\"submit\" class=\"button\">")
                out.write(e6)
                out.text("</button>\n</div>\n</form>\n<form method=\"post\" action=\"/ingredients/")
                out.write(e19)
                out.text("/aisle\" class=\"inline-form\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<label for=\"aisle-")
                out.write(e19)
                out.text("\">")
                out.write(e7)
                out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"aisle-")
                out.write(e19)
                out.text("\" type=\"text\" name=\"aisle\" value=\"")
                out.write(e21)
                out.text("\" maxlength=\"50\" placeholder=\"")
                out.write(e8)
                out.text("\">\n<button type=\"submit\" class=\"button\">")
                out.write(e9)
                out.text("</button>\n</div>\n</form>\n<form method=\"post\" action=\"/ingredients/")
                out.write(e19)
                out.text("/density\" class=\"inline-form\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<label for=\"density-")
                out.write(e19)
                out.text("\">")
                out.write(e10)
                out.text("</label>\n<p class=\"hint\" id=\"density-hint-")
                out.write(e19)
                out.text("\">")
                out.write(e11)
                out.text("</p>\n<div class=\"input-with-button\">\n<input id=\"density-")
                out.write(e19)
                out.text("\" type=\"text\" name=\"density\" value=\"")
                out.write(e22)
                out.text("\" inputmode=\"decimal\" maxlength=\"8\" placeholder=\"")
                out.write(e12)
                out.text("\" aria-describedby=\"density-hint-")
                out.write(e19)
                out.text("\">\n<button type=\"submit\" class=\"button\">")
                out.write(e13)
                out.text("</button>\n</div>\n</form>\n<form method=\"post\" action=\"/ingredients/")
                out.write(e19)
                out.text("/image\" enctype=\"multipart/form-data\" class=\"inline-form\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<label for=\"image-")
                out.write(e19)
                out.text("\">")
                out.write(e14)
                out.text("</label>\n<p class=\"hint\" id=\"image-hint-")
                out.write(e19)
                out.text("\">")
                out.write(e15)
                out.text("</p>\n<div class=\"input-with-button\">\n<input id=\"image-")
                out.write(e19)
                out.text("\" type=\"file\" name=\"image\" accept=\"image/*\" data-max-bytes=\"")
                out.integer(self.imageLimitBytes)
                out.text("\" data-max-text=\"")
                out.write(e16)
                out.text("\" aria-describedby=\"image-hint-")
                out.write(e19)
                out.text("\">\n<button type=\"submit\" class=\"button\">")
                out.write(e17)
                out.text("</button>\n</div>\n</form>\n<p><a class=\"danger-link\" href=\"/ingredients/")
                out.write(e19)
                out.text("/delete\">")
                out.escaped(v7.deleteLabel)
                out.text("</a></p>\n</details>\n</li>\n")
            }
            out.text("</ul>\n")
            if let v8 = self.pagination {
                out.text("<nav class=\"pagination\" aria-label=\"")
                out.escaped(self.page.t.pagination.label)
                out.text("\">\n")
                if v8.hasPrevious {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v8.previousURL)
                    out.text("\" rel=\"prev\">")
                    out.escaped(self.page.t.pagination.previous)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("<span class=\"pagination-label\">")
                out.escaped(v8.label)
                out.text("</span>\n")
                if v8.hasNext {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v8.nextURL)
                    out.text("\" rel=\"next\">")
                    out.escaped(self.page.t.pagination.next)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("</nav>\n")
            }
        }
        if !self.hasIngredients {
            out.text("<section class=\"empty-state card\">\n")
            if self.search.isEmpty {
                out.text("<h2>")
                out.escaped(self.page.t.ingredients.noIngredients)
                out.text("</h2>\n<p>")
                out.escaped(self.page.t.ingredients.noIngredientsHelp)
                out.text("</p>\n")
            }
            if !self.search.isEmpty {
                out.text("<h2>")
                out.escaped(self.noMatchLabel)
                out.text("</h2>\n<p><a href=\"/ingredients\">")
                out.escaped(self.page.t.ingredients.showAllIngredients)
                out.text("</a></p>\n")
            }
            out.text("</section>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v9 = self.page.user {
            out.text(" ")
            out.escaped(v9.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension HouseholdController.InvitePage: CompiledPage {
    static let template = "invite"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e3 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e3)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e3)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e3)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n")
        if self.isActive {
            if self.alreadyMember {
                out.text("<h1>")
                out.escaped(self.alreadyInHeading)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.invite.alreadyInText)
                out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"")
                out.escaped(self.householdURL)
                out.text("\">")
                out.escaped(self.goToLabel)
                out.text("</a></p>\n")
            }
            if !self.alreadyMember {
                out.text("<h1>")
                out.escaped(self.joinLabel)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.invite.invitedBefore)
                out.text(" <strong>")
                if let v7 = self.householdName {
                    out.escaped(v7)
                }
                out.text("</strong> ")
                out.escaped(self.page.t.invite.invitedAfter)
                out.text("</p>\n<p class=\"notice notice--privacy\">")
                out.escaped(self.joinNotice)
                out.text("</p>\n")
                if self.page.isLoggedIn {
                    out.text("<form class=\"actions\" method=\"post\" action=\"")
                    out.escaped(self.joinAction)
                    out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<button type=\"submit\" class=\"button button--primary button--large\">")
                    out.escaped(self.joinLabel)
                    out.text("</button>\n<a class=\"button button--large\" href=\"/\">")
                    out.escaped(self.page.t.invite.notNow)
                    out.text("</a>\n</form>\n")
                }
                if !self.page.isLoggedIn {
                    out.text("<p>")
                    out.escaped(self.page.t.invite.logInToJoin)
                    out.text("</p>\n<p class=\"actions\">\n<a class=\"button button--primary button--large\" href=\"")
                    out.escaped(self.registerURL)
                    out.text("\">")
                    out.escaped(self.page.t.invite.register)
                    out.text("</a>\n<a class=\"button button--large\" href=\"")
                    out.escaped(self.loginURL)
                    out.text("\">")
                    out.escaped(self.page.t.invite.logIn)
                    out.text("</a>\n</p>\n")
                }
            }
        }
        if !self.isActive {
            if self.isExpired {
                out.text("<h1>")
                out.escaped(self.page.t.invite.expiredHeading)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.inactiveLead)
                out.text("</p>\n")
            }
            if self.isRevoked {
                out.text("<h1>")
                out.escaped(self.page.t.invite.revokedHeading)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.inactiveLead)
                out.text("</p>\n")
            }
            if self.isUsedUp {
                out.text("<h1>")
                out.escaped(self.page.t.invite.usedUpHeading)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.inactiveLead)
                out.text("</p>\n")
            }
            if self.isUnknown {
                out.text("<h1>")
                out.escaped(self.page.t.invite.unknownHeading)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.invite.unknownText)
                out.text("</p>\n")
            }
            out.text("<p>")
            out.escaped(self.page.t.invite.askOwner)
            out.text("</p>\n<p class=\"actions\"><a class=\"button\" href=\"/\">")
            out.escaped(self.page.t.invite.homePage)
            out.text("</a></p>\n")
        }
        out.text("</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v8 = self.page.user {
            out.text(" ")
            out.escaped(v8.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension AccountController.LoginPage: CompiledPage {
    static let template = "login"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v7 in self.formErrors {
                out.text("<li>")
                out.escaped(v7)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        if let v8 = self.providerLabel {
            out.text("<p class=\"provider-sign-in\"><a class=\"button button--primary\" href=\"")
            out.escaped(self.providerURL)
            out.text("\">")
            out.escaped(v8)
            out.text("</a></p>\n")
        }
        if self.takesPasswords {
            out.text("<form class=\"card form\" method=\"post\" action=\"/login\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n")
            if let v9 = self.inviteCode {
                out.text("<input type=\"hidden\" name=\"invite\" value=\"")
                out.escaped(v9)
                out.text("\">\n")
            }
            if let v10 = self.next {
                out.text("<input type=\"hidden\" name=\"next\" value=\"")
                out.escaped(v10)
                out.text("\">\n")
            }
            if self.signsInByName {
                out.text("<div class=\"field")
                if self.form.email.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"f-")
                out.escaped(self.form.email.name)
                out.text("\">")
                out.escaped(self.page.t.login.emailOrUserName)
                out.text("</label>\n<p class=\"hint\" id=\"h-")
                out.escaped(self.form.email.name)
                out.text("\"></p>\n<input id=\"f-")
                out.escaped(self.form.email.name)
                out.text("\" name=\"")
                out.escaped(self.form.email.name)
                out.text("\" type=\"text\" value=\"")
                out.escaped(self.form.email.value)
                out.text("\" autocomplete=\"username\" autocapitalize=\"none\" required aria-describedby=\"h-")
                out.escaped(self.form.email.name)
                if self.form.email.hasErrors {
                    out.text(" ")
                    out.escaped(self.form.email.errorID)
                }
                out.text("\"")
                if self.form.email.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                if self.form.email.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.form.email.errorID)
                    out.text("\">\n")
                    for v11 in self.form.email.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v11)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("\n</div>\n\n")
            }
            if !self.signsInByName {
                out.text("<div class=\"field")
                if self.form.email.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"f-")
                out.escaped(self.form.email.name)
                out.text("\">")
                out.escaped(self.page.t.login.email)
                out.text("</label>\n<p class=\"hint\" id=\"h-")
                out.escaped(self.form.email.name)
                out.text("\"></p>\n<input id=\"f-")
                out.escaped(self.form.email.name)
                out.text("\" name=\"")
                out.escaped(self.form.email.name)
                out.text("\" type=\"email\" value=\"")
                out.escaped(self.form.email.value)
                out.text("\" autocomplete=\"username\" required aria-describedby=\"h-")
                out.escaped(self.form.email.name)
                if self.form.email.hasErrors {
                    out.text(" ")
                    out.escaped(self.form.email.errorID)
                }
                out.text("\"")
                if self.form.email.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                if self.form.email.hasErrors {
                    out.text("<ul class=\"field-errors\" id=\"")
                    out.escaped(self.form.email.errorID)
                    out.text("\">\n")
                    for v12 in self.form.email.errors {
                        out.text("<li><span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                        out.escaped(v12)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("\n</div>\n\n")
            }
            out.text("<div class=\"field")
            if self.form.password.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.escaped(self.form.password.name)
            out.text("\">")
            out.escaped(self.page.t.login.password)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.escaped(self.form.password.name)
            out.text("\"></p>\n<input id=\"f-")
            out.escaped(self.form.password.name)
            out.text("\" name=\"")
            out.escaped(self.form.password.name)
            out.text("\" type=\"password\" value=\"")
            out.escaped(self.form.password.value)
            out.text("\" autocomplete=\"current-password\" required aria-describedby=\"h-")
            out.escaped(self.form.password.name)
            if self.form.password.hasErrors {
                out.text(" ")
                out.escaped(self.form.password.errorID)
            }
            out.text("\"")
            if self.form.password.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if self.form.password.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.form.password.errorID)
                out.text("\">\n")
                for v13 in self.form.password.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v13)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n")
            if self.registers {
                out.text("<p class=\"field-aside\"><a href=\"/password/forgot\">")
                out.escaped(self.page.t.resetPassword.forgotLink)
                out.text("</a></p>\n")
            }
            out.text("<div class=\"form-actions\">\n<button type=\"submit\" class=\"button")
            if self.providerLabel == nil {
                out.text(" button--primary")
            }
            out.text("\">")
            out.escaped(self.page.t.login.logIn)
            out.text("</button>\n</div>\n</form>\n")
        }
        if self.registers {
            out.text("<p class=\"aside\">")
            out.escaped(self.page.t.login.newHere)
            out.text(" <a href=\"/register")
            if let v15 = self.inviteCode {
                out.text("?invite=")
                out.escaped(v15)
            }
            out.text("\">")
            out.escaped(self.page.t.login.createAccount)
            out.text("</a></p>\n")
        }
        if self.signsInByName {
            out.text("<p class=\"aside\">")
            out.escaped(self.page.t.login.directoryHint)
            out.text("</p>\n")
        }
        out.text("</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v16 = self.page.user {
            out.text(" ")
            out.escaped(v16.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension Mailer.MailView: CompiledPage {
    static let template = "mail"

    func render(into out: inout HTMLWriter) {
        out.text("<!DOCTYPE html>\n<html lang=\"")
        out.escaped(self.language)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        out.escaped(self.subject)
        out.text("</title>\n</head>\n<body style=\"margin:0;padding:24px 12px;background:#f6f1e7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2118;\">\n<div style=\"max-width:34rem;margin:0 auto;background:#fffdf8;border:1px solid #e4d9c6;border-radius:12px;padding:24px;\">\n<p style=\"margin:0 0 16px;font-size:20px;font-weight:700;color:#8a3b12;\">Larder</p>\n<p style=\"margin:0 0 20px;font-size:16px;line-height:1.5;\">")
        out.escaped(self.lead)
        out.text("</p>\n<p style=\"margin:0 0 20px;\"><a href=\"")
        out.escaped(self.link)
        out.text("\" style=\"display:inline-block;background:#8a3b12;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;\">")
        out.escaped(self.action)
        out.text("</a></p>\n")
        for v1 in self.notes {
            out.text("<p style=\"margin:0 0 12px;font-size:14px;line-height:1.5;color:#5c4d3f;\">")
            out.escaped(v1)
            out.text("</p>\n")
        }
        out.text("<p style=\"margin:20px 0 4px;font-size:13px;color:#5c4d3f;\">")
        out.escaped(self.linkFallback)
        out.text("</p>\n<p style=\"margin:0 0 20px;font-size:13px;word-break:break-all;\"><a href=\"")
        out.escaped(self.link)
        out.text("\" style=\"color:#8a3b12;\">")
        out.escaped(self.link)
        out.text("</a></p>\n<p style=\"margin:0;font-size:12px;color:#8c7b6a;border-top:1px solid #e4d9c6;padding-top:12px;\">")
        out.escaped(self.footer)
        out.text("</p>\n</div>\n</body>\n</html>\n")
    }
}

extension PlanController.PickPage: CompiledPage {
    static let template = "plan-pick"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.plan.planThis)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.heading)
        out.text("</h1>\n<form class=\"card narrow-form\" method=\"get\" action=\"/plan/recipes\" role=\"search\">\n<input type=\"hidden\" name=\"day\" value=\"")
        out.escaped(self.day)
        out.text("\">\n<div class=\"field-row\">\n<div class=\"field\">\n<label for=\"pick-q\">")
        out.escaped(self.page.t.plan.recipe)
        out.text("</label>\n<p class=\"hint\" id=\"h-pick-q\">")
        out.escaped(self.page.t.plan.pickHint)
        out.text("</p>\n<input id=\"pick-q\" type=\"search\" name=\"q\" value=\"")
        out.escaped(self.q)
        out.text("\" aria-describedby=\"h-pick-q\" autocomplete=\"off\" autofocus>\n</div>\n<div class=\"field\">\n<label for=\"pick-slot\">")
        out.escaped(self.page.t.plan.meal)
        out.text("</label>\n<p class=\"hint\" id=\"h-pick-slot\"></p>\n<select id=\"pick-slot\" name=\"slot\" aria-describedby=\"h-pick-slot\">\n")
        for v7 in self.slotOptions {
            out.text("<option value=\"")
            out.escaped(v7.value)
            out.text("\"")
            if v7.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v7.label)
            out.text("</option>")
        }
        out.text("\n</select>\n</div>\n<div class=\"field\">\n<label for=\"pick-servings\">")
        out.escaped(self.page.t.plan.servings)
        out.text("</label>\n<p class=\"hint\" id=\"h-pick-servings\">")
        out.escaped(self.page.t.plan.servingsHint)
        out.text("</p>\n<input id=\"pick-servings\" type=\"number\" name=\"servings\" value=\"")
        out.escaped(self.servings)
        out.text("\" min=\"1\" max=\"100\" inputmode=\"numeric\" aria-describedby=\"h-pick-servings\">\n</div>\n</div>\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.plan.find)
        out.text("</button> <a class=\"button\" href=\"")
        out.escaped(self.backURL)
        out.text("\">")
        out.escaped(self.page.t.plan.backToPlan)
        out.text("</a></p>\n</form>\n")
        if self.hasSearched {
            if !self.matches.isEmpty {
                out.text("<ul class=\"pick-list\">\n")
                for v8 in self.matches {
                    let e5 = out.escapedOnce(v8.name)
                    out.text("<li class=\"card pick-item\">\n<span class=\"pick-name\">")
                    out.write(e5)
                    out.text("</span>\n<form method=\"post\" action=\"/plan/entries\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"recipe_id\" value=\"")
                    out.escaped(v8.recipeID)
                    out.text("\">\n<input type=\"hidden\" name=\"day\" value=\"")
                    out.escaped(v8.day)
                    out.text("\"><input type=\"hidden\" name=\"slot\" value=\"")
                    out.escaped(v8.slot)
                    out.text("\"><input type=\"hidden\" name=\"servings\" value=\"")
                    out.escaped(v8.servings)
                    out.text("\">\n<button type=\"submit\" class=\"button button--small\">")
                    out.write(e3)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.write(e5)
                    out.text("</span></button>\n</form>\n</li>\n")
                }
                out.text("</ul>\n")
            }
            if self.matches.isEmpty {
                out.text("<p class=\"muted\">")
                out.escaped(self.noMatchLabel)
                out.text("</p>\n")
            }
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v9 = self.page.user {
            out.text(" ")
            out.escaped(v9.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension PlanController.PickPage.Options: CompiledPage {
    static let template = "plan-recipe-options"

    func render(into out: inout HTMLWriter) {
        for v1 in self.matches {
            out.text("<option value=\"")
            out.escaped(v1.name)
            out.text("\"></option>\n")
        }
    }
}

extension PlanController.PlanRecipePage: CompiledPage {
    static let template = "plan-recipe"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v7 in self.formErrors {
                out.text("<li>")
                out.escaped(v7)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<form class=\"card narrow-form\" method=\"post\" action=\"")
        out.escaped(self.action)
        out.text("\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<p>")
        out.escaped(self.page.t.plan.putOnPlanBefore)
        out.text(" <strong>")
        out.escaped(self.recipeName)
        out.text("</strong> ")
        out.escaped(self.page.t.plan.putOnPlanAfter)
        out.text("</p>\n<div class=\"field-row\">\n<div class=\"field")
        if self.day.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.day.name)
        out.text("\">")
        out.escaped(self.page.t.plan.day)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.day.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.day.name)
        out.text("\" name=\"")
        out.escaped(self.day.name)
        out.text("\" type=\"date\" value=\"")
        out.escaped(self.day.value)
        out.text("\" required aria-describedby=\"h-")
        out.escaped(self.day.name)
        if self.day.hasErrors {
            out.text(" ")
            out.escaped(self.day.errorID)
        }
        out.text("\"")
        if self.day.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.day.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.day.errorID)
            out.text("\">\n")
            for v8 in self.day.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v8)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field\">\n<label for=\"f-slot\">")
        out.escaped(self.page.t.plan.meal)
        out.text("</label>\n<p class=\"hint\" id=\"h-slot\"></p>\n<select id=\"f-slot\" name=\"slot\" aria-describedby=\"h-slot\">\n")
        for v9 in self.slotOptions {
            out.text("<option value=\"")
            out.escaped(v9.value)
            out.text("\"")
            if v9.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v9.label)
            out.text("</option>")
        }
        out.text("\n</select>\n</div>\n<div class=\"field")
        if self.servings.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.servings.name)
        out.text("\">")
        out.escaped(self.page.t.plan.servings)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.servings.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.servings.name)
        out.text("\" name=\"")
        out.escaped(self.servings.name)
        out.text("\" type=\"number\" value=\"")
        out.escaped(self.servings.value)
        out.text("\" min=\"1\" max=\"100\" step=\"1\" inputmode=\"numeric\" required aria-describedby=\"h-")
        out.escaped(self.servings.name)
        if self.servings.hasErrors {
            out.text(" ")
            out.escaped(self.servings.errorID)
        }
        out.text("\"")
        if self.servings.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.servings.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.servings.errorID)
            out.text("\">\n")
            for v10 in self.servings.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v10)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.plan.planIt)
        out.text("</button> <a class=\"button\" href=\"")
        out.escaped(self.cancelURL)
        out.text("\">")
        out.escaped(self.page.t.common.cancel)
        out.text("</a></p>\n</form>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v11 = self.page.user {
            out.text(" ")
            out.escaped(v11.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension PlanController.WeekPage: CompiledPage {
    static let template = "plan"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.plan.today)
        let e4 = out.escapedOnce(self.page.t.plan.nothingPlanned)
        let e5 = out.escapedOnce(self.page.t.plan.change)
        let e6 = out.escapedOnce(self.page.t.plan.day)
        let e7 = out.escapedOnce(self.page.t.plan.meal)
        let e8 = out.escapedOnce(self.page.t.plan.move)
        let e9 = out.escapedOnce(self.page.t.plan.removeFromPlan)
        let e10 = out.escapedOnce(self.page.t.common.add)
        let e11 = out.escapedOnce(self.page.t.plan.recipe)
        let e12 = out.escapedOnce(self.page.t.plan.recipeHint)
        let e13 = out.escapedOnce(self.page.t.forms.errorPrefix)
        let e14 = out.escapedOnce(self.page.t.plan.findRecipe)
        let e15 = out.escapedOnce(self.page.t.plan.servings)
        let e16 = out.escapedOnce(self.page.t.plan.servingsHint)
        let e17 = out.escapedOnce(self.page.t.plan.note)
        let e18 = out.escapedOnce(self.page.t.plan.noteHint)
        let e19 = out.escapedOnce(self.page.t.plan.addToPlan)
        let e20 = out.escapedOnce(self.page.t.plan.suggestions)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e21 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e21)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e21)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e21)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"page-head\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<form class=\"page-actions\" method=\"post\" action=\"/shopping/days\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<input type=\"hidden\" name=\"from\" value=\"")
        out.escaped(self.weekFrom)
        out.text("\"><input type=\"hidden\" name=\"to\" value=\"")
        out.escaped(self.weekTo)
        out.text("\">\n<button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.plan.shoppingListForWeek)
        out.text("</button>\n</form>\n</div>\n<nav class=\"week-nav\" aria-label=\"")
        out.escaped(self.page.t.plan.weeksNav)
        out.text("\">\n<a class=\"button button--small\" href=\"")
        out.escaped(self.previousURL)
        out.text("\" rel=\"prev\">")
        out.escaped(self.page.t.plan.previousWeek)
        out.text("</a>\n<h2 class=\"week-title\">")
        out.escaped(self.heading)
        out.text("</h2>\n")
        if !self.isThisWeek {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(self.thisWeekURL)
            out.text("\">")
            out.escaped(self.page.t.plan.thisWeek)
            out.text("</a>")
        }
        out.text("\n<a class=\"button button--small\" href=\"")
        out.escaped(self.nextURL)
        out.text("\" rel=\"next\">")
        out.escaped(self.page.t.plan.nextWeek)
        out.text("</a>\n</nav>\n<ol class=\"week\">\n")
        for v7 in self.days {
            let e22 = out.escapedOnce(v7.iso)
            let e23 = out.escapedOnce(v7.form.recipe.name)
            let e24 = out.escapedOnce(v7.form.recipe.errorID)
            let e25 = out.escapedOnce(v7.form.servings.name)
            let e26 = out.escapedOnce(v7.form.servings.errorID)
            let e27 = out.escapedOnce(v7.form.note.name)
            let e28 = out.escapedOnce(v7.form.note.errorID)
            out.text("<li class=\"day card")
            if v7.isToday {
                out.text(" day--today")
            }
            out.text("\" id=\"day-")
            out.write(e22)
            out.text("\">\n<h3 class=\"day-title\">")
            out.escaped(v7.label)
            if v7.isToday {
                out.text(" <span class=\"day-today\">")
                out.write(e3)
                out.text("</span>")
            }
            out.text("</h3>\n")
            if v7.isEmpty {
                out.text("<p class=\"muted day-empty\">")
                out.write(e4)
                out.text("</p>")
            }
            out.text("\n")
            for v8 in v7.slots {
                out.text("<div class=\"slot\">\n<h4 class=\"slot-title\">")
                out.escaped(v8.label)
                out.text("</h4>\n<ul class=\"slot-entries\">\n")
                for v9 in v8.entries {
                    let e29 = out.escapedOnce(v9.title)
                    let e30 = out.escapedOnce(v9.id)
                    let e31 = out.escapedOnce(v9.day)
                    out.text("<li class=\"plan-entry\">\n<span class=\"plan-entry-title\">")
                    if let v10 = v9.recipeURL {
                        out.text("<a href=\"")
                        out.escaped(v10)
                        out.text("\">")
                        out.write(e29)
                        out.text("</a>")
                    }
                    if v9.recipeURL == nil {
                        out.write(e29)
                    }
                    out.text("</span>\n<details class=\"plan-entry-edit\">\n<summary>")
                    out.write(e5)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.write(e29)
                    out.text("</span></summary>\n<form method=\"post\" action=\"/plan/entries/")
                    out.write(e30)
                    out.text("/move\" class=\"plan-move\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label for=\"move-day-")
                    out.write(e30)
                    out.text("\">")
                    out.write(e6)
                    out.text("</label>\n<input id=\"move-day-")
                    out.write(e30)
                    out.text("\" type=\"date\" name=\"day\" value=\"")
                    out.write(e31)
                    out.text("\" required>\n<label for=\"move-slot-")
                    out.write(e30)
                    out.text("\">")
                    out.write(e7)
                    out.text("</label>\n<select id=\"move-slot-")
                    out.write(e30)
                    out.text("\" name=\"slot\">\n")
                    for v12 in v9.slotOptions {
                        out.text("<option value=\"")
                        out.escaped(v12.value)
                        out.text("\"")
                        if v12.selected {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v12.label)
                        out.text("</option>")
                    }
                    out.text("\n</select>\n<button type=\"submit\" class=\"button button--small\">")
                    out.write(e8)
                    out.text("</button>\n</form>\n<form method=\"post\" action=\"/plan/entries/")
                    out.write(e30)
                    out.text("/remove\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"week\" value=\"")
                    out.write(e31)
                    out.text("\">\n<button type=\"submit\" class=\"link-button\">")
                    out.write(e9)
                    out.text("</button>\n</form>\n</details>\n</li>\n")
                }
                out.text("</ul>\n</div>\n")
            }
            out.text("<details class=\"plan-add\"")
            if v7.form.isOpen {
                out.text(" open")
            }
            out.text(">\n<summary>")
            out.write(e10)
            out.text("<span class=\"visually-hidden\"> ")
            out.escaped(v7.addToDay)
            out.text("</span></summary>\n")
            if !v7.form.errors.isEmpty {
                out.text("<p class=\"field-error form-error\" role=\"alert\">")
                for v13 in v7.form.errors {
                    out.escaped(v13)
                }
                out.text("</p>")
            }
            out.text("\n\n<form method=\"post\" action=\"/plan/entries\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"day\" value=\"")
            out.write(e22)
            out.text("\">\n<div class=\"field\">\n<label for=\"add-slot-")
            out.write(e22)
            out.text("\">")
            out.write(e7)
            out.text("</label>\n<select id=\"add-slot-")
            out.write(e22)
            out.text("\" name=\"slot\">\n")
            for v14 in v7.form.slotOptions {
                out.text("<option value=\"")
                out.escaped(v14.value)
                out.text("\"")
                if v14.selected {
                    out.text(" selected")
                }
                out.text(">")
                out.escaped(v14.label)
                out.text("</option>")
            }
            out.text("\n</select>\n</div>\n<div class=\"field")
            if v7.form.recipe.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"add-")
            out.write(e22)
            out.text("-f-")
            out.write(e23)
            out.text("\">")
            out.write(e11)
            out.text("</label>\n<p class=\"hint\" id=\"add-")
            out.write(e22)
            out.text("-h-")
            out.write(e23)
            out.text("\">")
            out.write(e12)
            out.text("</p>\n<input id=\"add-")
            out.write(e22)
            out.text("-f-")
            out.write(e23)
            out.text("\" name=\"")
            out.write(e23)
            out.text("\" type=\"text\" value=\"")
            out.escaped(v7.form.recipe.value)
            out.text("\" list=\"recipes-")
            out.write(e22)
            out.text("\" autocomplete=\"off\" data-recipe-picker aria-describedby=\"add-")
            out.write(e22)
            out.text("-h-")
            out.write(e23)
            if v7.form.recipe.hasErrors {
                out.text(" ")
                out.write(e24)
            }
            out.text("\"")
            if v7.form.recipe.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v7.form.recipe.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e24)
                out.text("\">\n")
                for v15 in v7.form.recipe.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e13)
                    out.text(" </span>")
                    out.escaped(v15)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("<datalist id=\"recipes-")
            out.write(e22)
            out.text("\"></datalist><p class=\"field-extra\"><a href=\"")
            out.escaped(v7.form.pickURL)
            out.text("\">")
            out.write(e14)
            out.text("</a></p>\n</div>\n\n<div class=\"field")
            if v7.form.servings.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"add-")
            out.write(e22)
            out.text("-f-")
            out.write(e25)
            out.text("\">")
            out.write(e15)
            out.text("</label>\n<p class=\"hint\" id=\"add-")
            out.write(e22)
            out.text("-h-")
            out.write(e25)
            out.text("\">")
            out.write(e16)
            out.text("</p>\n<input id=\"add-")
            out.write(e22)
            out.text("-f-")
            out.write(e25)
            out.text("\" name=\"")
            out.write(e25)
            out.text("\" type=\"number\" value=\"")
            out.escaped(v7.form.servings.value)
            out.text("\" min=\"1\" max=\"100\" inputmode=\"numeric\" aria-describedby=\"add-")
            out.write(e22)
            out.text("-h-")
            out.write(e25)
            if v7.form.servings.hasErrors {
                out.text(" ")
                out.write(e26)
            }
            out.text("\"")
            if v7.form.servings.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v7.form.servings.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e26)
                out.text("\">\n")
                for v16 in v7.form.servings.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e13)
                    out.text(" </span>")
                    out.escaped(v16)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<div class=\"field")
            if v7.form.note.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"add-")
            out.write(e22)
            out.text("-f-")
            out.write(e27)
            out.text("\">")
            out.write(e17)
            out.text("</label>\n<p class=\"hint\" id=\"add-")
            out.write(e22)
            out.text("-h-")
            out.write(e27)
            out.text("\">")
            out.write(e18)
            out.text("</p>\n<input id=\"add-")
            out.write(e22)
            out.text("-f-")
            out.write(e27)
            out.text("\" name=\"")
            out.write(e27)
            out.text("\" type=\"text\" value=\"")
            out.escaped(v7.form.note.value)
            out.text("\" maxlength=\"200\" aria-describedby=\"add-")
            out.write(e22)
            out.text("-h-")
            out.write(e27)
            if v7.form.note.hasErrors {
                out.text(" ")
                out.write(e28)
            }
            out.text("\"")
            if v7.form.note.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v7.form.note.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e28)
                out.text("\">\n")
                for v17 in v7.form.note.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e13)
                    out.text(" </span>")
                    out.escaped(v17)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<button type=\"submit\" class=\"button button--small\">")
            out.write(e19)
            out.text("</button>\n</form>\n")
            if !v7.form.suggestions.isEmpty {
                out.text("<ul class=\"plan-suggestions\" aria-label=\"")
                out.write(e20)
                out.text("\">\n")
                for v18 in v7.form.suggestions {
                    out.text("<li><form method=\"post\" action=\"/plan/entries\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"recipe_id\" value=\"")
                    out.escaped(v18.recipeID)
                    out.text("\"><input type=\"hidden\" name=\"day\" value=\"")
                    out.escaped(v18.day)
                    out.text("\"><input type=\"hidden\" name=\"slot\" value=\"")
                    out.escaped(v18.slot)
                    out.text("\"><input type=\"hidden\" name=\"servings\" value=\"")
                    out.escaped(v18.servings)
                    out.text("\"><button type=\"submit\" class=\"button button--small\">")
                    out.escaped(v18.planLabel)
                    out.text("</button></form></li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</details>\n</li>\n")
        }
        out.text("</ol>\n<section class=\"card feed\" aria-labelledby=\"feed-title\">\n<h2 id=\"feed-title\">")
        out.escaped(self.page.t.plan.feedTitle)
        out.text("</h2>\n")
        if let v19 = self.newFeedURL {
            out.text("<p>")
            out.escaped(self.page.t.plan.feedReady)
            out.text("</p>\n<p><input class=\"feed-url\" type=\"text\" readonly value=\"")
            out.escaped(v19)
            out.text("\" aria-label=\"")
            out.escaped(self.page.t.plan.feedLink)
            out.text("\"></p>\n<p class=\"muted\">")
            out.escaped(self.page.t.plan.feedHowTo)
            out.text("</p>\n")
        }
        if self.newFeedURL == nil {
            if self.hasFeed {
                out.text("<p>")
                out.escaped(self.page.t.plan.feedOn)
                out.text("</p>")
            }
            out.text("\n")
            if !self.hasFeed {
                out.text("<p>")
                out.escaped(self.page.t.plan.feedOff)
                out.text("</p>")
            }
            out.text("\n")
        }
        out.text("<div class=\"actions\">\n<form method=\"post\" action=\"/plan/feed\"><input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
        if let v21 = self.page.activeHousehold {
            out.escaped(v21.id)
        }
        out.text("\">\n<button type=\"submit\" class=\"button\">")
        if self.hasFeed {
            out.escaped(self.page.t.plan.newFeedLink)
        }
        if !self.hasFeed {
            out.escaped(self.page.t.plan.makeFeedLink)
        }
        out.text("</button></form>\n")
        if self.hasFeed {
            out.text("<form method=\"post\" action=\"/plan/feed/revoke\"><input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
            if let v22 = self.page.activeHousehold {
                out.escaped(v22.id)
            }
            out.text("\">\n<button type=\"submit\" class=\"button\">")
            out.escaped(self.page.t.plan.turnFeedOff)
            out.text("</button></form>")
        }
        out.text("\n</div>\n</section>\n")
        if self.isOwner {
            out.text("<form class=\"card week-start\" method=\"post\" action=\"/plan/week-start\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"household\" value=\"")
            if let v23 = self.page.activeHousehold {
                out.escaped(v23.id)
            }
            out.text("\">\n<label for=\"week-start\">")
            out.escaped(self.page.t.plan.weekStart)
            out.text("</label>\n<div class=\"input-with-button\">\n<select id=\"week-start\" name=\"week_starts_on\">\n")
            for v24 in self.weekStartOptions {
                out.text("<option value=\"")
                out.escaped(v24.value)
                out.text("\"")
                if v24.selected {
                    out.text(" selected")
                }
                out.text(">")
                out.escaped(v24.label)
                out.text("</option>")
            }
            out.text("\n</select>\n<button type=\"submit\" class=\"button\">")
            out.escaped(self.page.t.common.save)
            out.text("</button>\n</div>\n</form>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v25 = self.page.user {
            out.text(" ")
            out.escaped(v25.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension RevisionController.ComparePage: CompiledPage {
    static let template = "recipe-compare"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.comparison.beforeTitle)
        let e4 = out.escapedOnce(self.comparison.afterTitle)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e5 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e5)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e5)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e5)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<p class=\"back-link\"><a href=\"")
        out.escaped(self.historyURL)
        out.text("\">← ")
        out.escaped(self.historyLink)
        out.text("</a></p>\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<dl class=\"compare-versions\">\n<div><dt>")
        out.escaped(self.older.heading)
        out.text("</dt><dd>")
        out.escaped(self.older.savedLine)
        out.text("</dd></div>\n<div><dt>")
        out.escaped(self.newer.heading)
        out.text("</dt><dd>")
        out.escaped(self.newer.savedLine)
        out.text("</dd></div>\n</dl>\n")
        if self.photoChanged {
            out.text("<div class=\"compare-photos\">\n<figure>")
            if let v7 = self.older.photoURL {
                out.text("<img src=\"")
                out.escaped(v7)
                out.text("\" width=\"320\" height=\"240\" alt=\"")
                out.escaped(self.older.photoAlt)
                out.text("\">")
            }
            if self.older.photoURL == nil {
                out.text("<p class=\"muted\">")
                out.escaped(self.page.t.history.noPhoto)
                out.text("</p>")
            }
            out.text("<figcaption>")
            out.escaped(self.older.photoCaption)
            out.text("</figcaption></figure>\n<figure>")
            if let v9 = self.newer.photoURL {
                out.text("<img src=\"")
                out.escaped(v9)
                out.text("\" width=\"320\" height=\"240\" alt=\"")
                out.escaped(self.newer.photoAlt)
                out.text("\">")
            }
            if self.newer.photoURL == nil {
                out.text("<p class=\"muted\">")
                out.escaped(self.page.t.history.noPhoto)
                out.text("</p>")
            }
            out.text("<figcaption>")
            out.escaped(self.newer.photoCaption)
            out.text("</figcaption></figure>\n</div>\n")
        }
        if self.comparison.parts.isEmpty {
            if !self.photoChanged {
                out.text("<p class=\"notice\">")
                out.escaped(self.page.t.history.sameText)
                out.text("</p>")
            }
        }
        out.text("\n")
        if !self.comparison.parts.isEmpty {
            out.text("<p>")
            out.escaped(self.explanation)
            out.text("</p>\n<table class=\"conflict-table\">\n<thead><tr><th scope=\"col\">")
            out.escaped(self.page.t.history.partColumn)
            out.text("</th><th scope=\"col\">")
            out.write(e3)
            out.text("</th><th scope=\"col\">")
            out.write(e4)
            out.text("</th></tr></thead>\n<tbody>\n")
            for v11 in self.comparison.parts {
                out.text("<tr><th scope=\"row\">")
                out.escaped(v11.label)
                out.text("</th>\n<td class=\"conflict-text\" data-label=\"")
                out.write(e3)
                out.text("\">")
                for v12 in v11.before {
                    let e6 = out.escapedOnce(v12.text)
                    out.text("<p>")
                    if v12.isChanged {
                        out.text("<mark>")
                        out.write(e6)
                        out.text("</mark>")
                    }
                    if !v12.isChanged {
                        out.write(e6)
                    }
                    out.text("</p>")
                }
                out.text("</td>\n<td class=\"conflict-text\" data-label=\"")
                out.write(e4)
                out.text("\">")
                for v13 in v11.after {
                    let e7 = out.escapedOnce(v13.text)
                    out.text("<p>")
                    if v13.isChanged {
                        out.text("<mark>")
                        out.write(e7)
                        out.text("</mark>")
                    }
                    if !v13.isChanged {
                        out.write(e7)
                    }
                    out.text("</p>")
                }
                out.text("</td></tr>\n")
            }
            out.text("</tbody>\n</table>\n")
        }
        out.text("<div class=\"actions\">\n")
        if let v14 = self.older.restoreURL {
            out.text("<form method=\"post\" action=\"")
            out.escaped(v14)
            out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"seen\" value=\"")
            out.integer(self.currentVersion)
            out.text("\"><button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.older.restoreLabel)
            out.text("</button></form>")
        }
        out.text("\n")
        if let v15 = self.newer.restoreURL {
            out.text("<form method=\"post\" action=\"")
            out.escaped(v15)
            out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"hidden\" name=\"seen\" value=\"")
            out.integer(self.currentVersion)
            out.text("\"><button type=\"submit\" class=\"button\">")
            out.escaped(self.newer.restoreLabel)
            out.text("</button></form>")
        }
        out.text("\n<a class=\"button\" href=\"")
        out.escaped(self.recipeURL)
        out.text("\">")
        out.escaped(self.page.t.history.backToRecipe)
        out.text("</a>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v16 = self.page.user {
            out.text(" ")
            out.escaped(v16.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension RecipeController.FormPage: CompiledPage {
    static let template = "recipe-form"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        let e4 = out.escapedOnce(self.page.t.recipeForm.step)
        let e5 = out.escapedOnce(self.page.t.recipeForm.whatToDo)
        let e6 = out.escapedOnce(self.page.t.recipeForm.stepIngredients)
        let e7 = out.escapedOnce(self.page.t.recipeForm.stepIngredientsHint)
        let e8 = out.escapedOnce(self.page.t.recipeForm.readings)
        let e9 = out.escapedOnce(self.page.t.recipeForm.readingsHint)
        let e10 = out.escapedOnce(self.page.t.recipeForm.line)
        let e11 = out.escapedOnce(self.page.t.recipeForm.amount)
        let e12 = out.escapedOnce(self.page.t.recipeForm.ingredient)
        let e13 = out.escapedOnce(self.page.t.recipeForm.note)
        let e14 = out.escapedOnce(self.page.t.recipeForm.time)
        let e15 = out.escapedOnce(self.page.t.recipeForm.timeHint)
        let e16 = out.escapedOnce(self.page.t.recipeForm.duringLegend)
        let e17 = out.escapedOnce(self.page.t.recipeForm.busyActive)
        let e18 = out.escapedOnce(self.page.t.recipeForm.waitingPassive)
        let e19 = out.escapedOnce(self.page.t.recipeForm.duringLabel)
        let e20 = out.escapedOnce(self.page.t.recipeForm.duringHint)
        let e21 = out.escapedOnce(self.page.t.recipeForm.tools)
        let e22 = out.escapedOnce(self.page.t.recipeForm.toolsHint)
        let e23 = out.escapedOnce(self.page.t.recipeForm.skills)
        let e24 = out.escapedOnce(self.page.t.recipeForm.skillsHint)
        let e25 = out.escapedOnce(self.page.t.recipeForm.moveUp)
        let e26 = out.escapedOnce(self.page.t.recipeForm.stepLower)
        let e27 = out.escapedOnce(self.page.t.recipeForm.moveDown)
        let e28 = out.escapedOnce(self.page.t.recipeForm.removeStep)
        let e29 = out.escapedOnce(self.stepTemplate.index)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e30 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e30)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e30)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e30)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v7 in self.formErrors {
                out.text("<li>")
                out.escaped(v7)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        if let v8 = self.conflict {
            out.text("<section class=\"card conflict\" role=\"alert\" aria-labelledby=\"conflict-title\">\n<h2 id=\"conflict-title\">")
            out.escaped(self.page.t.recipeForm.conflictTitle)
            out.text("</h2>\n<p>")
            out.escaped(self.conflictSaved)
            if let v9 = self.conflictMerged {
                out.text(" ")
                out.escaped(v9)
            }
            out.text(" ")
            out.escaped(self.page.t.recipeForm.conflictParts)
            out.text("</p>\n<table class=\"conflict-table\">\n<thead><tr><th scope=\"col\">")
            out.escaped(self.page.t.history.partColumn)
            out.text("</th><th scope=\"col\">")
            out.escaped(v8.comparison.beforeTitle)
            out.text("</th><th scope=\"col\">")
            out.escaped(v8.comparison.afterTitle)
            out.text("</th></tr></thead>\n<tbody>\n")
            for v10 in v8.comparison.parts {
                out.text("<tr><th scope=\"row\">")
                out.escaped(v10.label)
                out.text("</th>\n<td class=\"conflict-text\" data-label=\"")
                out.escaped(v8.comparison.beforeTitle)
                out.text("\">")
                for v11 in v10.before {
                    let e31 = out.escapedOnce(v11.text)
                    out.text("<p>")
                    if v11.isChanged {
                        out.text("<mark>")
                        out.write(e31)
                        out.text("</mark>")
                    }
                    if !v11.isChanged {
                        out.write(e31)
                    }
                    out.text("</p>")
                }
                out.text("</td>\n<td class=\"conflict-text\" data-label=\"")
                out.escaped(v8.comparison.afterTitle)
                out.text("\">")
                for v12 in v10.after {
                    let e32 = out.escapedOnce(v12.text)
                    out.text("<p>")
                    if v12.isChanged {
                        out.text("<mark>")
                        out.write(e32)
                        out.text("</mark>")
                    }
                    if !v12.isChanged {
                        out.write(e32)
                    }
                    out.text("</p>")
                }
                out.text("</td></tr>\n")
            }
            out.text("</tbody>\n</table>\n\n<p class=\"conflict-overwrites\">")
            out.escaped(self.conflictOverwrites)
            out.text("</p>\n<p class=\"conflict-choices\"><button type=\"submit\" form=\"recipe-form\" class=\"button button--primary\">")
            out.escaped(self.page.t.recipeForm.keepMine)
            out.text("</button>\n<a class=\"button\" href=\"")
            out.escaped(v8.discardURL)
            out.text("\">")
            out.escaped(self.page.t.recipeForm.takeTheirs)
            out.text("</a></p>\n<p class=\"hint\">")
            out.escaped(self.page.t.recipeForm.conflictHint)
            out.text("</p>\n</section>\n")
        }
        out.text("<form class=\"recipe-form\" id=\"recipe-form\" method=\"post\" action=\"")
        out.escaped(self.action)
        out.text("\" enctype=\"multipart/form-data\" novalidate data-step-editor>\n<button type=\"submit\" class=\"visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">")
        if self.isNew {
            out.escaped(self.page.t.recipeForm.createRecipe)
        }
        if !self.isNew {
            out.escaped(self.page.t.recipeForm.saveChanges)
        }
        out.text("</button>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<input type=\"hidden\" name=\"version\" value=\"")
        out.escaped(self.form.version)
        out.text("\">\n<input type=\"hidden\" name=\"base\" value=\"")
        out.escaped(self.form.base)
        out.text("\">\n<fieldset class=\"card\">\n<legend>")
        out.escaped(self.page.t.recipeForm.aboutRecipe)
        out.text("</legend>\n<div class=\"field")
        if self.form.name.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.name.name)
        out.text("\">")
        out.escaped(self.page.t.common.name)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.name.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.form.name.name)
        out.text("\" name=\"")
        out.escaped(self.form.name.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.name.value)
        out.text("\" required maxlength=\"200\" aria-describedby=\"h-")
        out.escaped(self.form.name.name)
        if self.form.name.hasErrors {
            out.text(" ")
            out.escaped(self.form.name.errorID)
        }
        out.text("\"")
        if self.form.name.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.name.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.name.errorID)
            out.text("\">\n")
            for v13 in self.form.name.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v13)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        if let v14 = self.nameTakenURL {
            out.text("<p class=\"field-extra\"><a href=\"")
            out.escaped(v14)
            out.text("\">")
            out.escaped(self.page.t.recipeForm.openExisting)
            out.text("</a></p>")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.form.summary.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.summary.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.summary)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.summary.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.summaryHint)
        out.text("</p>\n<textarea id=\"f-")
        out.escaped(self.form.summary.name)
        out.text("\" name=\"")
        out.escaped(self.form.summary.name)
        out.text("\" rows=\"3\" aria-describedby=\"h-")
        out.escaped(self.form.summary.name)
        if self.form.summary.hasErrors {
            out.text(" ")
            out.escaped(self.form.summary.errorID)
        }
        out.text("\"")
        if self.form.summary.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">")
        out.escaped(self.form.summary.value)
        out.text("</textarea>\n")
        if self.form.summary.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.summary.errorID)
            out.text("\">\n")
            for v15 in self.form.summary.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v15)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n<div class=\"field")
        if self.form.tags.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.tags.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.tagsOptional)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.tags.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.tagsHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.tags.name)
        out.text("\" name=\"")
        out.escaped(self.form.tags.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.tags.value)
        out.text("\" autocomplete=\"off\" aria-describedby=\"h-")
        out.escaped(self.form.tags.name)
        if self.form.tags.hasErrors {
            out.text(" ")
            out.escaped(self.form.tags.errorID)
        }
        out.text("\"")
        if self.form.tags.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.tags.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.tags.errorID)
            out.text("\">\n")
            for v16 in self.form.tags.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v16)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field-row\">\n<div class=\"field")
        if self.form.servings.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.servings.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.servings)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.servings.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.form.servings.name)
        out.text("\" name=\"")
        out.escaped(self.form.servings.name)
        out.text("\" type=\"number\" value=\"")
        out.escaped(self.form.servings.value)
        out.text("\" min=\"1\" max=\"100\" step=\"1\" inputmode=\"numeric\" required aria-describedby=\"h-")
        out.escaped(self.form.servings.name)
        if self.form.servings.hasErrors {
            out.text(" ")
            out.escaped(self.form.servings.errorID)
        }
        out.text("\"")
        if self.form.servings.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.servings.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.servings.errorID)
            out.text("\">\n")
            for v17 in self.form.servings.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v17)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.form.sourceURL.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.sourceURL.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.sourceOptional)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.sourceURL.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.sourceHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.sourceURL.name)
        out.text("\" name=\"")
        out.escaped(self.form.sourceURL.name)
        out.text("\" type=\"url\" value=\"")
        out.escaped(self.form.sourceURL.value)
        out.text("\" inputmode=\"url\" aria-describedby=\"h-")
        out.escaped(self.form.sourceURL.name)
        if self.form.sourceURL.hasErrors {
            out.text(" ")
            out.escaped(self.form.sourceURL.errorID)
        }
        out.text("\"")
        if self.form.sourceURL.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.sourceURL.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.sourceURL.errorID)
            out.text("\">\n")
            for v18 in self.form.sourceURL.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v18)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n<details class=\"recipe-times\"")
        if self.form.prepTime.hasErrors {
            out.text(" open")
        }
        if self.form.cookTime.hasErrors {
            out.text(" open")
        }
        if self.form.totalTime.hasErrors {
            out.text(" open")
        }
        out.text(">\n<summary>")
        out.escaped(self.page.t.recipeForm.ownTimes)
        out.text("</summary>\n<p class=\"hint\">")
        out.escaped(self.page.t.recipeForm.ownTimesHint)
        out.text("</p>\n<div class=\"field-row\">\n<div class=\"field")
        if self.form.prepTime.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.prepTime.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.preparation)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.prepTime.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.preparationHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.prepTime.name)
        out.text("\" name=\"")
        out.escaped(self.form.prepTime.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.prepTime.value)
        out.text("\" autocomplete=\"off\" aria-describedby=\"h-")
        out.escaped(self.form.prepTime.name)
        if self.form.prepTime.hasErrors {
            out.text(" ")
            out.escaped(self.form.prepTime.errorID)
        }
        out.text("\"")
        if self.form.prepTime.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.prepTime.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.prepTime.errorID)
            out.text("\">\n")
            for v19 in self.form.prepTime.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v19)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.form.cookTime.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.cookTime.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.cooking)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.cookTime.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.cookingHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.cookTime.name)
        out.text("\" name=\"")
        out.escaped(self.form.cookTime.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.cookTime.value)
        out.text("\" autocomplete=\"off\" aria-describedby=\"h-")
        out.escaped(self.form.cookTime.name)
        if self.form.cookTime.hasErrors {
            out.text(" ")
            out.escaped(self.form.cookTime.errorID)
        }
        out.text("\"")
        if self.form.cookTime.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.cookTime.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.cookTime.errorID)
            out.text("\">\n")
            for v20 in self.form.cookTime.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v20)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.form.totalTime.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.totalTime.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.total)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.totalTime.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.totalHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.totalTime.name)
        out.text("\" name=\"")
        out.escaped(self.form.totalTime.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.totalTime.value)
        out.text("\" autocomplete=\"off\" aria-describedby=\"h-")
        out.escaped(self.form.totalTime.name)
        if self.form.totalTime.hasErrors {
            out.text(" ")
            out.escaped(self.form.totalTime.errorID)
        }
        out.text("\"")
        if self.form.totalTime.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.totalTime.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.totalTime.errorID)
            out.text("\">\n")
            for v21 in self.form.totalTime.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v21)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n</details>\n<div class=\"field photo-field")
        if self.form.photo.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-photo\">")
        if self.form.currentPhotoURL != nil {
            out.escaped(self.page.t.recipeForm.replacePhoto)
        }
        if self.form.currentPhotoURL == nil {
            out.escaped(self.page.t.recipeForm.photoOptional)
        }
        out.text("</label>\n<p class=\"hint\" id=\"h-photo\">")
        out.escaped(self.photoHint)
        out.text("</p>\n")
        if let v24 = self.form.currentPhotoURL {
            out.text("<img class=\"photo-current\" src=\"")
            out.escaped(v24)
            out.text("\" width=\"160\" height=\"120\" alt=\"")
            out.escaped(self.page.t.recipeForm.currentPhoto)
            out.text("\">")
        }
        out.text("\n<input id=\"f-photo\" name=\"photo\" type=\"file\" accept=\"image/png,image/jpeg,image/webp\" data-max-bytes=\"")
        out.integer(self.photoLimitBytes)
        out.text("\" data-max-text=\"")
        out.escaped(self.photoLimit)
        out.text("\" aria-describedby=\"h-photo")
        if self.form.photo.hasErrors {
            out.text(" ")
            out.escaped(self.form.photo.errorID)
        }
        out.text("\"")
        if self.form.photo.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.photo.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.photo.errorID)
            out.text("\">\n")
            for v25 in self.form.photo.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v25)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        if self.form.currentPhotoURL != nil {
            out.text("<label class=\"checkbox\"><input type=\"checkbox\" name=\"remove_photo\" value=\"yes\"> ")
            out.escaped(self.page.t.recipeForm.removePhoto)
            out.text("</label>")
        }
        out.text("\n</div>\n</fieldset>\n<fieldset class=\"card\">\n<legend>")
        out.escaped(self.page.t.recipeForm.youWillNeed)
        out.text("</legend>\n<div class=\"field")
        if self.form.ownLines.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.ownLines.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.ownLines)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.ownLines.name)
        out.text("\">")
        out.escaped(self.page.t.recipeForm.ownLinesHint)
        out.text("</p>\n<textarea id=\"f-")
        out.escaped(self.form.ownLines.name)
        out.text("\" name=\"")
        out.escaped(self.form.ownLines.name)
        out.text("\" rows=\"3\" aria-describedby=\"h-")
        out.escaped(self.form.ownLines.name)
        if self.form.ownLines.hasErrors {
            out.text(" ")
            out.escaped(self.form.ownLines.errorID)
        }
        out.text("\"")
        if self.form.ownLines.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">")
        out.escaped(self.form.ownLines.value)
        out.text("</textarea>\n")
        if self.form.ownLines.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.ownLines.errorID)
            out.text("\">\n")
            for v27 in self.form.ownLines.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v27)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n</fieldset>\n<h2>")
        out.escaped(self.page.t.recipeForm.steps)
        out.text("</h2>\n<p class=\"hint\">")
        out.escaped(self.page.t.recipeForm.stepsHint)
        out.text("<span class=\"js-only\"> ")
        out.escaped(self.page.t.recipeForm.moveHint)
        out.text("</span></p>\n<div class=\"step-list\" data-steps>\n")
        for v28 in self.steps {
            let e33 = out.escapedOnce(v28.index)
            let e34 = out.escapedOnce(v28.number)
            let e35 = out.escapedOnce(v28.instructions.name)
            let e36 = out.escapedOnce(v28.instructions.errorID)
            let e37 = out.escapedOnce(v28.ingredients.name)
            let e38 = out.escapedOnce(v28.ingredients.errorID)
            let e39 = out.escapedOnce(v28.minutes.name)
            let e40 = out.escapedOnce(v28.minutes.errorID)
            let e41 = out.escapedOnce(v28.during.name)
            let e42 = out.escapedOnce(v28.during.errorID)
            let e43 = out.escapedOnce(v28.tools.name)
            let e44 = out.escapedOnce(v28.tools.errorID)
            let e45 = out.escapedOnce(v28.skills.name)
            let e46 = out.escapedOnce(v28.skills.errorID)
            out.text("<fieldset class=\"step-fields card\" data-step id=\"step-")
            out.write(e33)
            out.text("\">\n<legend>")
            out.write(e4)
            out.text(" <span data-step-number>")
            out.write(e34)
            out.text("</span></legend>\n")
            if let v29 = v28.note {
                out.text("<p class=\"step-note\" role=\"status\">")
                out.escaped(v29)
                out.text("</p>")
            }
            out.text("\n<input type=\"hidden\" name=\"steps[")
            out.write(e33)
            out.text("][id]\" value=\"")
            out.escaped(v28.idValue)
            out.text("\">\n<div class=\"field")
            if v28.instructions.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.write(e35)
            out.text("\">")
            out.write(e5)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.write(e35)
            out.text("\"></p>\n<textarea id=\"f-")
            out.write(e35)
            out.text("\" name=\"")
            out.write(e35)
            out.text("\" rows=\"4\"")
            if v28.focusInstructions {
                out.text(" autofocus")
            }
            out.text(" aria-describedby=\"h-")
            out.write(e35)
            if v28.instructions.hasErrors {
                out.text(" ")
                out.write(e36)
            }
            out.text("\"")
            if v28.instructions.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">")
            out.escaped(v28.instructions.value)
            out.text("</textarea>\n")
            if v28.instructions.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e36)
                out.text("\">\n")
                for v30 in v28.instructions.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v30)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</div>\n\n<div class=\"field")
            if v28.ingredients.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.write(e37)
            out.text("\">")
            out.write(e6)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.write(e37)
            out.text("\">")
            out.write(e7)
            out.text("</p>\n<textarea id=\"f-")
            out.write(e37)
            out.text("\" name=\"")
            out.write(e37)
            out.text("\" rows=\"3\" aria-describedby=\"h-")
            out.write(e37)
            if v28.ingredients.hasErrors {
                out.text(" ")
                out.write(e38)
            }
            out.text("\"")
            if v28.ingredients.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">")
            out.escaped(v28.ingredients.value)
            out.text("</textarea>\n")
            if v28.ingredients.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e38)
                out.text("\">\n")
                for v31 in v28.ingredients.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v31)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</div>\n\n")
            if v28.hasReadings {
                out.text("<details class=\"line-readings\">\n<summary>")
                out.write(e8)
                out.text("</summary>\n<p class=\"hint\">")
                out.write(e9)
                out.text("</p>\n<table class=\"readings\">\n<thead><tr><th scope=\"col\">")
                out.write(e10)
                out.text("</th><th scope=\"col\">")
                out.write(e11)
                out.text("</th><th scope=\"col\">")
                out.write(e12)
                out.text("</th><th scope=\"col\">")
                out.write(e13)
                out.text("</th></tr></thead>\n<tbody>\n")
                for v32 in v28.readings {
                    let e47 = out.escapedOnce(v32.text)
                    out.text("<tr>\n<td data-label=\"")
                    out.write(e10)
                    out.text("\">")
                    out.write(e47)
                    out.text("<input type=\"hidden\" name=\"steps[")
                    out.write(e33)
                    out.text("][line]\" value=\"")
                    out.write(e47)
                    out.text("\"></td>\n<td data-label=\"")
                    out.write(e11)
                    out.text("\">")
                    out.escaped(v32.amount)
                    out.text("</td>\n<td data-label=\"")
                    out.write(e12)
                    out.text("\"><input type=\"text\" name=\"steps[")
                    out.write(e33)
                    out.text("][link]\" value=\"")
                    out.escaped(v32.ingredient)
                    out.text("\" aria-label=\"")
                    out.escaped(v32.linkLabel)
                    out.text("\" maxlength=\"200\"></td>\n<td data-label=\"")
                    out.write(e13)
                    out.text("\">")
                    out.escaped(v32.note)
                    out.text("</td>\n</tr>\n")
                }
                out.text("</tbody>\n</table>\n</details>\n")
            }
            out.text("<div class=\"field-row\">\n<div class=\"field")
            if v28.minutes.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.write(e39)
            out.text("\">")
            out.write(e14)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.write(e39)
            out.text("\">")
            out.write(e15)
            out.text("</p>\n<input id=\"f-")
            out.write(e39)
            out.text("\" name=\"")
            out.write(e39)
            out.text("\" type=\"text\" value=\"")
            out.escaped(v28.minutes.value)
            out.text("\" autocomplete=\"off\" aria-describedby=\"h-")
            out.write(e39)
            if v28.minutes.hasErrors {
                out.text(" ")
                out.write(e40)
            }
            out.text("\"")
            if v28.minutes.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v28.minutes.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e40)
                out.text("\">\n")
                for v33 in v28.minutes.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v33)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<fieldset class=\"field radio-group\">\n<legend>")
            out.write(e16)
            out.text("</legend>\n<label class=\"radio\"><input type=\"radio\" name=\"steps[")
            out.write(e33)
            out.text("][kind]\" value=\"active\"")
            if v28.isActive {
                out.text(" checked")
            }
            out.text("> ")
            out.write(e17)
            out.text("</label>\n<label class=\"radio\"><input type=\"radio\" name=\"steps[")
            out.write(e33)
            out.text("][kind]\" value=\"passive\"")
            if v28.isPassive {
                out.text(" checked")
            }
            out.text("> ")
            out.write(e18)
            out.text("</label>\n</fieldset>\n<div class=\"field")
            if v28.during.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.write(e41)
            out.text("\">")
            out.write(e19)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.write(e41)
            out.text("\">")
            out.write(e20)
            out.text("</p>\n<input id=\"f-")
            out.write(e41)
            out.text("\" name=\"")
            out.write(e41)
            out.text("\" type=\"number\" value=\"")
            out.escaped(v28.during.value)
            out.text("\" min=\"1\" max=\"200\" inputmode=\"numeric\" aria-describedby=\"h-")
            out.write(e41)
            if v28.during.hasErrors {
                out.text(" ")
                out.write(e42)
            }
            out.text("\"")
            if v28.during.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v28.during.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e42)
                out.text("\">\n")
                for v34 in v28.during.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v34)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n</div>\n<div class=\"field-row\">\n<div class=\"field")
            if v28.tools.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.write(e43)
            out.text("\">")
            out.write(e21)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.write(e43)
            out.text("\">")
            out.write(e22)
            out.text("</p>\n<input id=\"f-")
            out.write(e43)
            out.text("\" name=\"")
            out.write(e43)
            out.text("\" type=\"text\" value=\"")
            out.escaped(v28.tools.value)
            out.text("\" aria-describedby=\"h-")
            out.write(e43)
            if v28.tools.hasErrors {
                out.text(" ")
                out.write(e44)
            }
            out.text("\"")
            if v28.tools.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v28.tools.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e44)
                out.text("\">\n")
                for v35 in v28.tools.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v35)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<div class=\"field")
            if v28.skills.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.write(e45)
            out.text("\">")
            out.write(e23)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.write(e45)
            out.text("\">")
            out.write(e24)
            out.text("</p>\n<input id=\"f-")
            out.write(e45)
            out.text("\" name=\"")
            out.write(e45)
            out.text("\" type=\"text\" value=\"")
            out.escaped(v28.skills.value)
            out.text("\" aria-describedby=\"h-")
            out.write(e45)
            if v28.skills.hasErrors {
                out.text(" ")
                out.write(e46)
            }
            out.text("\"")
            if v28.skills.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if v28.skills.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.write(e46)
                out.text("\">\n")
                for v36 in v28.skills.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v36)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n</div>\n<div class=\"step-actions\">\n<button type=\"submit\" name=\"edit\" value=\"up:")
            out.write(e33)
            out.text("\" class=\"button button--quiet button--small\" data-move-step=\"up\"")
            if v28.isFirst {
                out.text(" hidden")
            }
            if v28.focusUp {
                out.text(" autofocus")
            }
            out.text(">")
            out.write(e25)
            out.text("<span class=\"visually-hidden\"> ")
            out.write(e26)
            out.text(" <span data-step-number>")
            out.write(e34)
            out.text("</span></span></button>\n<button type=\"submit\" name=\"edit\" value=\"down:")
            out.write(e33)
            out.text("\" class=\"button button--quiet button--small\" data-move-step=\"down\"")
            if v28.isLast {
                out.text(" hidden")
            }
            if v28.focusDown {
                out.text(" autofocus")
            }
            out.text(">")
            out.write(e27)
            out.text("<span class=\"visually-hidden\"> ")
            out.write(e26)
            out.text(" <span data-step-number>")
            out.write(e34)
            out.text("</span></span></button>\n<button type=\"submit\" name=\"edit\" value=\"remove:")
            out.write(e33)
            out.text("\" class=\"button button--danger-quiet button--small\" data-remove-step")
            if v28.isOnly {
                out.text(" hidden")
            }
            out.text(">")
            out.write(e28)
            out.text(" <span data-step-number>")
            out.write(e34)
            out.text("</span></button>\n</div>\n</fieldset>\n")
        }
        out.text("</div>\n<p class=\"step-list-actions\"><button type=\"submit\" name=\"edit\" value=\"add\" class=\"button\" data-add-step>")
        out.escaped(self.page.t.recipeForm.addStep)
        out.text("</button></p>\n<p class=\"step-status\" role=\"status\" data-step-status>")
        if let v37 = self.stepStatus {
            out.escaped(v37)
        }
        out.text("</p>\n<div class=\"form-actions form-actions--sticky\">\n<button type=\"submit\" class=\"button button--primary\">")
        if self.isNew {
            out.escaped(self.page.t.recipeForm.createRecipe)
        }
        if !self.isNew {
            out.escaped(self.page.t.recipeForm.saveChanges)
        }
        out.text("</button>\n<a class=\"button button--quiet\" href=\"")
        out.escaped(self.cancelURL)
        out.text("\">")
        out.escaped(self.page.t.common.cancel)
        out.text("</a>\n</div>\n</form>\n<template id=\"step-template\">\n<fieldset class=\"step-fields card\" data-step id=\"step-")
        out.write(e29)
        out.text("\">\n<legend>")
        out.write(e4)
        out.text(" <span data-step-number>")
        out.escaped(self.stepTemplate.number)
        out.text("</span></legend>\n")
        if let v38 = self.stepTemplate.note {
            out.text("<p class=\"step-note\" role=\"status\">")
            out.escaped(v38)
            out.text("</p>")
        }
        out.text("\n<input type=\"hidden\" name=\"steps[")
        out.write(e29)
        out.text("][id]\" value=\"")
        out.escaped(self.stepTemplate.idValue)
        out.text("\">\n<div class=\"field")
        if self.stepTemplate.instructions.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.stepTemplate.instructions.name)
        out.text("\">")
        out.write(e5)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.stepTemplate.instructions.name)
        out.text("\"></p>\n<textarea id=\"f-")
        out.escaped(self.stepTemplate.instructions.name)
        out.text("\" name=\"")
        out.escaped(self.stepTemplate.instructions.name)
        out.text("\" rows=\"4\"")
        if self.stepTemplate.focusInstructions {
            out.text(" autofocus")
        }
        out.text(" aria-describedby=\"h-")
        out.escaped(self.stepTemplate.instructions.name)
        if self.stepTemplate.instructions.hasErrors {
            out.text(" ")
            out.escaped(self.stepTemplate.instructions.errorID)
        }
        out.text("\"")
        if self.stepTemplate.instructions.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">")
        out.escaped(self.stepTemplate.instructions.value)
        out.text("</textarea>\n")
        if self.stepTemplate.instructions.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.stepTemplate.instructions.errorID)
            out.text("\">\n")
            for v39 in self.stepTemplate.instructions.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v39)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n<div class=\"field")
        if self.stepTemplate.ingredients.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.stepTemplate.ingredients.name)
        out.text("\">")
        out.write(e6)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.stepTemplate.ingredients.name)
        out.text("\">")
        out.write(e7)
        out.text("</p>\n<textarea id=\"f-")
        out.escaped(self.stepTemplate.ingredients.name)
        out.text("\" name=\"")
        out.escaped(self.stepTemplate.ingredients.name)
        out.text("\" rows=\"3\" aria-describedby=\"h-")
        out.escaped(self.stepTemplate.ingredients.name)
        if self.stepTemplate.ingredients.hasErrors {
            out.text(" ")
            out.escaped(self.stepTemplate.ingredients.errorID)
        }
        out.text("\"")
        if self.stepTemplate.ingredients.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">")
        out.escaped(self.stepTemplate.ingredients.value)
        out.text("</textarea>\n")
        if self.stepTemplate.ingredients.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.stepTemplate.ingredients.errorID)
            out.text("\">\n")
            for v40 in self.stepTemplate.ingredients.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v40)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("</div>\n\n")
        if self.stepTemplate.hasReadings {
            out.text("<details class=\"line-readings\">\n<summary>")
            out.write(e8)
            out.text("</summary>\n<p class=\"hint\">")
            out.write(e9)
            out.text("</p>\n<table class=\"readings\">\n<thead><tr><th scope=\"col\">")
            out.write(e10)
            out.text("</th><th scope=\"col\">")
            out.write(e11)
            out.text("</th><th scope=\"col\">")
            out.write(e12)
            out.text("</th><th scope=\"col\">")
            out.write(e13)
            out.text("</th></tr></thead>\n<tbody>\n")
            for v41 in self.stepTemplate.readings {
                let e48 = out.escapedOnce(v41.text)
                out.text("<tr>\n<td data-label=\"")
                out.write(e10)
                out.text("\">")
                out.write(e48)
                out.text("<input type=\"hidden\" name=\"steps[")
                out.write(e29)
                out.text("][line]\" value=\"")
                out.write(e48)
                out.text("\"></td>\n<td data-label=\"")
                out.write(e11)
                out.text("\">")
                out.escaped(v41.amount)
                out.text("</td>\n<td data-label=\"")
                out.write(e12)
                out.text("\"><input type=\"text\" name=\"steps[")
                out.write(e29)
                out.text("][link]\" value=\"")
                out.escaped(v41.ingredient)
                out.text("\" aria-label=\"")
                out.escaped(v41.linkLabel)
                out.text("\" maxlength=\"200\"></td>\n<td data-label=\"")
                out.write(e13)
                out.text("\">")
                out.escaped(v41.note)
                out.text("</td>\n</tr>\n")
            }
            out.text("</tbody>\n</table>\n</details>\n")
        }
        out.text("<div class=\"field-row\">\n<div class=\"field")
        if self.stepTemplate.minutes.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.stepTemplate.minutes.name)
        out.text("\">")
        out.write(e14)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.stepTemplate.minutes.name)
        out.text("\">")
        out.write(e15)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.stepTemplate.minutes.name)
        out.text("\" name=\"")
        out.escaped(self.stepTemplate.minutes.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.stepTemplate.minutes.value)
        out.text("\" autocomplete=\"off\" aria-describedby=\"h-")
        out.escaped(self.stepTemplate.minutes.name)
        if self.stepTemplate.minutes.hasErrors {
            out.text(" ")
            out.escaped(self.stepTemplate.minutes.errorID)
        }
        out.text("\"")
        if self.stepTemplate.minutes.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.stepTemplate.minutes.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.stepTemplate.minutes.errorID)
            out.text("\">\n")
            for v42 in self.stepTemplate.minutes.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v42)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<fieldset class=\"field radio-group\">\n<legend>")
        out.write(e16)
        out.text("</legend>\n<label class=\"radio\"><input type=\"radio\" name=\"steps[")
        out.write(e29)
        out.text("][kind]\" value=\"active\"")
        if self.stepTemplate.isActive {
            out.text(" checked")
        }
        out.text("> ")
        out.write(e17)
        out.text("</label>\n<label class=\"radio\"><input type=\"radio\" name=\"steps[")
        out.write(e29)
        out.text("][kind]\" value=\"passive\"")
        if self.stepTemplate.isPassive {
            out.text(" checked")
        }
        out.text("> ")
        out.write(e18)
        out.text("</label>\n</fieldset>\n<div class=\"field")
        if self.stepTemplate.during.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.stepTemplate.during.name)
        out.text("\">")
        out.write(e19)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.stepTemplate.during.name)
        out.text("\">")
        out.write(e20)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.stepTemplate.during.name)
        out.text("\" name=\"")
        out.escaped(self.stepTemplate.during.name)
        out.text("\" type=\"number\" value=\"")
        out.escaped(self.stepTemplate.during.value)
        out.text("\" min=\"1\" max=\"200\" inputmode=\"numeric\" aria-describedby=\"h-")
        out.escaped(self.stepTemplate.during.name)
        if self.stepTemplate.during.hasErrors {
            out.text(" ")
            out.escaped(self.stepTemplate.during.errorID)
        }
        out.text("\"")
        if self.stepTemplate.during.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.stepTemplate.during.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.stepTemplate.during.errorID)
            out.text("\">\n")
            for v43 in self.stepTemplate.during.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v43)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n<div class=\"field-row\">\n<div class=\"field")
        if self.stepTemplate.tools.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.stepTemplate.tools.name)
        out.text("\">")
        out.write(e21)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.stepTemplate.tools.name)
        out.text("\">")
        out.write(e22)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.stepTemplate.tools.name)
        out.text("\" name=\"")
        out.escaped(self.stepTemplate.tools.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.stepTemplate.tools.value)
        out.text("\" aria-describedby=\"h-")
        out.escaped(self.stepTemplate.tools.name)
        if self.stepTemplate.tools.hasErrors {
            out.text(" ")
            out.escaped(self.stepTemplate.tools.errorID)
        }
        out.text("\"")
        if self.stepTemplate.tools.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.stepTemplate.tools.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.stepTemplate.tools.errorID)
            out.text("\">\n")
            for v44 in self.stepTemplate.tools.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v44)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.stepTemplate.skills.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.stepTemplate.skills.name)
        out.text("\">")
        out.write(e23)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.stepTemplate.skills.name)
        out.text("\">")
        out.write(e24)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.stepTemplate.skills.name)
        out.text("\" name=\"")
        out.escaped(self.stepTemplate.skills.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.stepTemplate.skills.value)
        out.text("\" aria-describedby=\"h-")
        out.escaped(self.stepTemplate.skills.name)
        if self.stepTemplate.skills.hasErrors {
            out.text(" ")
            out.escaped(self.stepTemplate.skills.errorID)
        }
        out.text("\"")
        if self.stepTemplate.skills.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.stepTemplate.skills.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.stepTemplate.skills.errorID)
            out.text("\">\n")
            for v45 in self.stepTemplate.skills.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v45)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n<div class=\"step-actions\">\n<button type=\"submit\" name=\"edit\" value=\"up:")
        out.write(e29)
        out.text("\" class=\"button button--quiet button--small\" data-move-step=\"up\"")
        if self.stepTemplate.isFirst {
            out.text(" hidden")
        }
        if self.stepTemplate.focusUp {
            out.text(" autofocus")
        }
        out.text(">")
        out.write(e25)
        out.text("<span class=\"visually-hidden\"> ")
        out.write(e26)
        out.text(" <span data-step-number>")
        out.escaped(self.stepTemplate.number)
        out.text("</span></span></button>\n<button type=\"submit\" name=\"edit\" value=\"down:")
        out.write(e29)
        out.text("\" class=\"button button--quiet button--small\" data-move-step=\"down\"")
        if self.stepTemplate.isLast {
            out.text(" hidden")
        }
        if self.stepTemplate.focusDown {
            out.text(" autofocus")
        }
        out.text(">")
        out.write(e27)
        out.text("<span class=\"visually-hidden\"> ")
        out.write(e26)
        out.text(" <span data-step-number>")
        out.escaped(self.stepTemplate.number)
        out.text("</span></span></button>\n<button type=\"submit\" name=\"edit\" value=\"remove:")
        out.write(e29)
        out.text("\" class=\"button button--danger-quiet button--small\" data-remove-step")
        if self.stepTemplate.isOnly {
            out.text(" hidden")
        }
        out.text(">")
        out.write(e28)
        out.text(" <span data-step-number>")
        out.escaped(self.stepTemplate.number)
        out.text("</span></button>\n</div>\n</fieldset>\n</template>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v46 = self.page.user {
            out.text(" ")
            out.escaped(v46.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension RevisionController.HistoryPage: CompiledPage {
    static let template = "recipe-history"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.history.versionColumn)
        let e4 = out.escapedOnce(self.page.t.history.currentBadge)
        let e5 = out.escapedOnce(self.page.t.history.savedColumn)
        let e6 = out.escapedOnce(self.page.t.history.changesColumn)
        let e7 = out.escapedOnce(self.page.t.history.compareFromLabel)
        let e8 = out.escapedOnce(self.page.t.history.compareToLabel)
        let e9 = out.escapedOnce(self.page.t.history.restoreButton)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e10 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e10)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e10)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e10)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<p class=\"back-link\"><a href=\"")
        out.escaped(self.recipeURL)
        out.text("\">← ")
        out.escaped(self.recipeName)
        out.text("</a></p>\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.page.t.history.historyLead)
        out.text("</p>\n<form id=\"compare-versions\" method=\"get\" action=\"")
        out.escaped(self.compareURL)
        out.text("\"></form>\n<div class=\"table-scroll\">\n<table class=\"versions\">\n<thead><tr><th scope=\"col\">")
        out.write(e3)
        out.text("</th><th scope=\"col\">")
        out.write(e5)
        out.text("</th><th scope=\"col\">")
        out.write(e6)
        out.text("</th>")
        if self.hasEarlier {
            out.text("<th scope=\"col\">")
            out.escaped(self.page.t.history.fromColumn)
            out.text("</th><th scope=\"col\">")
            out.escaped(self.page.t.history.toColumn)
            out.text("</th><th scope=\"col\"><span class=\"visually-hidden\">")
            out.escaped(self.page.t.history.restoreColumn)
            out.text("</span></th>")
        }
        out.text("</tr></thead>\n<tbody>\n")
        for v7 in self.versions {
            out.text("<tr")
            if v7.isCurrent {
                out.text(" class=\"versions-current\"")
            }
            out.text(">\n<th scope=\"row\" data-label=\"")
            out.write(e3)
            out.text("\">")
            out.integer(v7.number)
            if v7.isCurrent {
                out.text(" <span class=\"badge\">")
                out.write(e4)
                out.text("</span>")
            }
            out.text("</th>\n<td data-label=\"")
            out.write(e5)
            out.text("\">")
            out.escaped(v7.saved)
            out.text("</td>\n<td data-label=\"")
            out.write(e6)
            out.text("\">")
            out.escaped(v7.summary)
            out.text("</td>\n")
            if self.hasEarlier {
                out.text("<td data-label=\"")
                out.write(e7)
                out.text("\"><input type=\"radio\" form=\"compare-versions\" name=\"from\" value=\"")
                out.integer(v7.number)
                out.text("\"")
                if v7.isFrom {
                    out.text(" checked")
                }
                out.text(" aria-label=\"")
                out.escaped(v7.compareFromName)
                out.text("\"></td>\n<td data-label=\"")
                out.write(e8)
                out.text("\"><input type=\"radio\" form=\"compare-versions\" name=\"to\" value=\"")
                out.integer(v7.number)
                out.text("\"")
                if v7.isTo {
                    out.text(" checked")
                }
                out.text(" aria-label=\"")
                out.escaped(v7.compareToName)
                out.text("\"></td>\n<td>")
                if let v8 = v7.restoreURL {
                    out.text("<form method=\"post\" action=\"")
                    out.escaped(v8)
                    out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"seen\" value=\"")
                    out.integer(self.currentVersion)
                    out.text("\"><button type=\"submit\" class=\"button button--small\">")
                    out.write(e9)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(v7.restoreHidden)
                    out.text("</span></button></form>")
                }
                out.text("</td>\n")
            }
            out.text("</tr>\n")
        }
        out.text("</tbody>\n</table>\n</div>\n")
        if self.hasEarlier {
            out.text("<p class=\"actions\"><button type=\"submit\" form=\"compare-versions\" class=\"button button--primary\">")
            out.escaped(self.page.t.history.compareButton)
            out.text("</button></p>\n")
        }
        if !self.hasEarlier {
            out.text("<p class=\"muted\">")
            out.escaped(self.page.t.history.noEarlier)
            out.text("</p>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v9 = self.page.user {
            out.text(" ")
            out.escaped(v9.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ShareController.SharePage: CompiledPage {
    static let template = "recipe-share"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.sharing.revoke)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<p class=\"back-link\"><a href=\"")
        out.escaped(self.recipeURL)
        out.text("\">← ")
        out.escaped(self.recipeName)
        out.text("</a></p>\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.page.t.sharing.shareLead)
        out.text("</p>\n")
        if let v7 = self.newLink {
            out.text("<div class=\"notice notice--success\" role=\"status\">\n<p><strong>")
            out.escaped(self.page.t.sharing.newLinkTitle)
            out.text("</strong> ")
            out.escaped(self.page.t.sharing.newLinkCopy)
            out.text("</p>\n<input class=\"secret\" id=\"share-url-new\" type=\"text\" value=\"")
            out.escaped(v7)
            out.text("\" readonly aria-label=\"")
            out.escaped(self.page.t.sharing.newLinkLabel)
            out.text("\" spellcheck=\"false\" autocomplete=\"off\">\n<p class=\"actions\"><button type=\"button\" class=\"button button--small\" data-copy=\"share-url-new\" hidden>")
            out.escaped(self.page.t.sharing.copyLink)
            out.text("</button> <a href=\"")
            out.escaped(v7)
            out.text("\" target=\"_blank\" rel=\"noopener\">")
            out.escaped(self.page.t.sharing.openAsOthers)
            out.text("</a></p>\n<p class=\"visually-hidden\" role=\"status\" data-copy-status></p>\n</div>\n")
        }
        out.text("<section class=\"section card\" aria-labelledby=\"links-title\">\n<h2 id=\"links-title\">")
        out.escaped(self.page.t.sharing.linksTitle)
        out.text("</h2>\n")
        if self.links.isEmpty {
            out.text("<p>")
            out.escaped(self.page.t.sharing.noLinks)
            out.text("</p>")
        }
        out.text("\n")
        if !self.links.isEmpty {
            out.text("<ul class=\"token-list\">\n")
            for v8 in self.links {
                out.text("<li><div><span class=\"hint\">")
                out.escaped(v8.detail)
                out.text("</span></div>\n<form class=\"inline-form\" method=\"post\" action=\"")
                out.escaped(v8.revokeURL)
                out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<button type=\"submit\" class=\"button button--small\">")
                out.write(e3)
                out.text("<span class=\"visually-hidden\"> ")
                out.escaped(v8.revokeName)
                out.text("</span></button></form></li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("<h3>")
        out.escaped(self.page.t.sharing.makeLinkTitle)
        out.text("</h3>\n<form class=\"form\" method=\"post\" action=\"")
        out.escaped(self.action)
        out.text("\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<div class=\"field\">\n<label for=\"share-expires\">")
        out.escaped(self.page.t.sharing.expiresLabel)
        out.text("</label>\n<select id=\"share-expires\" name=\"expires\">\n")
        for v9 in self.expiries {
            out.text("<option value=\"")
            out.escaped(v9.value)
            out.text("\"")
            if v9.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v9.label)
            out.text("</option>\n")
        }
        out.text("</select>\n</div>\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.sharing.makeLinkButton)
        out.text("</button>\n</form>\n<p class=\"hint\">")
        out.escaped(self.page.t.sharing.listedUnder)
        out.text(" <a href=\"")
        out.escaped(self.listURL)
        out.text("\">")
        out.escaped(self.page.t.sharing.sharedRecipes)
        out.text("</a>")
        out.escaped(self.page.t.sharing.listedUnderEnd)
        out.text("</p>\n</section>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v10 = self.page.user {
            out.text(" ")
            out.escaped(v10.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension RecipeController.RecipePage: CompiledPage {
    static let template = "recipe"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.recipe.tools)
        let e4 = out.escapedOnce(self.page.t.common.remove)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.recipe.name)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e5 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e5)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e5)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e5)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<script type=\"application/ld+json\">")
        out.raw(self.jsonLD)
        out.text("</script>\n<article class=\"recipe\" data-recipe>\n<header class=\"recipe-head\">\n")
        if let v7 = self.recipe.photo {
            out.text("<img class=\"recipe-photo\" src=\"")
            out.escaped(v7.url)
            out.text("\" width=\"")
            out.integer(v7.width)
            out.text("\" height=\"")
            out.integer(v7.height)
            out.text("\" alt=\"\">")
        }
        out.text("\n<h1>")
        out.escaped(self.recipe.name)
        out.text("</h1>\n")
        if !self.recipe.summary.isEmpty {
            out.text("<p class=\"lead recipe-summary\">")
            out.escaped(self.recipe.summary)
            out.text("</p>\n")
        }
        if self.recipe.hasTags {
            out.text("<ul class=\"tag-list\" aria-label=\"")
            out.escaped(self.page.t.recipe.tags)
            out.text("\">")
            for v8 in self.recipe.tags {
                out.text("<li><a class=\"recipe-tag\" href=\"")
                out.escaped(v8.url)
                out.text("\">")
                out.escaped(v8.name)
                out.text("</a></li>")
            }
            out.text("</ul>")
        }
        out.text("\n<dl class=\"facts\">\n<div class=\"servings\"><dt>")
        out.escaped(self.page.t.recipe.serves)
        out.text("</dt><dd>\n<form class=\"servings-control\" method=\"get\" action=\"")
        out.escaped(self.servings.action)
        out.text("\" aria-label=\"")
        out.escaped(self.page.t.recipe.servings)
        out.text("\">\n")
        if let v9 = self.servings.unitsAsked {
            out.text("<input type=\"hidden\" name=\"units\" value=\"")
            out.escaped(v9)
            out.text("\">")
        }
        out.text("\n")
        if let v10 = self.servings.fewerURL {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(v10)
            out.text("\" rel=\"nofollow\" aria-label=\"")
            out.escaped(self.page.t.recipe.fewerServings)
            out.text("\">−</a>")
        }
        out.text("\n<input class=\"servings-input\" type=\"number\" name=\"servings\" value=\"")
        out.integer(self.servings.shown)
        out.text("\" min=\"")
        out.integer(self.servings.minimum)
        out.text("\" max=\"")
        out.integer(self.servings.maximum)
        out.text("\" step=\"1\" inputmode=\"numeric\" aria-label=\"")
        out.escaped(self.page.t.recipe.servingsToShow)
        out.text("\" data-submit-on-change>\n")
        if let v11 = self.servings.moreURL {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(v11)
            out.text("\" rel=\"nofollow\" aria-label=\"")
            out.escaped(self.page.t.recipe.moreServings)
            out.text("\">+</a>")
        }
        out.text("\n<button type=\"submit\" class=\"button button--small button--quiet\">")
        out.escaped(self.page.t.recipe.show)
        out.text("</button>\n</form>\n")
        if self.servings.isScaled {
            out.text("<p class=\"servings-note\">")
            out.escaped(self.servings.scaledFrom)
            out.text(" <a href=\"")
            out.escaped(self.servings.resetURL)
            out.text("\">")
            out.escaped(self.servings.backTo)
            out.text("</a></p>")
        }
        out.text("\n</dd></div>\n<div class=\"units\"><dt>")
        out.escaped(self.page.t.recipe.units)
        out.text("</dt><dd>\n<ul class=\"units-toggle\" aria-label=\"")
        out.escaped(self.page.t.recipe.showQuantities)
        out.text("\">\n")
        for v12 in self.servings.units {
            let e6 = out.escapedOnce(v12.label)
            out.text("<li>")
            if v12.isCurrent {
                out.text("<span aria-current=\"true\">")
                out.write(e6)
                out.text("</span>")
            }
            if !v12.isCurrent {
                out.text("<a href=\"")
                out.escaped(v12.url)
                out.text("\" rel=\"nofollow\">")
                out.write(e6)
                out.text("</a>")
            }
            out.text("</li>\n")
        }
        out.text("</ul>\n</dd></div>\n")
        if !self.recipe.totalTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(self.page.t.recipe.readyIn)
            out.text("</dt><dd>")
            if self.schedule != nil {
                out.text("<a href=\"#schedule-title\">")
                out.escaped(self.recipe.totalTime)
                out.text("</a>")
            }
            if self.schedule == nil {
                out.escaped(self.recipe.totalTime)
            }
            if let v15 = self.recipe.readyInNote {
                out.text(" <span class=\"muted\">(")
                out.escaped(v15)
                out.text(")</span>")
            }
            out.text("</dd></div>\n")
        }
        if !self.recipe.activeTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(self.page.t.recipe.busy)
            out.text("</dt><dd>")
            out.escaped(self.recipe.activeTime)
            out.text("</dd></div>\n")
        }
        if !self.recipe.passiveTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(self.page.t.recipe.waiting)
            out.text("</dt><dd>")
            out.escaped(self.recipe.passiveTime)
            out.text("</dd></div>\n")
        }
        out.text("</dl>\n<div class=\"rating no-print\">\n<p class=\"rating-summary\"><span aria-hidden=\"true\">★</span> ")
        out.escaped(self.rating.text)
        out.text("</p>\n<form class=\"rating-form\" method=\"post\" action=\"")
        out.escaped(self.rating.action)
        out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<fieldset>\n<legend>")
        out.escaped(self.page.t.recipe.yourRating)
        out.text("</legend>\n")
        for v16 in self.rating.choices {
            let e7 = out.escapedOnce(v16.name)
            out.text("<button type=\"submit\" name=\"stars\" value=\"")
            out.integer(v16.stars)
            out.text("\" class=\"rating-star\" aria-pressed=\"")
            if v16.isMine {
                out.text("true")
            }
            if !v16.isMine {
                out.text("false")
            }
            out.text("\" aria-label=\"")
            out.write(e7)
            out.text("\" title=\"")
            out.write(e7)
            out.text("\">")
            if v16.isFilled {
                out.text("★")
            }
            if !v16.isFilled {
                out.text("☆")
            }
            out.text("</button>")
        }
        out.text("\n")
        if self.rating.mine != nil {
            out.text("<button type=\"submit\" name=\"stars\" value=\"\" class=\"link-button\">")
            out.escaped(self.page.t.recipe.clearRating)
            out.text("</button>")
        }
        out.text("\n</fieldset>\n</form>\n</div>\n<div class=\"recipe-actions no-print\">\n<a class=\"button\" href=\"")
        out.escaped(self.recipe.editURL)
        out.text("\">")
        out.escaped(self.page.t.common.edit)
        out.text("</a>\n<a class=\"button\" href=\"")
        out.escaped(self.recipe.planURL)
        out.text("\">")
        out.escaped(self.page.t.recipe.planThis)
        out.text("</a>\n<a class=\"button\" href=\"")
        out.escaped(self.recipe.historyURL)
        out.text("\">")
        out.escaped(self.page.t.recipe.history)
        out.text("</a>\n<a class=\"button\" href=\"")
        out.escaped(self.recipe.shareURL)
        out.text("\">")
        out.escaped(self.page.t.recipe.share)
        out.text("</a>\n<form class=\"favourite-form\" method=\"post\" action=\"")
        out.escaped(self.recipe.shopURL)
        out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<input type=\"hidden\" name=\"servings\" value=\"")
        out.integer(self.servings.shown)
        out.text("\"><button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.recipe.addToShoppingList)
        out.text("</button></form>\n<form class=\"favourite-form\" method=\"post\" action=\"")
        out.escaped(self.history.favouriteURL)
        out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n")
        if self.history.isFavourite {
            out.text("<input type=\"hidden\" name=\"favourite\" value=\"no\"><button type=\"submit\" class=\"button\" aria-pressed=\"true\">★ ")
            out.escaped(self.page.t.recipe.favourite)
            out.text("</button>")
        }
        out.text("\n")
        if !self.history.isFavourite {
            out.text("<input type=\"hidden\" name=\"favourite\" value=\"yes\"><button type=\"submit\" class=\"button\" aria-pressed=\"false\">☆ ")
            out.escaped(self.page.t.recipe.addToFavourites)
            out.text("</button>")
        }
        out.text("\n</form>\n<button type=\"button\" class=\"button\" data-wake-toggle aria-pressed=\"false\" hidden>")
        out.escaped(self.page.t.recipe.keepScreenOn)
        out.text("</button>\n<button type=\"button\" class=\"button\" data-print hidden>")
        out.escaped(self.page.t.recipe.print)
        out.text("</button>\n</div>\n</header>\n")
        if let v18 = self.schedule {
            out.text("<section class=\"schedule\" aria-labelledby=\"schedule-title\">\n<h2 id=\"schedule-title\">")
            out.escaped(self.page.t.recipe.schedule)
            out.text("</h2>\n<p class=\"schedule-summary\">")
            out.escaped(v18.summary)
            if let v19 = v18.sumNote {
                out.text(" ")
                out.escaped(v19)
            }
            out.text("</p>\n<div class=\"schedule-wide\">\n<svg class=\"schedule-chart\" viewBox=\"0 0 ")
            out.integer(v18.width)
            out.text(" ")
            out.integer(v18.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-svg-title schedule-svg-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-svg-title\">")
            out.escaped(self.recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-svg-desc\">")
            for v20 in v18.bars {
                out.escaped(v20.stepLabel)
                out.text(": ")
                out.escaped(v20.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for v21 in v18.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(v21.labelY)
                out.text("\" class=\"schedule-step\">")
                out.escaped(v21.stepLabel)
                out.text("</text>\n")
                if !v21.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(v21.x)
                    out.text("\" y=\"")
                    out.integer(v21.y)
                    out.text("\" width=\"")
                    out.integer(v21.width)
                    out.text("\" height=\"22\" rx=\"3\" class=\"")
                    if v21.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !v21.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if v21.isPassive {
                        out.text(" fill=\"url(#waiting-hatch)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if v21.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(v21.x)
                    out.text("\" y1=\"")
                    out.integer(v21.y)
                    out.text("\" x2=\"")
                    out.integer(v21.x)
                    out.text("\" y2=\"")
                    out.integer(v21.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n<text x=\"")
                out.integer(v21.textX)
                out.text("\" y=\"")
                out.integer(v21.labelY)
                out.text("\" text-anchor=\"")
                out.escaped(v21.textAnchor)
                out.text("\" class=\"schedule-label\">")
                out.escaped(v21.text)
                out.text("</text>\n")
            }
            out.text("<line x1=\"64\" y1=\"")
            out.integer(v18.axisY)
            out.text("\" x2=\"584\" y2=\"")
            out.integer(v18.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for v22 in v18.ticks {
                out.text("<text x=\"")
                out.integer(v22.x)
                out.text("\" y=\"")
                out.integer(v18.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(v22.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</div>\n<svg class=\"schedule-chart schedule-chart--narrow\" viewBox=\"0 0 ")
            out.integer(v18.narrow.width)
            out.text(" ")
            out.integer(v18.narrow.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-narrow-title schedule-narrow-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-narrow-title\">")
            out.escaped(self.recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-narrow-desc\">")
            for v23 in v18.narrow.bars {
                out.escaped(v23.stepLabel)
                out.text(": ")
                out.escaped(v23.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch-narrow\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for v24 in v18.narrow.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(v24.labelY)
                out.text("\" class=\"schedule-label\"><tspan class=\"schedule-step\">")
                out.escaped(v24.stepLabel)
                out.text("</tspan> · ")
                out.escaped(v24.text)
                if let v25 = v24.more {
                    out.text("<tspan x=\"0\" dy=\"14\">")
                    out.escaped(v25)
                    out.text("</tspan>")
                }
                out.text("</text>\n")
                if !v24.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(v24.x)
                    out.text("\" y=\"")
                    out.integer(v24.y)
                    out.text("\" width=\"")
                    out.integer(v24.width)
                    out.text("\" height=\"14\" rx=\"3\" class=\"")
                    if v24.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !v24.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if v24.isPassive {
                        out.text(" fill=\"url(#waiting-hatch-narrow)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if v24.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(v24.x)
                    out.text("\" y1=\"")
                    out.integer(v24.y)
                    out.text("\" x2=\"")
                    out.integer(v24.x)
                    out.text("\" y2=\"")
                    out.integer(v24.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n")
            }
            out.text("<line x1=\"14\" y1=\"")
            out.integer(v18.narrow.axisY)
            out.text("\" x2=\"")
            out.integer(v18.narrow.axisEnd)
            out.text("\" y2=\"")
            out.integer(v18.narrow.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for v26 in v18.narrow.ticks {
                out.text("<text x=\"")
                out.integer(v26.x)
                out.text("\" y=\"")
                out.integer(v18.narrow.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(v26.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</section>\n")
        }
        out.text("<div class=\"recipe-body\">\n<section class=\"ingredients\" aria-labelledby=\"ingredients-title\">\n<h2 id=\"ingredients-title\">")
        out.escaped(self.page.t.recipe.ingredients)
        out.text("</h2>\n")
        if !self.ingredients.isEmpty {
            out.text("<p class=\"hint no-print\">")
            out.escaped(self.page.t.recipe.tickThemOff)
            out.text("</p>\n<ul class=\"checklist\">\n")
            for v27 in self.ingredients {
                out.text("<li><label><input type=\"checkbox\"><span>")
                out.escaped(v27.text)
                out.text("</span></label></li>\n")
            }
            out.text("</ul>\n")
        }
        if self.ingredients.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(self.page.t.recipe.noIngredients)
            out.text("</p>\n")
        }
        out.text("</section>\n<section class=\"method\" aria-labelledby=\"method-title\">\n<h2 id=\"method-title\">")
        out.escaped(self.page.t.recipe.method)
        out.text("</h2>\n")
        if !self.ownLines.isEmpty {
            out.text("<div class=\"own-lines\">\n<h3 class=\"own-lines-title\">")
            out.escaped(self.page.t.recipe.youWillNeed)
            out.text("</h3>\n<ul class=\"step-lines\">\n")
            for v28 in self.ownLines {
                let e8 = out.escapedOnce(v28.text)
                if let v29 = v28.groupHeading {
                    out.text("<li class=\"line-group\">")
                    out.escaped(v29)
                    out.text("</li>")
                }
                out.text("\n<li>")
                if let v30 = v28.ingredientURL {
                    out.text("<a href=\"")
                    out.escaped(v30)
                    out.text("\">")
                    out.write(e8)
                    out.text("</a>")
                }
                if v28.ingredientURL == nil {
                    out.write(e8)
                }
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<ol class=\"steps\">\n")
        for v32 in self.steps {
            let e9 = out.escapedOnce(v32.heading)
            out.text("<li class=\"step\" id=\"step-")
            out.integer(v32.number)
            out.text("\">\n<div class=\"step-head\">\n<h3 class=\"step-number\">")
            out.write(e9)
            out.text("</h3>\n")
            if let v33 = v32.time {
                out.text("<p class=\"step-time")
                if v33.isPassive {
                    out.text(" step-time--passive")
                }
                out.text("\">")
                out.escaped(v33.label)
                out.text(" <span>")
                out.escaped(v33.kindLabel)
                out.text("</span></p>\n")
            }
            out.text("</div>\n")
            if let v34 = v32.duringNote {
                out.text("<p class=\"step-during\">")
                out.escaped(v34)
                out.text("</p>")
            }
            out.text("\n")
            if !v32.lines.isEmpty {
                out.text("<ul class=\"step-lines\">\n")
                for v35 in v32.lines {
                    let e10 = out.escapedOnce(v35.text)
                    if let v36 = v35.groupHeading {
                        out.text("<li class=\"line-group\">")
                        out.escaped(v36)
                        out.text("</li>")
                    }
                    out.text("\n<li>")
                    if let v37 = v35.ingredientURL {
                        out.text("<a href=\"")
                        out.escaped(v37)
                        out.text("\">")
                        out.write(e10)
                        out.text("</a>")
                    }
                    if v35.ingredientURL == nil {
                        out.write(e10)
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("<p class=\"instructions\">")
            out.escaped(v32.instructions)
            out.text("</p>\n")
            if let v39 = v32.time {
                out.text("<div class=\"timer-slot no-print\">\n<button type=\"button\" class=\"button timer\" data-seconds=\"")
                out.integer(v39.seconds)
                out.text("\" data-label=\"")
                out.write(e9)
                out.text("\" hidden>")
                out.escaped(v39.startTimer)
                out.text("</button>\n</div>\n")
            }
            if !v32.tools.isEmpty {
                out.text("<p class=\"step-tools\"><span class=\"step-tag-label\">")
                out.write(e3)
                out.text("</span> ")
                for v40 in v32.tools {
                    out.text("<span class=\"tool\">")
                    out.escaped(v40.name)
                    if let v41 = v40.note {
                        out.text(" <span class=\"muted\">(")
                        out.escaped(v41)
                        out.text(")</span>")
                    }
                    out.text("</span>")
                }
                out.text("</p>\n")
            }
            if !v32.skills.isEmpty {
                out.text("<ul class=\"skill-chips\" aria-label=\"")
                out.escaped(v32.skillsLabel)
                out.text("\">\n")
                for v42 in v32.skills {
                    let e11 = out.escapedOnce(v42.categoryLabel)
                    out.text("<li class=\"chip\" title=\"")
                    out.write(e11)
                    out.text("\"><svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\"><use href=\"/icons/")
                    out.escaped(v42.icon)
                    out.text("#icon\"></use></svg>\n")
                    out.escaped(v42.name)
                    out.text("<span class=\"visually-hidden\"> (")
                    out.write(e11)
                    out.text(")</span></li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</li>\n")
        }
        out.text("</ol>\n")
        if self.steps.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(self.page.t.recipe.noSteps)
            out.text(" <a href=\"")
            out.escaped(self.recipe.editURL)
            out.text("\">")
            out.escaped(self.page.t.recipe.addSome)
            out.text("</a>.</p>\n")
        }
        out.text("</section>\n</div>\n<section class=\"history card no-print\" aria-labelledby=\"history-title\">\n<h2 id=\"history-title\">")
        out.escaped(self.page.t.recipe.cookingLog)
        out.text("</h2>\n<p class=\"history-summary\">")
        out.escaped(self.history.summary)
        out.text("</p>\n")
        if self.history.hasEntries {
            out.text("<ul class=\"history-list\">\n")
            for v43 in self.history.entries {
                out.text("<li><span>")
                out.escaped(v43.text)
                out.text("</span>")
                if !v43.note.isEmpty {
                    out.text("<span class=\"history-note\">“")
                    out.escaped(v43.note)
                    out.text("”</span>")
                }
                out.text("\n<form method=\"post\" action=\"")
                out.escaped(v43.deleteURL)
                out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<button type=\"submit\" class=\"link-button\">")
                out.write(e4)
                out.text("<span class=\"visually-hidden\"> ")
                out.escaped(v43.removeLabel)
                out.text("</span></button></form></li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("<form class=\"cooked-form\" method=\"post\" action=\"")
        out.escaped(self.history.cookedURL)
        out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<div class=\"field\"><label for=\"cooked-on\">")
        out.escaped(self.page.t.recipe.cookedOn)
        out.text("</label><input id=\"cooked-on\" type=\"date\" name=\"cooked_on\" value=\"")
        out.escaped(self.history.today)
        out.text("\" max=\"")
        out.escaped(self.history.today)
        out.text("\" required></div>\n<div class=\"field\"><label for=\"cooked-servings\">")
        out.escaped(self.page.t.recipe.servings)
        out.text("</label><input id=\"cooked-servings\" type=\"number\" name=\"servings\" value=\"")
        out.integer(self.servings.shown)
        out.text("\" min=\"1\" max=\"100\" inputmode=\"numeric\" required></div>\n<div class=\"field field--note\"><label for=\"cooked-note\">")
        out.escaped(self.page.t.recipe.noteOptional)
        out.text("</label><input id=\"cooked-note\" type=\"text\" name=\"note\" maxlength=\"500\"></div>\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.recipe.iCookedIt)
        out.text("</button>\n</form>\n</section>\n<footer class=\"recipe-foot\">\n<p class=\"byline\">\n")
        out.escaped(self.recipe.addedNote)
        out.text("\n")
        if let v44 = self.recipe.sourceURL {
            out.escaped(self.page.t.recipe.source)
            out.text(" <a href=\"")
            out.escaped(v44)
            out.text("\" rel=\"noopener noreferrer nofollow\">")
            out.escaped(v44)
            out.text("</a>.")
        }
        out.text("\n<span class=\"no-print\">")
        out.escaped(self.recipe.viewedNote)
        out.text("</span>\n</p>\n<p class=\"recipe-more no-print\">\n<a href=\"")
        out.escaped(self.recipe.exportLarderURL)
        out.text("\">")
        out.escaped(self.page.t.recipe.exportLarder)
        out.text("</a>\n<a href=\"")
        out.escaped(self.recipe.exportSchemaURL)
        out.text("\">")
        out.escaped(self.page.t.recipe.exportSchemaOrg)
        out.text("</a>\n<a class=\"danger-link\" href=\"")
        out.escaped(self.recipe.deleteURL)
        out.text("\">")
        out.escaped(self.page.t.recipe.deleteRecipe)
        out.text("</a>\n</p>\n</footer>\n</article>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v45 = self.page.user {
            out.text(" ")
            out.escaped(v45.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension RecipeController.DeletedPage: CompiledPage {
    static let template = "recipes-deleted"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.recipes.restore)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.lead)
        out.text("</p>\n")
        if !self.recipes.isEmpty {
            out.text("<ul class=\"deleted-list\">\n")
            for v7 in self.recipes {
                let e5 = out.escapedOnce(v7.name)
                out.text("<li class=\"card deleted-item\">\n<div>\n<h2 class=\"deleted-name\">")
                out.write(e5)
                out.text("</h2>\n<p class=\"meta\">")
                out.escaped(v7.meta)
                out.text("</p>\n</div>\n<form method=\"post\" action=\"")
                out.escaped(v7.restoreURL)
                out.text("\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<button type=\"submit\" class=\"button\">")
                out.write(e3)
                out.text("<span class=\"visually-hidden\"> ")
                out.write(e5)
                out.text("</span></button>\n</form>\n</li>\n")
            }
            out.text("</ul>\n")
        }
        if self.recipes.isEmpty {
            out.text("<section class=\"empty-state card\">\n<p>")
            out.escaped(self.emptyText)
            out.text("</p>\n</section>\n")
        }
        out.text("<p><a href=\"/recipes\">")
        out.escaped(self.page.t.recipes.backToRecipes)
        out.text("</a></p>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v8 = self.page.user {
            out.text(" ")
            out.escaped(v8.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension RecipeController.ListPage: CompiledPage {
    static let template = "recipes"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.recipes.removeFilter)
        let e4 = out.escapedOnce(self.page.t.recipes.starsOnAverage)
        let e5 = out.escapedOnce(self.page.t.recipes.tags)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e6 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e6)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e6)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e6)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"page-head\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<p class=\"page-actions\">\n<a class=\"button button--primary\" href=\"/recipes/new\">")
        out.escaped(self.page.t.recipes.newRecipe)
        out.text("</a>\n<a class=\"button\" href=\"/import\">")
        out.escaped(self.page.t.recipes.importButton)
        out.text("</a>\n")
        if !self.isEmptyHousehold {
            out.text("<a class=\"button\" href=\"/export\" download title=\"")
            out.escaped(self.page.t.recipes.exportAllHint)
            out.text("\">")
            out.escaped(self.page.t.recipes.exportAll)
            out.text("</a>")
        }
        out.text("\n</p>\n</div>\n")
        if self.isEmptyHousehold {
            out.text("<section class=\"empty-state card\">\n<h2>")
            out.escaped(self.page.t.recipes.emptyTitle)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.recipes.emptyText)
            out.text("</p>\n<p class=\"actions\">\n<a class=\"button button--primary\" href=\"/recipes/new\">")
            out.escaped(self.page.t.recipes.writeFirst)
            out.text("</a>\n<a class=\"button\" href=\"/import\">")
            out.escaped(self.page.t.recipes.importRecipes)
            out.text("</a>\n</p>\n</section>\n")
        }
        if !self.isEmptyHousehold {
            out.text("<form class=\"search card\" role=\"search\" method=\"get\" action=\"/recipes\">\n")
            for v7 in self.chosenTags {
                out.text("<input type=\"hidden\" name=\"tag\" value=\"")
                out.escaped(v7)
                out.text("\">\n")
            }
            out.text("<div class=\"search-main\">\n<label for=\"search-q\">")
            out.escaped(self.page.t.recipes.searchLabel)
            out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"search-q\" type=\"search\" name=\"q\" value=\"")
            out.escaped(self.query.q)
            out.text("\" placeholder=\"")
            out.escaped(self.page.t.recipes.searchPlaceholder)
            out.text("\" enterkeyhint=\"search\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.common.search)
            out.text("</button>\n</div>\n</div>\n<details class=\"filters\" data-remember=\"larder:filters\"")
            if self.filtersOpen {
                out.text(" open")
            }
            out.text(">\n<summary>")
            out.escaped(self.page.t.recipes.filters)
            out.text("</summary>\n<div class=\"filter-grid\">\n<div class=\"field\">\n<label for=\"search-ingredient\">")
            out.escaped(self.page.t.recipes.usesIngredient)
            out.text("</label>\n<input id=\"search-ingredient\" type=\"text\" name=\"ingredient\" value=\"")
            out.escaped(self.query.ingredient)
            out.text("\" placeholder=\"")
            out.escaped(self.page.t.recipes.ingredientExample)
            out.text("\">\n</div>\n<div class=\"field\">\n<label for=\"search-skill\">")
            out.escaped(self.page.t.recipes.usesSkill)
            out.text("</label>\n<input id=\"search-skill\" type=\"text\" name=\"skill\" value=\"")
            out.escaped(self.query.skill)
            out.text("\" placeholder=\"")
            out.escaped(self.page.t.recipes.skillExample)
            out.text("\">\n</div>\n<div class=\"field\">\n<label for=\"search-max\">")
            out.escaped(self.page.t.recipes.maxMinutes)
            out.text("</label>\n<input id=\"search-max\" type=\"number\" name=\"max_minutes\" value=\"")
            out.escaped(self.query.maxMinutes)
            out.text("\" min=\"1\" inputmode=\"numeric\">\n</div>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"search-favourites\"><input id=\"search-favourites\" type=\"checkbox\" name=\"favourites\" value=\"mine\"")
            if self.query.onlyFavourites {
                out.text(" checked")
            }
            out.text("> ")
            out.escaped(self.page.t.recipes.onlyFavourites)
            out.text("</label>\n</div>\n<div class=\"field\">\n<label for=\"search-rating\">")
            out.escaped(self.page.t.recipes.rated)
            out.text("</label>\n<select id=\"search-rating\" name=\"rating\">\n")
            for v8 in self.ratingOptions {
                out.text("<option value=\"")
                out.escaped(v8.value)
                out.text("\"")
                if v8.selected {
                    out.text(" selected")
                }
                out.text(">")
                out.escaped(v8.label)
                out.text("</option>\n")
            }
            out.text("</select>\n</div>\n<div class=\"field\">\n<label for=\"search-sort\">")
            out.escaped(self.page.t.recipes.sortBy)
            out.text("</label>\n<select id=\"search-sort\" name=\"sort\">\n")
            for v9 in self.sortOptions {
                out.text("<option value=\"")
                out.escaped(v9.value)
                out.text("\"")
                if v9.selected {
                    out.text(" selected")
                }
                out.text(">")
                out.escaped(v9.label)
                out.text("</option>\n")
            }
            out.text("</select>\n</div>\n</div>\n<button type=\"submit\" class=\"button\">")
            out.escaped(self.page.t.recipes.applyFilters)
            out.text("</button>\n</details>\n</form>\n")
            if self.hasTagFilters {
                out.text("<nav class=\"tag-filter\" aria-label=\"")
                out.write(e5)
                out.text("\">\n<h2 class=\"tag-filter-title\">")
                out.write(e5)
                out.text("</h2>\n<ul class=\"tag-list\">\n")
                for v10 in self.tagFilters {
                    out.text("<li><a class=\"recipe-tag")
                    if v10.isChosen {
                        out.text(" recipe-tag--chosen")
                    }
                    out.text("\" href=\"")
                    out.escaped(v10.url)
                    out.text("\"")
                    if v10.isChosen {
                        out.text(" aria-current=\"true\"")
                    }
                    out.text(">")
                    if v10.isChosen {
                        out.text("<span class=\"visually-hidden\">")
                        out.write(e3)
                        out.text(" </span>")
                    }
                    out.escaped(v10.name)
                    out.text(" <span class=\"recipe-tag-count\">")
                    out.integer(v10.count)
                    out.text("</span>")
                    if v10.isChosen {
                        out.text("<span aria-hidden=\"true\"> ✕</span>")
                    }
                    out.text("</a></li>\n")
                }
                out.text("</ul>\n")
                if !self.moreTagFilters.isEmpty {
                    out.text("<details class=\"tag-more\">\n<summary>")
                    out.escaped(self.moreTagsLabel)
                    out.text("</summary>\n<ul class=\"tag-list\">\n")
                    for v11 in self.moreTagFilters {
                        out.text("<li><a class=\"recipe-tag\" href=\"")
                        out.escaped(v11.url)
                        out.text("\">")
                        out.escaped(v11.name)
                        out.text(" <span class=\"recipe-tag-count\">")
                        out.integer(v11.count)
                        out.text("</span></a></li>\n")
                    }
                    out.text("</ul>\n</details>\n")
                }
                out.text("<a class=\"tag-filter-manage\" href=\"/tags\">")
                out.escaped(self.page.t.recipes.manageTags)
                out.text("</a>\n</nav>\n")
            }
            out.text("<p class=\"result-summary\" role=\"status\">")
            out.escaped(self.resultSummary)
            if self.isSearch {
                out.text(" <a href=\"/recipes\">")
                out.escaped(self.page.t.recipes.clearSearch)
                out.text("</a>")
            }
            out.text("</p>\n")
            if self.hasRecipes {
                out.text("<ul class=\"recipe-list\">\n")
                for v12 in self.recipes {
                    out.text("<li class=\"recipe-card")
                    if v12.thumbnailURL != nil {
                        out.text(" recipe-card--photo")
                    }
                    out.text("\">\n")
                    if let v14 = v12.thumbnailURL {
                        out.text("<img class=\"recipe-card-photo\" src=\"")
                        out.escaped(v14)
                        out.text("\" width=\"320\" height=\"240\" loading=\"lazy\" decoding=\"async\" alt=\"\">")
                    }
                    out.text("\n")
                    if v12.thumbnailURL == nil {
                        if self.anyPhotos {
                            out.text("<div class=\"recipe-card-photo recipe-card-photo--none\" aria-hidden=\"true\"></div>")
                        }
                    }
                    out.text("\n<h2><a href=\"")
                    out.escaped(v12.url)
                    out.text("\">")
                    out.escaped(v12.name)
                    out.text("</a></h2>\n")
                    if !v12.summary.isEmpty {
                        out.text("<p class=\"recipe-card-summary\">")
                        out.escaped(v12.summary)
                        out.text("</p>\n")
                    }
                    out.text("<p class=\"recipe-card-meta\"><span>")
                    out.escaped(v12.servesText)
                    out.text("</span>")
                    if !v12.totalTime.isEmpty {
                        out.text("<span>")
                        out.escaped(v12.totalTime)
                        out.text("</span>")
                    }
                    if let v16 = v12.rating {
                        out.text("<span class=\"recipe-card-rating\">")
                        out.escaped(v16)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(e4)
                        out.text("</span></span>")
                    }
                    out.text("</p>\n")
                    if v12.hasTags {
                        out.text("<ul class=\"tag-list tag-list--small\" aria-label=\"")
                        out.write(e5)
                        out.text("\">")
                        for v17 in v12.tags {
                            out.text("<li><a class=\"recipe-tag\" href=\"")
                            out.escaped(v17.url)
                            out.text("\">")
                            out.escaped(v17.name)
                            out.text("</a></li>")
                        }
                        out.text("</ul>")
                    }
                    out.text("\n</li>\n")
                }
                out.text("</ul>\n")
            }
            if !self.hasRecipes {
                out.text("<section class=\"empty-state card\">\n<h2>")
                out.escaped(self.page.t.recipes.nothingMatches)
                out.text("</h2>\n")
                if !self.nearMatches.isEmpty {
                    out.text("<p>")
                    out.escaped(self.nearMatchesIntro)
                    out.text("</p>\n<ul class=\"near-matches\">\n")
                    for v18 in self.nearMatches {
                        out.text("<li><a href=\"")
                        out.escaped(v18.url)
                        out.text("\">")
                        out.escaped(v18.name)
                        out.text("</a></li>")
                    }
                    out.text("\n</ul>\n")
                }
                if self.nearMatches.isEmpty {
                    out.text("<p>")
                    out.escaped(self.page.t.recipes.tryFewer)
                    out.text("</p>\n")
                }
                out.text("<p class=\"actions\"><a class=\"button\" href=\"/recipes\">")
                out.escaped(self.page.t.recipes.showAll)
                out.text("</a></p>\n</section>\n")
            }
            if let v19 = self.pagination {
                out.text("<nav class=\"pagination\" aria-label=\"")
                out.escaped(self.page.t.pagination.label)
                out.text("\">\n")
                if v19.hasPrevious {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v19.previousURL)
                    out.text("\" rel=\"prev\">")
                    out.escaped(self.page.t.pagination.previous)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("<span class=\"pagination-label\">")
                out.escaped(v19.label)
                out.text("</span>\n")
                if v19.hasNext {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v19.nextURL)
                    out.text("\" rel=\"next\">")
                    out.escaped(self.page.t.pagination.next)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("</nav>\n")
            }
        }
        out.text("<p class=\"page-foot\"><a href=\"/recipes/deleted\">")
        out.escaped(self.page.t.recipes.recentlyDeleted)
        out.text("</a></p>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v20 = self.page.user {
            out.text(" ")
            out.escaped(v20.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension AccountController.RegisterPage: CompiledPage {
    static let template = "register"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if let v7 = self.inviteHouseholdName {
            out.text("<p class=\"notice\">")
            out.escaped(self.page.t.register.joiningBefore)
            out.text(" <strong>")
            out.escaped(v7)
            out.text("</strong>")
            out.escaped(self.page.t.register.joiningAfter)
            out.text("</p>\n")
        }
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v8 in self.formErrors {
                out.text("<li>")
                out.escaped(v8)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<form class=\"card form\" method=\"post\" action=\"/register\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n")
        if let v9 = self.inviteCode {
            out.text("<input type=\"hidden\" name=\"invite\" value=\"")
            out.escaped(v9)
            out.text("\">\n")
        }
        out.text("<div class=\"field")
        if self.form.email.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.email.name)
        out.text("\">")
        out.escaped(self.page.t.register.email)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.email.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.form.email.name)
        out.text("\" name=\"")
        out.escaped(self.form.email.name)
        out.text("\" type=\"email\" value=\"")
        out.escaped(self.form.email.value)
        out.text("\" autocomplete=\"email\" required aria-describedby=\"h-")
        out.escaped(self.form.email.name)
        if self.form.email.hasErrors {
            out.text(" ")
            out.escaped(self.form.email.errorID)
        }
        out.text("\"")
        if self.form.email.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.email.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.email.errorID)
            out.text("\">\n")
            for v10 in self.form.email.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v10)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.form.displayName.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.displayName.name)
        out.text("\">")
        out.escaped(self.page.t.register.yourName)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.displayName.name)
        out.text("\">")
        out.escaped(self.page.t.register.nameHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.displayName.name)
        out.text("\" name=\"")
        out.escaped(self.form.displayName.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.displayName.value)
        out.text("\" autocomplete=\"name\" required maxlength=\"100\" aria-describedby=\"h-")
        out.escaped(self.form.displayName.name)
        if self.form.displayName.hasErrors {
            out.text(" ")
            out.escaped(self.form.displayName.errorID)
        }
        out.text("\"")
        if self.form.displayName.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.displayName.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.displayName.errorID)
            out.text("\">\n")
            for v11 in self.form.displayName.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v11)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.form.password.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.password.name)
        out.text("\">")
        out.escaped(self.page.t.register.password)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.password.name)
        out.text("\">")
        out.escaped(self.page.t.register.passwordHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.password.name)
        out.text("\" name=\"")
        out.escaped(self.form.password.name)
        out.text("\" type=\"password\" value=\"")
        out.escaped(self.form.password.value)
        out.text("\" autocomplete=\"new-password\" required minlength=\"10\" aria-describedby=\"h-")
        out.escaped(self.form.password.name)
        if self.form.password.hasErrors {
            out.text(" ")
            out.escaped(self.form.password.errorID)
        }
        out.text("\"")
        if self.form.password.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.password.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.password.errorID)
            out.text("\">\n")
            for v12 in self.form.password.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e3)
                out.text(" </span>")
                out.escaped(v12)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.register.createButton)
        out.text("</button>\n</div>\n</form>\n<p class=\"aside\">")
        out.escaped(self.page.t.register.haveAccount)
        out.text(" <a href=\"/login")
        if let v13 = self.inviteCode {
            out.text("?invite=")
            out.escaped(v13)
        }
        out.text("\">")
        out.escaped(self.page.t.register.logIn)
        out.text("</a></p>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v14 = self.page.user {
            out.text(" ")
            out.escaped(v14.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension AccountController.ResetPage: CompiledPage {
    static let template = "reset-password"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n")
        if let v7 = self.email {
            if !self.formErrors.isEmpty {
                out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
                out.escaped(self.page.t.layout.checkTheForm)
                out.text("</h2>\n<ul>\n")
                for v8 in self.formErrors {
                    out.text("<li>")
                    out.escaped(v8)
                    out.text("</li>\n")
                }
                out.text("</ul>\n</div>\n")
            }
            out.text("<p class=\"lead\">")
            out.escaped(self.page.t.resetPassword.forAccountBefore)
            out.text(" <strong>")
            out.escaped(v7)
            out.text("</strong>")
            out.escaped(self.page.t.resetPassword.forAccountAfter)
            out.text("</p>\n<form class=\"card form\" method=\"post\" action=\"")
            out.escaped(self.action)
            out.text("\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<input type=\"email\" name=\"email\" value=\"")
            out.escaped(v7)
            out.text("\" autocomplete=\"username\" hidden>\n<div class=\"field")
            if self.password.hasErrors {
                out.text(" field--error")
            }
            out.text("\">\n<label for=\"f-")
            out.escaped(self.password.name)
            out.text("\">")
            out.escaped(self.page.t.resetPassword.newPassword)
            out.text("</label>\n<p class=\"hint\" id=\"h-")
            out.escaped(self.password.name)
            out.text("\">")
            out.escaped(self.page.t.resetPassword.passwordHint)
            out.text("</p>\n<input id=\"f-")
            out.escaped(self.password.name)
            out.text("\" name=\"")
            out.escaped(self.password.name)
            out.text("\" type=\"password\" value=\"")
            out.escaped(self.password.value)
            out.text("\" autocomplete=\"new-password\" required aria-describedby=\"h-")
            out.escaped(self.password.name)
            if self.password.hasErrors {
                out.text(" ")
                out.escaped(self.password.errorID)
            }
            out.text("\"")
            if self.password.hasErrors {
                out.text(" aria-invalid=\"true\"")
            }
            out.text(">\n")
            if self.password.hasErrors {
                out.text("<ul class=\"field-errors\" id=\"")
                out.escaped(self.password.errorID)
                out.text("\">\n")
                for v9 in self.password.errors {
                    out.text("<li><span class=\"visually-hidden\">")
                    out.write(e3)
                    out.text(" </span>")
                    out.escaped(v9)
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("\n</div>\n\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
            out.escaped(self.page.t.resetPassword.setButton)
            out.text("</button>\n</div>\n</form>\n")
        }
        if self.email == nil {
            out.text("<div class=\"notice notice--warning\" role=\"alert\">\n<p>")
            out.escaped(self.page.t.resetPassword.linkUnusable)
            out.text("</p>\n</div>\n<p>")
            out.escaped(self.page.t.resetPassword.askAdmin)
            out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/login\">")
            out.escaped(self.page.t.resetPassword.logIn)
            out.text("</a></p>\n")
        }
        out.text("</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v11 = self.page.user {
            out.text(" ")
            out.escaped(v11.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ShareController.ListPage: CompiledPage {
    static let template = "shared-links"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.sharing.revoke)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<p class=\"back-link\"><a href=\"/household\">← ")
        out.escaped(self.page.t.sharing.household)
        out.text("</a></p>\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.page.t.sharing.listLead)
        out.text("</p>\n")
        if self.links.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(self.page.t.sharing.noneShared)
            out.text("</p>")
        }
        out.text("\n")
        if !self.links.isEmpty {
            out.text("<ul class=\"token-list card\">\n")
            for v7 in self.links {
                out.text("<li><div><a href=\"")
                out.escaped(v7.recipeURL)
                out.text("\"><strong>")
                out.escaped(v7.recipeName)
                out.text("</strong></a><br><span class=\"hint\">")
                out.escaped(v7.detail)
                out.text("</span></div>\n<form class=\"inline-form\" method=\"post\" action=\"")
                out.escaped(v7.revokeURL)
                out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<input type=\"hidden\" name=\"back\" value=\"list\"><button type=\"submit\" class=\"button button--small\">")
                out.write(e3)
                out.text("<span class=\"visually-hidden\"> ")
                out.escaped(v7.revokeToName)
                out.text("</span></button></form></li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v8 = self.page.user {
            out.text(" ")
            out.escaped(v8.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ShareController.SharedPage: CompiledPage {
    static let template = "shared-recipe"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.recipe.tools)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.recipe.name)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n<meta name=\"robots\" content=\"noindex, nofollow\">\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e4 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e4)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e4)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e4)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<script type=\"application/ld+json\">")
        out.raw(self.jsonLD)
        out.text("</script>\n<article class=\"recipe\" data-recipe>\n<header class=\"recipe-head\">\n")
        if let v7 = self.recipe.photo {
            out.text("<img class=\"recipe-photo\" src=\"")
            out.escaped(v7.url)
            out.text("\" width=\"")
            out.integer(v7.width)
            out.text("\" height=\"")
            out.integer(v7.height)
            out.text("\" alt=\"\">")
        }
        out.text("\n<p class=\"shared-note no-print\">")
        out.escaped(self.page.t.sharing.sharedNote)
        out.text("</p>\n<h1>")
        out.escaped(self.recipe.name)
        out.text("</h1>\n")
        if !self.recipe.summary.isEmpty {
            out.text("<p class=\"lead recipe-summary\">")
            out.escaped(self.recipe.summary)
            out.text("</p>\n")
        }
        out.text("<dl class=\"facts\">\n<div class=\"servings\"><dt>")
        out.escaped(self.page.t.recipe.serves)
        out.text("</dt><dd>\n<form class=\"servings-control\" method=\"get\" action=\"")
        out.escaped(self.servings.action)
        out.text("\" aria-label=\"")
        out.escaped(self.page.t.recipe.servings)
        out.text("\">\n")
        if let v8 = self.servings.unitsAsked {
            out.text("<input type=\"hidden\" name=\"units\" value=\"")
            out.escaped(v8)
            out.text("\">")
        }
        out.text("\n")
        if let v9 = self.servings.fewerURL {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(v9)
            out.text("\" rel=\"nofollow\" aria-label=\"")
            out.escaped(self.page.t.recipe.fewerServings)
            out.text("\">−</a>")
        }
        out.text("\n<input class=\"servings-input\" type=\"number\" name=\"servings\" value=\"")
        out.integer(self.servings.shown)
        out.text("\" min=\"")
        out.integer(self.servings.minimum)
        out.text("\" max=\"")
        out.integer(self.servings.maximum)
        out.text("\" step=\"1\" inputmode=\"numeric\" aria-label=\"")
        out.escaped(self.page.t.recipe.servingsToShow)
        out.text("\" data-submit-on-change>\n")
        if let v10 = self.servings.moreURL {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(v10)
            out.text("\" rel=\"nofollow\" aria-label=\"")
            out.escaped(self.page.t.recipe.moreServings)
            out.text("\">+</a>")
        }
        out.text("\n<button type=\"submit\" class=\"button button--small button--quiet\">")
        out.escaped(self.page.t.recipe.show)
        out.text("</button>\n</form>\n")
        if self.servings.isScaled {
            out.text("<p class=\"servings-note\">")
            out.escaped(self.servings.scaledFrom)
            out.text(" <a href=\"")
            out.escaped(self.servings.resetURL)
            out.text("\">")
            out.escaped(self.servings.backTo)
            out.text("</a></p>")
        }
        out.text("\n</dd></div>\n<div class=\"units\"><dt>")
        out.escaped(self.page.t.recipe.units)
        out.text("</dt><dd>\n<ul class=\"units-toggle\" aria-label=\"")
        out.escaped(self.page.t.recipe.showQuantities)
        out.text("\">\n")
        for v11 in self.servings.units {
            let e5 = out.escapedOnce(v11.label)
            out.text("<li>")
            if v11.isCurrent {
                out.text("<span aria-current=\"true\">")
                out.write(e5)
                out.text("</span>")
            }
            if !v11.isCurrent {
                out.text("<a href=\"")
                out.escaped(v11.url)
                out.text("\" rel=\"nofollow\">")
                out.write(e5)
                out.text("</a>")
            }
            out.text("</li>\n")
        }
        out.text("</ul>\n</dd></div>\n")
        if !self.recipe.totalTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(self.page.t.recipe.readyIn)
            out.text("</dt><dd>")
            if self.schedule != nil {
                out.text("<a href=\"#schedule-title\">")
                out.escaped(self.recipe.totalTime)
                out.text("</a>")
            }
            if self.schedule == nil {
                out.escaped(self.recipe.totalTime)
            }
            if let v14 = self.recipe.readyInNote {
                out.text(" <span class=\"muted\">(")
                out.escaped(v14)
                out.text(")</span>")
            }
            out.text("</dd></div>\n")
        }
        if !self.recipe.activeTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(self.page.t.recipe.busy)
            out.text("</dt><dd>")
            out.escaped(self.recipe.activeTime)
            out.text("</dd></div>\n")
        }
        if !self.recipe.passiveTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(self.page.t.recipe.waiting)
            out.text("</dt><dd>")
            out.escaped(self.recipe.passiveTime)
            out.text("</dd></div>\n")
        }
        out.text("</dl>\n<div class=\"recipe-actions no-print\">\n<button type=\"button\" class=\"button\" data-wake-toggle aria-pressed=\"false\" hidden>")
        out.escaped(self.page.t.sharing.keepScreenOn)
        out.text("</button>\n<button type=\"button\" class=\"button\" data-print hidden>")
        out.escaped(self.page.t.sharing.print)
        out.text("</button>\n</div>\n</header>\n")
        if let v15 = self.schedule {
            out.text("<section class=\"schedule\" aria-labelledby=\"schedule-title\">\n<h2 id=\"schedule-title\">")
            out.escaped(self.page.t.recipe.schedule)
            out.text("</h2>\n<p class=\"schedule-summary\">")
            out.escaped(v15.summary)
            if let v16 = v15.sumNote {
                out.text(" ")
                out.escaped(v16)
            }
            out.text("</p>\n<div class=\"schedule-wide\">\n<svg class=\"schedule-chart\" viewBox=\"0 0 ")
            out.integer(v15.width)
            out.text(" ")
            out.integer(v15.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-svg-title schedule-svg-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-svg-title\">")
            out.escaped(self.recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-svg-desc\">")
            for v17 in v15.bars {
                out.escaped(v17.stepLabel)
                out.text(": ")
                out.escaped(v17.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for v18 in v15.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(v18.labelY)
                out.text("\" class=\"schedule-step\">")
                out.escaped(v18.stepLabel)
                out.text("</text>\n")
                if !v18.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(v18.x)
                    out.text("\" y=\"")
                    out.integer(v18.y)
                    out.text("\" width=\"")
                    out.integer(v18.width)
                    out.text("\" height=\"22\" rx=\"3\" class=\"")
                    if v18.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !v18.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if v18.isPassive {
                        out.text(" fill=\"url(#waiting-hatch)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if v18.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(v18.x)
                    out.text("\" y1=\"")
                    out.integer(v18.y)
                    out.text("\" x2=\"")
                    out.integer(v18.x)
                    out.text("\" y2=\"")
                    out.integer(v18.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n<text x=\"")
                out.integer(v18.textX)
                out.text("\" y=\"")
                out.integer(v18.labelY)
                out.text("\" text-anchor=\"")
                out.escaped(v18.textAnchor)
                out.text("\" class=\"schedule-label\">")
                out.escaped(v18.text)
                out.text("</text>\n")
            }
            out.text("<line x1=\"64\" y1=\"")
            out.integer(v15.axisY)
            out.text("\" x2=\"584\" y2=\"")
            out.integer(v15.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for v19 in v15.ticks {
                out.text("<text x=\"")
                out.integer(v19.x)
                out.text("\" y=\"")
                out.integer(v15.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(v19.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</div>\n<svg class=\"schedule-chart schedule-chart--narrow\" viewBox=\"0 0 ")
            out.integer(v15.narrow.width)
            out.text(" ")
            out.integer(v15.narrow.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-narrow-title schedule-narrow-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-narrow-title\">")
            out.escaped(self.recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-narrow-desc\">")
            for v20 in v15.narrow.bars {
                out.escaped(v20.stepLabel)
                out.text(": ")
                out.escaped(v20.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch-narrow\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for v21 in v15.narrow.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(v21.labelY)
                out.text("\" class=\"schedule-label\"><tspan class=\"schedule-step\">")
                out.escaped(v21.stepLabel)
                out.text("</tspan> · ")
                out.escaped(v21.text)
                if let v22 = v21.more {
                    out.text("<tspan x=\"0\" dy=\"14\">")
                    out.escaped(v22)
                    out.text("</tspan>")
                }
                out.text("</text>\n")
                if !v21.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(v21.x)
                    out.text("\" y=\"")
                    out.integer(v21.y)
                    out.text("\" width=\"")
                    out.integer(v21.width)
                    out.text("\" height=\"14\" rx=\"3\" class=\"")
                    if v21.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !v21.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if v21.isPassive {
                        out.text(" fill=\"url(#waiting-hatch-narrow)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if v21.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(v21.x)
                    out.text("\" y1=\"")
                    out.integer(v21.y)
                    out.text("\" x2=\"")
                    out.integer(v21.x)
                    out.text("\" y2=\"")
                    out.integer(v21.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n")
            }
            out.text("<line x1=\"14\" y1=\"")
            out.integer(v15.narrow.axisY)
            out.text("\" x2=\"")
            out.integer(v15.narrow.axisEnd)
            out.text("\" y2=\"")
            out.integer(v15.narrow.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for v23 in v15.narrow.ticks {
                out.text("<text x=\"")
                out.integer(v23.x)
                out.text("\" y=\"")
                out.integer(v15.narrow.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(v23.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</section>\n")
        }
        out.text("<div class=\"recipe-body\">\n<section class=\"ingredients\" aria-labelledby=\"ingredients-title\">\n<h2 id=\"ingredients-title\">")
        out.escaped(self.page.t.recipe.ingredients)
        out.text("</h2>\n")
        if !self.ingredients.isEmpty {
            out.text("<p class=\"hint no-print\">")
            out.escaped(self.page.t.recipe.tickThemOff)
            out.text("</p>\n<ul class=\"checklist\">\n")
            for v24 in self.ingredients {
                out.text("<li><label><input type=\"checkbox\"><span>")
                out.escaped(v24.text)
                out.text("</span></label></li>\n")
            }
            out.text("</ul>\n")
        }
        if self.ingredients.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(self.page.t.recipe.noIngredients)
            out.text("</p>\n")
        }
        out.text("</section>\n<section class=\"method\" aria-labelledby=\"method-title\">\n<h2 id=\"method-title\">")
        out.escaped(self.page.t.recipe.method)
        out.text("</h2>\n")
        if !self.ownLines.isEmpty {
            out.text("<div class=\"own-lines\">\n<h3 class=\"own-lines-title\">")
            out.escaped(self.page.t.recipe.youWillNeed)
            out.text("</h3>\n<ul class=\"step-lines\">\n")
            for v25 in self.ownLines {
                let e6 = out.escapedOnce(v25.text)
                if let v26 = v25.groupHeading {
                    out.text("<li class=\"line-group\">")
                    out.escaped(v26)
                    out.text("</li>")
                }
                out.text("\n<li>")
                if let v27 = v25.ingredientURL {
                    out.text("<a href=\"")
                    out.escaped(v27)
                    out.text("\">")
                    out.write(e6)
                    out.text("</a>")
                }
                if v25.ingredientURL == nil {
                    out.write(e6)
                }
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<ol class=\"steps\">\n")
        for v29 in self.steps {
            let e7 = out.escapedOnce(v29.heading)
            out.text("<li class=\"step\" id=\"step-")
            out.integer(v29.number)
            out.text("\">\n<div class=\"step-head\">\n<h3 class=\"step-number\">")
            out.write(e7)
            out.text("</h3>\n")
            if let v30 = v29.time {
                out.text("<p class=\"step-time")
                if v30.isPassive {
                    out.text(" step-time--passive")
                }
                out.text("\">")
                out.escaped(v30.label)
                out.text(" <span>")
                out.escaped(v30.kindLabel)
                out.text("</span></p>\n")
            }
            out.text("</div>\n")
            if let v31 = v29.duringNote {
                out.text("<p class=\"step-during\">")
                out.escaped(v31)
                out.text("</p>")
            }
            out.text("\n")
            if !v29.lines.isEmpty {
                out.text("<ul class=\"step-lines\">\n")
                for v32 in v29.lines {
                    let e8 = out.escapedOnce(v32.text)
                    if let v33 = v32.groupHeading {
                        out.text("<li class=\"line-group\">")
                        out.escaped(v33)
                        out.text("</li>")
                    }
                    out.text("\n<li>")
                    if let v34 = v32.ingredientURL {
                        out.text("<a href=\"")
                        out.escaped(v34)
                        out.text("\">")
                        out.write(e8)
                        out.text("</a>")
                    }
                    if v32.ingredientURL == nil {
                        out.write(e8)
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("<p class=\"instructions\">")
            out.escaped(v29.instructions)
            out.text("</p>\n")
            if let v36 = v29.time {
                out.text("<div class=\"timer-slot no-print\">\n<button type=\"button\" class=\"button timer\" data-seconds=\"")
                out.integer(v36.seconds)
                out.text("\" data-label=\"")
                out.write(e7)
                out.text("\" hidden>")
                out.escaped(v36.startTimer)
                out.text("</button>\n</div>\n")
            }
            if !v29.tools.isEmpty {
                out.text("<p class=\"step-tools\"><span class=\"step-tag-label\">")
                out.write(e3)
                out.text("</span> ")
                for v37 in v29.tools {
                    out.text("<span class=\"tool\">")
                    out.escaped(v37.name)
                    if let v38 = v37.note {
                        out.text(" <span class=\"muted\">(")
                        out.escaped(v38)
                        out.text(")</span>")
                    }
                    out.text("</span>")
                }
                out.text("</p>\n")
            }
            if !v29.skills.isEmpty {
                out.text("<ul class=\"skill-chips\" aria-label=\"")
                out.escaped(v29.skillsLabel)
                out.text("\">\n")
                for v39 in v29.skills {
                    let e9 = out.escapedOnce(v39.categoryLabel)
                    out.text("<li class=\"chip\" title=\"")
                    out.write(e9)
                    out.text("\"><svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\"><use href=\"/icons/")
                    out.escaped(v39.icon)
                    out.text("#icon\"></use></svg>\n")
                    out.escaped(v39.name)
                    out.text("<span class=\"visually-hidden\"> (")
                    out.write(e9)
                    out.text(")</span></li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</li>\n")
        }
        out.text("</ol>\n")
        if self.steps.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(self.page.t.recipe.noSteps)
            if !self.isShared {
                out.text(" <a href=\"")
                out.escaped(self.recipe.editURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.addSome)
                out.text("</a>.")
            }
            out.text("</p>\n")
        }
        out.text("</section>\n</div>\n")
        if let v40 = self.recipe.sourceURL {
            out.text("<footer class=\"recipe-foot\">\n<p class=\"byline\">")
            out.escaped(self.page.t.sharing.sourceLabel)
            out.text(" <a href=\"")
            out.escaped(v40)
            out.text("\" rel=\"noopener noreferrer nofollow\">")
            out.escaped(v40)
            out.text("</a>.</p>\n</footer>\n")
        }
        out.text("</article>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v41 = self.page.user {
            out.text(" ")
            out.escaped(v41.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ShoppingController.ItemsFragment: CompiledPage {
    static let template = "shopping-items"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.shopping.tickedHint)
        let e3 = out.escapedOnce(self.page.t.shopping.untickedHint)
        let e4 = out.escapedOnce(self.page.t.common.remove)
        out.text("<div class=\"shopping-items\" data-shopping-items data-version=\"")
        out.integer(self.items.version)
        out.text("\">\n")
        if self.items.hasItems {
            out.text("<p class=\"result-summary\" role=\"status\">")
            out.escaped(self.items.remainingLabel)
            out.text("</p>\n")
        }
        if let v1 = self.items.staplesNote {
            out.text("<p class=\"staples-note\">")
            out.escaped(v1)
            out.text(" <a href=\"")
            out.escaped(self.items.staplesToggleURL)
            out.text("#list\">")
            if self.items.showsStaples {
                out.escaped(self.page.t.shopping.leaveThemOff)
            }
            if !self.items.showsStaples {
                out.escaped(self.page.t.shopping.showThem)
            }
            out.text("</a></p>\n")
        }
        if self.items.hasItems {
            for v2 in self.items.aisles {
                out.text("<section class=\"aisle\">\n<h3 class=\"aisle-title\">")
                out.escaped(v2.name)
                out.text("</h3>\n<ul class=\"shopping-list\">\n")
                for v3 in v2.items {
                    let e5 = out.escapedOnce(v3.text)
                    out.text("<li class=\"shopping-item")
                    if v3.isTicked {
                        out.text(" shopping-item--ticked")
                    }
                    out.text("\">\n<form method=\"post\" action=\"")
                    out.escaped(v3.tickAction)
                    out.text("\" data-shopping-action>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"ticked\" value=\"")
                    if v3.isTicked {
                        out.text("no")
                    }
                    if !v3.isTicked {
                        out.text("yes")
                    }
                    out.text("\">\n<button type=\"submit\" class=\"tick\" aria-pressed=\"")
                    if v3.isTicked {
                        out.text("true")
                    }
                    if !v3.isTicked {
                        out.text("false")
                    }
                    out.text("\"><span class=\"tick-box\" aria-hidden=\"true\">")
                    if v3.isTicked {
                        out.text("✓")
                    }
                    out.text("</span><span class=\"tick-text\">")
                    out.write(e5)
                    out.text("</span><span class=\"visually-hidden\">")
                    if v3.isTicked {
                        out.text(" ")
                        out.write(e2)
                    }
                    if !v3.isTicked {
                        out.text(" ")
                        out.write(e3)
                    }
                    out.text("</span></button>\n</form>\n")
                    if v3.isManual {
                        out.text("<form method=\"post\" action=\"")
                        out.escaped(v3.removeAction)
                        out.text("\" data-shopping-action>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<button type=\"submit\" class=\"link-button\">")
                        out.write(e4)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(e5)
                        out.text("</span></button>\n</form>\n")
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n</section>\n")
            }
        }
        if !self.items.hasItems {
            out.text("<section class=\"empty-state card\">\n<h2>")
            out.escaped(self.page.t.shopping.listEmpty)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.shopping.listEmptyHelp)
            out.text("</p>\n</section>\n")
        }
        out.text("</div>\n")
    }
}

extension ShoppingController.ShoppingPage: CompiledPage {
    static let template = "shopping"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.shopping.tickedHint)
        let e4 = out.escapedOnce(self.page.t.shopping.untickedHint)
        let e5 = out.escapedOnce(self.page.t.common.remove)
        let e6 = out.escapedOnce(self.page.t.forms.errorPrefix)
        let e7 = out.escapedOnce(self.page.t.shopping.takeOff)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e8 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e8)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e8)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e8)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"page-head\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n</div>\n")
        if !self.formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(self.page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for v7 in self.formErrors {
                out.text("<li>")
                out.escaped(v7)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<section id=\"list\" class=\"shopping\" aria-label=\"")
        out.escaped(self.page.t.shopping.itemsLabel)
        out.text("\" data-shopping data-events=\"/shopping/events\" data-items=\"")
        out.escaped(self.itemsURL)
        out.text("\">\n<div class=\"shopping-items\" data-shopping-items data-version=\"")
        out.integer(self.items.version)
        out.text("\">\n")
        if self.items.hasItems {
            out.text("<p class=\"result-summary\" role=\"status\">")
            out.escaped(self.items.remainingLabel)
            out.text("</p>\n")
        }
        if let v8 = self.items.staplesNote {
            out.text("<p class=\"staples-note\">")
            out.escaped(v8)
            out.text(" <a href=\"")
            out.escaped(self.items.staplesToggleURL)
            out.text("#list\">")
            if self.items.showsStaples {
                out.escaped(self.page.t.shopping.leaveThemOff)
            }
            if !self.items.showsStaples {
                out.escaped(self.page.t.shopping.showThem)
            }
            out.text("</a></p>\n")
        }
        if self.items.hasItems {
            for v9 in self.items.aisles {
                out.text("<section class=\"aisle\">\n<h3 class=\"aisle-title\">")
                out.escaped(v9.name)
                out.text("</h3>\n<ul class=\"shopping-list\">\n")
                for v10 in v9.items {
                    let e9 = out.escapedOnce(v10.text)
                    out.text("<li class=\"shopping-item")
                    if v10.isTicked {
                        out.text(" shopping-item--ticked")
                    }
                    out.text("\">\n<form method=\"post\" action=\"")
                    out.escaped(v10.tickAction)
                    out.text("\" data-shopping-action>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<input type=\"hidden\" name=\"ticked\" value=\"")
                    if v10.isTicked {
                        out.text("no")
                    }
                    if !v10.isTicked {
                        out.text("yes")
                    }
                    out.text("\">\n<button type=\"submit\" class=\"tick\" aria-pressed=\"")
                    if v10.isTicked {
                        out.text("true")
                    }
                    if !v10.isTicked {
                        out.text("false")
                    }
                    out.text("\"><span class=\"tick-box\" aria-hidden=\"true\">")
                    if v10.isTicked {
                        out.text("✓")
                    }
                    out.text("</span><span class=\"tick-text\">")
                    out.write(e9)
                    out.text("</span><span class=\"visually-hidden\">")
                    if v10.isTicked {
                        out.text(" ")
                        out.write(e3)
                    }
                    if !v10.isTicked {
                        out.text(" ")
                        out.write(e4)
                    }
                    out.text("</span></button>\n</form>\n")
                    if v10.isManual {
                        out.text("<form method=\"post\" action=\"")
                        out.escaped(v10.removeAction)
                        out.text("\" data-shopping-action>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<button type=\"submit\" class=\"link-button\">")
                        out.write(e5)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(e9)
                        out.text("</span></button>\n</form>\n")
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n</section>\n")
            }
        }
        if !self.items.hasItems {
            out.text("<section class=\"empty-state card\">\n<h2>")
            out.escaped(self.page.t.shopping.listEmpty)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.shopping.listEmptyHelp)
            out.text("</p>\n</section>\n")
        }
        out.text("</div>\n<p class=\"live-status muted\" data-live-status hidden></p>\n</section>\n<form class=\"units-form\" method=\"post\" action=\"/account/units\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<input type=\"hidden\" name=\"back\" value=\"")
        out.escaped(self.units.back)
        out.text("\">\n<fieldset>\n<legend>")
        out.escaped(self.page.t.units.legend)
        out.text("</legend>\n<div class=\"units-choices\">\n")
        for v11 in self.units.choices {
            out.text("<button type=\"submit\" name=\"units\" value=\"")
            out.escaped(v11.value)
            out.text("\" class=\"button button--small")
            if v11.selected {
                out.text(" button--primary")
            }
            out.text("\" aria-pressed=\"")
            if v11.selected {
                out.text("true")
            }
            if !v11.selected {
                out.text("false")
            }
            out.text("\">")
            out.escaped(v11.label)
            out.text("</button>\n")
        }
        out.text("</div>\n</fieldset>\n</form>\n<form class=\"card shopping-add\" method=\"post\" action=\"/shopping/items\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<div class=\"field")
        if self.newItem.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.newItem.name)
        out.text("\">")
        out.escaped(self.page.t.shopping.addByHand)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.newItem.name)
        out.text("\">")
        out.escaped(self.page.t.shopping.addByHandHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.newItem.name)
        out.text("\" name=\"")
        out.escaped(self.newItem.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.newItem.value)
        out.text("\" maxlength=\"500\" aria-describedby=\"h-")
        out.escaped(self.newItem.name)
        if self.newItem.hasErrors {
            out.text(" ")
            out.escaped(self.newItem.errorID)
        }
        out.text("\"")
        if self.newItem.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.newItem.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.newItem.errorID)
            out.text("\">\n")
            for v12 in self.newItem.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e6)
                out.text(" </span>")
                out.escaped(v12)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("<button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.common.add)
        out.text("</button>\n</div>\n\n</form>\n<div class=\"shopping-sources\">\n<section class=\"card\">\n<h2>")
        out.escaped(self.page.t.shopping.madeFrom)
        out.text("</h2>\n")
        if !self.hasSources {
            out.text("<p>")
            out.escaped(self.page.t.shopping.nothingYet)
            out.text("</p>")
        }
        out.text("\n")
        if let v13 = self.daysLabel {
            out.text("<p>")
            out.escaped(v13)
            out.text("</p>")
        }
        out.text("\n")
        for v14 in self.recipes {
            let e10 = out.escapedOnce(v14.name)
            out.text("<form class=\"source-recipe\" method=\"post\" action=\"")
            out.escaped(v14.removeAction)
            out.text("\"><input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<a href=\"")
            out.escaped(v14.url)
            out.text("\">")
            out.write(e10)
            out.text("</a>, ")
            out.escaped(v14.servingsLabel)
            out.text(" <button type=\"submit\" class=\"link-button\">")
            out.write(e7)
            out.text("<span class=\"visually-hidden\"> ")
            out.write(e10)
            out.text("</span></button></form>\n")
        }
        out.text("<form method=\"post\" action=\"/shopping/refresh\"><input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.shopping.makeAgain)
        out.text("</button></form>\n<p class=\"hint\">")
        out.escaped(self.page.t.shopping.makeAgainHint)
        out.text("</p>\n</section>\n<form class=\"card\" method=\"post\" action=\"/shopping/days\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<h2>")
        out.escaped(self.page.t.shopping.fromPlan)
        out.text("</h2>\n<div class=\"field-row\">\n<div class=\"field")
        if self.from.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.from.name)
        out.text("\">")
        out.escaped(self.page.t.shopping.firstDay)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.from.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.from.name)
        out.text("\" name=\"")
        out.escaped(self.from.name)
        out.text("\" type=\"date\" value=\"")
        out.escaped(self.from.value)
        out.text("\" required aria-describedby=\"h-")
        out.escaped(self.from.name)
        if self.from.hasErrors {
            out.text(" ")
            out.escaped(self.from.errorID)
        }
        out.text("\"")
        if self.from.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.from.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.from.errorID)
            out.text("\">\n")
            for v15 in self.from.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e6)
                out.text(" </span>")
                out.escaped(v15)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field")
        if self.to.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.to.name)
        out.text("\">")
        out.escaped(self.page.t.shopping.lastDay)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.to.name)
        out.text("\"></p>\n<input id=\"f-")
        out.escaped(self.to.name)
        out.text("\" name=\"")
        out.escaped(self.to.name)
        out.text("\" type=\"date\" value=\"")
        out.escaped(self.to.value)
        out.text("\" required aria-describedby=\"h-")
        out.escaped(self.to.name)
        if self.to.hasErrors {
            out.text(" ")
            out.escaped(self.to.errorID)
        }
        out.text("\"")
        if self.to.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.to.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.to.errorID)
            out.text("\">\n")
            for v16 in self.to.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e6)
                out.text(" </span>")
                out.escaped(v16)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n</div>\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.shopping.makeFromDays)
        out.text("</button>\n")
        if self.daysLabel != nil {
            out.text("<button type=\"submit\" class=\"button\" name=\"clear\" value=\"yes\">")
            out.escaped(self.page.t.shopping.stopTakingFromPlan)
            out.text("</button>")
        }
        out.text("</p>\n</form>\n<form class=\"card\" method=\"post\" action=\"/shopping/staples\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<h2>")
        out.escaped(self.page.t.shopping.pantryStaples)
        out.text("</h2>\n<div class=\"field")
        if self.staples.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.staples.name)
        out.text("\">")
        out.escaped(self.page.t.shopping.alwaysInKitchen)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.staples.name)
        out.text("\">")
        out.escaped(self.page.t.shopping.staplesHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.staples.name)
        out.text("\" name=\"")
        out.escaped(self.staples.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.staples.value)
        out.text("\" maxlength=\"2000\" aria-describedby=\"h-")
        out.escaped(self.staples.name)
        if self.staples.hasErrors {
            out.text(" ")
            out.escaped(self.staples.errorID)
        }
        out.text("\"")
        if self.staples.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.staples.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.staples.errorID)
            out.text("\">\n")
            for v18 in self.staples.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e6)
                out.text(" </span>")
                out.escaped(v18)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<p class=\"actions\"><button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.shopping.saveStaples)
        out.text("</button></p>\n</form>\n<form method=\"post\" action=\"/shopping/clear-ticked\"><input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<button type=\"submit\" class=\"button\">")
        out.escaped(self.page.t.shopping.clearTicked)
        out.text("</button></form>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v19 = self.page.user {
            out.text(" ")
            out.escaped(v19.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension CatalogController.SkillsPage: CompiledPage {
    static let template = "skills"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.common.delete)
        let e4 = out.escapedOnce(self.page.t.forms.errorPrefix)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e5 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e5)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e5)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e5)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"page-head\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n</div>\n<div class=\"two-col two-col--aside-first\">\n<section aria-labelledby=\"skill-list-title\">\n<h2 id=\"skill-list-title\" class=\"visually-hidden\">")
        out.escaped(self.page.t.skills.allSkills)
        out.text("</h2>\n")
        if self.hasSkills {
            out.text("<ul class=\"catalog\">\n")
            for v7 in self.skills {
                let e6 = out.escapedOnce(v7.name)
                out.text("<li class=\"catalog-item\">\n<div class=\"catalog-main\">\n<span class=\"thumb thumb--icon\"><svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\"><use href=\"/icons/")
                out.escaped(v7.icon)
                out.text("#icon\"></use></svg>\n</span>\n<div>\n<h3 class=\"catalog-name\">")
                out.write(e6)
                out.text("</h3>\n<p class=\"muted\">")
                out.escaped(v7.categoryLabel)
                out.text(" · <a href=\"")
                out.escaped(v7.recipesURL)
                out.text("\">")
                out.escaped(v7.usesLabel)
                out.text("</a></p>\n</div>\n</div>\n<a class=\"danger-link catalog-action\" href=\"/skills/")
                out.escaped(v7.id)
                out.text("/delete\">")
                out.write(e3)
                out.text("<span class=\"visually-hidden\"> ")
                out.write(e6)
                out.text("</span></a>\n</li>\n")
            }
            out.text("</ul>\n")
            if let v8 = self.pagination {
                out.text("<nav class=\"pagination\" aria-label=\"")
                out.escaped(self.page.t.pagination.label)
                out.text("\">\n")
                if v8.hasPrevious {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v8.previousURL)
                    out.text("\" rel=\"prev\">")
                    out.escaped(self.page.t.pagination.previous)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("<span class=\"pagination-label\">")
                out.escaped(v8.label)
                out.text("</span>\n")
                if v8.hasNext {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v8.nextURL)
                    out.text("\" rel=\"next\">")
                    out.escaped(self.page.t.pagination.next)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("</nav>\n")
            }
        }
        if !self.hasSkills {
            out.text("<div class=\"empty-state card\">\n<h3>")
            out.escaped(self.page.t.skills.noSkills)
            out.text("</h3>\n<p>")
            out.escaped(self.page.t.skills.noSkillsHelp)
            out.text("</p>\n</div>\n")
        }
        out.text("</section>\n<section class=\"card\" aria-labelledby=\"skill-form-title\">\n<h2 id=\"skill-form-title\">")
        out.escaped(self.page.t.skills.formTitle)
        out.text("</h2>\n<form class=\"form\" method=\"post\" action=\"/skills\" novalidate>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.write(e1)
        out.text("\">\n<div class=\"field")
        if self.form.name.hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"f-")
        out.escaped(self.form.name.name)
        out.text("\">")
        out.escaped(self.page.t.skills.skillName)
        out.text("</label>\n<p class=\"hint\" id=\"h-")
        out.escaped(self.form.name.name)
        out.text("\">")
        out.escaped(self.page.t.skills.skillNameHint)
        out.text("</p>\n<input id=\"f-")
        out.escaped(self.form.name.name)
        out.text("\" name=\"")
        out.escaped(self.form.name.name)
        out.text("\" type=\"text\" value=\"")
        out.escaped(self.form.name.value)
        out.text("\" required maxlength=\"100\" aria-describedby=\"h-")
        out.escaped(self.form.name.name)
        if self.form.name.hasErrors {
            out.text(" ")
            out.escaped(self.form.name.errorID)
        }
        out.text("\"")
        if self.form.name.hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if self.form.name.hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(self.form.name.errorID)
            out.text("\">\n")
            for v9 in self.form.name.errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(e4)
                out.text(" </span>")
                out.escaped(v9)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
        out.text("\n</div>\n\n<div class=\"field\">\n<label for=\"skill-category\">")
        out.escaped(self.page.t.skills.category)
        out.text("</label>\n<select id=\"skill-category\" name=\"category\">\n")
        for v10 in self.categoryOptions {
            out.text("<option value=\"")
            out.escaped(v10.value)
            out.text("\"")
            if v10.selected {
                out.text(" selected")
            }
            out.text(">")
            out.escaped(v10.label)
            out.text("</option>\n")
        }
        out.text("</select>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(self.page.t.skills.saveSkill)
        out.text("</button>\n</div>\n</form>\n</section>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v11 = self.page.user {
            out.text(" ")
            out.escaped(v11.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension CatalogController.TagsPage: CompiledPage {
    static let template = "tags"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        let e3 = out.escapedOnce(self.page.t.tags.change)
        let e4 = out.escapedOnce(self.page.t.tags.newName)
        let e5 = out.escapedOnce(self.page.t.tags.rename)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e6 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e6)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e6)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e6)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"page-head\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n</div>\n<p class=\"result-summary\" role=\"status\">")
        out.escaped(self.countLabel)
        out.text(". ")
        out.escaped(self.page.t.tags.intro)
        out.text("</p>\n")
        if self.hasTags {
            out.text("<ul class=\"catalog\">\n")
            for v7 in self.tags {
                let e7 = out.escapedOnce(v7.name)
                let e8 = out.escapedOnce(v7.id)
                out.text("<li class=\"catalog-item\">\n<div class=\"catalog-main\">\n<div>\n<h2 class=\"catalog-name\">")
                out.write(e7)
                out.text("</h2>\n<p class=\"muted\"><a href=\"")
                out.escaped(v7.recipesURL)
                out.text("\">")
                out.escaped(v7.usesLabel)
                out.text("</a></p>\n</div>\n</div>\n<details class=\"catalog-edit\">\n<summary>")
                out.write(e3)
                out.text("<span class=\"visually-hidden\"> ")
                out.write(e7)
                out.text("</span></summary>\n<form method=\"post\" action=\"/tags/")
                out.write(e8)
                out.text("/rename\" class=\"inline-form\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                out.write(e1)
                out.text("\">\n<label for=\"rename-")
                out.write(e8)
                out.text("\">")
                out.write(e4)
                out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"rename-")
                out.write(e8)
                out.text("\" type=\"text\" name=\"name\" value=\"")
                out.write(e7)
                out.text("\" required maxlength=\"50\">\n<button type=\"submit\" class=\"button\">")
                out.write(e5)
                out.text("</button>\n</div>\n</form>\n<p><a class=\"danger-link\" href=\"/tags/")
                out.write(e8)
                out.text("/delete\">")
                out.escaped(v7.deleteLabel)
                out.text("</a></p>\n</details>\n</li>\n")
            }
            out.text("</ul>\n")
            if let v8 = self.pagination {
                out.text("<nav class=\"pagination\" aria-label=\"")
                out.escaped(self.page.t.pagination.label)
                out.text("\">\n")
                if v8.hasPrevious {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v8.previousURL)
                    out.text("\" rel=\"prev\">")
                    out.escaped(self.page.t.pagination.previous)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("<span class=\"pagination-label\">")
                out.escaped(v8.label)
                out.text("</span>\n")
                if v8.hasNext {
                    out.text("<a class=\"button\" href=\"")
                    out.escaped(v8.nextURL)
                    out.text("\" rel=\"next\">")
                    out.escaped(self.page.t.pagination.next)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(self.page.t.pagination.pageHidden)
                    out.text("</span></a>\n")
                }
                out.text("</nav>\n")
            }
        }
        if !self.hasTags {
            out.text("<section class=\"empty-state card\">\n<h2>")
            out.escaped(self.page.t.tags.noTags)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.tags.noTagsHelp)
            out.text("</p>\n<p class=\"actions\"><a class=\"button\" href=\"/recipes\">")
            out.escaped(self.page.t.tags.goToRecipes)
            out.text("</a></p>\n</section>\n")
        }
        out.text("\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v9 = self.page.user {
            out.text(" ")
            out.escaped(v9.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}

extension ErrorPageMiddleware.ThrottledPage: CompiledPage {
    static let template = "throttled"

    func render(into out: inout HTMLWriter) {
        let e1 = out.escapedOnce(self.page.csrfToken)
        let e2 = out.escapedOnce(self.page.t.layout.undo)
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(self.page.t.layout.skipLink)
        out.text("</a>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if self.page.isLoggedIn {
            if let v1 = self.page.activeHousehold {
                out.text("<div class=\"household-badge\">\n")
                if !self.page.hasHouseholdChoice {
                    out.text("<span class=\"household-label\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
                    out.escaped(v1.name)
                    out.text("</a>\n")
                }
                if self.page.hasHouseholdChoice {
                    out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                    out.write(e1)
                    out.text("\">\n<label class=\"household-label\" for=\"household-switch\">")
                    out.escaped(self.page.t.household.switcherLabel)
                    out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
                    for v2 in self.page.households {
                        out.text("<option value=\"")
                        out.escaped(v2.id)
                        out.text("\"")
                        if v2.isActive {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(v2.name)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
                    out.escaped(self.page.t.household.switchButton)
                    out.text("</button>\n</form>\n")
                }
                out.text("</div>\n")
            }
        }
        if !self.page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(self.page.logInURL)
            out.text("\">")
            out.escaped(self.page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(self.page.registerURL)
            out.text("\">")
            out.escaped(self.page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if self.page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(self.page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if self.page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if self.page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if self.page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if self.page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if self.page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if self.page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.household)
            out.text("</a></li>\n")
            if let v3 = self.page.user {
                if v3.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if self.page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(self.page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if self.page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(self.page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
            out.write(e1)
            out.text("\">\n<button type=\"submit\" class=\"nav-button\">")
            out.escaped(self.page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        if !self.page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for v4 in self.page.flashes {
                let e3 = out.escapedOnce(v4.message)
                if v4.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(e3)
                    out.text("</p>\n")
                }
                if !v4.isError {
                    if let v5 = v4.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(v5)
                        out.text("\" role=\"status\">\n<input type=\"hidden\" name=\"_csrf\" value=\"")
                        out.write(e1)
                        out.text("\">\n<span>")
                        out.write(e3)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(e2)
                        out.text("</button>\n</form>\n")
                    }
                    if v4.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(e3)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
        out.text("<div class=\"narrow\">\n<h1>")
        out.escaped(self.page.title)
        out.text("</h1>\n<div class=\"notice notice--warning\" role=\"alert\">\n<p>")
        out.escaped(self.page.t.errors.throttledNotice)
        out.text("</p>\n</div>\n<p class=\"lead\">")
        out.escaped(self.page.t.errors.retryAfter)
        out.text(" <strong>")
        out.escaped(self.retryAt)
        out.text("</strong>, ")
        out.escaped(self.retryIn)
        out.text(".</p>\n<p>")
        out.escaped(self.page.t.errors.resetHelpBefore)
        out.text(" <code>")
        out.escaped(self.resetCommand)
        out.text("</code>")
        out.escaped(self.page.t.errors.resetHelpAfter)
        out.text("</p>\n<p class=\"actions\"><a class=\"button\" href=\"/login\">")
        out.escaped(self.page.t.errors.backToLogIn)
        out.text("</a> <a class=\"button button--quiet\" href=\"/\">")
        out.escaped(self.page.t.errors.home)
        out.text("</a></p>\n</div>\n\n</main>\n<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(self.page.t.layout.privacy)
        if let v7 = self.page.user {
            out.text(" ")
            out.escaped(v7.signedInAs)
        }
        out.text("</p>\n</div>\n</footer>\n</body>\n</html>\n")
    }
}
