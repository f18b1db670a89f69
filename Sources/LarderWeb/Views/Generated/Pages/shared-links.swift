// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/shared-links.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ShareController.ListPage: CompiledPage {
    static let template = "shared-links"

    func render(into out: inout HTMLWriter) {
        let revokeHTML = out.escapedOnce(self.page.t.sharing.revoke)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<p class=\"back-link\"><a href=\"/household\">← ")
                out.escaped(self.page.t.sharing.household)
                out.text("</a></p>\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.sharing.listLead)
                out.text("</p>\n")
                if self.links.isEmpty {
                    out.text("<p class=\"muted\">")
                    out.escaped(self.page.t.sharing.noneShared)
                    out.text("</p>")
                }
                out.text("\n")
                if !self.links.isEmpty {
                    out.text("<ul class=\"token-list card\">\n")
                    for link in self.links {
                        out.text("<li><div><a href=\"")
                        out.escaped(link.recipeURL)
                        out.text("\"><strong>")
                        out.escaped(link.recipeName)
                        out.text("</strong></a><br><span class=\"hint\">")
                        out.escaped(link.detail)
                        out.text("</span></div>\n<form class=\"inline-form\" method=\"post\" action=\"")
                        out.escaped(link.revokeURL)
                        out.text("\">")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<input type=\"hidden\" name=\"back\" value=\"list\"><button type=\"submit\" class=\"button button--small\">")
                        out.write(revokeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.escaped(link.revokeToName)
                        out.text("</span></button></form></li>\n")
                    }
                    out.text("</ul>\n")
                }
            })
    }
}
