// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/forgot-password.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AccountController.ForgotPage: CompiledPage {
    static let template = "forgot-password"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"narrow\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                if let sentText = self.sentText {
                    out.text("<div class=\"notice\" role=\"status\">\n<p>")
                    out.escaped(sentText)
                    out.text("</p>\n</div>\n<p>")
                    out.escaped(self.page.t.resetPassword.sentSpam)
                    out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/login\">")
                    out.escaped(self.page.t.resetPassword.logIn)
                    out.text("</a></p>\n")
                }
                if self.sentText == nil {
                    if self.sends {
                        Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                        out.text("<p class=\"lead\">")
                        out.escaped(self.page.t.resetPassword.forgotLead)
                        out.text("</p>\n<form class=\"card form\" method=\"post\" action=\"/password/forgot\" novalidate>\n")
                        Partials.csrf(page: self.page, into: &out)
                        Partials.textField(
                            hasErrors: self.email.hasErrors, name: self.email.name, value: self.email.value, errorID: self.email.errorID, errors: self.email.errors, page: self.page, into: &out,
                            label: { out in
                                out.escaped(self.page.t.resetPassword.email)
                            },
                            type: { out in
                                out.text("email")
                            },
                            attrs: { out in
                                out.text(" autocomplete=\"username\" required")
                            })
                        out.text("\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                        out.escaped(self.page.t.resetPassword.sendButton)
                        out.text("</button>\n</div>\n</form>\n")
                    }
                    if !self.sends {
                        out.text("<div class=\"notice notice--warning\" role=\"status\">\n<p>")
                        out.escaped(self.page.t.resetPassword.noMail)
                        out.text("</p>\n</div>\n<p class=\"aside\">")
                        out.escaped(self.page.t.resetPassword.noMailSetup)
                        out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"/login\">")
                        out.escaped(self.page.t.resetPassword.logIn)
                        out.text("</a></p>\n")
                    }
                }
                out.text("</div>\n")
            })
    }
}
