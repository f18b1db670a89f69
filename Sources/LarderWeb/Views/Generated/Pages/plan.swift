// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/plan.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension PlanController.WeekPage: CompiledPage {
    static let template = "plan"

    func render(into out: inout HTMLWriter) {
        let todayHTML = out.escapedOnce(self.page.t.plan.today)
        let nothingPlannedHTML = out.escapedOnce(self.page.t.plan.nothingPlanned)
        let changeHTML = out.escapedOnce(self.page.t.plan.change)
        let dayHTML = out.escapedOnce(self.page.t.plan.day)
        let mealHTML = out.escapedOnce(self.page.t.plan.meal)
        let moveHTML = out.escapedOnce(self.page.t.plan.move)
        let removeFromPlanHTML = out.escapedOnce(self.page.t.plan.removeFromPlan)
        let addHTML = out.escapedOnce(self.page.t.common.add)
        let recipeHTML = out.escapedOnce(self.page.t.plan.recipe)
        let recipeHintHTML = out.escapedOnce(self.page.t.plan.recipeHint)
        let findRecipeHTML = out.escapedOnce(self.page.t.plan.findRecipe)
        let servingsHTML = out.escapedOnce(self.page.t.plan.servings)
        let servingsHintHTML = out.escapedOnce(self.page.t.plan.servingsHint)
        let noteHTML = out.escapedOnce(self.page.t.plan.note)
        let noteHintHTML = out.escapedOnce(self.page.t.plan.noteHint)
        let addToPlanHTML = out.escapedOnce(self.page.t.plan.addToPlan)
        let suggestionsHTML = out.escapedOnce(self.page.t.plan.suggestions)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"page-head\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<form class=\"page-actions\" method=\"post\" action=\"/shopping/days\">\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<input type=\"hidden\" name=\"from\" value=\"")
                out.escaped(self.weekFrom)
                out.text("\"><input type=\"hidden\" name=\"to\" value=\"")
                out.escaped(self.weekTo)
                out.text("\">\n<button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.plan.shoppingListForWeek)
                out.text("</button>\n</form>\n</div>\n<nav class=\"week-nav\" aria-label=\"")
                out.escaped(self.page.t.plan.weeksNav)
                out.text("\">\n<a class=\"button button--small\" href=\"")
                out.escaped(self.previousURL)
                out.text("\" rel=\"prev\">")
                out.escaped(self.page.t.plan.previousWeek)
                out.text("</a>\n<h2 class=\"week-title\">")
                out.escaped(self.heading)
                out.text("</h2>\n")
                if !self.isThisWeek {
                    out.text("<a class=\"button button--small\" href=\"")
                    out.escaped(self.thisWeekURL)
                    out.text("\">")
                    out.escaped(self.page.t.plan.thisWeek)
                    out.text("</a>")
                }
                out.text("\n<a class=\"button button--small\" href=\"")
                out.escaped(self.nextURL)
                out.text("\" rel=\"next\">")
                out.escaped(self.page.t.plan.nextWeek)
                out.text("</a>\n</nav>\n<ol class=\"week\">\n")
                for day in self.days {
                    let isoHTML = out.escapedOnce(day.iso)
                    out.text("<li class=\"day card")
                    if day.isToday {
                        out.text(" day--today")
                    }
                    out.text("\" id=\"day-")
                    out.write(isoHTML)
                    out.text("\">\n<h3 class=\"day-title\">")
                    out.escaped(day.label)
                    if day.isToday {
                        out.text(" <span class=\"day-today\">")
                        out.write(todayHTML)
                        out.text("</span>")
                    }
                    out.text("</h3>\n")
                    if day.isEmpty {
                        out.text("<p class=\"muted day-empty\">")
                        out.write(nothingPlannedHTML)
                        out.text("</p>")
                    }
                    out.text("\n")
                    for slot in day.slots {
                        out.text("<div class=\"slot\">\n<h4 class=\"slot-title\">")
                        out.escaped(slot.label)
                        out.text("</h4>\n<ul class=\"slot-entries\">\n")
                        for entry in slot.entries {
                            let titleHTML = out.escapedOnce(entry.title)
                            let idHTML = out.escapedOnce(entry.id)
                            let dayHTML2 = out.escapedOnce(entry.day)
                            out.text("<li class=\"plan-entry\">\n<span class=\"plan-entry-title\">")
                            if let recipeURL = entry.recipeURL {
                                out.text("<a href=\"")
                                out.escaped(recipeURL)
                                out.text("\">")
                                out.write(titleHTML)
                                out.text("</a>")
                            }
                            if entry.recipeURL == nil {
                                out.write(titleHTML)
                            }
                            out.text("</span>\n<details class=\"plan-entry-edit\">\n<summary>")
                            out.write(changeHTML)
                            out.text("<span class=\"visually-hidden\"> ")
                            out.write(titleHTML)
                            out.text("</span></summary>\n<form method=\"post\" action=\"/plan/entries/")
                            out.write(idHTML)
                            out.text("/move\" class=\"plan-move\" data-autosubmit>\n")
                            Partials.csrf(page: self.page, into: &out)
                            out.text("<label for=\"move-day-")
                            out.write(idHTML)
                            out.text("\">")
                            out.write(dayHTML)
                            out.text("</label>\n<input id=\"move-day-")
                            out.write(idHTML)
                            out.text("\" type=\"date\" name=\"day\" value=\"")
                            out.write(dayHTML2)
                            out.text("\" required>\n<label for=\"move-slot-")
                            out.write(idHTML)
                            out.text("\">")
                            out.write(mealHTML)
                            out.text("</label>\n<select id=\"move-slot-")
                            out.write(idHTML)
                            out.text("\" name=\"slot\">\n")
                            for slotOption in entry.slotOptions {
                                out.text("<option value=\"")
                                out.escaped(slotOption.value)
                                out.text("\"")
                                if slotOption.selected {
                                    out.text(" selected")
                                }
                                out.text(">")
                                out.escaped(slotOption.label)
                                out.text("</option>")
                            }
                            out.text("\n</select>\n<button type=\"submit\" class=\"button button--small\">")
                            out.write(moveHTML)
                            out.text("</button>\n</form>\n<form method=\"post\" action=\"/plan/entries/")
                            out.write(idHTML)
                            out.text("/remove\">\n")
                            Partials.csrf(page: self.page, into: &out)
                            out.text("<input type=\"hidden\" name=\"week\" value=\"")
                            out.write(dayHTML2)
                            out.text("\">\n<button type=\"submit\" class=\"link-button\">")
                            out.write(removeFromPlanHTML)
                            out.text("</button>\n</form>\n</details>\n</li>\n")
                        }
                        out.text("</ul>\n</div>\n")
                    }
                    out.text("<details class=\"plan-add\"")
                    if day.form.isOpen {
                        out.text(" open")
                    }
                    out.text(">\n<summary>")
                    out.write(addHTML)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.escaped(day.addToDay)
                    out.text("</span></summary>\n")
                    if !day.form.errors.isEmpty {
                        out.text("<p class=\"field-error form-error\" role=\"alert\">")
                        for error in day.form.errors {
                            out.escaped(error)
                        }
                        out.text("</p>")
                    }
                    out.text("\n\n<form method=\"post\" action=\"/plan/entries\" novalidate>\n")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<input type=\"hidden\" name=\"day\" value=\"")
                    out.write(isoHTML)
                    out.text("\">\n<div class=\"field\">\n<label for=\"add-slot-")
                    out.write(isoHTML)
                    out.text("\">")
                    out.write(mealHTML)
                    out.text("</label>\n<select id=\"add-slot-")
                    out.write(isoHTML)
                    out.text("\" name=\"slot\">\n")
                    for slotOption2 in day.form.slotOptions {
                        out.text("<option value=\"")
                        out.escaped(slotOption2.value)
                        out.text("\"")
                        if slotOption2.selected {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(slotOption2.label)
                        out.text("</option>")
                    }
                    out.text("\n</select>\n</div>\n")
                    Partials.textField(
                        hasErrors: day.form.recipe.hasErrors, name: day.form.recipe.name, value: day.form.recipe.value, errorID: day.form.recipe.errorID, errors: day.form.recipe.errors, page: self.page, into: &out,
                        prefix: { out in
                            out.text("add-")
                            out.write(isoHTML)
                            out.text("-")
                        },
                        label: { out in
                            out.write(recipeHTML)
                        },
                        hint: { out in
                            out.write(recipeHintHTML)
                        },
                        attrs: { out in
                            out.text(" list=\"recipes-")
                            out.write(isoHTML)
                            out.text("\" autocomplete=\"off\" data-recipe-picker")
                        },
                        after: { out in
                            out.text("<datalist id=\"recipes-")
                            out.write(isoHTML)
                            out.text("\"></datalist><p class=\"field-extra\"><a href=\"")
                            out.escaped(day.form.pickURL)
                            out.text("\">")
                            out.write(findRecipeHTML)
                            out.text("</a></p>")
                        })
                    out.text("\n")
                    Partials.textField(
                        hasErrors: day.form.servings.hasErrors, name: day.form.servings.name, value: day.form.servings.value, errorID: day.form.servings.errorID, errors: day.form.servings.errors, page: self.page, into: &out,
                        prefix: { out in
                            out.text("add-")
                            out.write(isoHTML)
                            out.text("-")
                        },
                        label: { out in
                            out.write(servingsHTML)
                        },
                        hint: { out in
                            out.write(servingsHintHTML)
                        },
                        type: { out in
                            out.text("number")
                        },
                        attrs: { out in
                            out.text(" min=\"1\" max=\"100\" inputmode=\"numeric\"")
                        })
                    out.text("\n")
                    Partials.textField(
                        hasErrors: day.form.note.hasErrors, name: day.form.note.name, value: day.form.note.value, errorID: day.form.note.errorID, errors: day.form.note.errors, page: self.page, into: &out,
                        prefix: { out in
                            out.text("add-")
                            out.write(isoHTML)
                            out.text("-")
                        },
                        label: { out in
                            out.write(noteHTML)
                        },
                        hint: { out in
                            out.write(noteHintHTML)
                        },
                        attrs: { out in
                            out.text(" maxlength=\"200\"")
                        })
                    out.text("\n<button type=\"submit\" class=\"button button--small\">")
                    out.write(addToPlanHTML)
                    out.text("</button>\n</form>\n")
                    if !day.form.suggestions.isEmpty {
                        out.text("<ul class=\"plan-suggestions\" aria-label=\"")
                        out.write(suggestionsHTML)
                        out.text("\">\n")
                        for suggestion in day.form.suggestions {
                            out.text("<li><form method=\"post\" action=\"/plan/entries\">")
                            Partials.csrf(page: self.page, into: &out)
                            out.text("<input type=\"hidden\" name=\"recipe_id\" value=\"")
                            out.escaped(suggestion.recipeID)
                            out.text("\"><input type=\"hidden\" name=\"day\" value=\"")
                            out.escaped(suggestion.day)
                            out.text("\"><input type=\"hidden\" name=\"slot\" value=\"")
                            out.escaped(suggestion.slot)
                            out.text("\"><input type=\"hidden\" name=\"servings\" value=\"")
                            out.escaped(suggestion.servings)
                            out.text("\"><button type=\"submit\" class=\"button button--small\">")
                            out.escaped(suggestion.planLabel)
                            out.text("</button></form></li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    out.text("</details>\n</li>\n")
                }
                out.text("</ol>\n<section class=\"card feed\" aria-labelledby=\"feed-title\">\n<h2 id=\"feed-title\">")
                out.escaped(self.page.t.plan.feedTitle)
                out.text("</h2>\n")
                if let newFeedURL = self.newFeedURL {
                    out.text("<p>")
                    out.escaped(self.page.t.plan.feedReady)
                    out.text("</p>\n<p><input class=\"feed-url\" type=\"text\" readonly value=\"")
                    out.escaped(newFeedURL)
                    out.text("\" aria-label=\"")
                    out.escaped(self.page.t.plan.feedLink)
                    out.text("\"></p>\n<p class=\"muted\">")
                    out.escaped(self.page.t.plan.feedHowTo)
                    out.text("</p>\n")
                }
                if self.newFeedURL == nil {
                    if self.hasFeed {
                        out.text("<p>")
                        out.escaped(self.page.t.plan.feedOn)
                        out.text("</p>")
                    }
                    out.text("\n")
                    if !self.hasFeed {
                        out.text("<p>")
                        out.escaped(self.page.t.plan.feedOff)
                        out.text("</p>")
                    }
                    out.text("\n")
                }
                out.text("<div class=\"actions\">\n<form method=\"post\" action=\"/plan/feed\">")
                Partials.csrf(page: self.page, into: &out)
                Partials.householdField(page: self.page, into: &out)
                out.text("<button type=\"submit\" class=\"button\">")
                if self.hasFeed {
                    out.escaped(self.page.t.plan.newFeedLink)
                }
                if !self.hasFeed {
                    out.escaped(self.page.t.plan.makeFeedLink)
                }
                out.text("</button></form>\n")
                if self.hasFeed {
                    out.text("<form method=\"post\" action=\"/plan/feed/revoke\">")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.householdField(page: self.page, into: &out)
                    out.text("<button type=\"submit\" class=\"button\">")
                    out.escaped(self.page.t.plan.turnFeedOff)
                    out.text("</button></form>")
                }
                out.text("\n</div>\n</section>\n")
                if self.isOwner {
                    out.text("<form class=\"card week-start\" method=\"post\" action=\"/plan/week-start\">\n")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.householdField(page: self.page, into: &out)
                    out.text("<label for=\"week-start\">")
                    out.escaped(self.page.t.plan.weekStart)
                    out.text("</label>\n<div class=\"input-with-button\">\n<select id=\"week-start\" name=\"week_starts_on\">\n")
                    for weekStartOption in self.weekStartOptions {
                        out.text("<option value=\"")
                        out.escaped(weekStartOption.value)
                        out.text("\"")
                        if weekStartOption.selected {
                            out.text(" selected")
                        }
                        out.text(">")
                        out.escaped(weekStartOption.label)
                        out.text("</option>")
                    }
                    out.text("\n</select>\n<button type=\"submit\" class=\"button\">")
                    out.escaped(self.page.t.common.save)
                    out.text("</button>\n</div>\n</form>\n")
                }
            })
    }
}
