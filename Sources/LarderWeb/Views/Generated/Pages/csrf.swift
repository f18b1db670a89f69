// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/csrf.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func csrf(page: PageChrome, into out: inout HTMLWriter) {
        out.text("<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.escaped(page.csrfToken)
        out.text("\">\n")
    }

    static func csrf(page: ShoppingController.ItemsFragment.Page, into out: inout HTMLWriter) {
        out.text("<input type=\"hidden\" name=\"_csrf\" value=\"")
        out.escaped(page.csrfToken)
        out.text("\">\n")
    }
}
