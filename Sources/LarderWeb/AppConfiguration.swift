import Foundation
import LDAPClient
import LarderActions
import LarderExchange
import LarderStore
import OpenIDConnect
import Logging

/// Everything `buildApplication` needs; `larder serve` fills it from flags and the environment,
/// tests fill it with a store on their own database and a cheap bcrypt cost.
public struct AppConfiguration: Sendable {
    public var hostname: String
    public var port: Int
    public var store: Store
    /// Recipe pages and their pictures, fetched for imports through the fetcher `larder serve`
    /// wires (the store fetches nothing).
    public var pages: PageImporter
    public var publicDirectory: URL
    /// The API's OpenAPI document, served at `/api/openapi.yaml` and shown at `/api`.
    public var apiDocument: URL
    /// bcrypt's work factor: 12 in production; tests lower it to stay fast.
    public var bcryptCost: UInt8
    /// Marks the session cookie Secure. Also set per request when a proxy says the request
    /// came over https (`X-Forwarded-Proto: https`).
    public var secureCookies: Bool
    /// `Server-Timing` (statements per request) for everyone, as in development; otherwise only
    /// admins see it, so a stranger cannot time the database through it.
    public var showsServerTiming: Bool
    /// Requests each API token may make a minute.
    public var apiRequestsPerMinute: Int
    /// An LDAP directory people sign in with, by their name there and its password.
    public var directory: LDAPDirectory.Configuration?
    /// An OpenID Connect provider people sign in through.
    public var identityProvider: OIDCProvider.Configuration?
    /// Larder's address as browsers reach it (`https://larder.example.org`): the provider sends
    /// people back to it, and its logout returns there.
    public var publicURL: String?
    /// Whether accounts may log in, register and reset with a password of Larder's own. An
    /// installation that signs everyone in through its directory or provider turns it off.
    public var passwordLogin: Bool
    /// Invites and password-reset links sent by email, when `LARDER_SMTP_URL` is set.
    public var mailer: Mailer?
    /// What the request log records and `/metrics` serves.
    public var metrics: Metrics
    /// How long a connection may take to send a request's headers (`LARDER_HEADER_TIMEOUT`).
    public var headerTimeout: Duration = .seconds(10)
    /// Uploads received at once, each at most 64 MB (`LARDER_UPLOADS_AT_ONCE`).
    public var uploadsAtOnce = 4
    /// The build the service worker is stamped with (`LARDER_BUILD_ID`); nil for a digest of
    /// `Public/`'s files.
    public var buildID: String?
    public var logger: Logger
    /// Renders every page a second way and compares: the tests' check of the compiled templates.
    var pageAudit: (any PageAudit)?

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, store: Store, pages: PageImporter, publicDirectory: URL, apiDocument: URL,
        bcryptCost: UInt8 = 12, secureCookies: Bool = false, showsServerTiming: Bool = false, apiRequestsPerMinute: Int = 600,
        directory: LDAPDirectory.Configuration? = nil, identityProvider: OIDCProvider.Configuration? = nil, publicURL: String? = nil,
        passwordLogin: Bool = true, metrics: Metrics = Metrics(),
        logger: Logger = Logger(label: "larder")
    ) {
        self.hostname = hostname
        self.port = port
        self.store = store
        self.pages = pages
        self.publicDirectory = publicDirectory
        self.apiDocument = apiDocument
        self.bcryptCost = bcryptCost
        self.secureCookies = secureCookies
        self.showsServerTiming = showsServerTiming
        self.apiRequestsPerMinute = apiRequestsPerMinute
        self.directory = directory
        self.identityProvider = identityProvider
        self.publicURL = publicURL
        self.passwordLogin = passwordLogin
        self.metrics = metrics
        self.logger = logger
    }

    /// The import actions of every door, fetching through `pages`.
    public var imports: ImportActions { ImportActions(store: store, pages: pages) }
}
