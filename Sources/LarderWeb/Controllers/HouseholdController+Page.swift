import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Mail

/// The household page: its members and roles, invites, time zone, history rule, and the households one can switch to.
extension HouseholdController {
    // MARK: - The page

    @Sendable func householdPage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await render(request, context: context, user: context.user)
    }

    /// The page, with the rename, create or invite form as submitted when it came back with problems.
    func render(_ request: Request, context: some SessionRequestContext, user: User, renameForm: FormField? = nil,
                        createForm: FormField? = nil, inviteForm: HouseholdPage.InviteForm = .blank,
                        newInviteURL: String? = nil, inviteMailed: String? = nil, retentionForm: (FormData, [FieldIssue])? = nil,
                        status: HTTPResponse.Status = .ok) async throws -> Response {
        let (strings, language) = (context.strings, context.language)
        let roles = Role.allCases.sorted(by: >).map { HouseholdPage.RoleRow(label: strings.label($0), abilities: strings.abilities($0)) }
        guard let membership = context.session?.activeHousehold else {
            return views.render(HouseholdPage(
                page: PageChrome(title: strings.household.title, context: context, section: .household),
                hasHousehold: false, household: nil, roleLabel: "", isOwner: false, members: [], invites: [], hasInvites: false, newInviteURL: nil,
                sendsMail: mailer != nil, roles: roles, inviteForm: inviteForm, expiryOptions: [], usesOptions: [], renameForm: .init(name: FormField("name")),
                createForm: .init(name: createForm ?? FormField("name")), leaveLinkLabel: "", deleteLinkLabel: "",
                leaveNotice: "", isOnlyMember: false, timeZoneOptions: [], timeZoneNote: "",
                historyRule: "", keepRevisions: FormField("keep_revisions"), keepDays: FormField("keep_days")),
                status: status)
        }
        let household = membership.household
        let isOwner = membership.role == .owner
        let members = try await households.members(of: household.id)
        let invites = isOwner ? try await households.invites(of: household.id) : []
        let retention = try await recipes.retention(of: household.id)
        let owners = members.filter { $0.role == .owner }.count
        let now = Date()
        var leaveWarning: String?
        if members.count == 1 {
            leaveWarning = strings.household.onlyMemberWarning(name: household.name, period: Self.undoWindowText(strings))
        } else if isOwner, owners == 1 {
            leaveWarning = strings.household.onlyOwnerWarning
        }
        let page = HouseholdPage(
            page: PageChrome(title: household.name, context: context, section: .household),
            hasHousehold: true,
            household: .init(name: household.name, created: strings.household.created(date: Format.date(household.createdAt, in: household.zone, language))),
            roleLabel: strings.label(membership.role), isOwner: isOwner,
            members: members.map { member in
                let path = "/household/members/\(member.id.text)"
                return HouseholdPage.MemberRow(
                    displayName: member.displayName, email: member.email, roleLabel: strings.label(member.role), isOwner: member.role == .owner,
                    isYou: member.id == user.id, joined: strings.household.joined(date: Format.date(member.joinedAt, in: household.zone, language)),
                    canRemove: isOwner && member.id != user.id, canMakeOwner: isOwner && member.role == .member,
                    canMakeMember: isOwner && member.role == .owner && owners > 1,
                    removeAction: path + "/remove", roleAction: path + "/role")
            },
            invites: invites.map { invite in
                let state = invite.state(at: now)
                return HouseholdPage.InviteRow(
                    stateLabel: Self.label(state, strings), isActive: state == .active,
                    usesLabel: invite.maxUses.map { strings.household.usesLimited(used: String(invite.useCount), maximum: String($0)) }
                        ?? strings.household.usesUnlimited(count: invite.useCount),
                    expires: strings.household.inviteExpires(date: Format.dateTime(invite.expiresAt, in: household.zone, language)),
                    made: strings.household.inviteMade(date: Format.dateTime(invite.createdAt, in: household.zone, language)),
                    revokeAction: "/household/invites/\(invite.id.text)/revoke")
            },
            hasInvites: !invites.isEmpty, newInviteURL: newInviteURL, inviteMailed: inviteMailed, sendsMail: mailer != nil,
            roles: roles, inviteForm: inviteForm,
            expiryOptions: [("24", strings.household.expiresDay), ("168", strings.household.expiresWeek), ("720", strings.household.expiresMonth)]
                .map { Choice($0.0, $0.1, selected: $0.0 == inviteForm.expires.value) },
            usesOptions: [("1", strings.household.usesOne), ("5", strings.household.usesFive), ("unlimited", strings.household.usesAnyone)]
                .map { Choice($0.0, $0.1, selected: $0.0 == inviteForm.maxUses.value) },
            renameForm: .init(name: renameForm ?? FormField("name", value: household.name)),
            createForm: .init(name: createForm ?? FormField("name")), leaveWarning: leaveWarning,
            leaveLinkLabel: strings.household.leaveEllipsis(name: household.name),
            deleteLinkLabel: strings.household.deleteEllipsis(name: household.name), leaveNotice: strings.household.leaveNotice(name: household.name),
            isOnlyMember: members.count == 1,
            timeZoneOptions: Self.timeZoneChoices(selected: household.timeZone), timeZoneNote: strings.household.timeZoneFollows(zone: household.timeZone),
            historyRule: Self.describe(retention, strings),
            keepRevisions: retentionForm.map { FormField("keep_revisions", from: $0.0, issues: $0.1, strings: strings) }
                ?? FormField("keep_revisions", value: retention.revisions.map(String.init) ?? ""),
            keepDays: retentionForm.map { FormField("keep_days", from: $0.0, issues: $0.1, strings: strings) }
                ?? FormField("keep_days", value: retention.days.map(String.init) ?? ""))
        return views.render(page, status: status)
    }
}
