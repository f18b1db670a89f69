// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/shared-recipe.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ShareController.SharedPage: CompiledPage {
    static let template = "shared-recipe"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            title: { out in
                out.escaped(self.recipe.name)
            },
            head: { out in
                out.text("<meta name=\"robots\" content=\"noindex, nofollow\">")
            },
            content: { out in
                out.text("<script type=\"application/ld+json\">")
                out.raw(self.jsonLD)
                out.text("</script>\n<article class=\"recipe\" data-recipe>\n<header class=\"recipe-head\">\n")
                if let photo = self.recipe.photo {
                    out.text("<img class=\"recipe-photo\" src=\"")
                    out.escaped(photo.url)
                    out.text("\" width=\"")
                    out.integer(photo.width)
                    out.text("\" height=\"")
                    out.integer(photo.height)
                    out.text("\" alt=\"\">")
                }
                out.text("\n<p class=\"shared-note no-print\">")
                out.escaped(self.page.t.sharing.sharedNote)
                out.text("</p>\n<h1>")
                out.escaped(self.recipe.name)
                out.text("</h1>\n")
                if !self.recipe.summary.isEmpty {
                    out.text("<p class=\"lead recipe-summary\">")
                    out.escaped(self.recipe.summary)
                    out.text("</p>\n")
                }
                Partials.recipeFacts(page: self.page, servings: self.servings, recipe: self.recipe, schedule: self.schedule, into: &out)
                out.text("<div class=\"recipe-actions no-print\">\n<button type=\"button\" class=\"button\" data-wake-toggle aria-pressed=\"false\" hidden>")
                out.escaped(self.page.t.sharing.keepScreenOn)
                out.text("</button>\n<button type=\"button\" class=\"button\" data-print hidden>")
                out.escaped(self.page.t.sharing.print)
                out.text("</button>\n</div>\n</header>\n")
                Partials.recipeMethod(schedule: self.schedule, page: self.page, recipe: self.recipe, ingredients: self.ingredients, ownLines: self.ownLines, steps: self.steps, isShared: self.isShared, into: &out)
                if let sourceURL = self.recipe.sourceURL {
                    out.text("<footer class=\"recipe-foot\">\n<p class=\"byline\">")
                    out.escaped(self.page.t.sharing.sourceLabel)
                    out.text(" <a href=\"")
                    out.escaped(sourceURL)
                    out.text("\" rel=\"noopener noreferrer nofollow\">")
                    out.escaped(sourceURL)
                    out.text("</a>.</p>\n</footer>\n")
                }
                out.text("</article>\n")
            })
    }
}
