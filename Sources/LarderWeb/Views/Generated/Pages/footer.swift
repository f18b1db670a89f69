// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/footer.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func footer(page: PageChrome, into out: inout HTMLWriter) {
        out.text("<footer class=\"site-footer\">\n<div class=\"wrap\">\n<p>")
        out.escaped(page.t.layout.privacy)
        if let user = page.user {
            out.text(" ")
            out.escaped(user.signedInAs)
        }
        out.text("</p>\n<p class=\"install-offer\" data-install hidden><button type=\"button\" class=\"button button--small\">")
        out.escaped(page.t.layout.install)
        out.text("</button> <span class=\"hint\">")
        out.escaped(page.t.layout.installHint)
        out.text("</span></p>\n</div>\n</footer>\n")
    }
}
