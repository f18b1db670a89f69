// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/household.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension HouseholdController.HouseholdPage: CompiledPage {
    static let template = "household"

    func render(into out: inout HTMLWriter) {
        let youTagHTML = out.escapedOnce(self.page.t.household.youTag)
        let makeOwnerHTML = out.escapedOnce(self.page.t.household.makeOwner)
        let makeMemberHTML = out.escapedOnce(self.page.t.household.makeMember)
        let removeBeforeHTML = out.escapedOnce(self.page.t.household.removeBefore)
        let removeAfterHTML = out.escapedOnce(self.page.t.household.removeAfter)
        let revokeHTML = out.escapedOnce(self.page.t.household.revoke)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                if !self.hasHousehold {
                    out.text("<h1>")
                    out.escaped(self.page.title)
                    out.text("</h1>\n<div class=\"two-col\">\n<section class=\"prose\" aria-labelledby=\"about-households\">\n<h2 id=\"about-households\">")
                    out.escaped(self.page.t.household.aboutHeading)
                    out.text("</h2>\n<p>")
                    out.escaped(self.page.t.household.aboutShared)
                    out.text("</p>\n<p>")
                    out.escaped(self.page.t.household.aboutNotYet)
                    out.text("</p>\n</section>\n<section class=\"card\" aria-labelledby=\"create-household-title\">\n<h2 id=\"create-household-title\">")
                    out.escaped(self.page.t.household.createHeading)
                    out.text("</h2>\n")
                    Partials.householdCreate(page: self.page, createForm: self.createForm, into: &out)
                    out.text("</section>\n</div>\n")
                }
                if self.hasHousehold {
                    out.text("<div class=\"page-head\">\n<div>\n<h1>")
                    if let household = self.household {
                        out.escaped(household.name)
                    }
                    out.text("</h1>\n<p class=\"muted\">")
                    out.escaped(self.page.t.household.yourRole)
                    out.text(" <strong>")
                    out.escaped(self.roleLabel)
                    out.text("</strong> · ")
                    if let household2 = self.household {
                        out.escaped(household2.created)
                    }
                    out.text("</p>\n</div>\n</div>\n<p class=\"notice notice--privacy\">")
                    out.escaped(self.page.t.household.privacyBefore)
                    out.text(" <strong>")
                    if let household3 = self.household {
                        out.escaped(household3.name)
                    }
                    out.text("</strong> ")
                    out.escaped(self.page.t.household.privacyAfter)
                    out.text("</p>\n<div class=\"two-col\">\n<section aria-labelledby=\"members-title\">\n<h2 id=\"members-title\">")
                    out.escaped(self.page.t.household.membersHeading)
                    out.text(" <span class=\"count\">")
                    out.integer(self.members.count)
                    out.text("</span></h2>\n<ul class=\"member-list\">\n")
                    for member in self.members {
                        let displayNameHTML = out.escapedOnce(member.displayName)
                        let roleActionHTML = out.escapedOnce(member.roleAction)
                        out.text("<li class=\"member card\">\n<div class=\"member-who\">\n<p class=\"member-name\">")
                        out.write(displayNameHTML)
                        if member.isYou {
                            out.text(" <span class=\"tag\">")
                            out.write(youTagHTML)
                            out.text("</span>")
                        }
                        out.text("</p>\n<p class=\"muted member-email\">")
                        out.escaped(member.email)
                        out.text("</p>\n<p class=\"muted\"><span class=\"tag")
                        if member.isOwner {
                            out.text(" tag--owner")
                        }
                        out.text("\">")
                        out.escaped(member.roleLabel)
                        out.text("</span> ")
                        out.escaped(member.joined)
                        out.text("</p>\n</div>\n<div class=\"member-actions\">\n")
                        if member.canMakeOwner {
                            out.text("<form method=\"post\" action=\"")
                            out.write(roleActionHTML)
                            out.text("\">\n")
                            Partials.csrf(page: self.page, into: &out)
                            Partials.householdField(page: self.page, into: &out)
                            out.text("<input type=\"hidden\" name=\"role\" value=\"owner\">\n<button type=\"submit\" class=\"button button--small\">")
                            out.write(makeOwnerHTML)
                            out.text("<span class=\"visually-hidden\">: ")
                            out.write(displayNameHTML)
                            out.text("</span></button>\n</form>\n")
                        }
                        if member.canMakeMember {
                            out.text("<form method=\"post\" action=\"")
                            out.write(roleActionHTML)
                            out.text("\">\n")
                            Partials.csrf(page: self.page, into: &out)
                            Partials.householdField(page: self.page, into: &out)
                            out.text("<input type=\"hidden\" name=\"role\" value=\"member\">\n<button type=\"submit\" class=\"button button--small\">")
                            out.write(makeMemberHTML)
                            out.text("<span class=\"visually-hidden\">: ")
                            out.write(displayNameHTML)
                            out.text("</span></button>\n</form>\n")
                        }
                        if member.canRemove {
                            out.text("<form method=\"post\" action=\"")
                            out.escaped(member.removeAction)
                            out.text("\">\n")
                            Partials.csrf(page: self.page, into: &out)
                            Partials.householdField(page: self.page, into: &out)
                            out.text("<button type=\"submit\" class=\"button button--small button--danger-quiet\">")
                            out.write(removeBeforeHTML)
                            out.text("<span class=\"visually-hidden\"> ")
                            out.write(displayNameHTML)
                            out.text("</span> ")
                            out.write(removeAfterHTML)
                            out.text("</button>\n</form>\n")
                        }
                        out.text("</div>\n</li>\n")
                    }
                    out.text("</ul>\n</section>\n<section aria-labelledby=\"roles-title\">\n<h2 id=\"roles-title\">")
                    out.escaped(self.page.t.household.rolesHeading)
                    out.text("</h2>\n<div class=\"roles\">\n")
                    for role in self.roles {
                        out.text("<div class=\"card\">\n<h3>")
                        out.escaped(role.label)
                        out.text("</h3>\n<ul>\n")
                        for ability in role.abilities {
                            out.text("<li>")
                            out.escaped(ability)
                            out.text("</li>\n")
                        }
                        out.text("</ul>\n</div>\n")
                    }
                    out.text("</div>\n</section>\n</div>\n")
                    if self.isOwner {
                        out.text("<section class=\"section\" aria-labelledby=\"invites-title\">\n<h2 id=\"invites-title\">")
                        out.escaped(self.page.t.household.invitesHeading)
                        out.text("</h2>\n<div class=\"two-col\">\n<div class=\"card\">\n<p>")
                        out.escaped(self.page.t.household.inviteWarningBefore)
                        out.text(" <strong>")
                        if let household4 = self.household {
                            out.escaped(household4.name)
                        }
                        out.text("</strong> ")
                        out.escaped(self.page.t.household.inviteWarningAfter)
                        out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/invites\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        Partials.householdField(page: self.page, into: &out)
                        out.text("<div class=\"field-row\">\n")
                        Partials.selectField(
                            hasErrors: self.inviteForm.expires.hasErrors, name: self.inviteForm.expires.name, errorID: self.inviteForm.expires.errorID, errors: self.inviteForm.expires.errors, page: self.page, into: &out,
                            id: { out in
                                out.text("invite-expires")
                            },
                            label: { out in
                                out.escaped(self.page.t.household.expiresLabel)
                            },
                            options: { out in
                                out.text("\n")
                                for expiryOption in self.expiryOptions {
                                    out.text("<option value=\"")
                                    out.escaped(expiryOption.value)
                                    out.text("\"")
                                    if expiryOption.selected {
                                        out.text(" selected")
                                    }
                                    out.text(">")
                                    out.escaped(expiryOption.label)
                                    out.text("</option>\n")
                                }
                            })
                        out.text("\n")
                        Partials.selectField(
                            hasErrors: self.inviteForm.maxUses.hasErrors, name: self.inviteForm.maxUses.name, errorID: self.inviteForm.maxUses.errorID, errors: self.inviteForm.maxUses.errors, page: self.page, into: &out,
                            id: { out in
                                out.text("invite-uses")
                            },
                            label: { out in
                                out.escaped(self.page.t.household.usesLabel)
                            },
                            options: { out in
                                out.text("\n")
                                for usesOption in self.usesOptions {
                                    out.text("<option value=\"")
                                    out.escaped(usesOption.value)
                                    out.text("\"")
                                    if usesOption.selected {
                                        out.text(" selected")
                                    }
                                    out.text(">")
                                    out.escaped(usesOption.label)
                                    out.text("</option>\n")
                                }
                            })
                        out.text("\n</div>\n")
                        if self.sendsMail {
                            Partials.textField(
                                hasErrors: self.inviteForm.email.hasErrors, name: self.inviteForm.email.name, value: self.inviteForm.email.value, errorID: self.inviteForm.email.errorID, errors: self.inviteForm.email.errors, page: self.page, into: &out,
                                prefix: { out in
                                    out.text("invite-")
                                },
                                label: { out in
                                    out.escaped(self.page.t.household.inviteEmailLabel)
                                },
                                hint: { out in
                                    out.escaped(self.page.t.household.inviteEmailHint)
                                },
                                type: { out in
                                    out.text("email")
                                },
                                attrs: { out in
                                    out.text(" autocomplete=\"off\"")
                                })
                            out.text("\n")
                        }
                        if !self.sendsMail {
                            out.text("<p class=\"hint\">")
                            out.escaped(self.page.t.household.inviteMailUnset)
                            out.text("</p>\n")
                        }
                        out.text("<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                        out.escaped(self.page.t.household.createInvite)
                        out.text("</button>\n</div>\n</form>\n</div>\n<div>\n<h3>")
                        out.escaped(self.page.t.household.inviteLinksHeading)
                        out.text("</h3>\n")
                        if let newInviteURL = self.newInviteURL {
                            out.text("<div class=\"invite invite--new card\" role=\"status\">\n<p><strong>")
                            out.escaped(self.page.t.household.newInviteTitle)
                            out.text("</strong> ")
                            out.escaped(self.page.t.household.newInviteText)
                            out.text("</p>\n")
                            if let inviteMailed = self.inviteMailed {
                                out.text("<p>")
                                out.escaped(inviteMailed)
                                out.text("</p>\n")
                            }
                            out.text("<label class=\"visually-hidden\" for=\"invite-url-new\">")
                            out.escaped(self.page.t.household.newInviteLabel)
                            out.text("</label>\n<input id=\"invite-url-new\" class=\"invite-url\" type=\"text\" value=\"")
                            out.escaped(newInviteURL)
                            out.text("\" readonly>\n<div class=\"invite-actions\">\n<button type=\"button\" class=\"button button--small\" data-copy=\"invite-url-new\" hidden>")
                            out.escaped(self.page.t.household.copyLink)
                            out.text("</button>\n</div>\n</div>\n")
                        }
                        if !self.invites.isEmpty {
                            out.text("<ul class=\"invite-list\">\n")
                            for invite in self.invites {
                                out.text("<li class=\"invite card")
                                if !invite.isActive {
                                    out.text(" invite--inactive")
                                }
                                out.text("\">\n<p class=\"invite-state\"><span class=\"tag")
                                if invite.isActive {
                                    out.text(" tag--active")
                                }
                                out.text("\">")
                                out.escaped(invite.stateLabel)
                                out.text("</span> ")
                                out.escaped(invite.usesLabel)
                                out.text(" · ")
                                out.escaped(invite.made)
                                out.text(" · ")
                                out.escaped(invite.expires)
                                out.text("</p>\n")
                                if invite.isActive {
                                    out.text("<div class=\"invite-actions\">\n<form method=\"post\" action=\"")
                                    out.escaped(invite.revokeAction)
                                    out.text("\">\n")
                                    Partials.csrf(page: self.page, into: &out)
                                    Partials.householdField(page: self.page, into: &out)
                                    out.text("<button type=\"submit\" class=\"button button--small button--danger-quiet\">")
                                    out.write(revokeHTML)
                                    out.text("</button>\n</form>\n</div>\n")
                                }
                                out.text("</li>\n")
                            }
                            out.text("</ul>\n")
                        }
                        if self.invites.isEmpty {
                            out.text("<p class=\"muted\">")
                            out.escaped(self.page.t.household.noInvites)
                            out.text("</p>\n")
                        }
                        out.text("<p class=\"visually-hidden\" role=\"status\" data-copy-status></p>\n</div>\n</div>\n</section>\n")
                    }
                    out.text("<section class=\"section\" aria-labelledby=\"settings-title\">\n<h2 id=\"settings-title\">")
                    out.escaped(self.page.t.household.settingsHeading)
                    out.text("</h2>\n<div class=\"settings-grid\">\n")
                    if self.isOwner {
                        out.text("<div class=\"card\">\n<h3>")
                        out.escaped(self.page.t.household.renameHeading)
                        out.text("</h3>\n<form class=\"form\" method=\"post\" action=\"/household/rename\" novalidate>\n")
                        Partials.csrf(page: self.page, into: &out)
                        Partials.householdField(page: self.page, into: &out)
                        Partials.textField(
                            hasErrors: self.renameForm.name.hasErrors, name: self.renameForm.name.name, value: self.renameForm.name.value, errorID: self.renameForm.name.errorID, errors: self.renameForm.name.errors, page: self.page, into: &out,
                            prefix: { out in
                                out.text("rename-")
                            },
                            label: { out in
                                out.escaped(self.page.t.household.nameLabel)
                            },
                            attrs: { out in
                                out.text(" required maxlength=\"100\"")
                            })
                        out.text("\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button\">")
                        out.escaped(self.page.t.household.renameButton)
                        out.text("</button>\n</div>\n</form>\n</div>\n<div class=\"card\">\n<h3>")
                        out.escaped(self.page.t.household.timeZoneHeading)
                        out.text("</h3>\n<p class=\"muted\">")
                        out.escaped(self.page.t.household.timeZoneHint)
                        out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/time-zone\">\n")
                        Partials.csrf(page: self.page, into: &out)
                        Partials.householdField(page: self.page, into: &out)
                        out.text("<div class=\"field\">\n<label for=\"time-zone\">")
                        out.escaped(self.page.t.household.timeZoneLabel)
                        out.text("</label>\n<select id=\"time-zone\" name=\"time_zone\" data-suggest-time-zone>\n")
                        for timeZoneOption in self.timeZoneOptions {
                            out.text("<option value=\"")
                            out.escaped(timeZoneOption.value)
                            out.text("\"")
                            if timeZoneOption.selected {
                                out.text(" selected")
                            }
                            out.text(">")
                            out.escaped(timeZoneOption.label)
                            out.text("</option>")
                        }
                        out.text("\n</select>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button\">")
                        out.escaped(self.page.t.household.saveTimeZone)
                        out.text("</button>\n</div>\n</form>\n</div>\n<div class=\"card\">\n<h3>")
                        out.escaped(self.page.t.household.historyHeading)
                        out.text("</h3>\n<p class=\"muted\">")
                        out.escaped(self.historyRule)
                        out.text(" ")
                        out.escaped(self.page.t.household.pruneBefore)
                        out.text(" <code>")
                        out.escaped(self.pruneCommand)
                        out.text("</code> ")
                        out.escaped(self.page.t.household.pruneAfter)
                        out.text("</p>\n<form class=\"form\" method=\"post\" action=\"/household/history\" novalidate>\n")
                        Partials.csrf(page: self.page, into: &out)
                        Partials.householdField(page: self.page, into: &out)
                        out.text("<div class=\"field-row\">\n")
                        Partials.textField(
                            hasErrors: self.keepRevisions.hasErrors, name: self.keepRevisions.name, value: self.keepRevisions.value, errorID: self.keepRevisions.errorID, errors: self.keepRevisions.errors, page: self.page, into: &out,
                            label: { out in
                                out.escaped(self.page.t.household.keepRevisionsLabel)
                            },
                            hint: { out in
                                out.escaped(self.page.t.household.keepRevisionsHint)
                            },
                            type: { out in
                                out.text("number")
                            },
                            attrs: { out in
                                out.text(" min=\"1\" max=\"10000\" inputmode=\"numeric\"")
                            })
                        out.text("\n")
                        Partials.textField(
                            hasErrors: self.keepDays.hasErrors, name: self.keepDays.name, value: self.keepDays.value, errorID: self.keepDays.errorID, errors: self.keepDays.errors, page: self.page, into: &out,
                            label: { out in
                                out.escaped(self.page.t.household.keepDaysLabel)
                            },
                            hint: { out in
                                out.escaped(self.page.t.household.keepDaysHint)
                            },
                            type: { out in
                                out.text("number")
                            },
                            attrs: { out in
                                out.text(" min=\"1\" max=\"36500\" inputmode=\"numeric\"")
                            })
                        out.text("\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button\">")
                        out.escaped(self.page.t.household.saveHistory)
                        out.text("</button>\n</div>\n</form>\n</div>\n")
                    }
                    if !self.isOwner {
                        out.text("<div class=\"card\">\n<h3>")
                        out.escaped(self.page.t.household.timeZoneHeading)
                        out.text("</h3>\n<p>")
                        out.escaped(self.timeZoneNote)
                        out.text(" ")
                        out.escaped(self.page.t.household.ownerCanChange)
                        out.text("</p>\n</div>\n<div class=\"card\">\n<h3>")
                        out.escaped(self.page.t.household.historyHeading)
                        out.text("</h3>\n<p>")
                        out.escaped(self.historyRule)
                        out.text(" ")
                        out.escaped(self.page.t.household.ownerCanChange)
                        out.text("</p>\n</div>\n")
                    }
                    out.text("<div class=\"card\">\n<h3>")
                    out.escaped(self.page.t.household.sharedHeading)
                    out.text("</h3>\n<p class=\"muted\">")
                    out.escaped(self.page.t.household.sharedText)
                    out.text("</p>\n<p><a href=\"/shared-links\">")
                    out.escaped(self.page.t.household.sharedLink)
                    out.text("</a></p>\n</div>\n<div class=\"card\">\n<h3>")
                    out.escaped(self.page.t.household.anotherHeading)
                    out.text("</h3>\n<p class=\"muted\">")
                    out.escaped(self.page.t.household.anotherText)
                    out.text("</p>\n")
                    Partials.householdCreate(page: self.page, createForm: self.createForm, into: &out)
                    out.text("</div>\n<div class=\"card card--danger\">\n<h3>")
                    out.escaped(self.page.t.household.leaveHeading)
                    out.text("</h3>\n")
                    if self.isOnlyMember {
                        out.text("<p class=\"warning\">")
                        if let leaveWarning = self.leaveWarning {
                            out.escaped(leaveWarning)
                        }
                        out.text("</p>\n<p><a class=\"button button--danger-quiet\" href=\"")
                        out.escaped(self.deleteURL)
                        out.text("?leaving=1\">")
                        out.escaped(self.leaveLinkLabel)
                        out.text("</a></p>\n")
                    }
                    if !self.isOnlyMember {
                        if let leaveWarning2 = self.leaveWarning {
                            out.text("<p class=\"warning\">")
                            out.escaped(leaveWarning2)
                            out.text("</p>\n")
                        }
                        if self.leaveWarning == nil {
                            out.text("<p>")
                            out.escaped(self.leaveNotice)
                            out.text("</p>\n")
                        }
                        out.text("<form method=\"get\" action=\"")
                        out.escaped(self.leaveURL)
                        out.text("\">\n")
                        Partials.householdField(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"button button--danger-quiet\">")
                        out.escaped(self.leaveLinkLabel)
                        out.text("</button>\n</form>\n")
                    }
                    if self.isOwner {
                        out.text("<p><a class=\"danger-link\" href=\"")
                        out.escaped(self.deleteURL)
                        out.text("\">")
                        out.escaped(self.deleteLinkLabel)
                        out.text("</a></p>\n")
                    }
                    out.text("</div>\n</div>\n</section>\n")
                }
            })
    }
}
