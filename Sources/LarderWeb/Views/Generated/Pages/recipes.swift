// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipes.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension RecipeController.ListPage: CompiledPage {
    static let template = "recipes"

    func render(into out: inout HTMLWriter) {
        let removeFilterHTML = out.escapedOnce(self.page.t.recipes.removeFilter)
        let starsOnAverageHTML = out.escapedOnce(self.page.t.recipes.starsOnAverage)
        let tagsHTML = out.escapedOnce(self.page.t.recipes.tags)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"page-head\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<p class=\"page-actions\">\n<a class=\"button button--primary\" href=\"/recipes/new\">")
                out.escaped(self.page.t.recipes.newRecipe)
                out.text("</a>\n<a class=\"button\" href=\"/import\">")
                out.escaped(self.page.t.recipes.importButton)
                out.text("</a>\n")
                if !self.isEmptyHousehold {
                    out.text("<a class=\"button\" href=\"/export\" download title=\"")
                    out.escaped(self.page.t.recipes.exportAllHint)
                    out.text("\">")
                    out.escaped(self.page.t.recipes.exportAll)
                    out.text("</a>")
                }
                out.text("\n</p>\n</div>\n")
                if self.isEmptyHousehold {
                    out.text("<section class=\"empty-state card\">\n<h2>")
                    out.escaped(self.page.t.recipes.emptyTitle)
                    out.text("</h2>\n<p>")
                    out.escaped(self.page.t.recipes.emptyText)
                    out.text("</p>\n<p class=\"actions\">\n<a class=\"button button--primary\" href=\"/recipes/new\">")
                    out.escaped(self.page.t.recipes.writeFirst)
                    out.text("</a>\n<a class=\"button\" href=\"/import\">")
                    out.escaped(self.page.t.recipes.importRecipes)
                    out.text("</a>\n</p>\n</section>\n")
                }
                if !self.isEmptyHousehold {
                    out.text("<form class=\"search card\" role=\"search\" method=\"get\" action=\"/recipes\">\n")
                    for chosenTag in self.chosenTags {
                        out.text("<input type=\"hidden\" name=\"tag\" value=\"")
                        out.escaped(chosenTag)
                        out.text("\">\n")
                    }
                    out.text("<div class=\"search-main\">\n<label for=\"search-q\">")
                    out.escaped(self.page.t.recipes.searchLabel)
                    out.text("</label>\n<div class=\"input-with-button\">\n<input id=\"search-q\" type=\"search\" name=\"q\" value=\"")
                    out.escaped(self.query.q)
                    out.text("\" placeholder=\"")
                    out.escaped(self.page.t.recipes.searchPlaceholder)
                    out.text("\" enterkeyhint=\"search\">\n<button type=\"submit\" class=\"button button--primary\">")
                    out.escaped(self.page.t.common.search)
                    out.text("</button>\n</div>\n</div>\n<details class=\"filters\" data-remember=\"larder:filters\"")
                    if self.filtersOpen {
                        out.text(" open")
                    }
                    out.text(">\n<summary>")
                    out.escaped(self.page.t.recipes.filters)
                    out.text("</summary>\n<div class=\"filter-grid\">\n<div class=\"field\">\n<label for=\"search-ingredient\">")
                    out.escaped(self.page.t.recipes.usesIngredient)
                    out.text("</label>\n<input id=\"search-ingredient\" type=\"text\" name=\"ingredient\" value=\"")
                    out.escaped(self.query.ingredient)
                    out.text("\" placeholder=\"")
                    out.escaped(self.page.t.recipes.ingredientExample)
                    out.text("\">\n</div>\n<div class=\"field\">\n<label for=\"search-skill\">")
                    out.escaped(self.page.t.recipes.usesSkill)
                    out.text("</label>\n<input id=\"search-skill\" type=\"text\" name=\"skill\" value=\"")
                    out.escaped(self.query.skill)
                    out.text("\" placeholder=\"")
                    out.escaped(self.page.t.recipes.skillExample)
                    out.text("\">\n</div>\n<div class=\"field\">\n<label for=\"search-max\">")
                    out.escaped(self.page.t.recipes.maxMinutes)
                    out.text("</label>\n<input id=\"search-max\" type=\"number\" name=\"max_minutes\" value=\"")
                    out.escaped(self.query.maxMinutes)
                    out.text("\" min=\"1\" inputmode=\"numeric\">\n</div>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"search-favourites\"><input id=\"search-favourites\" type=\"checkbox\" name=\"favourites\" value=\"mine\"")
                    if self.query.onlyFavourites {
                        out.text(" checked")
                    }
                    out.text("> ")
                    out.escaped(self.page.t.recipes.onlyFavourites)
                    out.text("</label>\n</div>\n<div class=\"field\">\n<label for=\"search-rating\">")
                    out.escaped(self.page.t.recipes.rated)
                    out.text("</label>\n<select id=\"search-rating\" name=\"rating\">\n")
                    for ratingOption in self.ratingOptions {
                        out.text("<option value=\"")
                        out.escaped(ratingOption.value)
                        out.text("\"")
                        if ratingOption.selected {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(ratingOption.label)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n</div>\n<div class=\"field\">\n<label for=\"search-sort\">")
                    out.escaped(self.page.t.recipes.sortBy)
                    out.text("</label>\n<select id=\"search-sort\" name=\"sort\">\n")
                    for sortOption in self.sortOptions {
                        out.text("<option value=\"")
                        out.escaped(sortOption.value)
                        out.text("\"")
                        if sortOption.selected {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(sortOption.label)
                        out.text("</option>\n")
                    }
                    out.text("</select>\n</div>\n</div>\n<button type=\"submit\" class=\"button\">")
                    out.escaped(self.page.t.recipes.applyFilters)
                    out.text("</button>\n</details>\n</form>\n")
                    if self.hasTagFilters {
                        out.text("<nav class=\"tag-filter\" aria-label=\"")
                        out.write(tagsHTML)
                        out.text("\">\n<h2 class=\"tag-filter-title\">")
                        out.write(tagsHTML)
                        out.text("</h2>\n<ul class=\"tag-list\">\n")
                        for tagFilter in self.tagFilters {
                            out.text("<li><a class=\"recipe-tag")
                            if tagFilter.isChosen {
                                out.text(" recipe-tag--chosen")
                            }
                            out.text("\" href=\"")
                            out.escaped(tagFilter.url)
                            out.text("\"")
                            if tagFilter.isChosen {
                                out.text(" aria-current=\"true\"")
                            }
                            out.text(">")
                            if tagFilter.isChosen {
                                out.text("<span class=\"visually-hidden\">")
                                out.write(removeFilterHTML)
                                out.text(" </span>")
                            }
                            out.escaped(tagFilter.name)
                            out.text(" <span class=\"recipe-tag-count\">")
                            out.integer(tagFilter.count)
                            out.text("</span>")
                            if tagFilter.isChosen {
                                out.text("<span aria-hidden=\"true\"> ✕</span>")
                            }
                            out.text("</a></li>\n")
                        }
                        out.text("</ul>\n")
                        if !self.moreTagFilters.isEmpty {
                            out.text("<details class=\"tag-more\">\n<summary>")
                            out.escaped(self.moreTagsLabel)
                            out.text("</summary>\n<ul class=\"tag-list\">\n")
                            for moreTagFilter in self.moreTagFilters {
                                out.text("<li><a class=\"recipe-tag\" href=\"")
                                out.escaped(moreTagFilter.url)
                                out.text("\">")
                                out.escaped(moreTagFilter.name)
                                out.text(" <span class=\"recipe-tag-count\">")
                                out.integer(moreTagFilter.count)
                                out.text("</span></a></li>\n")
                            }
                            out.text("</ul>\n</details>\n")
                        }
                        out.text("<a class=\"tag-filter-manage\" href=\"/tags\">")
                        out.escaped(self.page.t.recipes.manageTags)
                        out.text("</a>\n</nav>\n")
                    }
                    out.text("<p class=\"result-summary\" role=\"status\">")
                    out.escaped(self.resultSummary)
                    if self.isSearch {
                        out.text(" <a href=\"/recipes\">")
                        out.escaped(self.page.t.recipes.clearSearch)
                        out.text("</a>")
                    }
                    out.text("</p>\n")
                    if self.hasRecipes {
                        out.text("<ul class=\"recipe-list\">\n")
                        for recipe in self.recipes {
                            out.text("<li class=\"recipe-card")
                            if recipe.thumbnailURL != nil {
                                out.text(" recipe-card--photo")
                            }
                            out.text("\">\n")
                            if let thumbnailURL2 = recipe.thumbnailURL {
                                out.text("<img class=\"recipe-card-photo\" src=\"")
                                out.escaped(thumbnailURL2)
                                out.text("\" width=\"320\" height=\"240\" loading=\"lazy\" decoding=\"async\" alt=\"\">")
                            }
                            out.text("\n")
                            if recipe.thumbnailURL == nil {
                                if self.anyPhotos {
                                    out.text("<div class=\"recipe-card-photo recipe-card-photo--none\" aria-hidden=\"true\"></div>")
                                }
                            }
                            out.text("\n<h2><a href=\"")
                            out.escaped(recipe.url)
                            out.text("\">")
                            out.escaped(recipe.name)
                            out.text("</a></h2>\n")
                            if !recipe.summary.isEmpty {
                                out.text("<p class=\"recipe-card-summary\">")
                                out.escaped(recipe.summary)
                                out.text("</p>\n")
                            }
                            out.text("<p class=\"recipe-card-meta\"><span>")
                            out.escaped(recipe.servesText)
                            out.text("</span>")
                            if !recipe.totalTime.isEmpty {
                                out.text("<span>")
                                out.escaped(recipe.totalTime)
                                out.text("</span>")
                            }
                            if let rating = recipe.rating {
                                out.text("<span class=\"recipe-card-rating\">")
                                out.escaped(rating)
                                out.text("<span class=\"visually-hidden\"> ")
                                out.write(starsOnAverageHTML)
                                out.text("</span></span>")
                            }
                            out.text("</p>\n")
                            if recipe.hasTags {
                                out.text("<ul class=\"tag-list tag-list--small\" aria-label=\"")
                                out.write(tagsHTML)
                                out.text("\">")
                                for tag in recipe.tags {
                                    out.text("<li><a class=\"recipe-tag\" href=\"")
                                    out.escaped(tag.url)
                                    out.text("\">")
                                    out.escaped(tag.name)
                                    out.text("</a></li>")
                                }
                                out.text("</ul>")
                            }
                            out.text("\n</li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    if !self.hasRecipes {
                        out.text("<section class=\"empty-state card\">\n<h2>")
                        out.escaped(self.page.t.recipes.nothingMatches)
                        out.text("</h2>\n")
                        if !self.nearMatches.isEmpty {
                            out.text("<p>")
                            out.escaped(self.nearMatchesIntro)
                            out.text("</p>\n<ul class=\"near-matches\">\n")
                            for nearMatche in self.nearMatches {
                                out.text("<li><a href=\"")
                                out.escaped(nearMatche.url)
                                out.text("\">")
                                out.escaped(nearMatche.name)
                                out.text("</a></li>")
                            }
                            out.text("\n</ul>\n")
                        }
                        if self.nearMatches.isEmpty {
                            out.text("<p>")
                            out.escaped(self.page.t.recipes.tryFewer)
                            out.text("</p>\n")
                        }
                        out.text("<p class=\"actions\"><a class=\"button\" href=\"/recipes\">")
                        out.escaped(self.page.t.recipes.showAll)
                        out.text("</a></p>\n</section>\n")
                    }
                    if let pagination = self.pagination {
                        Partials.pagination(page: self.page, hasPrevious: pagination.hasPrevious, previousURL: pagination.previousURL, label: pagination.label, hasNext: pagination.hasNext, nextURL: pagination.nextURL, into: &out)
                    }
                }
                out.text("<p class=\"page-foot\"><a href=\"/recipes/deleted\">")
                out.escaped(self.page.t.recipes.recentlyDeleted)
                out.text("</a></p>\n")
            })
    }
}
