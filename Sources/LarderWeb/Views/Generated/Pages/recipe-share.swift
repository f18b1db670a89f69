// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe-share.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ShareController.SharePage: CompiledPage {
    static let template = "recipe-share"

    func render(into out: inout HTMLWriter) {
        let revokeHTML = out.escapedOnce(self.page.t.sharing.revoke)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<p class=\"back-link\"><a href=\"")
                out.escaped(self.recipeURL)
                out.text("\">← ")
                out.escaped(self.recipeName)
                out.text("</a></p>\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.sharing.shareLead)
                out.text("</p>\n")
                if let newLink = self.newLink {
                    out.text("<div class=\"notice notice--success\" role=\"status\">\n<p><strong>")
                    out.escaped(self.page.t.sharing.newLinkTitle)
                    out.text("</strong> ")
                    out.escaped(self.page.t.sharing.newLinkCopy)
                    out.text("</p>\n<input class=\"secret\" id=\"share-url-new\" type=\"text\" value=\"")
                    out.escaped(newLink)
                    out.text("\" readonly aria-label=\"")
                    out.escaped(self.page.t.sharing.newLinkLabel)
                    out.text("\" spellcheck=\"false\" autocomplete=\"off\">\n<p class=\"actions\"><button type=\"button\" class=\"button button--small\" data-copy=\"share-url-new\" hidden>")
                    out.escaped(self.page.t.sharing.copyLink)
                    out.text("</button> <a href=\"")
                    out.escaped(newLink)
                    out.text("\" target=\"_blank\" rel=\"noopener\">")
                    out.escaped(self.page.t.sharing.openAsOthers)
                    out.text("</a></p>\n<p class=\"visually-hidden\" role=\"status\" data-copy-status></p>\n</div>\n")
                }
                out.text("<section class=\"section card\" aria-labelledby=\"links-title\">\n<h2 id=\"links-title\">")
                out.escaped(self.page.t.sharing.linksTitle)
                out.text("</h2>\n")
                if self.links.isEmpty {
                    out.text("<p>")
                    out.escaped(self.page.t.sharing.noLinks)
                    out.text("</p>")
                }
                out.text("\n")
                if !self.links.isEmpty {
                    out.text("<ul class=\"token-list\">\n")
                    for link in self.links {
                        out.text("<li><div><span class=\"hint\">")
                        out.escaped(link.detail)
                        out.text("</span></div>\n<form class=\"inline-form\" method=\"post\" action=\"")
                        out.escaped(link.revokeURL)
                        out.text("\">")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"button button--small\">")
                        out.write(revokeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.escaped(link.revokeName)
                        out.text("</span></button></form></li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("<h3>")
                out.escaped(self.page.t.sharing.makeLinkTitle)
                out.text("</h3>\n<form class=\"form\" method=\"post\" action=\"")
                out.escaped(self.action)
                out.text("\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<div class=\"field\">\n<label for=\"share-expires\">")
                out.escaped(self.page.t.sharing.expiresLabel)
                out.text("</label>\n<select id=\"share-expires\" name=\"expires\">\n")
                for expiry in self.expiries {
                    out.text("<option value=\"")
                    out.escaped(expiry.value)
                    out.text("\"")
                    if expiry.selected {
                        out.text(" selected")
                    }
                    out.text(">")
                    out.escaped(expiry.label)
                    out.text("</option>\n")
                }
                out.text("</select>\n</div>\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.sharing.makeLinkButton)
                out.text("</button>\n</form>\n<p class=\"hint\">")
                out.escaped(self.page.t.sharing.listedUnder)
                out.text(" <a href=\"")
                out.escaped(self.listURL)
                out.text("\">")
                out.escaped(self.page.t.sharing.sharedRecipes)
                out.text("</a>")
                out.escaped(self.page.t.sharing.listedUnderEnd)
                out.text("</p>\n</section>\n")
            })
    }
}
