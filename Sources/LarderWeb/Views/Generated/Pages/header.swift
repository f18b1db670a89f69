// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/header.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func header(page: PageChrome, into out: inout HTMLWriter) {
        out.text("<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n")
        if page.isLoggedIn {
            if let activeHousehold = page.activeHousehold {
                Partials.householdSwitcher(page: page, name: activeHousehold.name, into: &out)
            }
        }
        if !page.isLoggedIn {
            out.text("<nav class=\"auth-nav\" aria-label=\"")
            out.escaped(page.t.layout.accountNav)
            out.text("\">\n<a href=\"")
            out.escaped(page.logInURL)
            out.text("\">")
            out.escaped(page.t.layout.logIn)
            out.text("</a>\n<a class=\"button button--small\" href=\"")
            out.escaped(page.registerURL)
            out.text("\">")
            out.escaped(page.t.layout.register)
            out.text("</a>\n</nav>\n")
        }
        out.text("</div>\n")
        if page.isLoggedIn {
            out.text("<nav class=\"wrap site-nav\" aria-label=\"")
            out.escaped(page.t.layout.mainNav)
            out.text("\">\n<ul>\n<li><a href=\"/recipes\"")
            if page.navRecipes {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.recipes)
            out.text("</a></li>\n<li><a href=\"/plan\"")
            if page.navPlan {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.plan)
            out.text("</a></li>\n<li><a href=\"/shopping\"")
            if page.navShopping {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.shopping)
            out.text("</a></li>\n<li><a href=\"/ingredients\"")
            if page.navIngredients {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.ingredients)
            out.text("</a></li>\n<li><a href=\"/skills\"")
            if page.navSkills {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.skills)
            out.text("</a></li>\n<li><a href=\"/household\"")
            if page.navHousehold {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.household)
            out.text("</a></li>\n")
            if let user = page.user {
                if user.isAdmin {
                    out.text("<li><a href=\"/admin\"")
                    if page.navAdmin {
                        out.text(" aria-current=\"page\"")
                    }
                    out.text(">")
                    out.escaped(page.t.layout.admin)
                    out.text("</a></li>\n")
                }
            }
            out.text("<li><a href=\"/account\"")
            if page.navAccount {
                out.text(" aria-current=\"page\"")
            }
            out.text(">")
            out.escaped(page.t.layout.account)
            out.text("</a></li>\n<li>\n<form class=\"logout\" method=\"post\" action=\"/logout\">\n")
            Partials.csrf(page: page, into: &out)
            out.text("<button type=\"submit\" class=\"nav-button\">")
            out.escaped(page.t.layout.logOut)
            out.text("</button>\n</form>\n</li>\n</ul>\n</nav>\n")
        }
        out.text("</header>\n")
    }
}
