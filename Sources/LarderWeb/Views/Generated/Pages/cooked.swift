// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/cooked.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension CookingController.CookedPage: CompiledPage {
    static let template = "cooked"

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
                out.escaped(self.page.t.cooking.introBefore)
                out.text(" <strong>")
                out.escaped(self.recipeName)
                out.text("</strong>")
                out.escaped(self.page.t.cooking.introAfter)
                out.text("</p>\n<div class=\"field-row\">\n")
                Partials.textField(
                    hasErrors: self.cookedOn.hasErrors, name: self.cookedOn.name, value: self.cookedOn.value, errorID: self.cookedOn.errorID, errors: self.cookedOn.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.cooking.day)
                    },
                    type: { out in
                        out.text("date")
                    },
                    attrs: { out in
                        out.text(" required max=\"")
                        out.escaped(self.today)
                        out.text("\"")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.servings.hasErrors, name: self.servings.name, value: self.servings.value, errorID: self.servings.errorID, errors: self.servings.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.cooking.servings)
                    },
                    type: { out in
                        out.text("number")
                    },
                    attrs: { out in
                        out.text(" min=\"1\" max=\"100\" step=\"1\" inputmode=\"numeric\" required")
                    })
                out.text("\n</div>\n")
                Partials.textField(
                    hasErrors: self.note.hasErrors, name: self.note.name, value: self.note.value, errorID: self.note.errorID, errors: self.note.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.cooking.noteOptional)
                    },
                    hint: { out in
                        out.escaped(self.page.t.cooking.noteHint)
                    },
                    attrs: { out in
                        out.text(" maxlength=\"500\"")
                    })
                out.text("\n<p class=\"actions\"><button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.cooking.noteIt)
                out.text("</button> <a class=\"button\" href=\"")
                out.escaped(self.cancelURL)
                out.text("\">")
                out.escaped(self.page.t.common.cancel)
                out.text("</a></p>\n</form>\n")
            })
    }
}
