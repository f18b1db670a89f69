import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Mail

/// An invite link opened: the household it is for, then joining it (after registering or signing in, when needed).
extension HouseholdController {
    // MARK: - Invite links

    @Sendable func invitePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let code = try context.parameters.require("code")
        return try await anonymous.withFormToken(context) { context in
            try await invite(code, context: context, status: nil)
        }
    }

    private func invite(_ code: String, context: AppRequestContext, status: HTTPResponse.Status?) async throws -> Response {
        let found = try await households.invite(code: code)
        let state = found?.invite.state(at: Date())
        let alreadyMember = found.map { invite in context.session?.households.contains { $0.household.id == invite.invite.householdID } == true } ?? false
        let escaped = code.asPathSegment
        let strings = context.strings
        let name = found?.householdName
        let inactiveLead: String
        switch state {
        case .expired?: inactiveLead = name.map { strings.invite.expiredTextNamed(name: $0) } ?? strings.invite.expiredText
        case .revoked?: inactiveLead = name.map { strings.invite.revokedTextNamed(name: $0) } ?? strings.invite.revokedText
        case .usedUp?: inactiveLead = name.map { strings.invite.usedUpTextNamed(name: $0) } ?? strings.invite.usedUpText
        default: inactiveLead = ""
        }
        let page = InvitePage(
            page: PageChrome(title: name.map { strings.invite.joinTitle(name: $0) } ?? strings.invite.linkTitle, context: context)
                .carrying(invite: state == .active ? code : nil),
            householdName: name, isActive: state == .active, isExpired: state == .expired, isRevoked: state == .revoked,
            isUsedUp: state == .usedUp, isUnknown: found == nil, alreadyMember: alreadyMember,
            joinLabel: strings.invite.joinTitle(name: name ?? ""), alreadyInHeading: strings.invite.alreadyIn(name: name ?? ""),
            goToLabel: strings.invite.goTo(name: name ?? ""), joinNotice: strings.invite.joinNotice(name: name ?? ""), inactiveLead: inactiveLead,
            joinAction: "/invites/\(escaped)", loginURL: "/login?invite=\(escaped)", registerURL: "/register?invite=\(escaped)")
        return views.render(page, status: status ?? (found == nil ? .notFound : .ok))
    }

    @Sendable func join(_ request: Request, context: AppRequestContext) async throws -> Response {
        let code = try context.parameters.require("code")
        guard let user = context.user else {
            return .redirect(to: "/login?invite=\(code.asPathSegment)")
        }
        switch try await households.join(code: code, by: user.id, openingIn: context.sessionToken) {
        case .joined(let household):
            return Redirect.to("/recipes", flash: Flash(context.strings.invite.joinedFlash(name: household.name)))
        case .alreadyMember(let household):
            return Redirect.to("/household", flash: Flash(context.strings.invite.alreadyFlash(name: household.name)))
        case .unusable:
            return try await invite(code, context: context, status: .ok)
        case .notFound:
            return try await invite(code, context: context, status: .notFound)
        }
    }
}
