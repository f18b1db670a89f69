// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/tags.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension CatalogController.TagsPage: CompiledPage {
    static let template = "tags"

    func render(into out: inout HTMLWriter) {
        let changeHTML = out.escapedOnce(self.page.t.tags.change)
        let newNameHTML = out.escapedOnce(self.page.t.tags.newName)
        let renameHTML = out.escapedOnce(self.page.t.tags.rename)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"page-head\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n</div>\n<p class=\"result-summary\" role=\"status\">")
                out.escaped(self.countLabel)
                out.text(". ")
                out.escaped(self.page.t.tags.intro)
                out.text("</p>\n")
                if self.hasTags {
                    out.text("<ul class=\"catalog\">\n")
                    for tag in self.tags {
                        let nameHTML = out.escapedOnce(tag.name)
                        let idHTML = out.escapedOnce(tag.id)
                        out.text("<li class=\"catalog-item\">\n<div class=\"catalog-main\">\n<div>\n<h2 class=\"catalog-name\">")
                        out.write(nameHTML)
                        out.text("</h2>\n<p class=\"muted\"><a href=\"")
                        out.escaped(tag.recipesURL)
                        out.text("\">")
                        out.escaped(tag.usesLabel)
                        out.text("</a></p>\n</div>\n</div>\n<details class=\"catalog-edit\">\n<summary>")
                        out.write(changeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(nameHTML)
                        out.text("</span></summary>\n<form method=\"post\" action=\"/tags/")
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
                        out.text("\" required maxlength=\"50\">\n<button type=\"submit\" class=\"button\">")
                        out.write(renameHTML)
                        out.text("</button>\n</div>\n</form>\n<p><a class=\"danger-link\" href=\"/tags/")
                        out.write(idHTML)
                        out.text("/delete\">")
                        out.escaped(tag.deleteLabel)
                        out.text("</a></p>\n</details>\n</li>\n")
                    }
                    out.text("</ul>\n")
                    if let pagination = self.pagination {
                        Partials.pagination(page: self.page, hasPrevious: pagination.hasPrevious, previousURL: pagination.previousURL, label: pagination.label, hasNext: pagination.hasNext, nextURL: pagination.nextURL, into: &out)
                    }
                }
                if !self.hasTags {
                    out.text("<section class=\"empty-state card\">\n<h2>")
                    out.escaped(self.page.t.tags.noTags)
                    out.text("</h2>\n<p>")
                    out.escaped(self.page.t.tags.noTagsHelp)
                    out.text("</p>\n<p class=\"actions\"><a class=\"button\" href=\"/recipes\">")
                    out.escaped(self.page.t.tags.goToRecipes)
                    out.text("</a></p>\n</section>\n")
                }
            })
    }
}
