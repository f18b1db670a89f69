// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/plan-pick.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension PlanController.PickPage: CompiledPage {
    static let template = "plan-pick"

    func render(into out: inout HTMLWriter) {
        let planThisHTML = out.escapedOnce(self.page.t.plan.planThis)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.heading)
                out.text("</h1>\n<form class=\"card narrow-form\" method=\"get\" action=\"/plan/recipes\" role=\"search\">\n<input type=\"hidden\" name=\"day\" value=\"")
                out.escaped(self.day)
                out.text("\">\n<div class=\"field-row\">\n<div class=\"field\">\n<label for=\"pick-q\">")
                out.escaped(self.page.t.plan.recipe)
                out.text("</label>\n<p class=\"hint\" id=\"h-pick-q\">")
                out.escaped(self.page.t.plan.pickHint)
                out.text("</p>\n<input id=\"pick-q\" type=\"search\" name=\"q\" value=\"")
                out.escaped(self.q)
                out.text("\" aria-describedby=\"h-pick-q\" autocomplete=\"off\" autofocus>\n</div>\n<div class=\"field\">\n<label for=\"pick-slot\">")
                out.escaped(self.page.t.plan.meal)
                out.text("</label>\n<p class=\"hint\" id=\"h-pick-slot\"></p>\n<select id=\"pick-slot\" name=\"slot\" aria-describedby=\"h-pick-slot\">\n")
                for slotOption in self.slotOptions {
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
                out.text("\n</select>\n</div>\n<div class=\"field\">\n<label for=\"pick-servings\">")
                out.escaped(self.page.t.plan.servings)
                out.text("</label>\n<p class=\"hint\" id=\"h-pick-servings\">")
                out.escaped(self.page.t.plan.servingsHint)
                out.text("</p>\n<input id=\"pick-servings\" type=\"number\" name=\"servings\" value=\"")
                out.escaped(self.servings)
                out.text("\" min=\"1\" max=\"100\" inputmode=\"numeric\" aria-describedby=\"h-pick-servings\">\n</div>\n</div>\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.plan.find)
                out.text("</button> <a class=\"button\" href=\"")
                out.escaped(self.backURL)
                out.text("\">")
                out.escaped(self.page.t.plan.backToPlan)
                out.text("</a></p>\n</form>\n")
                if self.hasSearched {
                    if !self.matches.isEmpty {
                        out.text("<ul class=\"pick-list\">\n")
                        for matche in self.matches {
                            let nameHTML = out.escapedOnce(matche.name)
                            out.text("<li class=\"card pick-item\">\n<span class=\"pick-name\">")
                            out.write(nameHTML)
                            out.text("</span>\n<form method=\"post\" action=\"/plan/entries\">\n")
                            Partials.csrf(page: self.page, into: &out)
                            out.text("<input type=\"hidden\" name=\"recipe_id\" value=\"")
                            out.escaped(matche.recipeID)
                            out.text("\">\n<input type=\"hidden\" name=\"day\" value=\"")
                            out.escaped(matche.day)
                            out.text("\"><input type=\"hidden\" name=\"slot\" value=\"")
                            out.escaped(matche.slot)
                            out.text("\"><input type=\"hidden\" name=\"servings\" value=\"")
                            out.escaped(matche.servings)
                            out.text("\">\n<button type=\"submit\" class=\"button button--small\">")
                            out.write(planThisHTML)
                            out.text("<span class=\"visually-hidden\"> ")
                            out.write(nameHTML)
                            out.text("</span></button>\n</form>\n</li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    if self.matches.isEmpty {
                        out.text("<p class=\"muted\">")
                        out.escaped(self.noMatchLabel)
                        out.text("</p>\n")
                    }
                }
            })
    }
}
