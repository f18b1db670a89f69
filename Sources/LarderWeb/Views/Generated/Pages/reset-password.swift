// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/reset-password.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AccountController.ResetPage: CompiledPage {
    static let template = "reset-password"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"narrow\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                if let email = self.email {
                    Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                    out.text("<p class=\"lead\">")
                    out.escaped(self.page.t.resetPassword.forAccountBefore)
                    out.text(" <strong>")
                    out.escaped(email)
                    out.text("</strong>")
                    out.escaped(self.page.t.resetPassword.forAccountAfter)
                    out.text("</p>\n<form class=\"card form\" method=\"post\" action=\"")
                    out.escaped(self.action)
                    out.text("\" novalidate>\n")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<input type=\"email\" name=\"email\" value=\"")
                    out.escaped(email)
                    out.text("\" autocomplete=\"username\" hidden>\n")
                    Partials.textField(
                        hasErrors: self.password.hasErrors, name: self.password.name, value: self.password.value, errorID: self.password.errorID, errors: self.password.errors, page: self.page, into: &out,
                        label: { out in
                            out.escaped(self.page.t.resetPassword.newPassword)
                        },
                        hint: { out in
                            out.escaped(self.page.t.resetPassword.passwordHint)
                        },
                        type: { out in
                            out.text("password")
                        },
                        attrs: { out in
                            out.text(" autocomplete=\"new-password\" required")
                        })
                    out.text("\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                    out.escaped(self.page.t.resetPassword.setButton)
                    out.text("</button>\n</div>\n</form>\n")
                }
                if self.email == nil {
                    out.text("<div class=\"notice notice--warning\" role=\"alert\">\n<p>")
                    out.escaped(self.page.t.resetPassword.linkUnusable)
                    out.text("</p>\n</div>\n<p>")
                    out.escaped(self.page.t.resetPassword.askAdmin)
                    out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/login\">")
                    out.escaped(self.page.t.resetPassword.logIn)
                    out.text("</a></p>\n")
                }
                out.text("</div>\n")
            })
    }
}
