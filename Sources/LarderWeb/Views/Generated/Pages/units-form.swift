// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/units-form.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func unitsForm(page: PageChrome, back: String, choices: [Choice], into out: inout HTMLWriter) {
        out.text("<form class=\"units-form\" method=\"post\" action=\"/account/units\">\n")
        Partials.csrf(page: page, into: &out)
        out.text("<input type=\"hidden\" name=\"back\" value=\"")
        out.escaped(back)
        out.text("\">\n<fieldset>\n<legend>")
        out.escaped(page.t.units.legend)
        out.text("</legend>\n<div class=\"units-choices\">\n")
        for choice in choices {
            out.text("<button type=\"submit\" name=\"units\" value=\"")
            out.escaped(choice.value)
            out.text("\" class=\"button button--small")
            if choice.selected {
                out.text(" button--primary")
            }
            out.text("\" aria-pressed=\"")
            if choice.selected {
                out.text("true")
            }
            if !choice.selected {
                out.text("false")
            }
            out.text("\">")
            out.escaped(choice.label)
            out.text("</button>\n")
        }
        out.text("</div>\n</fieldset>\n</form>\n")
    }
}
