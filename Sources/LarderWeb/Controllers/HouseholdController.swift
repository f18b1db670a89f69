import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Mail

/// What owners and members do to their household; the page itself and invite links are in the
/// files beside this one (HouseholdController+*.swift).
struct HouseholdController {
    let views: Views
    let households: HouseholdActions
    let recipes: RecipeActions
    let anonymous: AccountController
    /// Sends invite links by email, when mail is set up.
    let mailer: Mailer?
    /// Larder's address as browsers reach it, for the invite links shown (`LARDER_PUBLIC_URL`).
    let publicURL: String?

    func addRoutes(everyone: Router<AppRequestContext>, signedIn: RouterGroup<SignedInRequestContext>,
                   members: RouterGroup<HouseholdRequestContext>) {
        signedIn.get("/household", use: householdPage)
        signedIn.post("/household/new", use: create)
        signedIn.post("/household/switch", use: switchHousehold)
        members.post("/household/rename", use: rename)
        members.post("/household/invites", use: createInvite)
        members.post("/household/invites/:invite/revoke", use: revokeInvite)
        members.post("/household/members/:member/remove", use: removeMember)
        members.post("/household/members/:member/role", use: setRole)
        members.get("/household/leave", use: leavePage)
        members.post("/household/leave", use: leave)
        members.post("/household/time-zone", use: setTimeZone)
        members.post("/household/history", use: setHistoryRetention)
        members.get("/household/delete", use: deletePage)
        members.post("/household/delete", use: delete)
        signedIn.post("/households/:id/restore", use: restore)
        everyone.get("/invites/:code", use: invitePage)
        everyone.post("/invites/:code", use: join)
    }

    // MARK: - Actions

    /// How long a deleted household can be brought back, as pages say it ("7 days").
    static func undoWindowText(_ strings: Strings) -> String {
        strings.household.undoWindow(count: Int(HouseholdRepository.undoWindow.components.seconds / 86_400))
    }

    /// Every time zone this machine knows, by name, with the chosen one selected.
    static func timeZoneChoices(selected: String) -> [Choice] {
        (["UTC"] + TimeZone.knownTimeZoneIdentifiers.filter { $0 != "UTC" && $0.contains("/") }.sorted())
            .map { Choice($0, $0.replacingOccurrences(of: "_", with: " "), selected: $0 == selected) }
    }

    @Sendable func create(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        do {
            // The browser's own zone, which its script puts in the form; UTC without one.
            let zone = context.form["time_zone"].trimmed
            let household = try await households.create(named: context.form["name"], owner: context.user.id, timeZone: zone,
                                                                     openingIn: context.sessionToken)
            return Redirect.to("/household", flash: Flash(context.strings.household.createdFlash(name: household.name)))
        } catch HouseholdError.invalid(let error) {
            return try await render(request, context: context, user: context.user,
                                    createForm: FormField("name", from: context.form, issues: error.issues, strings: context.strings), status: .unprocessableContent)
        }
    }

    @Sendable func switchHousehold(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard let id = UUID(uuidString: context.form["household"]),
              context.session?.households.contains(where: { $0.household.id == id }) == true,
              let token = context.sessionToken else { throw Failure.notFound }
        try await households.open(id, in: token)
        return Redirect.to("/recipes")
    }

    @Sendable func rename(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        do {
            try await households.rename(membership.household.id, to: context.form["name"], by: user.id)
        } catch HouseholdError.invalid(let error) {
            return try await render(request, context: context, user: user,
                                    renameForm: FormField("name", from: context.form, issues: error.issues, strings: context.strings), status: .unprocessableContent)
        }
        return Redirect.to("/household", flash: Flash(context.strings.household.renamedFlash))
    }

