// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension RecipeController.RecipePage: CompiledPage {
    static let template = "recipe"

    func render(into out: inout HTMLWriter) {
        let removeHTML = out.escapedOnce(self.page.t.common.remove)
        Partials.layout(
            page: self.page, into: &out,
            title: { out in
                out.escaped(self.recipe.name)
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
                out.text("\n<h1>")
                out.escaped(self.recipe.name)
                out.text("</h1>\n")
                if !self.recipe.summary.isEmpty {
                    out.text("<p class=\"lead recipe-summary\">")
                    out.escaped(self.recipe.summary)
                    out.text("</p>\n")
                }
                if self.recipe.hasTags {
                    out.text("<ul class=\"tag-list\" aria-label=\"")
                    out.escaped(self.page.t.recipe.tags)
                    out.text("\">")
                    for tag in self.recipe.tags {
                        out.text("<li><a class=\"recipe-tag\" href=\"")
                        out.escaped(tag.url)
                        out.text("\">")
                        out.escaped(tag.name)
                        out.text("</a></li>")
                    }
                    out.text("</ul>")
                }
                out.text("\n")
                Partials.recipeFacts(page: self.page, servings: self.servings, recipe: self.recipe, schedule: self.schedule, into: &out)
                out.text("<div class=\"rating no-print\">\n<p class=\"rating-summary\"><span aria-hidden=\"true\">★</span> ")
                out.escaped(self.rating.text)
                out.text("</p>\n<form class=\"rating-form\" method=\"post\" action=\"")
                out.escaped(self.rating.action)
                out.text("\">\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<fieldset>\n<legend>")
                out.escaped(self.page.t.recipe.yourRating)
                out.text("</legend>\n")
                for choice in self.rating.choices {
                    let nameHTML = out.escapedOnce(choice.name)
                    out.text("<button type=\"submit\" name=\"stars\" value=\"")
                    out.integer(choice.stars)
                    out.text("\" class=\"rating-star\" aria-pressed=\"")
                    if choice.isMine {
                        out.text("true")
                    }
                    if !choice.isMine {
                        out.text("false")
                    }
                    out.text("\" aria-label=\"")
                    out.write(nameHTML)
                    out.text("\" title=\"")
                    out.write(nameHTML)
                    out.text("\">")
                    if choice.isFilled {
                        out.text("★")
                    }
                    if !choice.isFilled {
                        out.text("☆")
                    }
                    out.text("</button>")
                }
                out.text("\n")
                if self.rating.mine != nil {
                    out.text("<button type=\"submit\" name=\"stars\" value=\"\" class=\"link-button\">")
                    out.escaped(self.page.t.recipe.clearRating)
                    out.text("</button>")
                }
                out.text("\n</fieldset>\n</form>\n</div>\n<div class=\"recipe-actions no-print\">\n<a class=\"button\" href=\"")
                out.escaped(self.recipe.editURL)
                out.text("\">")
                out.escaped(self.page.t.common.edit)
                out.text("</a>\n<a class=\"button\" href=\"")
                out.escaped(self.recipe.planURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.planThis)
                out.text("</a>\n<a class=\"button\" href=\"")
                out.escaped(self.recipe.historyURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.history)
                out.text("</a>\n<a class=\"button\" href=\"")
                out.escaped(self.recipe.shareURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.share)
                out.text("</a>\n<form class=\"favourite-form\" method=\"post\" action=\"")
                out.escaped(self.recipe.shopURL)
                out.text("\">")
                Partials.csrf(page: self.page, into: &out)
                out.text("<input type=\"hidden\" name=\"servings\" value=\"")
                out.integer(self.servings.shown)
                out.text("\"><button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.recipe.addToShoppingList)
                out.text("</button></form>\n<form class=\"favourite-form\" method=\"post\" action=\"")
                out.escaped(self.history.favouriteURL)
                out.text("\">\n")
                Partials.csrf(page: self.page, into: &out)
                if self.history.isFavourite {
                    out.text("<input type=\"hidden\" name=\"favourite\" value=\"no\"><button type=\"submit\" class=\"button\" aria-pressed=\"true\">★ ")
                    out.escaped(self.page.t.recipe.favourite)
                    out.text("</button>")
                }
                out.text("\n")
                if !self.history.isFavourite {
                    out.text("<input type=\"hidden\" name=\"favourite\" value=\"yes\"><button type=\"submit\" class=\"button\" aria-pressed=\"false\">☆ ")
                    out.escaped(self.page.t.recipe.addToFavourites)
                    out.text("</button>")
                }
                out.text("\n</form>\n<button type=\"button\" class=\"button\" data-wake-toggle aria-pressed=\"false\" hidden>")
                out.escaped(self.page.t.recipe.keepScreenOn)
                out.text("</button>\n<button type=\"button\" class=\"button\" data-print hidden>")
                out.escaped(self.page.t.recipe.print)
                out.text("</button>\n</div>\n</header>\n")
                Partials.recipeMethod(schedule: self.schedule, page: self.page, recipe: self.recipe, ingredients: self.ingredients, ownLines: self.ownLines, steps: self.steps, into: &out)
                out.text("<section class=\"history card no-print\" aria-labelledby=\"history-title\">\n<h2 id=\"history-title\">")
                out.escaped(self.page.t.recipe.cookingLog)
                out.text("</h2>\n<p class=\"history-summary\">")
                out.escaped(self.history.summary)
                out.text("</p>\n")
                if self.history.hasEntries {
                    out.text("<ul class=\"history-list\">\n")
                    for entry in self.history.entries {
                        out.text("<li><span>")
                        out.escaped(entry.text)
                        out.text("</span>")
                        if !entry.note.isEmpty {
                            out.text("<span class=\"history-note\">“")
                            out.escaped(entry.note)
                            out.text("”</span>")
                        }
                        out.text("\n<form method=\"post\" action=\"")
                        out.escaped(entry.deleteURL)
                        out.text("\">")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"link-button\">")
                        out.write(removeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.escaped(entry.removeLabel)
                        out.text("</span></button></form></li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("<form class=\"cooked-form\" method=\"post\" action=\"")
                out.escaped(self.history.cookedURL)
                out.text("\">\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<div class=\"field\"><label for=\"cooked-on\">")
                out.escaped(self.page.t.recipe.cookedOn)
                out.text("</label><input id=\"cooked-on\" type=\"date\" name=\"cooked_on\" value=\"")
                out.escaped(self.history.today)
                out.text("\" max=\"")
                out.escaped(self.history.today)
                out.text("\" required></div>\n<div class=\"field\"><label for=\"cooked-servings\">")
                out.escaped(self.page.t.recipe.servings)
                out.text("</label><input id=\"cooked-servings\" type=\"number\" name=\"servings\" value=\"")
                out.integer(self.servings.shown)
                out.text("\" min=\"1\" max=\"100\" inputmode=\"numeric\" required></div>\n<div class=\"field field--note\"><label for=\"cooked-note\">")
                out.escaped(self.page.t.recipe.noteOptional)
                out.text("</label><input id=\"cooked-note\" type=\"text\" name=\"note\" maxlength=\"500\"></div>\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.recipe.iCookedIt)
                out.text("</button>\n</form>\n</section>\n<footer class=\"recipe-foot\">\n<p class=\"byline\">\n")
                out.escaped(self.recipe.addedNote)
                out.text("\n")
                if let sourceURL = self.recipe.sourceURL {
                    out.escaped(self.page.t.recipe.source)
                    out.text(" <a href=\"")
                    out.escaped(sourceURL)
                    out.text("\" rel=\"noopener noreferrer nofollow\">")
                    out.escaped(sourceURL)
                    out.text("</a>.")
                }
                out.text("\n<span class=\"no-print\">")
                out.escaped(self.recipe.viewedNote)
                out.text("</span>\n</p>\n<p class=\"recipe-more no-print\">\n<a href=\"")
                out.escaped(self.recipe.exportLarderURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.exportLarder)
                out.text("</a>\n<a href=\"")
                out.escaped(self.recipe.exportSchemaURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.exportSchemaOrg)
                out.text("</a>\n<a class=\"danger-link\" href=\"")
                out.escaped(self.recipe.deleteURL)
                out.text("\">")
                out.escaped(self.page.t.recipe.deleteRecipe)
                out.text("</a>\n</p>\n</footer>\n</article>\n")
            })
    }
}
