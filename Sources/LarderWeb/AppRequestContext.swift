import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// What every handler can read about its request, whoever sent it: the session and who it
/// belongs to, the CSRF-checked form, the flash message, and whether it came over https.
public protocol SessionRequestContext: RequestContext {
    /// The browser's session token (from its cookie), when it names a live session.
    var sessionToken: String? { get }
    var session: SessionRecord? { get }
    /// A visitor's CSRF token, from their form-token cookie, when they have no session.
    var formToken: String? { get }
    /// The request arrived over https (directly or through a proxy that says so).
    var isSecure: Bool { get }
    /// A one-time message carried over a redirect.
    var flash: Flash? { get }
    /// The submitted form of a POST, read by the CSRF check.
    var form: FormData { get }
    /// The language the browser's `Accept-Language` prefers among Larder's, if any.
    var acceptedLanguage: Language? { get }
}

extension SessionRequestContext {
    /// The language this request's pages are written in: the person's choice, else their
    /// browser's, else English.
    public var language: Language { session?.user.language ?? acceptedLanguage ?? .en }

    /// The words of this request's pages and messages.
    var strings: Strings { Strings.catalog(for: language) }

    /// Larder's address for a link that leaves this page (a copied invite, an admin's reset link,
    /// a shared recipe's picture): `LARDER_PUBLIC_URL` when set, else where this request came.
    func origin(of request: Request, publicURL: String?) -> String {
        publicURL ?? "\(isSecure ? "https" : "http")://\(request.head.authority ?? "localhost")"
    }
}

/// Per-request state for every route. There are no globals; middleware fills these in.
/// Routes that need a person, or a person in a household, are reached through the child
/// contexts below, which cannot be made without them.
public struct AppRequestContext: SessionRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var sessionToken: String?
    public var session: SessionRecord?
    public var formToken: String?
    public var isSecure = false
    public var flash: Flash?
    public var form = FormData()
    public var acceptedLanguage: Language?
    /// This request's path and query: where the login page sends the person back to.
    public var returnPath = "/"
    /// The address the connection came from, before any proxy's word on it (`ClientAddress`).
    public let peerAddress: String?
    /// The client's address, as `ClientAddress` reads it: what per-client limits count by.
    public var clientAddress = ""

    public init(source: Source) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Who is logged in, if anyone.
    public var user: User? { session?.user }
}

/// A context made from the app's context by a route group, passing the session through.
public protocol DerivedRequestContext: SessionRequestContext, ChildRequestContext where ParentContext == AppRequestContext {
    var parent: AppRequestContext { get }
}

extension DerivedRequestContext {
    public var sessionToken: String? { parent.sessionToken }
    public var session: SessionRecord? { parent.session }
    public var formToken: String? { parent.formToken }
    public var isSecure: Bool { parent.isSecure }
    public var flash: Flash? { parent.flash }
    public var form: FormData { parent.form }
    public var acceptedLanguage: Language? { parent.acceptedLanguage }
}

/// A request from someone logged in. Without a login, the route is never reached: the
/// person goes to the login page, which comes back here afterwards.
public struct SignedInRequestContext: DerivedRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let parent: AppRequestContext
    public let user: User

    public init(context: AppRequestContext) throws {
        guard let user = context.user else { throw AppError.loginRequired(next: context.returnPath) }
        coreContext = context.coreContext
        parent = context
        self.user = user
    }
}

/// A request from a member of the household they are looking at, with their role in it.
/// Without a household, the person is sent to the household page to create one.
public struct HouseholdRequestContext: DerivedRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let parent: AppRequestContext
    public let user: User
    public let membership: Membership

    public init(context: AppRequestContext) throws {
        guard let user = context.user else { throw AppError.loginRequired(next: context.returnPath) }
        guard let membership = context.session?.activeHousehold else { throw AppError.householdRequired }
        coreContext = context.coreContext
        parent = context
        self.user = user
        self.membership = membership
    }

    public var household: Household { membership.household }
    public var isOwner: Bool { membership.role == .owner }

    /// Forms that act on the household as a whole (members, invites, its name, leaving,
    /// deleting, importing into it) carry the household they were shown for, in field
    /// `household`. One shown for another household is refused rather than applied to the
    /// household open now.
    public func confirmFormHousehold() throws {
        guard UUID(uuidString: parent.form["household"]) == household.id else { throw Failure.householdChanged(open: household.name) }
    }
}

/// A message shown once on the next page, after a redirect.
public struct Flash: Sendable, Equatable, Encodable {
    public var message: String
    public var isError: Bool
    /// What the message offers to bring back with an Undo button.
    public var undo: Undo?

    /// Something deleted that can still be brought back.
    public enum Undo: Sendable, Equatable, Encodable {
        case recipe(UUID)
        case household(UUID)

        /// Where its Undo button posts.
        var url: String {
            switch self {
            case .recipe(let id): return "/recipes/\(id.text)/restore"
            case .household(let id): return "/households/\(id.text)/restore"
            }
        }
    }

    public init(_ message: String, isError: Bool = false, undo: Undo? = nil) {
        self.message = message
        self.isError = isError
        self.undo = undo
    }
}

extension Parameters {
    /// A path's id. A segment that is not a UUID names nothing: 404, as a missing id does.
    public func require(_ name: String, as: UUID.Type) throws -> UUID {
        guard let id = UUID(uuidString: try require(name)) else { throw Failure.notFound }
        return id
    }
}
