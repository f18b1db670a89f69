// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/account.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AccountController.AccountPage: CompiledPage {
    static let template = "account"

    func render(into out: inout HTMLWriter) {
        let revokeHTML = out.escapedOnce(self.page.t.account.revoke)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
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
                out.text("</dd></div>\n</dl>\n")
                Partials.unitsForm(page: self.page, back: self.units.back, choices: self.units.choices, into: &out)
                out.text("<p class=\"hint\">")
                out.escaped(self.page.t.account.unitsHint)
                out.text("</p>\n")
                Partials.languageForm(page: self.page, choices: self.language.choices, into: &out)
                out.text("<p class=\"hint\">")
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
                    out.text("</h2>\n<form class=\"form\" method=\"post\" action=\"/account/password\" novalidate>\n")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<input type=\"text\" autocomplete=\"username\" value=\"")
                    out.escaped(self.user.email)
                    out.text("\" hidden readonly>\n")
                    Partials.textField(
                        hasErrors: self.passwordForm.current.hasErrors, name: self.passwordForm.current.name, value: self.passwordForm.current.value, errorID: self.passwordForm.current.errorID, errors: self.passwordForm.current.errors, page: self.page, into: &out,
                        label: { out in
                            out.escaped(self.page.t.account.currentPassword)
                        },
                        type: { out in
                            out.text("password")
                        },
                        attrs: { out in
                            out.text(" autocomplete=\"current-password\" required")
                        })
                    out.text("\n")
                    Partials.textField(
                        hasErrors: self.passwordForm.new.hasErrors, name: self.passwordForm.new.name, value: self.passwordForm.new.value, errorID: self.passwordForm.new.errorID, errors: self.passwordForm.new.errors, page: self.page, into: &out,
                        label: { out in
                            out.escaped(self.page.t.account.newPassword)
                        },
                        hint: { out in
                            out.escaped(self.page.t.account.passwordHint)
                        },
                        type: { out in
                            out.text("password")
                        },
                        attrs: { out in
                            out.text(" autocomplete=\"new-password\" required minlength=\"10\"")
                        })
                    out.text("\n<p class=\"hint\">")
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
                if let newToken = self.newToken {
                    out.text("<div class=\"notice notice--success\" role=\"status\">\n<p><strong>")
                    out.escaped(newToken.heading)
                    out.text("</strong> ")
                    out.escaped(self.page.t.account.newTokenCopy)
                    out.text("</p>\n<input class=\"secret\" type=\"text\" value=\"")
                    out.escaped(newToken.secret)
                    out.text("\" readonly aria-label=\"")
                    out.escaped(newToken.secretLabel)
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
                    for token in self.tokens {
                        out.text("<li><div><strong>")
                        out.escaped(token.name)
                        out.text("</strong> · ")
                        out.escaped(token.householdName)
                        out.text(" · ")
                        out.escaped(token.scope)
                        out.text("<br><span class=\"hint\">")
                        out.escaped(token.made)
                        out.text(", ")
                        out.escaped(token.expires)
                        out.text(", ")
                        out.escaped(token.lastUsed)
                        out.text("</span></div>\n<form class=\"inline-form\" method=\"post\" action=\"")
                        out.escaped(token.revokeURL)
                        out.text("\">")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"button button--small\" aria-label=\"")
                        out.escaped(token.revokeLabel)
                        out.text("\">")
                        out.write(revokeHTML)
                        out.text("</button></form></li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("<h3>")
                out.escaped(self.page.t.account.makeTokenTitle)
                out.text("</h3>\n")
                if self.tokenForm.households.isEmpty {
                    out.text("<p>")
                    out.escaped(self.page.t.account.tokenNeedsHousehold)
                    out.text("</p>")
                }
                out.text("\n")
                if !self.tokenForm.households.isEmpty {
                    out.text("<form class=\"form\" method=\"post\" action=\"/account/tokens\" novalidate>\n")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.textField(
                        hasErrors: self.tokenForm.name.hasErrors, name: self.tokenForm.name.name, value: self.tokenForm.name.value, errorID: self.tokenForm.name.errorID, errors: self.tokenForm.name.errors, page: self.page, into: &out,
                        prefix: { out in
                            out.text("token-")
                        },
                        label: { out in
                            out.escaped(self.page.t.common.name)
                        },
                        hint: { out in
                            out.escaped(self.page.t.account.tokenNameHint)
                        },
                        attrs: { out in
                            out.text(" maxlength=\"100\" required")
                        })
                    out.text("\n<div class=\"field-row\">\n")
                    Partials.selectField(
                        hasErrors: self.tokenForm.household.hasErrors, name: self.tokenForm.household.name, errorID: self.tokenForm.household.errorID, errors: self.tokenForm.household.errors, page: self.page, into: &out,
                        id: { out in
                            out.text("token-household")
                        },
                        label: { out in
                            out.escaped(self.page.t.account.tokenHousehold)
                        },
                        options: { out in
                            out.text("\n")
                            for household in self.tokenForm.households {
                                out.text("<option value=\"")
                                out.escaped(household.value)
                                out.text("\"")
                                if household.selected {
                                    out.text(" selected")
                                }
                                out.text(">")
                                out.escaped(household.label)
                                out.text("</option>\n")
                            }
                        })
                    out.text("\n")
                    Partials.selectField(
                        hasErrors: self.tokenForm.scope.hasErrors, name: self.tokenForm.scope.name, errorID: self.tokenForm.scope.errorID, errors: self.tokenForm.scope.errors, page: self.page, into: &out,
                        id: { out in
                            out.text("token-scope")
                        },
                        label: { out in
                            out.escaped(self.page.t.account.tokenScope)
                        },
                        options: { out in
                            out.text("\n")
                            for scope in self.tokenForm.scopes {
                                out.text("<option value=\"")
                                out.escaped(scope.value)
                                out.text("\"")
                                if scope.selected {
                                    out.text(" selected")
                                }
                                out.text(">")
                                out.escaped(scope.label)
                                out.text("</option>\n")
                            }
                        })
                    out.text("\n")
                    Partials.selectField(
                        hasErrors: self.tokenForm.expires.hasErrors, name: self.tokenForm.expires.name, errorID: self.tokenForm.expires.errorID, errors: self.tokenForm.expires.errors, page: self.page, into: &out,
                        id: { out in
                            out.text("token-expires")
                        },
                        label: { out in
                            out.escaped(self.page.t.account.tokenLasts)
                        },
                        options: { out in
                            out.text("\n")
                            for expiry in self.tokenForm.expiries {
                                out.text("<option value=\"")
                                out.escaped(expiry.value)
                                out.text("\"")
                                if expiry.selected {
                                    out.text(" selected")
                                }
                                out.text(">")
                                out.escaped(expiry.label)
                                out.text("</option>\n")
                            }
                        })
                    out.text("\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                    out.escaped(self.page.t.account.makeTokenButton)
                    out.text("</button>\n</div>\n</form>\n")
                }
                out.text("</section>\n")
                if !self.deletedHouseholds.isEmpty {
                    out.text("<section class=\"section card\" aria-labelledby=\"deleted-households-title\">\n<h2 id=\"deleted-households-title\">")
                    out.escaped(self.page.t.account.deletedTitle)
                    out.text("</h2>\n<p>")
                    out.escaped(self.page.t.account.deletedIntro)
                    out.text("</p>\n<ul class=\"deleted-list\">\n")
                    for deletedHousehold in self.deletedHouseholds {
                        out.text("<li><strong>")
                        out.escaped(deletedHousehold.name)
                        out.text("</strong>, ")
                        out.escaped(deletedHousehold.note)
                        out.text("\n<form class=\"inline-form\" method=\"post\" action=\"")
                        out.escaped(deletedHousehold.restoreURL)
                        out.text("\">")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"button button--small\">")
                        out.escaped(deletedHousehold.restoreLabel)
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
                out.text("</a></p>\n</section>\n")
            })
    }
}
