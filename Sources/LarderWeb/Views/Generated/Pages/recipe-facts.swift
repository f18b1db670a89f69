// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe-facts.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func recipeFacts(page: PageChrome, servings: RecipeController.RecipePage.Servings, recipe: RecipeController.RecipePage.Summary, schedule: ScheduleView?, into out: inout HTMLWriter) {
        out.text("<dl class=\"facts\">\n<div class=\"servings\"><dt>")
        out.escaped(page.t.recipe.serves)
        out.text("</dt><dd>\n<form class=\"servings-control\" method=\"get\" action=\"")
        out.escaped(servings.action)
        out.text("\" aria-label=\"")
        out.escaped(page.t.recipe.servings)
        out.text("\">\n")
        if let unitsAsked = servings.unitsAsked {
            out.text("<input type=\"hidden\" name=\"units\" value=\"")
            out.escaped(unitsAsked)
            out.text("\">")
        }
        out.text("\n")
        if let fewerURL = servings.fewerURL {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(fewerURL)
            out.text("\" rel=\"nofollow\" aria-label=\"")
            out.escaped(page.t.recipe.fewerServings)
            out.text("\">−</a>")
        }
        out.text("\n<input class=\"servings-input\" type=\"number\" name=\"servings\" value=\"")
        out.integer(servings.shown)
        out.text("\" min=\"")
        out.integer(servings.minimum)
        out.text("\" max=\"")
        out.integer(servings.maximum)
        out.text("\" step=\"1\" inputmode=\"numeric\" aria-label=\"")
        out.escaped(page.t.recipe.servingsToShow)
        out.text("\" data-submit-on-change>\n")
        if let moreURL = servings.moreURL {
            out.text("<a class=\"button button--small\" href=\"")
            out.escaped(moreURL)
            out.text("\" rel=\"nofollow\" aria-label=\"")
            out.escaped(page.t.recipe.moreServings)
            out.text("\">+</a>")
        }
        out.text("\n<button type=\"submit\" class=\"button button--small button--quiet\">")
        out.escaped(page.t.recipe.show)
        out.text("</button>\n</form>\n")
        if servings.isScaled {
            out.text("<p class=\"servings-note\">")
            out.escaped(servings.scaledFrom)
            out.text(" <a href=\"")
            out.escaped(servings.resetURL)
            out.text("\">")
            out.escaped(servings.backTo)
            out.text("</a></p>")
        }
        out.text("\n</dd></div>\n<div class=\"units\"><dt>")
        out.escaped(page.t.recipe.units)
        out.text("</dt><dd>\n<ul class=\"units-toggle\" aria-label=\"")
        out.escaped(page.t.recipe.showQuantities)
        out.text("\">\n")
        for unit in servings.units {
            let labelHTML = out.escapedOnce(unit.label)
            out.text("<li>")
            if unit.isCurrent {
                out.text("<span aria-current=\"true\">")
                out.write(labelHTML)
                out.text("</span>")
            }
            if !unit.isCurrent {
                out.text("<a href=\"")
                out.escaped(unit.url)
                out.text("\" rel=\"nofollow\">")
                out.write(labelHTML)
                out.text("</a>")
            }
            out.text("</li>\n")
        }
        out.text("</ul>\n</dd></div>\n")
        if !recipe.totalTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(page.t.recipe.readyIn)
            out.text("</dt><dd>")
            if schedule != nil {
                out.text("<a href=\"#schedule-title\">")
                out.escaped(recipe.totalTime)
                out.text("</a>")
            }
            if schedule == nil {
                out.escaped(recipe.totalTime)
            }
            if let readyInNote = recipe.readyInNote {
                out.text(" <span class=\"muted\">(")
                out.escaped(readyInNote)
                out.text(")</span>")
            }
            out.text("</dd></div>\n")
        }
        if !recipe.activeTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(page.t.recipe.busy)
            out.text("</dt><dd>")
            out.escaped(recipe.activeTime)
            out.text("</dd></div>\n")
        }
        if !recipe.passiveTime.isEmpty {
            out.text("<div><dt>")
            out.escaped(page.t.recipe.waiting)
            out.text("</dt><dd>")
            out.escaped(recipe.passiveTime)
            out.text("</dd></div>\n")
        }
        out.text("</dl>\n")
    }
}
