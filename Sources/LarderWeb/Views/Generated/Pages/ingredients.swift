// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/ingredients.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension CatalogController.IngredientsPage: CompiledPage {
    static let template = "ingredients"

    func render(into out: inout HTMLWriter) {
        let aisleHTML = out.escapedOnce(self.page.t.ingredients.aisle)
        let changeHTML = out.escapedOnce(self.page.t.ingredients.change)
        let newNameHTML = out.escapedOnce(self.page.t.ingredients.newName)
        let renameHTML = out.escapedOnce(self.page.t.ingredients.rename)
        let aisleFieldHTML = out.escapedOnce(self.page.t.ingredients.aisleField)
        let aislePlaceholderHTML = out.escapedOnce(self.page.t.ingredients.aislePlaceholder)
        let saveAisleHTML = out.escapedOnce(self.page.t.ingredients.saveAisle)
        let densityHTML = out.escapedOnce(self.page.t.ingredients.density)
        let densityHintHTML = out.escapedOnce(self.page.t.ingredients.densityHint)
        let densityPlaceholderHTML = out.escapedOnce(self.page.t.ingredients.densityPlaceholder)
        let saveDensityHTML = out.escapedOnce(self.page.t.ingredients.saveDensity)
        let pictureHTML = out.escapedOnce(self.page.t.ingredients.picture)
        let imageHintHTML = out.escapedOnce(self.imageHint)
        let imageLimitHTML = out.escapedOnce(self.imageLimit)
        let uploadHTML = out.escapedOnce(self.page.t.ingredients.upload)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"page-head\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n</div>\n<form class=\"search card\" role=\"search\" method=\"get\" action=\"/ingredients\">\n<label for=\"ingredient-q\">")
                out.escaped(self.page.t.ingredients.findIngredient)
                out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"ingredient-q\" type=\"search\" name=\"q\" value=\"")
                out.escaped(self.search)
                out.text("\" enterkeyhint=\"search\">\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.common.search)
                out.text("</button>\n</div>\n</form>\n<p class=\"result-summary\" role=\"status\">")
                out.escaped(self.countLabel)
                if !self.search.isEmpty {
                    out.text(" <a href=\"/ingredients\">")
                    out.escaped(self.page.t.ingredients.showAll)
                    out.text("</a>")
                }
                out.text("</p>\n")
                if self.hasIngredients {
                    out.text("<ul class=\"catalog\">\n")
                    for ingredient in self.ingredients {
                        let idHTML = out.escapedOnce(ingredient.id)
                        let nameHTML = out.escapedOnce(ingredient.name)
                        let aisleHTML2 = out.escapedOnce(ingredient.aisle)
                        let densityHTML2 = out.escapedOnce(ingredient.density)
                        out.text("<li class=\"catalog-item\">\n<div class=\"catalog-main\">\n")
                        if ingredient.hasImage {
                            out.text("<img class=\"thumb\" src=\"/ingredients/")
                            out.write(idHTML)
                            out.text("/image\" alt=\"\" width=\"56\" height=\"56\" loading=\"lazy\">\n")
                        }
                        if !ingredient.hasImage {
                            out.text("<span class=\"thumb thumb--empty\" aria-hidden=\"true\"></span>\n")
                        }
                        out.text("<div>\n<h2 class=\"catalog-name\">")
                        out.write(nameHTML)
                        out.text("</h2>\n<p class=\"muted\"><a href=\"")
                        out.escaped(ingredient.recipesURL)
                        out.text("\">")
                        out.escaped(ingredient.usesLabel)
                        out.text("</a>")
                        if !ingredient.aisle.isEmpty {
                            out.text(" · ")
                            out.write(aisleHTML)
                            out.text(" ")
                            out.write(aisleHTML2)
                        }
                        if !ingredient.density.isEmpty {
                            out.text(" · ")
                            out.write(densityHTML2)
                            out.text(" g/ml")
                        }
                        out.text("</p>\n</div>\n</div>\n<details class=\"catalog-edit\">\n<summary>")
                        out.write(changeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(nameHTML)
                        out.text("</span></summary>\n<form method=\"post\" action=\"/ingredients/")
                        out.write(idHTML)
                        out.text("/rename\" class=\"inline-form\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<label for=\"rename-")
                        out.write(idHTML)
                        out.text("\">")
                        out.write(newNameHTML)
                        out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"rename-")
                        out.write(idHTML)
                        out.text("\" type=\"text\" name=\"name\" value=\"")
                        out.write(nameHTML)
                        out.text("\" required>\n<button type=\"submit\" class=\"button\">")
                        out.write(renameHTML)
                        out.text("</button>\n</div>\n</form>\n<form method=\"post\" action=\"/ingredients/")
                        out.write(idHTML)
                        out.text("/aisle\" class=\"inline-form\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<label for=\"aisle-")
                        out.write(idHTML)
                        out.text("\">")
                        out.write(aisleFieldHTML)
                        out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"aisle-")
                        out.write(idHTML)
                        out.text("\" type=\"text\" name=\"aisle\" value=\"")
                        out.write(aisleHTML2)
                        out.text("\" maxlength=\"50\" placeholder=\"")
                        out.write(aislePlaceholderHTML)
                        out.text("\">\n<button type=\"submit\" class=\"button\">")
                        out.write(saveAisleHTML)
                        out.text("</button>\n</div>\n</form>\n<form method=\"post\" action=\"/ingredients/")
                        out.write(idHTML)
                        out.text("/density\" class=\"inline-form\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<label for=\"density-")
                        out.write(idHTML)
                        out.text("\">")
                        out.write(densityHTML)
                        out.text("</label>\n<p class=\"hint\" id=\"density-hint-")
                        out.write(idHTML)
                        out.text("\">")
                        out.write(densityHintHTML)
                        out.text("</p>\n<div class=\"input-with-button\">\n<input id=\"density-")
                        out.write(idHTML)
                        out.text("\" type=\"text\" name=\"density\" value=\"")
                        out.write(densityHTML2)
                        out.text("\" inputmode=\"decimal\" maxlength=\"8\" placeholder=\"")
                        out.write(densityPlaceholderHTML)
                        out.text("\" aria-describedby=\"density-hint-")
                        out.write(idHTML)
                        out.text("\">\n<button type=\"submit\" class=\"button\">")
                        out.write(saveDensityHTML)
                        out.text("</button>\n</div>\n</form>\n<form method=\"post\" action=\"/ingredients/")
                        out.write(idHTML)
                        out.text("/image\" enctype=\"multipart/form-data\" class=\"inline-form\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<label for=\"image-")
                        out.write(idHTML)
                        out.text("\">")
                        out.write(pictureHTML)
                        out.text("</label>\n<p class=\"hint\" id=\"image-hint-")
                        out.write(idHTML)
                        out.text("\">")
                        out.write(imageHintHTML)
                        out.text("</p>\n<div class=\"input-with-button\">\n<input id=\"image-")
                        out.write(idHTML)
                        out.text("\" type=\"file\" name=\"image\" accept=\"image/*\" data-max-bytes=\"")
                        out.integer(self.imageLimitBytes)
                        out.text("\" data-max-text=\"")
                        out.write(imageLimitHTML)
                        out.text("\" aria-describedby=\"image-hint-")
                        out.write(idHTML)
                        out.text("\">\n<button type=\"submit\" class=\"button\">")
                        out.write(uploadHTML)
                        out.text("</button>\n</div>\n</form>\n<p><a class=\"danger-link\" href=\"/ingredients/")
                        out.write(idHTML)
                        out.text("/delete\">")
                        out.escaped(ingredient.deleteLabel)
                        out.text("</a></p>\n</details>\n</li>\n")
                    }
                    out.text("</ul>\n")
                    if let pagination = self.pagination {
                        Partials.pagination(page: self.page, hasPrevious: pagination.hasPrevious, previousURL: pagination.previousURL, label: pagination.label, hasNext: pagination.hasNext, nextURL: pagination.nextURL, into: &out)
                    }
                }
                if !self.hasIngredients {
                    out.text("<section class=\"empty-state card\">\n")
                    if self.search.isEmpty {
                        out.text("<h2>")
                        out.escaped(self.page.t.ingredients.noIngredients)
                        out.text("</h2>\n<p>")
                        out.escaped(self.page.t.ingredients.noIngredientsHelp)
                        out.text("</p>\n")
                    }
                    if !self.search.isEmpty {
                        out.text("<h2>")
                        out.escaped(self.noMatchLabel)
                        out.text("</h2>\n<p><a href=\"/ingredients\">")
                        out.escaped(self.page.t.ingredients.showAllIngredients)
                        out.text("</a></p>\n")
                    }
                    out.text("</section>\n")
                }
            })
    }
}
