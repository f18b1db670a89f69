// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/register.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AccountController.RegisterPage: CompiledPage {
    static let template = "register"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"narrow\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                if let inviteHouseholdName = self.inviteHouseholdName {
                    out.text("<p class=\"notice\">")
                    out.escaped(self.page.t.register.joiningBefore)
                    out.text(" <strong>")
                    out.escaped(inviteHouseholdName)
                    out.text("</strong>")
                    out.escaped(self.page.t.register.joiningAfter)
                    out.text("</p>\n")
                }
                Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                out.text("<form class=\"card form\" method=\"post\" action=\"/register\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                if let inviteCode = self.inviteCode {
                    out.text("<input type=\"hidden\" name=\"invite\" value=\"")
                    out.escaped(inviteCode)
                    out.text("\">\n")
                }
                Partials.textField(
                    hasErrors: self.form.email.hasErrors, name: self.form.email.name, value: self.form.email.value, errorID: self.form.email.errorID, errors: self.form.email.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.register.email)
                    },
                    type: { out in
                        out.text("email")
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"email\" required")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.form.displayName.hasErrors, name: self.form.displayName.name, value: self.form.displayName.value, errorID: self.form.displayName.errorID, errors: self.form.displayName.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.register.yourName)
                    },
                    hint: { out in
                        out.escaped(self.page.t.register.nameHint)
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"name\" required maxlength=\"100\"")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.form.password.hasErrors, name: self.form.password.name, value: self.form.password.value, errorID: self.form.password.errorID, errors: self.form.password.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.register.password)
                    },
                    hint: { out in
                        out.escaped(self.page.t.register.passwordHint)
                    },
                    type: { out in
                        out.text("password")
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"new-password\" required minlength=\"10\"")
                    })
                out.text("\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.register.createButton)
                out.text("</button>\n</div>\n</form>\n<p class=\"aside\">")
                out.escaped(self.page.t.register.haveAccount)
                out.text(" <a href=\"/login")
                if let inviteCode2 = self.inviteCode {
                    out.text("?invite=")
                    out.escaped(inviteCode2)
                }
                out.text("\">")
                out.escaped(self.page.t.register.logIn)
                out.text("</a></p>\n</div>\n")
            })
    }
}
