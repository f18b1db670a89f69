// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipes-deleted.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension RecipeController.DeletedPage: CompiledPage {
    static let template = "recipes-deleted"

    func render(into out: inout HTMLWriter) {
        let restoreHTML = out.escapedOnce(self.page.t.recipes.restore)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.lead)
                out.text("</p>\n")
                if !self.recipes.isEmpty {
                    out.text("<ul class=\"deleted-list\">\n")
                    for recipe in self.recipes {
                        let nameHTML = out.escapedOnce(recipe.name)
                        out.text("<li class=\"card deleted-item\">\n<div>\n<h2 class=\"deleted-name\">")
                        out.write(nameHTML)
                        out.text("</h2>\n<p class=\"meta\">")
                        out.escaped(recipe.meta)
                        out.text("</p>\n</div>\n<form method=\"post\" action=\"")
                        out.escaped(recipe.restoreURL)
                        out.text("\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"button\">")
                        out.write(restoreHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(nameHTML)
                        out.text("</span></button>\n</form>\n</li>\n")
                    }
                    out.text("</ul>\n")
                }
                if self.recipes.isEmpty {
                    out.text("<section class=\"empty-state card\">\n<p>")
                    out.escaped(self.emptyText)
                    out.text("</p>\n</section>\n")
                }
                out.text("<p><a href=\"/recipes\">")
                out.escaped(self.page.t.recipes.backToRecipes)
                out.text("</a></p>\n")
            })
    }
}
