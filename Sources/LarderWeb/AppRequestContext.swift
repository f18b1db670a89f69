import Foundation
import Hummingbird
import LarderModel
import LarderStore
import PostgresClient

/// Per-request state: the session and who it belongs to, the CSRF token, the query counter.
/// There are no globals; middleware fills these in, handlers read them.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The browser's session token (from its cookie) and what it stands for.
    public var sessionToken: String?
    public var session: SessionRecord?
    /// Counts this request's database statements, for the query budgets.
    public var queryCounter: QueryCounter?
    /// The request arrived over https (directly or through a proxy that says so).
    public var isSecure = false
    /// A one-time message carried over a redirect.
    public var flash: Flash?
    /// The submitted form of a POST, read by the CSRF check.
    public var form = FormData()

    public init(source: Source) {
        coreContext = .init(source: source)
    }

    public var user: User? { session?.user }

    /// The logged-in user, or a redirect to the login page that comes back here afterwards.
    public func requireUser(returningTo request: Request) throws -> User {
        guard let user else { throw AppError.loginRequired(next: request.uri.description) }
        return user
    }

    /// The household the user is looking at; without one, the household page (to create one).
    public func requireHousehold(returningTo request: Request) throws -> (user: User, membership: Membership) {
        let user = try requireUser(returningTo: request)
        guard let membership = session?.activeHousehold else { throw AppError.householdRequired }
        return (user, membership)
    }
}

/// A message shown once on the next page, after a redirect.
public struct Flash: Sendable, Equatable {
    public var message: String
    public var isError: Bool

    public init(_ message: String, isError: Bool = false) {
        self.message = message
        self.isError = isError
    }
}
