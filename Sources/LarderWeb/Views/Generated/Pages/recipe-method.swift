// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe-method.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func recipeMethod(schedule: ScheduleView?, page: PageChrome, recipe: RecipeController.RecipePage.Summary, ingredients: [RecipeController.RecipePage.IngredientText], ownLines: [RecipeController.RecipePage.Line], steps: [RecipeController.RecipePage.Step], into out: inout HTMLWriter) {
        let toolsHTML = out.escapedOnce(page.t.recipe.tools)
        if let schedule2 = schedule {
            out.text("<section class=\"schedule\" aria-labelledby=\"schedule-title\">\n<h2 id=\"schedule-title\">")
            out.escaped(page.t.recipe.schedule)
            out.text("</h2>\n<p class=\"schedule-summary\">")
            out.escaped(schedule2.summary)
            if let sumNote = schedule2.sumNote {
                out.text(" ")
                out.escaped(sumNote)
            }
            out.text("</p>\n<div class=\"schedule-wide\">\n<svg class=\"schedule-chart\" viewBox=\"0 0 ")
            out.integer(schedule2.width)
            out.text(" ")
            out.integer(schedule2.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-svg-title schedule-svg-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-svg-title\">")
            out.escaped(recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-svg-desc\">")
            for bar in schedule2.bars {
                out.escaped(bar.stepLabel)
                out.text(": ")
                out.escaped(bar.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for bar2 in schedule2.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(bar2.labelY)
                out.text("\" class=\"schedule-step\">")
                out.escaped(bar2.stepLabel)
                out.text("</text>\n")
                if !bar2.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(bar2.x)
                    out.text("\" y=\"")
                    out.integer(bar2.y)
                    out.text("\" width=\"")
                    out.integer(bar2.width)
                    out.text("\" height=\"22\" rx=\"3\" class=\"")
                    if bar2.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !bar2.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if bar2.isPassive {
                        out.text(" fill=\"url(#waiting-hatch)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if bar2.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(bar2.x)
                    out.text("\" y1=\"")
                    out.integer(bar2.y)
                    out.text("\" x2=\"")
                    out.integer(bar2.x)
                    out.text("\" y2=\"")
                    out.integer(bar2.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n<text x=\"")
                out.integer(bar2.textX)
                out.text("\" y=\"")
                out.integer(bar2.labelY)
                out.text("\" text-anchor=\"")
                out.escaped(bar2.textAnchor)
                out.text("\" class=\"schedule-label\">")
                out.escaped(bar2.text)
                out.text("</text>\n")
            }
            out.text("<line x1=\"64\" y1=\"")
            out.integer(schedule2.axisY)
            out.text("\" x2=\"584\" y2=\"")
            out.integer(schedule2.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for tick in schedule2.ticks {
                out.text("<text x=\"")
                out.integer(tick.x)
                out.text("\" y=\"")
                out.integer(schedule2.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(tick.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</div>\n<svg class=\"schedule-chart schedule-chart--narrow\" viewBox=\"0 0 ")
            out.integer(schedule2.narrow.width)
            out.text(" ")
            out.integer(schedule2.narrow.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-narrow-title schedule-narrow-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-narrow-title\">")
            out.escaped(recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-narrow-desc\">")
            for bar3 in schedule2.narrow.bars {
                out.escaped(bar3.stepLabel)
                out.text(": ")
                out.escaped(bar3.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch-narrow\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for bar4 in schedule2.narrow.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(bar4.labelY)
                out.text("\" class=\"schedule-label\"><tspan class=\"schedule-step\">")
                out.escaped(bar4.stepLabel)
                out.text("</tspan> · ")
                out.escaped(bar4.text)
                if let more = bar4.more {
                    out.text("<tspan x=\"0\" dy=\"14\">")
                    out.escaped(more)
                    out.text("</tspan>")
                }
                out.text("</text>\n")
                if !bar4.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(bar4.x)
                    out.text("\" y=\"")
                    out.integer(bar4.y)
                    out.text("\" width=\"")
                    out.integer(bar4.width)
                    out.text("\" height=\"14\" rx=\"3\" class=\"")
                    if bar4.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !bar4.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if bar4.isPassive {
                        out.text(" fill=\"url(#waiting-hatch-narrow)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if bar4.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(bar4.x)
                    out.text("\" y1=\"")
                    out.integer(bar4.y)
                    out.text("\" x2=\"")
                    out.integer(bar4.x)
                    out.text("\" y2=\"")
                    out.integer(bar4.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n")
            }
            out.text("<line x1=\"14\" y1=\"")
            out.integer(schedule2.narrow.axisY)
            out.text("\" x2=\"")
            out.integer(schedule2.narrow.axisEnd)
            out.text("\" y2=\"")
            out.integer(schedule2.narrow.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for tick2 in schedule2.narrow.ticks {
                out.text("<text x=\"")
                out.integer(tick2.x)
                out.text("\" y=\"")
                out.integer(schedule2.narrow.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(tick2.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</section>\n")
        }
        out.text("<div class=\"recipe-body\">\n<section class=\"ingredients\" aria-labelledby=\"ingredients-title\">\n<h2 id=\"ingredients-title\">")
        out.escaped(page.t.recipe.ingredients)
        out.text("</h2>\n")
        if !ingredients.isEmpty {
            out.text("<p class=\"hint no-print\">")
            out.escaped(page.t.recipe.tickThemOff)
            out.text("</p>\n<ul class=\"checklist\">\n")
            for ingredient in ingredients {
                out.text("<li><label><input type=\"checkbox\"><span>")
                out.escaped(ingredient.text)
                out.text("</span></label></li>\n")
            }
            out.text("</ul>\n")
        }
        if ingredients.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(page.t.recipe.noIngredients)
            out.text("</p>\n")
        }
        out.text("</section>\n<section class=\"method\" aria-labelledby=\"method-title\">\n<h2 id=\"method-title\">")
        out.escaped(page.t.recipe.method)
        out.text("</h2>\n")
        if !ownLines.isEmpty {
            out.text("<div class=\"own-lines\">\n<h3 class=\"own-lines-title\">")
            out.escaped(page.t.recipe.youWillNeed)
            out.text("</h3>\n<ul class=\"step-lines\">\n")
            for ownLine in ownLines {
                let textHTML = out.escapedOnce(ownLine.text)
                if let groupHeading = ownLine.groupHeading {
                    out.text("<li class=\"line-group\">")
                    out.escaped(groupHeading)
                    out.text("</li>")
                }
                out.text("\n<li>")
                if let ingredientURL = ownLine.ingredientURL {
                    out.text("<a href=\"")
                    out.escaped(ingredientURL)
                    out.text("\">")
                    out.write(textHTML)
                    out.text("</a>")
                }
                if ownLine.ingredientURL == nil {
                    out.write(textHTML)
                }
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<ol class=\"steps\">\n")
        for step in steps {
            let headingHTML = out.escapedOnce(step.heading)
            out.text("<li class=\"step\" id=\"step-")
            out.integer(step.number)
            out.text("\">\n<div class=\"step-head\">\n<h3 class=\"step-number\">")
            out.write(headingHTML)
            out.text("</h3>\n")
            if let time = step.time {
                out.text("<p class=\"step-time")
                if time.isPassive {
                    out.text(" step-time--passive")
                }
                out.text("\">")
                out.escaped(time.label)
                out.text(" <span>")
                out.escaped(time.kindLabel)
                out.text("</span></p>\n")
            }
            out.text("</div>\n")
            if let duringNote = step.duringNote {
                out.text("<p class=\"step-during\">")
                out.escaped(duringNote)
                out.text("</p>")
            }
            out.text("\n")
            if !step.lines.isEmpty {
                out.text("<ul class=\"step-lines\">\n")
                for line in step.lines {
                    let textHTML2 = out.escapedOnce(line.text)
                    if let groupHeading2 = line.groupHeading {
                        out.text("<li class=\"line-group\">")
                        out.escaped(groupHeading2)
                        out.text("</li>")
                    }
                    out.text("\n<li>")
                    if let ingredientURL3 = line.ingredientURL {
                        out.text("<a href=\"")
                        out.escaped(ingredientURL3)
                        out.text("\">")
                        out.write(textHTML2)
                        out.text("</a>")
                    }
                    if line.ingredientURL == nil {
                        out.write(textHTML2)
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("<p class=\"instructions\">")
            out.escaped(step.instructions)
            out.text("</p>\n")
            if let time2 = step.time {
                out.text("<div class=\"timer-slot no-print\">\n<button type=\"button\" class=\"button timer\" data-seconds=\"")
                out.integer(time2.seconds)
                out.text("\" data-label=\"")
                out.write(headingHTML)
                out.text("\" hidden>")
                out.escaped(time2.startTimer)
                out.text("</button>\n</div>\n")
            }
            if !step.tools.isEmpty {
                out.text("<p class=\"step-tools\"><span class=\"step-tag-label\">")
                out.write(toolsHTML)
                out.text("</span> ")
                for tool in step.tools {
                    out.text("<span class=\"tool\">")
                    out.escaped(tool.name)
                    if let note = tool.note {
                        out.text(" <span class=\"muted\">(")
                        out.escaped(note)
                        out.text(")</span>")
                    }
                    out.text("</span>")
                }
                out.text("</p>\n")
            }
            if !step.skills.isEmpty {
                out.text("<ul class=\"skill-chips\" aria-label=\"")
                out.escaped(step.skillsLabel)
                out.text("\">\n")
                for skill in step.skills {
                    let categoryLabelHTML = out.escapedOnce(skill.categoryLabel)
                    out.text("<li class=\"chip\" title=\"")
                    out.write(categoryLabelHTML)
                    out.text("\">")
                    Partials.skillIcon(icon: skill.icon, into: &out)
                    out.escaped(skill.name)
                    out.text("<span class=\"visually-hidden\"> (")
                    out.write(categoryLabelHTML)
                    out.text(")</span></li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</li>\n")
        }
        out.text("</ol>\n")
        if steps.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(page.t.recipe.noSteps)
            out.text(" <a href=\"")
            out.escaped(recipe.editURL)
            out.text("\">")
            out.escaped(page.t.recipe.addSome)
            out.text("</a>.</p>\n")
        }
        out.text("</section>\n</div>\n")
    }

    static func recipeMethod(schedule: ScheduleView?, page: PageChrome, recipe: RecipeController.RecipePage.Summary, ingredients: [RecipeController.RecipePage.IngredientText], ownLines: [RecipeController.RecipePage.Line], steps: [RecipeController.RecipePage.Step], isShared: Bool, into out: inout HTMLWriter) {
        let toolsHTML = out.escapedOnce(page.t.recipe.tools)
        if let schedule2 = schedule {
            out.text("<section class=\"schedule\" aria-labelledby=\"schedule-title\">\n<h2 id=\"schedule-title\">")
            out.escaped(page.t.recipe.schedule)
            out.text("</h2>\n<p class=\"schedule-summary\">")
            out.escaped(schedule2.summary)
            if let sumNote = schedule2.sumNote {
                out.text(" ")
                out.escaped(sumNote)
            }
            out.text("</p>\n<div class=\"schedule-wide\">\n<svg class=\"schedule-chart\" viewBox=\"0 0 ")
            out.integer(schedule2.width)
            out.text(" ")
            out.integer(schedule2.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-svg-title schedule-svg-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-svg-title\">")
            out.escaped(recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-svg-desc\">")
            for bar in schedule2.bars {
                out.escaped(bar.stepLabel)
                out.text(": ")
                out.escaped(bar.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for bar2 in schedule2.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(bar2.labelY)
                out.text("\" class=\"schedule-step\">")
                out.escaped(bar2.stepLabel)
                out.text("</text>\n")
                if !bar2.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(bar2.x)
                    out.text("\" y=\"")
                    out.integer(bar2.y)
                    out.text("\" width=\"")
                    out.integer(bar2.width)
                    out.text("\" height=\"22\" rx=\"3\" class=\"")
                    if bar2.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !bar2.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if bar2.isPassive {
                        out.text(" fill=\"url(#waiting-hatch)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if bar2.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(bar2.x)
                    out.text("\" y1=\"")
                    out.integer(bar2.y)
                    out.text("\" x2=\"")
                    out.integer(bar2.x)
                    out.text("\" y2=\"")
                    out.integer(bar2.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n<text x=\"")
                out.integer(bar2.textX)
                out.text("\" y=\"")
                out.integer(bar2.labelY)
                out.text("\" text-anchor=\"")
                out.escaped(bar2.textAnchor)
                out.text("\" class=\"schedule-label\">")
                out.escaped(bar2.text)
                out.text("</text>\n")
            }
            out.text("<line x1=\"64\" y1=\"")
            out.integer(schedule2.axisY)
            out.text("\" x2=\"584\" y2=\"")
            out.integer(schedule2.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for tick in schedule2.ticks {
                out.text("<text x=\"")
                out.integer(tick.x)
                out.text("\" y=\"")
                out.integer(schedule2.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(tick.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</div>\n<svg class=\"schedule-chart schedule-chart--narrow\" viewBox=\"0 0 ")
            out.integer(schedule2.narrow.width)
            out.text(" ")
            out.integer(schedule2.narrow.height)
            out.text("\" role=\"img\" aria-labelledby=\"schedule-narrow-title schedule-narrow-desc\" preserveAspectRatio=\"xMinYMin meet\">\n<title id=\"schedule-narrow-title\">")
            out.escaped(recipe.scheduleTitle)
            out.text("</title>\n<desc id=\"schedule-narrow-desc\">")
            for bar3 in schedule2.narrow.bars {
                out.escaped(bar3.stepLabel)
                out.text(": ")
                out.escaped(bar3.text)
                out.text(". ")
            }
            out.text("</desc>\n<defs>\n<pattern id=\"waiting-hatch-narrow\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\n<rect width=\"6\" height=\"6\" class=\"schedule-waiting-fill\"/>\n<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" class=\"schedule-waiting-line\"/>\n</pattern>\n</defs>\n")
            for bar4 in schedule2.narrow.bars {
                out.text("<text x=\"0\" y=\"")
                out.integer(bar4.labelY)
                out.text("\" class=\"schedule-label\"><tspan class=\"schedule-step\">")
                out.escaped(bar4.stepLabel)
                out.text("</tspan> · ")
                out.escaped(bar4.text)
                if let more = bar4.more {
                    out.text("<tspan x=\"0\" dy=\"14\">")
                    out.escaped(more)
                    out.text("</tspan>")
                }
                out.text("</text>\n")
                if !bar4.isUntimed {
                    out.text("<rect x=\"")
                    out.integer(bar4.x)
                    out.text("\" y=\"")
                    out.integer(bar4.y)
                    out.text("\" width=\"")
                    out.integer(bar4.width)
                    out.text("\" height=\"14\" rx=\"3\" class=\"")
                    if bar4.isPassive {
                        out.text("schedule-waiting")
                    }
                    if !bar4.isPassive {
                        out.text("schedule-busy")
                    }
                    out.text("\"")
                    if bar4.isPassive {
                        out.text(" fill=\"url(#waiting-hatch-narrow)\"")
                    }
                    out.text("/>")
                }
                out.text("\n")
                if bar4.isUntimed {
                    out.text("<line x1=\"")
                    out.integer(bar4.x)
                    out.text("\" y1=\"")
                    out.integer(bar4.y)
                    out.text("\" x2=\"")
                    out.integer(bar4.x)
                    out.text("\" y2=\"")
                    out.integer(bar4.bottom)
                    out.text("\" class=\"schedule-untimed\"/>")
                }
                out.text("\n")
            }
            out.text("<line x1=\"14\" y1=\"")
            out.integer(schedule2.narrow.axisY)
            out.text("\" x2=\"")
            out.integer(schedule2.narrow.axisEnd)
            out.text("\" y2=\"")
            out.integer(schedule2.narrow.axisY)
            out.text("\" class=\"schedule-axis\"/>\n")
            for tick2 in schedule2.narrow.ticks {
                out.text("<text x=\"")
                out.integer(tick2.x)
                out.text("\" y=\"")
                out.integer(schedule2.narrow.axisY)
                out.text("\" dy=\"16\" class=\"schedule-tick\">")
                out.escaped(tick2.label)
                out.text("</text>\n")
            }
            out.text("</svg>\n</section>\n")
        }
        out.text("<div class=\"recipe-body\">\n<section class=\"ingredients\" aria-labelledby=\"ingredients-title\">\n<h2 id=\"ingredients-title\">")
        out.escaped(page.t.recipe.ingredients)
        out.text("</h2>\n")
        if !ingredients.isEmpty {
            out.text("<p class=\"hint no-print\">")
            out.escaped(page.t.recipe.tickThemOff)
            out.text("</p>\n<ul class=\"checklist\">\n")
            for ingredient in ingredients {
                out.text("<li><label><input type=\"checkbox\"><span>")
                out.escaped(ingredient.text)
                out.text("</span></label></li>\n")
            }
            out.text("</ul>\n")
        }
        if ingredients.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(page.t.recipe.noIngredients)
            out.text("</p>\n")
        }
        out.text("</section>\n<section class=\"method\" aria-labelledby=\"method-title\">\n<h2 id=\"method-title\">")
        out.escaped(page.t.recipe.method)
        out.text("</h2>\n")
        if !ownLines.isEmpty {
            out.text("<div class=\"own-lines\">\n<h3 class=\"own-lines-title\">")
            out.escaped(page.t.recipe.youWillNeed)
            out.text("</h3>\n<ul class=\"step-lines\">\n")
            for ownLine in ownLines {
                let textHTML = out.escapedOnce(ownLine.text)
                if let groupHeading = ownLine.groupHeading {
                    out.text("<li class=\"line-group\">")
                    out.escaped(groupHeading)
                    out.text("</li>")
                }
                out.text("\n<li>")
                if let ingredientURL = ownLine.ingredientURL {
                    out.text("<a href=\"")
                    out.escaped(ingredientURL)
                    out.text("\">")
                    out.write(textHTML)
                    out.text("</a>")
                }
                if ownLine.ingredientURL == nil {
                    out.write(textHTML)
                }
                out.text("</li>\n")
            }
            out.text("</ul>\n</div>\n")
        }
        out.text("<ol class=\"steps\">\n")
        for step in steps {
            let headingHTML = out.escapedOnce(step.heading)
            out.text("<li class=\"step\" id=\"step-")
            out.integer(step.number)
            out.text("\">\n<div class=\"step-head\">\n<h3 class=\"step-number\">")
            out.write(headingHTML)
            out.text("</h3>\n")
            if let time = step.time {
                out.text("<p class=\"step-time")
                if time.isPassive {
                    out.text(" step-time--passive")
                }
                out.text("\">")
                out.escaped(time.label)
                out.text(" <span>")
                out.escaped(time.kindLabel)
                out.text("</span></p>\n")
            }
            out.text("</div>\n")
            if let duringNote = step.duringNote {
                out.text("<p class=\"step-during\">")
                out.escaped(duringNote)
                out.text("</p>")
            }
            out.text("\n")
            if !step.lines.isEmpty {
                out.text("<ul class=\"step-lines\">\n")
                for line in step.lines {
                    let textHTML2 = out.escapedOnce(line.text)
                    if let groupHeading2 = line.groupHeading {
                        out.text("<li class=\"line-group\">")
                        out.escaped(groupHeading2)
                        out.text("</li>")
                    }
                    out.text("\n<li>")
                    if let ingredientURL3 = line.ingredientURL {
                        out.text("<a href=\"")
                        out.escaped(ingredientURL3)
                        out.text("\">")
                        out.write(textHTML2)
                        out.text("</a>")
                    }
                    if line.ingredientURL == nil {
                        out.write(textHTML2)
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("<p class=\"instructions\">")
            out.escaped(step.instructions)
            out.text("</p>\n")
            if let time2 = step.time {
                out.text("<div class=\"timer-slot no-print\">\n<button type=\"button\" class=\"button timer\" data-seconds=\"")
                out.integer(time2.seconds)
                out.text("\" data-label=\"")
                out.write(headingHTML)
                out.text("\" hidden>")
                out.escaped(time2.startTimer)
                out.text("</button>\n</div>\n")
            }
            if !step.tools.isEmpty {
                out.text("<p class=\"step-tools\"><span class=\"step-tag-label\">")
                out.write(toolsHTML)
                out.text("</span> ")
                for tool in step.tools {
                    out.text("<span class=\"tool\">")
                    out.escaped(tool.name)
                    if let note = tool.note {
                        out.text(" <span class=\"muted\">(")
                        out.escaped(note)
                        out.text(")</span>")
                    }
                    out.text("</span>")
                }
                out.text("</p>\n")
            }
            if !step.skills.isEmpty {
                out.text("<ul class=\"skill-chips\" aria-label=\"")
                out.escaped(step.skillsLabel)
                out.text("\">\n")
                for skill in step.skills {
                    let categoryLabelHTML = out.escapedOnce(skill.categoryLabel)
                    out.text("<li class=\"chip\" title=\"")
                    out.write(categoryLabelHTML)
                    out.text("\">")
                    Partials.skillIcon(icon: skill.icon, into: &out)
                    out.escaped(skill.name)
                    out.text("<span class=\"visually-hidden\"> (")
                    out.write(categoryLabelHTML)
                    out.text(")</span></li>\n")
                }
                out.text("</ul>\n")
            }
            out.text("</li>\n")
        }
        out.text("</ol>\n")
        if steps.isEmpty {
            out.text("<p class=\"muted\">")
            out.escaped(page.t.recipe.noSteps)
            if !isShared {
                out.text(" <a href=\"")
                out.escaped(recipe.editURL)
                out.text("\">")
                out.escaped(page.t.recipe.addSome)
                out.text("</a>.")
            }
            out.text("</p>\n")
        }
        out.text("</section>\n</div>\n")
    }
}
