// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/error-summary.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func errorSummary(formErrors: [String], page: PageChrome, into out: inout HTMLWriter) {
        if !formErrors.isEmpty {
            out.text("<div class=\"error-summary\" role=\"alert\" tabindex=\"-1\" aria-labelledby=\"error-summary-title\">\n<h2 id=\"error-summary-title\">")
            out.escaped(page.t.layout.checkTheForm)
            out.text("</h2>\n<ul>\n")
            for formError in formErrors {
                out.text("<li>")
                out.escaped(formError)
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
    }
}
