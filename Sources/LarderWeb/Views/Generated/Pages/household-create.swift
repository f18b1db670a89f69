// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/household-create.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func householdCreate(page: PageChrome, createForm: HouseholdController.HouseholdPage.NameForm, into out: inout HTMLWriter) {
        out.text("<form class=\"form\" method=\"post\" action=\"/household/new\" novalidate>\n")
        Partials.csrf(page: page, into: &out)
        out.text("<input type=\"hidden\" name=\"time_zone\" value=\"UTC\" data-browser-time-zone>\n")
        Partials.textField(
            hasErrors: createForm.name.hasErrors, name: createForm.name.name, value: createForm.name.value, errorID: createForm.name.errorID, errors: createForm.name.errors, page: page, into: &out,
            prefix: { out in
                out.text("create-")
            },
            label: { out in
                out.escaped(page.t.household.nameLabel)
            },
            hint: { out in
                out.escaped(page.t.household.createHint)
            },
            attrs: { out in
                out.text(" required maxlength=\"100\"")
            })
        out.text("\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
        out.escaped(page.t.household.createButton)
        out.text("</button>\n</div>\n</form>\n")
    }
}
