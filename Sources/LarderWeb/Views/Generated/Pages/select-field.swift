// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/select-field.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func selectField(hasErrors: Bool, name: String, errorID: String, errors: [String], page: PageChrome, into out: inout HTMLWriter, id: ((inout HTMLWriter) -> Void)? = nil, label: ((inout HTMLWriter) -> Void)? = nil, options: ((inout HTMLWriter) -> Void)? = nil) {
        out.text("<div class=\"field")
        if hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"")
        if let id {
            id(&out)
        }
        out.text("\">")
        if let label {
            label(&out)
        }
        out.text("</label>\n<select id=\"")
        if let id {
            id(&out)
        }
        out.text("\" name=\"")
        out.escaped(name)
        out.text("\"")
        if hasErrors {
            out.text(" aria-describedby=\"")
            out.escaped(errorID)
            out.text("\" aria-invalid=\"true\"")
        }
        out.text(">\n")
        if let options {
            options(&out)
        }
        out.text("\n</select>\n")
        Partials.fieldErrors(hasErrors: hasErrors, errorID: errorID, errors: errors, page: page, into: &out)
        out.text("</div>\n")
    }
}
