// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/plan-recipe.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension PlanController.PlanRecipePage: CompiledPage {
    static let template = "plan-recipe"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                out.text("<form class=\"card narrow-form\" method=\"post\" action=\"")
                out.escaped(self.action)
                out.text("\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<p>")
                out.escaped(self.page.t.plan.putOnPlanBefore)
                out.text(" <strong>")
                out.escaped(self.recipeName)
                out.text("</strong> ")
                out.escaped(self.page.t.plan.putOnPlanAfter)
                out.text("</p>\n<div class=\"field-row\">\n")
                Partials.textField(
                    hasErrors: self.day.hasErrors, name: self.day.name, value: self.day.value, errorID: self.day.errorID, errors: self.day.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.plan.day)
                    },
                    type: { out in
                        out.text("date")
                    },
                    attrs: { out in
                        out.text(" required")
                    })
                out.text("\n<div class=\"field\">\n<label for=\"f-slot\">")
                out.escaped(self.page.t.plan.meal)
                out.text("</label>\n<p class=\"hint\" id=\"h-slot\"></p>\n<select id=\"f-slot\" name=\"slot\" aria-describedby=\"h-slot\">\n")
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
                out.text("\n</select>\n</div>\n")
                Partials.textField(
                    hasErrors: self.servings.hasErrors, name: self.servings.name, value: self.servings.value, errorID: self.servings.errorID, errors: self.servings.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.plan.servings)
                    },
                    type: { out in
                        out.text("number")
                    },
                    attrs: { out in
                        out.text(" min=\"1\" max=\"100\" step=\"1\" inputmode=\"numeric\" required")
                    })
                out.text("\n</div>\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.plan.planIt)
                out.text("</button> <a class=\"button\" href=\"")
                out.escaped(self.cancelURL)
                out.text("\">")
                out.escaped(self.page.t.common.cancel)
                out.text("</a></p>\n</form>\n")
            })
    }
}
