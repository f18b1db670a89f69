// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/home.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension HomeController.HomePage: CompiledPage {
    static let template = "home"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<section class=\"hero\">\n<h1>")
                out.escaped(self.page.t.home.heroTitle)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.home.lead)
                out.text("</p>\n")
                if !self.page.isLoggedIn {
                    out.text("<p class=\"actions\">\n<a class=\"button button--primary button--large\" href=\"/register\">")
                    out.escaped(self.page.t.home.register)
                    out.text("</a>\n<a class=\"button button--large\" href=\"/login\">")
                    out.escaped(self.page.t.home.logIn)
                    out.text("</a>\n</p>\n")
                }
                if self.page.isLoggedIn {
                    out.text("<p class=\"actions\">\n<a class=\"button button--primary button--large\" href=\"/recipes\">")
                    out.escaped(self.page.t.home.goToRecipes)
                    out.text("</a>\n</p>\n")
                }
                out.text("</section>\n<ul class=\"feature-grid\">\n<li class=\"card\">\n<h2>")
                out.escaped(self.page.t.home.structuredTitle)
                out.text("</h2>\n<p>")
                out.escaped(self.page.t.home.structuredText)
                out.text("</p>\n</li>\n<li class=\"card\">\n<h2>")
                out.escaped(self.page.t.home.privacyTitle)
                out.text("</h2>\n<p>")
                out.escaped(self.page.t.home.privacyText)
                out.text("</p>\n</li>\n<li class=\"card\">\n<h2>")
                out.escaped(self.page.t.home.kitchenTitle)
                out.text("</h2>\n<p>")
                out.escaped(self.page.t.home.kitchenText)
                out.text("</p>\n</li>\n<li class=\"card\">\n<h2>")
                out.escaped(self.page.t.home.takeAwayTitle)
                out.text("</h2>\n<p>")
                out.escaped(self.page.t.home.takeAwayText)
                out.text("</p>\n</li>\n</ul>\n")
            })
    }
}
