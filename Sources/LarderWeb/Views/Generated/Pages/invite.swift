// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/invite.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension HouseholdController.InvitePage: CompiledPage {
    static let template = "invite"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"narrow\">\n")
                if self.isActive {
                    if self.alreadyMember {
                        out.text("<h1>")
                        out.escaped(self.alreadyInHeading)
                        out.text("</h1>\n<p class=\"lead\">")
                        out.escaped(self.page.t.invite.alreadyInText)
                        out.text("</p>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"")
                        out.escaped(self.householdURL)
                        out.text("\">")
                        out.escaped(self.goToLabel)
                        out.text("</a></p>\n")
                    }
                    if !self.alreadyMember {
                        out.text("<h1>")
                        out.escaped(self.joinLabel)
                        out.text("</h1>\n<p class=\"lead\">")
                        out.escaped(self.page.t.invite.invitedBefore)
                        out.text(" <strong>")
                        if let householdName = self.householdName {
                            out.escaped(householdName)
                        }
                        out.text("</strong> ")
                        out.escaped(self.page.t.invite.invitedAfter)
                        out.text("</p>\n<p class=\"notice notice--privacy\">")
                        out.escaped(self.joinNotice)
                        out.text("</p>\n")
                        if self.page.isLoggedIn {
                            out.text("<form class=\"actions\" method=\"post\" action=\"")
                            out.escaped(self.joinAction)
                            out.text("\">\n")
                            Partials.csrf(page: self.page, into: &out)
                            out.text("<button type=\"submit\" class=\"button button--primary button--large\">")
                            out.escaped(self.joinLabel)
                            out.text("</button>\n<a class=\"button button--large\" href=\"/\">")
                            out.escaped(self.page.t.invite.notNow)
                            out.text("</a>\n</form>\n")
                        }
                        if !self.page.isLoggedIn {
                            out.text("<p>")
                            out.escaped(self.page.t.invite.logInToJoin)
                            out.text("</p>\n<p class=\"actions\">\n<a class=\"button button--primary button--large\" href=\"")
                            out.escaped(self.registerURL)
                            out.text("\">")
                            out.escaped(self.page.t.invite.register)
                            out.text("</a>\n<a class=\"button button--large\" href=\"")
                            out.escaped(self.loginURL)
                            out.text("\">")
                            out.escaped(self.page.t.invite.logIn)
                            out.text("</a>\n</p>\n")
                        }
                    }
                }
                if !self.isActive {
                    if self.isExpired {
                        out.text("<h1>")
                        out.escaped(self.page.t.invite.expiredHeading)
                        out.text("</h1>\n<p class=\"lead\">")
                        out.escaped(self.inactiveLead)
                        out.text("</p>\n")
                    }
                    if self.isRevoked {
                        out.text("<h1>")
                        out.escaped(self.page.t.invite.revokedHeading)
                        out.text("</h1>\n<p class=\"lead\">")
                        out.escaped(self.inactiveLead)
                        out.text("</p>\n")
                    }
                    if self.isUsedUp {
                        out.text("<h1>")
                        out.escaped(self.page.t.invite.usedUpHeading)
                        out.text("</h1>\n<p class=\"lead\">")
                        out.escaped(self.inactiveLead)
                        out.text("</p>\n")
                    }
                    if self.isUnknown {
                        out.text("<h1>")
                        out.escaped(self.page.t.invite.unknownHeading)
                        out.text("</h1>\n<p class=\"lead\">")
                        out.escaped(self.page.t.invite.unknownText)
                        out.text("</p>\n")
                    }
                    out.text("<p>")
                    out.escaped(self.page.t.invite.askOwner)
                    out.text("</p>\n<p class=\"actions\"><a class=\"button\" href=\"/\">")
                    out.escaped(self.page.t.invite.homePage)
                    out.text("</a></p>\n")
                }
                out.text("</div>\n")
            })
    }
}
