import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// `/admin`: the migration status and how many households, users and recipes there are, and
/// password-reset links for people locked out. Admins see counts, never a household's recipes.
struct AdminController {
    let views: Views
    /// The store itself, whose migration stages and connection pool the page reports on.
    let store: Store
    let accounts: AccountActions
    /// Larder's address as browsers reach it, for the reset links made here (`LARDER_PUBLIC_URL`).
    let publicURL: String?

    func addRoutes(to router: RouterGroup<SignedInRequestContext>) {
        router.get("/admin", use: adminPage)
        router.post("/admin/password-reset", use: issuePasswordReset)
    }

    @Sendable func adminPage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await page(context)
    }

    /// Makes a one-time password-reset link for an account, for the admin to hand over.
    @Sendable func issuePasswordReset(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard context.user.isAdmin else { throw Failure.notFound }
        let email = context.form["email"].trimmed
        do {
            let (token, user, expiresAt) = try await accounts.issueReset(forEmail: email, by: context.user.id)
            let origin = context.origin(of: request, publicURL: publicURL)
            let until = Format.dateTime(expiresAt, in: .gmt, context.language)
            return try await page(context, issuedLink: .init(url: "\(origin)/reset-password/\(token)", email: user.email,
                                                              validUntil: context.strings.admin.resetLinkValidUntil(time: until)))
        } catch AccountError.notFound {
            return try await page(context, resetEmail: FormField("email", value: email, errors: [context.strings.admin.noAccount]),
                                  status: .unprocessableContent)
        }
    }

    private func page(_ context: SignedInRequestContext, resetEmail: FormField = FormField("email"),
                      issuedLink: AdminPage.IssuedLink? = nil, status: HTTPResponse.Status = .ok) async throws -> Response {
        // Not an admin: the page does not exist for them.
        guard context.user.isAdmin else { throw Failure.notFound }
        let totals = try await accounts.totals()
        let stages = try await store.migrationStatus()
        let statistics = store.poolStatistics
        let strings = context.strings
        let language = context.language
        return views.render(AdminPage(
            page: PageChrome(title: strings.admin.title, context: context, section: .admin),
            totals: .init(households: language.number(totals.households), users: language.number(totals.users),
                          recipes: language.number(totals.recipes)),
            stages: stages.map { stage in
                var row = AdminPage.Stage(version: stage.version, name: stage.name, kind: stage.kind, stateLabel: "", appliedAt: "",
                                          checksum: "", isApplied: false, isPending: false, isChanged: false)
                switch stage.state {
                case .applied(let checksum, let appliedAt, _):
                    (row.stateLabel, row.appliedAt, row.checksum, row.isApplied) =
                        (strings.admin.stateApplied, Format.dateTime(appliedAt, in: .gmt, language), String(checksum.prefix(12)), true)
                case .pending:
                    (row.stateLabel, row.isPending) = (strings.admin.statePending, true)
                case .changed(_, let current):
                    (row.stateLabel, row.checksum, row.isChanged) = (strings.admin.stateChanged, String(current.prefix(12)), true)
                case .unknown:
                    (row.stateLabel, row.isChanged) = (strings.admin.stateUnknown, true)
                }
                return row
            },
            pool: .init(open: statistics.open, idle: statistics.idle, waiting: statistics.waiting),
            resetEmail: resetEmail, issuedLink: issuedLink), status: status)
    }
}
