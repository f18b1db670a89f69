// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/pagination.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func pagination(page: PageChrome, hasPrevious: Bool, previousURL: String, label: String, hasNext: Bool, nextURL: String, into out: inout HTMLWriter) {
        out.text("<nav class=\"pagination\" aria-label=\"")
        out.escaped(page.t.pagination.label)
        out.text("\">\n")
        if hasPrevious {
            out.text("<a class=\"button\" href=\"")
            out.escaped(previousURL)
            out.text("\" rel=\"prev\">")
            out.escaped(page.t.pagination.previous)
            out.text("<span class=\"visually-hidden\"> ")
            out.escaped(page.t.pagination.pageHidden)
            out.text("</span></a>\n")
        }
        out.text("<span class=\"pagination-label\">")
        out.escaped(label)
        out.text("</span>\n")
        if hasNext {
            out.text("<a class=\"button\" href=\"")
            out.escaped(nextURL)
            out.text("\" rel=\"next\">")
            out.escaped(page.t.pagination.next)
            out.text("<span class=\"visually-hidden\"> ")
            out.escaped(page.t.pagination.pageHidden)
            out.text("</span></a>\n")
        }
        out.text("</nav>\n")
    }
}
