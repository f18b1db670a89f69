// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/error.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ErrorPageMiddleware.ErrorPage: CompiledPage {
    static let template = "error"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            title: { out in
                out.escaped(self.heading)
            },
            content: { out in
                out.text("<div class=\"narrow error-page\">\n<p class=\"error-status\">")
                out.escaped(self.statusLabel)
                out.text("</p>\n<h1>")
                out.escaped(self.heading)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.message)
                out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/\">")
                out.escaped(self.page.t.errors.homePage)
                out.text("</a></p>\n</div>\n")
            })
    }
}
