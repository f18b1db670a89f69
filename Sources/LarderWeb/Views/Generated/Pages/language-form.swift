// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/language-form.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func languageForm(page: PageChrome, choices: [Choice], into out: inout HTMLWriter) {
        out.text("<form class=\"units-form language-form\" method=\"post\" action=\"/account/language\">\n")
        Partials.csrf(page: page, into: &out)
        out.text("<fieldset>\n<legend>")
        out.escaped(page.t.account.languageLegend)
        out.text("</legend>\n<div class=\"units-choices\">\n")
        for choice in choices {
            let valueHTML = out.escapedOnce(choice.value)
            out.text("<button type=\"submit\" name=\"language\" value=\"")
            out.write(valueHTML)
            out.text("\" lang=\"")
            out.write(valueHTML)
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
