// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/household-switcher.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func householdSwitcher(page: PageChrome, name: String, into out: inout HTMLWriter) {
        out.text("<div class=\"household-badge\">\n")
        if !page.hasHouseholdChoice {
            out.text("<span class=\"household-label\">")
            out.escaped(page.t.household.switcherLabel)
            out.text("</span>\n<a class=\"household-name\" href=\"/household\">")
            out.escaped(name)
            out.text("</a>\n")
        }
        if page.hasHouseholdChoice {
            out.text("<form class=\"switcher\" method=\"post\" action=\"/household/switch\" data-autosubmit>\n")
            Partials.csrf(page: page, into: &out)
            out.text("<label class=\"household-label\" for=\"household-switch\">")
            out.escaped(page.t.household.switcherLabel)
            out.text("</label>\n<select id=\"household-switch\" name=\"household\">\n")
            for household in page.households {
                out.text("<option value=\"")
                out.escaped(household.id)
                out.text("\"")
                if household.isActive {
                    out.text(" selected")
                }
                out.text(">")
                out.escaped(household.name)
                out.text("</option>\n")
            }
            out.text("</select>\n<button type=\"submit\" class=\"button button--small\" data-autosubmit-button>")
            out.escaped(page.t.household.switchButton)
            out.text("</button>\n</form>\n")
        }
        out.text("</div>\n")
    }
}