    @Sendable func createInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let form = context.form
        var issues: [FieldIssue] = []
        let hours = Int(form["expires_hours"]).flatMap { (1...24 * 90).contains($0) ? $0 : nil }
        if hours == nil { issues.append(FieldIssue("expires_hours", context.strings.household.inviteExpiryIssue)) }
        let maxUses = form["max_uses"] == "unlimited" ? nil : Int(form["max_uses"]).flatMap { (1...1000).contains($0) ? $0 : nil }
        if maxUses == nil, form["max_uses"] != "unlimited" {
            issues.append(FieldIssue("max_uses", context.strings.household.inviteUsesIssue))
        }
        // An address to mail the link to, when mail is set up; none leaves the link to be copied.
        let typedEmail = mailer == nil ? "" : form["email"].trimmed
        let recipient = MailAddress(typedEmail)
        if !typedEmail.isEmpty, recipient == nil { issues.append(FieldIssue("email", context.strings.household.inviteEmailIssue)) }
        guard let hours, issues.isEmpty else {
            return try await render(request, context: context, user: user, inviteForm: .init(
                expires: FormField("expires_hours", from: form, issues: issues, strings: context.strings),
                maxUses: FormField("max_uses", from: form, issues: issues, strings: context.strings),
                email: FormField("email", from: form, issues: issues, strings: context.strings)),
                status: .unprocessableContent)
        }
        let made = try await households.createInvite(to: membership.household.id, by: user.id, maxUses: maxUses,
                                                                 expiresIn: .seconds(hours * 3600), toBeMailed: recipient != nil)
        var mailed: String?
        if let mailer, let recipient {
            // In the reader's language when they have an account here that chose one, else in the inviter's.
            let reader = try await anonymous.accounts.account(withEmail: recipient.address)
            try await mailer.sendInvite(to: recipient, in: reader?.language ?? context.language, inviter: user.displayName,
                                        household: membership.household.name, code: made.code,
                                        expiresAt: made.invite.expiresAt, zone: membership.household.zone)
            mailed = context.strings.household.inviteMailed(email: recipient.address)
        }
        // Shown in this answer rather than after a redirect: the code is not stored to show later.
        return try await render(request, context: context, user: user,
                                newInviteURL: link(to: made.code, request: request, context: context), inviteMailed: mailed,
                                status: .created)
    }

    @Sendable func revokeInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let invite = try context.parameters.require("invite", as: UUID.self)
        try await households.revokeInvite(invite, of: membership.household.id, by: user.id)
        return Redirect.to("/household", flash: Flash(context.strings.household.revokedFlash))
    }

    @Sendable func removeMember(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let member = try context.parameters.require("member", as: UUID.self)
        do {
            try await households.removeMember(member, from: membership.household.id, by: user.id)
        } catch HouseholdError.lastOwner {
            return Redirect.to("/household", flash: Flash(context.strings.household.keepOwner, isError: true))
        }
        return Redirect.to("/household", flash: Flash(context.strings.household.removedFlash))
    }

    @Sendable func setRole(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let member = try context.parameters.require("member", as: UUID.self)
        guard let role = Role(rawValue: context.form["role"]) else { throw Failure.badRequest(context.strings.household.roleInvalid) }
        do {
            try await households.setRole(role, of: member, in: membership.household.id, by: user.id)
        } catch HouseholdError.lastOwner {
            return Redirect.to("/household", flash: Flash(context.strings.household.keepOwnerFirst, isError: true))
        }
        return Redirect.to("/household", flash: Flash(role == .owner ? context.strings.household.nowOwner : context.strings.household.nowMember))
    }

    /// Leaving, asked first: what the person loses with their membership (their favourites,
    /// ratings and access tokens in the household), and what stays. The only member leaves
    /// through the delete confirmation, since leaving deletes the household; the only owner of a
    /// household with other members is told to make another owner first. The question is for the
    /// household the page it was asked from showed: another one open meanwhile is said, not asked about.
    @Sendable func leavePage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, household, strings) = (context.user, context.household, context.strings)
        if let shown = UUID(uuidString: FormData(query: request.uri.query)["household"]), shown != household.id {
            throw Failure.householdChanged(open: household.name)
        }
        let members = try await households.members(of: household.id)
        guard members.count > 1 else { return Redirect.to("/household/delete?leaving=1") }
        let isOnlyOwner = context.isOwner && members.filter { $0.role == .owner }.count == 1
        var report = try await households.leavePreview(household.id, user: user.id)
        // The page's note says what leaving is; "1 person's membership" would say it again, worse.
        report.removed.memberships = 0
        var page = ConfirmDeletePage(
            page: PageChrome(title: strings.household.leaveButton(name: household.name), context: context, section: .household),
            heading: strings.household.leaveQuestion(name: household.name), itemName: household.name, report: report,
            blockers: isOnlyOwner ? [strings.household.onlyOwnerWarning] : [],
            action: "/household/leave", cancelURL: "/household", buttonLabel: strings.household.leaveButton(name: household.name),
            undoNote: strings.household.leaveNotice(name: household.name))
        page.actsOnHousehold = true
        return views.render(page)
    }

    @Sendable func leave(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        do {
            try await households.leave(membership.household.id, user: user.id)
        } catch HouseholdError.lastOwner {
            return Redirect.to("/household", flash: Flash(context.strings.household.onlyOwnerWarning, isError: true))
        } catch HouseholdError.lastMember {
            // Leaving would delete the household: that asks first, as deleting it does.
            return Redirect.to("/household/delete?leaving=1")
        }
        return Redirect.to("/household", flash: Flash(context.strings.household.leftFlash(name: membership.household.name)))
    }

    @Sendable func deletePage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let membership = context.membership
        guard membership.role == .owner else { throw HouseholdError.notAllowed }
        let report = try await households.deletePreview(membership.household.id)
        let isLeaving = FormData(query: request.uri.query)["leaving"] == "1"
        let strings = context.strings
        var page = ConfirmDeletePage(
            page: PageChrome(title: strings.household.deleteTitle(name: membership.household.name), context: context, section: .household),
            heading: isLeaving ? strings.household.leaveDeleteHeading : strings.household.deleteHeading, itemName: membership.household.name,
            report: report, action: "/household/delete", cancelURL: "/household",
            buttonLabel: isLeaving ? strings.household.leaveDeleteButton : strings.household.deleteButton,
            undoNote: (isLeaving ? strings.household.onlyMemberNote + " " : "")
                + strings.household.bringBackNote(period: Self.undoWindowText(strings)))
        page.actsOnHousehold = true
        return views.render(page)
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, household) = (context.user, context.membership.household)
        try await households.delete(household.id, by: user.id)
        return Redirect.to("/household", flash: Flash(
            context.strings.household.deletedFlash(name: household.name, period: Self.undoWindowText(context.strings)), undo: .household(household.id)))
    }

    /// Brings back a deleted household (its owners only) and opens it.
    @Sendable func restore(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        do {
            let household = try await households.restore(id, by: context.user.id, openingIn: context.sessionToken)
            return Redirect.to("/household", flash: Flash(context.strings.household.restoredFlash(name: household.name)))
        } catch HouseholdError.notFound {
            return Redirect.to("/account", flash: Flash(context.strings.household.restoreGone, isError: true))
        }
    }

    @Sendable func setTimeZone(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        do {
            try await households.setTimeZone(context.form["time_zone"].trimmed, of: context.household.id, by: context.user.id)
        } catch HouseholdError.invalid {
            return Redirect.to("/household", flash: Flash(context.strings.household.chooseTimeZone, isError: true))
        }
        let zone = context.form["time_zone"].trimmed.replacingOccurrences(of: "_", with: " ")
        return Redirect.to("/household", flash: Flash(context.strings.household.timeZoneSaved(zone: zone)))
    }

    /// "Every earlier version of every recipe is kept.", or what the rule keeps, in `strings`' language.
    static func describe(_ retention: HistoryRetention, _ strings: Strings) -> String {
        if retention.keepsEverything { return strings.household.historyEverything }
        let revisions = retention.revisions.map { strings.household.historyLatest(count: $0) }
        let days = retention.days.map { strings.household.historyDays(count: $0) }
        let kept: String
        if let revisions, let days {
            kept = strings.household.historyBoth(revisions: revisions, days: days)
        } else {
            kept = revisions ?? days ?? ""
        }
        return strings.household.historyRule(kept: kept)
    }

    /// The owner's rule for how much history to keep: empty fields keep everything.
    @Sendable func setHistoryRetention(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        guard context.isOwner else { throw Failure.forbidden(context.strings.household.historyOwnerOnly) }
        let form = context.form
        var issues: [FieldIssue] = []
        func limit(_ field: String) -> Int? {
            let text = form[field].trimmed
            guard !text.isEmpty else { return nil }
            guard let number = Int(text) else {
                issues.append(FieldIssue(field, context.strings.household.wholeNumber))
                return nil
            }
            return number
        }
        let retention = HistoryRetention(revisions: limit("keep_revisions"), days: limit("keep_days"))
        issues += retention.validationIssues()
        guard issues.isEmpty else {
            return try await render(request, context: context, user: context.user, retentionForm: (form, issues), status: .unprocessableContent)
        }
        try await recipes.setRetention(retention, of: context.household.id)
        return Redirect.to("/household", flash: Flash(Self.describe(retention, context.strings) + " " + context.strings.household.historySaved))
    }

    // MARK: - Helpers

    /// "Active", "Expired", … in `strings`' language.
    static func label(_ state: Invite.State, _ strings: Strings) -> String {
        switch state {
        case .active: return strings.household.inviteActive
        case .expired: return strings.household.inviteExpired
        case .revoked: return strings.household.inviteRevoked
        case .usedUp: return strings.household.inviteUsedUp
        }
    }

    /// The full link to share, on the address the owner is using, so it works behind a proxy too.
    func link(to code: String, request: Request, context: some SessionRequestContext) -> String {
        context.origin(of: request, publicURL: publicURL) + "/invites/\(code)"
    }
}

extension Strings {
    /// A role's name ("Owner", "Member") in this language: `Role.label` is English.
    func label(_ role: Role) -> String {
        switch role {
        case .owner: household.roleOwner
        case .member: household.roleMember
        }
    }

    /// What a role allows, as the household page lists it: `Role.abilities` in this language.
    func abilities(_ role: Role) -> [String] {
        switch role {
        case .member:
            [household.abilityRecipes, household.abilitySeeMembers, household.abilityLeave]
        case .owner:
            [household.abilityRecipes, household.abilitySeeMembers, household.abilityInvite, household.abilityRemoveMembers,
             household.abilityRoles, household.abilityRename, household.abilityLeaveAsOwner]
        }
    }
}
