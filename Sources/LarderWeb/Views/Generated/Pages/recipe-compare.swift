// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe-compare.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension RevisionController.ComparePage: CompiledPage {
    static let template = "recipe-compare"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<p class=\"back-link\"><a href=\"")
                out.escaped(self.historyURL)
                out.text("\">← ")
                out.escaped(self.historyLink)
                out.text("</a></p>\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<dl class=\"compare-versions\">\n<div><dt>")
                out.escaped(self.older.heading)
                out.text("</dt><dd>")
                out.escaped(self.older.savedLine)
                out.text("</dd></div>\n<div><dt>")
                out.escaped(self.newer.heading)
                out.text("</dt><dd>")
                out.escaped(self.newer.savedLine)
                out.text("</dd></div>\n</dl>\n")
                if self.photoChanged {
                    out.text("<div class=\"compare-photos\">\n<figure>")
                    if let photoURL = self.older.photoURL {
                        out.text("<img src=\"")
                        out.escaped(photoURL)
                        out.text("\" width=\"320\" height=\"240\" alt=\"")
                        out.escaped(self.older.photoAlt)
                        out.text("\">")
                    }
                    if self.older.photoURL == nil {
                        out.text("<p class=\"muted\">")
                        out.escaped(self.page.t.history.noPhoto)
                        out.text("</p>")
                    }
                    out.text("<figcaption>")
                    out.escaped(self.older.photoCaption)
                    out.text("</figcaption></figure>\n<figure>")
                    if let photoURL3 = self.newer.photoURL {
                        out.text("<img src=\"")
                        out.escaped(photoURL3)
                        out.text("\" width=\"320\" height=\"240\" alt=\"")
                        out.escaped(self.newer.photoAlt)
                        out.text("\">")
                    }
                    if self.newer.photoURL == nil {
                        out.text("<p class=\"muted\">")
                        out.escaped(self.page.t.history.noPhoto)
                        out.text("</p>")
                    }
                    out.text("<figcaption>")
                    out.escaped(self.newer.photoCaption)
                    out.text("</figcaption></figure>\n</div>\n")
                }
                if self.comparison.parts.isEmpty {
                    if !self.photoChanged {
                        out.text("<p class=\"notice\">")
                        out.escaped(self.page.t.history.sameText)
                        out.text("</p>")
                    }
                }
                out.text("\n")
                if !self.comparison.parts.isEmpty {
                    out.text("<p>")
                    out.escaped(self.explanation)
                    out.text("</p>\n")
                    Partials.comparison(page: self.page, beforeTitle: self.comparison.beforeTitle, afterTitle: self.comparison.afterTitle, parts: self.comparison.parts, into: &out)
                }
                out.text("<div class=\"actions\">\n")
                if let restoreURL = self.older.restoreURL {
                    out.text("<form method=\"post\" action=\"")
                    out.escaped(restoreURL)
                    out.text("\">")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<input type=\"hidden\" name=\"seen\" value=\"")
                    out.integer(self.currentVersion)
                    out.text("\"><button type=\"submit\" class=\"button button--primary\">")
                    out.escaped(self.older.restoreLabel)
                    out.text("</button></form>")
                }
                out.text("\n")
                if let restoreURL2 = self.newer.restoreURL {
                    out.text("<form method=\"post\" action=\"")
                    out.escaped(restoreURL2)
                    out.text("\">")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<input type=\"hidden\" name=\"seen\" value=\"")
                    out.integer(self.currentVersion)
                    out.text("\"><button type=\"submit\" class=\"button\">")
                    out.escaped(self.newer.restoreLabel)
                    out.text("</button></form>")
                }
                out.text("\n<a class=\"button\" href=\"")
                out.escaped(self.recipeURL)
                out.text("\">")
                out.escaped(self.page.t.history.backToRecipe)
                out.text("</a>\n</div>\n")
            })
    }
}
