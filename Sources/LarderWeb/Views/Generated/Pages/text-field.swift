// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/text-field.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func textField(hasErrors: Bool, name: String, value: String, errorID: String, errors: [String], page: PageChrome, into out: inout HTMLWriter, prefix: ((inout HTMLWriter) -> Void)? = nil, label: ((inout HTMLWriter) -> Void)? = nil, hint: ((inout HTMLWriter) -> Void)? = nil, type: ((inout HTMLWriter) -> Void)? = nil, attrs: ((inout HTMLWriter) -> Void)? = nil, after: ((inout HTMLWriter) -> Void)? = nil) {
        out.text("<div class=\"field")
        if hasErrors {
            out.text(" field--error")
        }
        out.text("\">\n<label for=\"")
        if let prefix {
            prefix(&out)
        }
        out.text("f-")
        out.escaped(name)
        out.text("\">")
        if let label {
            label(&out)
        }
        out.text("</label>\n<p class=\"hint\" id=\"")
        if let prefix {
            prefix(&out)
        }
        out.text("h-")
        out.escaped(name)
        out.text("\">")
        if let hint {
            hint(&out)
        }
        out.text("</p>\n<input id=\"")
        if let prefix {
            prefix(&out)
        }
        out.text("f-")
        out.escaped(name)
        out.text("\" name=\"")
        out.escaped(name)
        out.text("\" type=\"")
        if let type {
            type(&out)
        } else {
            out.text("text")
        }
        out.text("\" value=\"")
        out.escaped(value)
        out.text("\"")
        if let attrs {
            attrs(&out)
        }
        out.text(" aria-describedby=\"")
        if let prefix {
            prefix(&out)
        }
        out.text("h-")
        out.escaped(name)
        if hasErrors {
            out.text(" ")
            out.escaped(errorID)
        }
        out.text("\"")
        if hasErrors {
            out.text(" aria-invalid=\"true\"")
        }
        out.text(">\n")
        Partials.fieldErrors(hasErrors: hasErrors, errorID: errorID, errors: errors, page: page, into: &out)
        if let after {
            after(&out)
        }
        out.text("\n</div>\n")
    }
}
