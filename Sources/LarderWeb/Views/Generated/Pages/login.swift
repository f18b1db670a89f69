// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/login.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AccountController.LoginPage: CompiledPage {
    static let template = "login"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"narrow\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                if let providerLabel = self.providerLabel {
                    out.text("<p class=\"provider-sign-in\"><a class=\"button button--primary\" href=\"")
                    out.escaped(self.providerURL)
                    out.text("\">")
                    out.escaped(providerLabel)
                    out.text("</a></p>\n")
                }
                if self.takesPasswords {
                    out.text("<form class=\"card form\" method=\"post\" action=\"/login\" novalidate>\n")
                    Partials.csrf(page: self.page, into: &out)
                    if let inviteCode = self.inviteCode {
                        out.text("<input type=\"hidden\" name=\"invite\" value=\"")
                        out.escaped(inviteCode)
                        out.text("\">\n")
                    }
                    if let next = self.next {
                        out.text("<input type=\"hidden\" name=\"next\" value=\"")
                        out.escaped(next)
                        out.text("\">\n")
                    }
                    if self.signsInByName {
                        Partials.textField(
                            hasErrors: self.form.email.hasErrors, name: self.form.email.name, value: self.form.email.value, errorID: self.form.email.errorID, errors: self.form.email.errors, page: self.page, into: &out,
                            label: { out in
                                out.escaped(self.page.t.login.emailOrUserName)
                            },
                            type: { out in
                                out.text("text")
                            },
                            attrs: { out in
                                out.text(" autocomplete=\"username\" autocapitalize=\"none\" required")
                            })
                        out.text("\n")
                    }
                    if !self.signsInByName {
                        Partials.textField(
                            hasErrors: self.form.email.hasErrors, name: self.form.email.name, value: self.form.email.value, errorID: self.form.email.errorID, errors: self.form.email.errors, page: self.page, into: &out,
                            label: { out in
                                out.escaped(self.page.t.login.email)
                            },
                            type: { out in
                                out.text("email")
                            },
                            attrs: { out in
                                out.text(" autocomplete=\"username\" required")
                            })
                        out.text("\n")
                    }
                    Partials.textField(
                        hasErrors: self.form.password.hasErrors, name: self.form.password.name, value: self.form.password.value, errorID: self.form.password.errorID, errors: self.form.password.errors, page: self.page, into: &out,
                        label: { out in
                            out.escaped(self.page.t.login.password)
                        },
                        type: { out in
                            out.text("password")
                        },
                        attrs: { out in
                            out.text(" autocomplete=\"current-password\" required")
                        })
                    out.text("\n")
                    if self.registers {
                        out.text("<p class=\"field-aside\"><a href=\"/password/forgot\">")
                        out.escaped(self.page.t.resetPassword.forgotLink)
                        out.text("</a></p>\n")
                    }
                    out.text("<div class=\"form-actions\">\n<button type=\"submit\" class=\"button")
                    if self.providerLabel == nil {
                        out.text(" button--primary")
                    }
                    out.text("\">")
                    out.escaped(self.page.t.login.logIn)
                    out.text("</button>\n</div>\n</form>\n")
                }
                if self.registers {
                    out.text("<p class=\"aside\">")
                    out.escaped(self.page.t.login.newHere)
                    out.text(" <a href=\"/register")
                    if let inviteCode2 = self.inviteCode {
                        out.text("?invite=")
                        out.escaped(inviteCode2)
                    }
                    out.text("\">")
                    out.escaped(self.page.t.login.createAccount)
                    out.text("</a></p>\n")
                }
                if self.signsInByName {
                    out.text("<p class=\"aside\">")
                    out.escaped(self.page.t.login.directoryHint)
                    out.text("</p>\n")
                }
                out.text("</div>\n")
            })
    }
}
