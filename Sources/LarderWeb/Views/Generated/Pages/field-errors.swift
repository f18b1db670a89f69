// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/field-errors.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func fieldErrors(hasErrors: Bool, errorID: String, errors: [String], page: PageChrome, into out: inout HTMLWriter) {
        let errorPrefixHTML = out.escapedOnce(page.t.forms.errorPrefix)
        if hasErrors {
            out.text("<ul class=\"field-errors\" id=\"")
            out.escaped(errorID)
            out.text("\">\n")
            for error in errors {
                out.text("<li><span class=\"visually-hidden\">")
                out.write(errorPrefixHTML)
                out.text(" </span>")
                out.escaped(error)
                out.text("</li>\n")
            }
            out.text("</ul>\n")
        }
    }
}
