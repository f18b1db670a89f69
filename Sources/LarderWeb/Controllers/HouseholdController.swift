import Foundation
import Hummingbird
import LarderModel
import LarderStore

/// The household page, and everything owners and members do there; invite links.
struct HouseholdController {
    let views: Views
    let store: Store
    let anonymous: AccountController

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
        members.post("/household/leave", use: leave)
        members.post("/household/time-zone", use: setTimeZone)
        members.post("/household/history", use: setHistoryRetention)
        members.get("/household/delete", use: deletePage)
        members.post("/household/delete", use: delete)
        signedIn.post("/households/:id/restore", use: restore)
        everyone.get("/invites/:code", use: invitePage)
        everyone.post("/invites/:code", use: join)
    }

    // MARK: - The page

    struct HouseholdPage: Sendable, Encodable {
        struct Summary: Sendable, Encodable {
            var name: String
            var createdAt: String
        }

        struct MemberRow: Sendable, Encodable {
            var displayName: String
            var email: String
            var roleLabel: String
            var isOwner: Bool
            var isYou: Bool
            var joinedAt: String
            var canRemove: Bool
            var canMakeOwner: Bool
            var canMakeMember: Bool
            var removeAction: String
            var roleAction: String
        }

        struct InviteRow: Sendable, Encodable {
            var stateLabel: String
            var isActive: Bool
            var usesLabel: String
            var expiresAt: String
            var createdAt: String
            var revokeAction: String
        }

        struct RoleRow: Sendable, Encodable {
            var label: String
            var abilities: [String]
        }

        struct NameForm: Sendable, Encodable {
            var name: FormField
        }

        /// The new-invite form: how long the link works, and for how many people.
        struct InviteForm: Sendable, Encodable {
            var expires: FormField
            var maxUses: FormField

            static let blank = InviteForm(expires: FormField("expires_hours", value: "168"), maxUses: FormField("max_uses", value: "1"))
        }

        var page: PageChrome
        var hasHousehold: Bool
        var household: Summary?
        var roleLabel: String
        var isOwner: Bool
        var members: [MemberRow]
        var invites: [InviteRow]
        var hasInvites: Bool
        /// The link just made. Only its hash is stored, so this answer is the one time it is shown.
        var newInviteURL: String?
        var roles: [RoleRow]
        var inviteForm: InviteForm
        var expiryOptions: [Choice]
        var usesOptions: [Choice]
        var renameForm: NameForm
        var createForm: NameForm
        var leaveAction = "/household/leave"
        var leaveWarning: String?
        /// The only member leaves through the delete confirmation: leaving deletes the household.
        var isOnlyMember: Bool
        var deleteURL = "/household/delete"
        var timeZoneOptions: [Choice]
        var timeZone: String
        /// How much of each recipe's history the household keeps, in words and as the owner's form.
        var historyRule: String
        var keepRevisions: FormField
        var keepDays: FormField
    }

    @Sendable func householdPage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await render(request, context: context, user: context.user)
    }

    /// The page, with the rename, create or invite form as submitted when it came back with problems.
    private func render(_ request: Request, context: some SessionRequestContext, user: User, renameForm: FormField? = nil,
                        createForm: FormField? = nil, inviteForm: HouseholdPage.InviteForm = .blank,
                        newInviteURL: String? = nil, retentionForm: (FormData, [FieldIssue])? = nil,
                        status: HTTPResponse.Status = .ok) async throws -> Response {
        let roles = Role.allCases.sorted(by: >).map { HouseholdPage.RoleRow(label: $0.label, abilities: $0.abilities) }
        guard let membership = context.session?.activeHousehold else {
            return views.render(HouseholdPage(
                page: PageChrome(title: "Your household", context: context, section: .household),
                hasHousehold: false, household: nil, roleLabel: "", isOwner: false, members: [], invites: [], hasInvites: false, newInviteURL: nil,
                roles: roles, inviteForm: inviteForm, expiryOptions: [], usesOptions: [], renameForm: .init(name: FormField("name")),
                createForm: .init(name: createForm ?? FormField("name")), isOnlyMember: false, timeZoneOptions: [], timeZone: "",
                historyRule: "", keepRevisions: FormField("keep_revisions"), keepDays: FormField("keep_days")),
                status: status)
        }
        let household = membership.household
        let isOwner = membership.role == .owner
        let members = try await store.households.members(of: household.id)
        let invites = isOwner ? try await store.households.invites(of: household.id) : []
        let retention = try await store.revisions.retention(of: household.id)
        let owners = members.filter { $0.role == .owner }.count
        let now = Date()
        var leaveWarning: String?
        if members.count == 1 {
            leaveWarning = "You are the only member: leaving deletes \(household.name) and all its recipes. You will be asked first, and can bring it back for \(Self.undoWindowText)."
        } else if isOwner, owners == 1 {
            leaveWarning = "You are the only owner: make another member an owner before you leave."
        }
        let page = HouseholdPage(
            page: PageChrome(title: household.name, context: context, section: .household),
            hasHousehold: true, household: .init(name: household.name, createdAt: Format.date(household.createdAt, in: household.zone)),
            roleLabel: membership.role.label, isOwner: isOwner,
            members: members.map { member in
                let path = "/household/members/\(member.id.uuidString)"
                return HouseholdPage.MemberRow(
                    displayName: member.displayName, email: member.email, roleLabel: member.role.label, isOwner: member.role == .owner,
                    isYou: member.id == user.id, joinedAt: Format.date(member.joinedAt, in: household.zone),
                    canRemove: isOwner && member.id != user.id, canMakeOwner: isOwner && member.role == .member,
                    canMakeMember: isOwner && member.role == .owner && owners > 1,
                    removeAction: path + "/remove", roleAction: path + "/role")
            },
            invites: invites.map { invite in
                let state = invite.state(at: now)
                return HouseholdPage.InviteRow(
                    stateLabel: Self.label(state), isActive: state == .active,
                    usesLabel: invite.maxUses.map { "\(invite.useCount) of \($0) used" } ?? "\(invite.useCount) used, no limit",
                    expiresAt: Format.dateTime(invite.expiresAt, in: household.zone), createdAt: Format.dateTime(invite.createdAt, in: household.zone),
                    revokeAction: "/household/invites/\(invite.id.uuidString)/revoke")
            },
            hasInvites: !invites.isEmpty, newInviteURL: newInviteURL, roles: roles, inviteForm: inviteForm,
            expiryOptions: [("24", "1 day"), ("168", "1 week"), ("720", "30 days")]
                .map { Choice($0.0, $0.1, selected: $0.0 == inviteForm.expires.value) },
            usesOptions: [("1", "One person"), ("5", "Up to 5 people"), ("unlimited", "Anyone with the link")]
                .map { Choice($0.0, $0.1, selected: $0.0 == inviteForm.maxUses.value) },
            renameForm: .init(name: renameForm ?? FormField("name", value: household.name)),
            createForm: .init(name: createForm ?? FormField("name")), leaveWarning: leaveWarning, isOnlyMember: members.count == 1,
            timeZoneOptions: Self.timeZoneChoices(selected: household.timeZone), timeZone: household.timeZone,
            historyRule: Self.describe(retention),
            keepRevisions: retentionForm.map { FormField("keep_revisions", from: $0.0, issues: $0.1) }
                ?? FormField("keep_revisions", value: retention.revisions.map(String.init) ?? ""),
            keepDays: retentionForm.map { FormField("keep_days", from: $0.0, issues: $0.1) }
                ?? FormField("keep_days", value: retention.days.map(String.init) ?? ""))
        return views.render(page, status: status)
    }

    // MARK: - Actions

    /// How long a deleted household can be brought back, as pages say it.
    static let undoWindowText = "\(HouseholdRepository.undoWindow.components.seconds / 86_400) days"

    /// Every time zone this machine knows, by name, with the chosen one selected.
    static func timeZoneChoices(selected: String) -> [Choice] {
        (["UTC"] + TimeZone.knownTimeZoneIdentifiers.filter { $0 != "UTC" && $0.contains("/") }.sorted())
            .map { Choice($0, $0.replacingOccurrences(of: "_", with: " "), selected: $0 == selected) }
    }

    @Sendable func create(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        do {
            // The browser's own zone, which its script puts in the form; UTC without one.
            let zone = context.form["time_zone"].trimmed
            let household = try await store.households.create(named: context.form["name"], owner: context.user.id,
                                                              timeZone: Household.isTimeZone(zone) ? zone : "UTC")
            if let token = context.sessionToken { try await store.sessions.setHousehold(household.id, for: token) }
            return Redirect.to("/household", flash: Flash("\(household.name) is ready. Invite the people you cook with."))
        } catch HouseholdError.invalid(let error) {
            return try await render(request, context: context, user: context.user, createForm: FormField("name", from: context.form, issues: error.issues), status: .unprocessableContent)
        }
    }

    @Sendable func switchHousehold(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard let id = UUID(uuidString: context.form["household"]),
              context.session?.households.contains(where: { $0.household.id == id }) == true,
              let token = context.sessionToken else { throw AppError.notFound }
        try await store.sessions.setHousehold(id, for: token)
        return Redirect.to("/recipes")
    }

    @Sendable func rename(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        do {
            try await store.households.rename(membership.household.id, to: context.form["name"], by: user.id)
        } catch HouseholdError.invalid(let error) {
            return try await render(request, context: context, user: user, renameForm: FormField("name", from: context.form, issues: error.issues), status: .unprocessableContent)
        }
        return Redirect.to("/household", flash: Flash("The household is renamed."))
    }

    @Sendable func createInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let form = context.form
        var issues: [FieldIssue] = []
        let hours = Int(form["expires_hours"]).flatMap { (1...24 * 90).contains($0) ? $0 : nil }
        if hours == nil { issues.append(FieldIssue("expires_hours", "Choose how long the link works: from 1 hour to 90 days")) }
        let maxUses = form["max_uses"] == "unlimited" ? nil : Int(form["max_uses"]).flatMap { (1...1000).contains($0) ? $0 : nil }
        if maxUses == nil, form["max_uses"] != "unlimited" {
            issues.append(FieldIssue("max_uses", "Choose how many people can use the link: from 1 to 1000, or anyone with the link"))
        }
        guard let hours, issues.isEmpty else {
            return try await render(request, context: context, user: user, inviteForm: .init(
                expires: FormField("expires_hours", from: form, issues: issues), maxUses: FormField("max_uses", from: form, issues: issues)),
                status: .unprocessableContent)
        }
        let made = try await store.households.createInvite(to: membership.household.id, by: user.id, maxUses: maxUses, expiresIn: .seconds(hours * 3600))
        // Shown in this answer rather than after a redirect: the code is not stored to show later.
        return try await render(request, context: context, user: user,
                                newInviteURL: Self.link(to: made.code, request: request, context: context), status: .created)
    }

    @Sendable func revokeInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let invite = try context.parameters.require("invite", as: UUID.self)
        guard try await store.households.invites(of: membership.household.id).contains(where: { $0.id == invite }) else { throw AppError.notFound }
        try await store.households.revokeInvite(invite, of: membership.household.id, by: user.id)
        return Redirect.to("/household", flash: Flash("The invite link no longer works."))
    }

    @Sendable func removeMember(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let member = try context.parameters.require("member", as: UUID.self)
        do {
            try await store.households.removeMember(member, from: membership.household.id, by: user.id)
        } catch HouseholdError.lastOwner {
            return Redirect.to("/household", flash: Flash("The household must keep an owner.", isError: true))
        }
        return Redirect.to("/household", flash: Flash("The member was removed; they no longer see this household."))
    }

    @Sendable func setRole(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        let member = try context.parameters.require("member", as: UUID.self)
        guard let role = Role(rawValue: context.form["role"]) else { throw AppError.badRequest("The role must be owner or member.") }
        do {
            try await store.households.setRole(role, of: member, in: membership.household.id, by: user.id)
        } catch HouseholdError.lastOwner {
            return Redirect.to("/household", flash: Flash("The household must keep an owner: make someone else an owner first.", isError: true))
        }
        return Redirect.to("/household", flash: Flash(role == .owner ? "They are now an owner." : "They are now a member."))
    }

    @Sendable func leave(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, membership) = (context.user, context.membership)
        do {
            try await store.households.leave(membership.household.id, user: user.id)
        } catch HouseholdError.lastOwner {
            return Redirect.to("/household", flash: Flash("You are the only owner: make another member an owner before you leave.", isError: true))
        } catch HouseholdError.lastMember {
            // Leaving would delete the household: that asks first, as deleting it does.
            return Redirect.to("/household/delete?leaving=1")
        }
        return Redirect.to("/household", flash: Flash("You left \(membership.household.name)."))
    }

    @Sendable func deletePage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let membership = context.membership
        guard membership.role == .owner else { throw HouseholdError.notAllowed }
        let report = try await store.households.deletePreview(membership.household.id)
        let isLeaving = FormData(query: request.uri.query)["leaving"] == "1"
        var page = ConfirmDeletePage(
            page: PageChrome(title: "Delete \(membership.household.name)", context: context, section: .household),
            heading: isLeaving ? "Leave and delete this household?" : "Delete this household?", itemName: membership.household.name,
            report: report, action: "/household/delete", cancelURL: "/household",
            buttonLabel: isLeaving ? "Leave and delete the household" : "Delete the household and everything in it",
            undoNote: (isLeaving ? "You are its only member, so leaving deletes it. " : "")
                + "You can bring it back, as it was, from your account page for \(Self.undoWindowText).")
        page.actsOnHousehold = true
        return views.render(page)
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let (user, household) = (context.user, context.membership.household)
        _ = try await store.households.delete(household.id, by: user.id)
        return Redirect.to("/household", flash: Flash(
            "\(household.name) was deleted. You can bring it back from your account page for \(Self.undoWindowText).", undo: .household(household.id)))
    }

    /// Brings back a deleted household (its owners only) and opens it.
    @Sendable func restore(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        do {
            let household = try await store.households.restore(id, by: context.user.id)
            if let token = context.sessionToken { try await store.sessions.setHousehold(household.id, for: token) }
            return Redirect.to("/household", flash: Flash("\(household.name) is back, as it was."))
        } catch HouseholdError.notFound {
            return Redirect.to("/account", flash: Flash("That household can no longer be brought back: it was restored already, or deleted too long ago.", isError: true))
        }
    }

    @Sendable func setTimeZone(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        do {
            try await store.households.setTimeZone(context.form["time_zone"].trimmed, of: context.household.id, by: context.user.id)
        } catch HouseholdError.invalid {
            return Redirect.to("/household", flash: Flash("Choose a time zone from the list.", isError: true))
        }
        return Redirect.to("/household", flash: Flash("Days and times now follow \(context.form["time_zone"].trimmed.replacingOccurrences(of: "_", with: " "))."))
    }

    /// "Every version of every recipe is kept.", or what the rule keeps.
    static func describe(_ retention: HistoryRetention) -> String {
        if retention.keepsEverything { return "Every earlier version of every recipe is kept." }
        let parts = [retention.revisions.map { "the latest \($0) earlier version\($0 == 1 ? "" : "s") of each recipe" },
                     retention.days.map { "versions saved in the last \($0) day\($0 == 1 ? "" : "s")" }].compactMap { $0 }
        return "Pruning keeps " + parts.joined(separator: ", and only ") + "; the current version always stays."
    }

    /// The owner's rule for how much history to keep: empty fields keep everything.
    @Sendable func setHistoryRetention(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        guard context.isOwner else { throw AppError.forbidden("Only an owner can change how much history the household keeps.") }
        let form = context.form
        var issues: [FieldIssue] = []
        func limit(_ field: String) -> Int? {
            let text = form[field].trimmed
            guard !text.isEmpty else { return nil }
            guard let number = Int(text) else {
                issues.append(FieldIssue(field, "Give a whole number, or leave it empty to keep everything"))
                return nil
            }
            return number
        }
        let retention = HistoryRetention(revisions: limit("keep_revisions"), days: limit("keep_days"))
        issues += retention.validationIssues()
        guard issues.isEmpty else {
            return try await render(request, context: context, user: context.user, retentionForm: (form, issues), status: .unprocessableContent)
        }
        try await store.revisions.setRetention(retention, of: context.household.id)
        return Redirect.to("/household", flash: Flash(Self.describe(retention) + " An administrator applies it with larder prune-history."))
    }

    // MARK: - Invite links

    struct InvitePage: Sendable, Encodable {
        var page: PageChrome
        var householdName: String?
        var isActive: Bool
        var isExpired: Bool
        var isRevoked: Bool
        var isUsedUp: Bool
        var isUnknown: Bool
        var alreadyMember: Bool
        var householdURL = "/household"
        var joinAction: String
        var loginURL: String
        var registerURL: String
    }

    @Sendable func invitePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let code = try context.parameters.require("code")
        return try await anonymous.withFormToken(context) { context in
            try await invite(code, context: context, status: nil)
        }
    }

    private func invite(_ code: String, context: AppRequestContext, status: HTTPResponse.Status?) async throws -> Response {
        let found = code.count < 100 ? try await store.households.invite(code: code) : nil
        let state = found?.invite.state(at: Date())
        let alreadyMember = found.map { invite in context.session?.households.contains { $0.household.id == invite.invite.householdID } == true } ?? false
        let escaped = code.asPathSegment
        let page = InvitePage(
            page: PageChrome(title: found.map { "Join \($0.householdName)" } ?? "Invite link", context: context),
            householdName: found?.householdName, isActive: state == .active, isExpired: state == .expired, isRevoked: state == .revoked,
            isUsedUp: state == .usedUp, isUnknown: found == nil, alreadyMember: alreadyMember,
            joinAction: "/invites/\(escaped)", loginURL: "/login?invite=\(escaped)", registerURL: "/register?invite=\(escaped)")
        return views.render(page, status: status ?? (found == nil ? .notFound : .ok))
    }

    @Sendable func join(_ request: Request, context: AppRequestContext) async throws -> Response {
        let code = try context.parameters.require("code")
        guard let user = context.user else {
            return .redirect(to: "/login?invite=\(code.asPathSegment)")
        }
        switch try await store.households.accept(code: code, by: user.id) {
        case .joined(let household):
            if let token = context.sessionToken { try await store.sessions.setHousehold(household.id, for: token) }
            return Redirect.to("/recipes", flash: Flash("You joined \(household.name). Everyone in it sees its recipes."))
        case .alreadyMember(let household):
            if let token = context.sessionToken { try await store.sessions.setHousehold(household.id, for: token) }
            return Redirect.to("/household", flash: Flash("You already belong to \(household.name)."))
        case .unusable:
            return try await invite(code, context: context, status: .ok)
        case .notFound:
            return try await invite(code, context: context, status: .notFound)
        }
    }

    // MARK: - Helpers

    static func label(_ state: Invite.State) -> String {
        switch state {
        case .active: return "Active"
        case .expired: return "Expired"
        case .revoked: return "Revoked"
        case .usedUp: return "Used up"
        }
    }

    /// The full link to share, on the address the owner is using, so it works behind a proxy too.
    static func link(to code: String, request: Request, context: some SessionRequestContext) -> String {
        let host = request.head.authority ?? "localhost"
        return "\(context.isSecure ? "https" : "http")://\(host)/invites/\(code)"
    }
}
