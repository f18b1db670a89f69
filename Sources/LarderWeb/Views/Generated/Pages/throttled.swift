// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/throttled.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ErrorPageMiddleware.ThrottledPage: CompiledPage {
    static let template = "throttled"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"narrow\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<div class=\"notice notice--warning\" role=\"alert\">\n<p>")
                out.escaped(self.page.t.errors.throttledNotice)
                out.text("</p>\n</div>\n<p class=\"lead\">")
                out.escaped(self.page.t.errors.retryAfter)
                out.text(" <strong>")
                out.escaped(self.retryAt)
                out.text("</strong>, ")
                out.escaped(self.retryIn)
                out.text(".</p>\n<p>")
                out.escaped(self.page.t.errors.resetHelpBefore)
                out.text(" <code>")
                out.escaped(self.resetCommand)
                out.text("</code>")
                out.escaped(self.page.t.errors.resetHelpAfter)
                out.text("</p>\n<p class=\"actions\"><a class=\"button\" href=\"/login\">")
                out.escaped(self.page.t.errors.backToLogIn)
                out.text("</a> <a class=\"button button--quiet\" href=\"/\">")
                out.escaped(self.page.t.errors.home)
                out.text("</a></p>\n</div>\n")
            })
    }
}
