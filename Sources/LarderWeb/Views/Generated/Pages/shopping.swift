// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/shopping.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ShoppingController.ShoppingPage: CompiledPage {
    static let template = "shopping"

    func render(into out: inout HTMLWriter) {
        let takeOffHTML = out.escapedOnce(self.page.t.shopping.takeOff)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"page-head\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n</div>\n")
                Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                out.text("<section id=\"list\" class=\"shopping\" aria-label=\"")
                out.escaped(self.page.t.shopping.itemsLabel)
                out.text("\" data-shopping data-events=\"/shopping/events\" data-items=\"")
                out.escaped(self.itemsURL)
                out.text("\"\n data-ticked-hint=\"")
                out.escaped(self.page.t.shopping.tickedHint)
                out.text("\" data-unticked-hint=\"")
                out.escaped(self.page.t.shopping.untickedHint)
                out.text("\" data-other-aisle=\"")
                out.escaped(self.page.t.shopping.otherAisle)
                out.text("\">\n<div class=\"offline-status\" data-offline-status role=\"status\" hidden></div>\n")
                Partials.shoppingItems(items: self.items, page: self.page, into: &out)
                out.text("<p class=\"live-status muted\" data-live-status hidden></p>\n</section>\n")
                Partials.unitsForm(page: self.page, back: self.units.back, choices: self.units.choices, into: &out)
                out.text("<form class=\"card shopping-add\" method=\"post\" action=\"/shopping/items\" novalidate data-shopping-add>\n")
                Partials.csrf(page: self.page, into: &out)
                Partials.textField(
                    hasErrors: self.newItem.hasErrors, name: self.newItem.name, value: self.newItem.value, errorID: self.newItem.errorID, errors: self.newItem.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.shopping.addByHand)
                    },
                    hint: { out in
                        out.escaped(self.page.t.shopping.addByHandHint)
                    },
                    attrs: { out in
                        out.text(" maxlength=\"500\"")
                    },
                    after: { out in
                        out.text("<button type=\"submit\" class=\"button\">")
                        out.escaped(self.page.t.common.add)
                        out.text("</button>")
                    })
                out.text("\n</form>\n<div class=\"shopping-sources\">\n<section class=\"card\">\n<h2>")
                out.escaped(self.page.t.shopping.madeFrom)
                out.text("</h2>\n")
                if !self.hasSources {
                    out.text("<p>")
                    out.escaped(self.page.t.shopping.nothingYet)
                    out.text("</p>")
                }
                out.text("\n")
                if let daysLabel = self.daysLabel {
                    out.text("<p>")
                    out.escaped(daysLabel)
                    out.text("</p>")
                }
                out.text("\n")
                for recipe in self.recipes {
                    let nameHTML = out.escapedOnce(recipe.name)
                    out.text("<form class=\"source-recipe\" method=\"post\" action=\"")
                    out.escaped(recipe.removeAction)
                    out.text("\">")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<a href=\"")
                    out.escaped(recipe.url)
                    out.text("\">")
                    out.write(nameHTML)
                    out.text("</a>, ")
                    out.escaped(recipe.servingsLabel)
                    out.text(" <button type=\"submit\" class=\"link-button\">")
                    out.write(takeOffHTML)
                    out.text("<span class=\"visually-hidden\"> ")
                    out.write(nameHTML)
                    out.text("</span></button></form>\n")
                }
                out.text("<form method=\"post\" action=\"/shopping/refresh\">")
                Partials.csrf(page: self.page, into: &out)
                out.text("<button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.shopping.makeAgain)
                out.text("</button></form>\n<p class=\"hint\">")
                out.escaped(self.page.t.shopping.makeAgainHint)
                out.text("</p>\n</section>\n<form class=\"card\" method=\"post\" action=\"/shopping/days\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<h2>")
                out.escaped(self.page.t.shopping.fromPlan)
                out.text("</h2>\n<div class=\"field-row\">\n")
                Partials.textField(
                    hasErrors: self.from.hasErrors, name: self.from.name, value: self.from.value, errorID: self.from.errorID, errors: self.from.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.shopping.firstDay)
                    },
                    type: { out in
                        out.text("date")
                    },
                    attrs: { out in
                        out.text(" required")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.to.hasErrors, name: self.to.name, value: self.to.value, errorID: self.to.errorID, errors: self.to.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.shopping.lastDay)
                    },
                    type: { out in
                        out.text("date")
                    },
                    attrs: { out in
                        out.text(" required")
                    })
                out.text("\n</div>\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.shopping.makeFromDays)
                out.text("</button>\n")
                if self.daysLabel != nil {
                    out.text("<button type=\"submit\" class=\"button\" name=\"clear\" value=\"yes\">")
                    out.escaped(self.page.t.shopping.stopTakingFromPlan)
                    out.text("</button>")
                }
                out.text("</p>\n</form>\n<form class=\"card\" method=\"post\" action=\"/shopping/staples\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<h2>")
                out.escaped(self.page.t.shopping.pantryStaples)
                out.text("</h2>\n")
                Partials.textField(
                    hasErrors: self.staples.hasErrors, name: self.staples.name, value: self.staples.value, errorID: self.staples.errorID, errors: self.staples.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.shopping.alwaysInKitchen)
                    },
                    hint: { out in
                        out.escaped(self.page.t.shopping.staplesHint)
                    },
                    attrs: { out in
                        out.text(" maxlength=\"2000\"")
                    })
                out.text("\n<p class=\"actions\"><button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.shopping.saveStaples)
                out.text("</button></p>\n</form>\n<form method=\"post\" action=\"/shopping/clear-ticked\">")
                Partials.csrf(page: self.page, into: &out)
                out.text("<button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.shopping.clearTicked)
                out.text("</button></form>\n</div>\n")
            })
    }
}
