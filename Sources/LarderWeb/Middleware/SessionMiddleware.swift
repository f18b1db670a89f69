import Foundation
import HTTPTypes
import Hummingbird
import LarderAPI
import LarderActions
import LarderModel
import LarderStore

/// Finds the browser's session (one query, with the user and their households), or for a
/// visitor without one the form token cookie, and reads the flash cookie.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "larder_session"
    /// A visitor's form pass (`FormPass`), to which the login, registration and reset forms'
    /// token is tied. Being logged out costs no database row: the pass lives in this cookie.
    /// Over https its name carries `__Host-`, so no other site under the same domain can set it.
    static func formPassCookieName(secure: Bool) -> String { secure ? "__Host-larder_form" : "larder_form" }

    let accounts: AccountActions
    /// Where a person's reads go after their writes (replicas).
    let reads: ReadRouter
    let keys: ServerKeys
    let secureCookies: Bool
    let showsServerTiming: Bool

    static let serverTimingField = HTTPField.Name("Server-Timing")!

    /// Public/'s folders, the service worker and the app's manifest: they need no session, so
    /// they cost no query.
    private static let staticPrefixes = ["/css/", "/js/", "/icons/", "/sw.js", "/manifest.webmanifest"]

    /// Whether the path is a file of Public/'s folders. Its bytes are compared: every request asks,
    /// here and for the log's route.
    static func servesStatic(_ path: String) -> Bool {
        staticPrefixes.contains { path.utf8.starts(with: $0.utf8) }
    }
    /// Shared recipes are for people outside the household: no session is looked up or made
    /// for them, whoever's browser asks.
    static let sharedPrefix = "/shared/"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // Nor does the API, whose only key is an access token: a session cookie never authorises it.
        if Self.servesStatic(request.uri.path) || APIServer.serves(request.uri.path) {
            return try await next(request, context)
        }
        return try await Store.handling(mayWrite: request.method != .get && request.method != .head) {
            try await handlePage(request, context: context, next: next)
        }
    }

    /// A page's request: its session, its answer, and what the answer says of the person.
    private func handlePage(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.isSecure = secureCookies || request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
        context.acceptedLanguage = Language.preferred(by: request.headers[.acceptLanguage])
        context.clientAddress = ClientAddress.of(peer: context.peerAddress, headers: request.headers)
        if request.uri.path.hasPrefix(Self.sharedPrefix) {
            var response = try await next(request, context)
            if showsServerTiming { addServerTiming(to: &response) }
            return response
        }
        context.returnPath = request.uri.description
        let cookies = RequestCookies(request.headers)
        let flashValue = cookies[Redirect.flashCookie]
        context.flash = flashValue.flatMap(Redirect.flash(from:))
        if let token = cookies[Self.cookieName], !token.isEmpty, token.count < 200 {
            context.sessionToken = token
            context.session = try await accounts.session(token)
            if context.session == nil { context.sessionToken = nil }
        }
        if context.session == nil, let cookie = cookies[Self.formPassCookieName(secure: context.isSecure)] {
            context.formToken = FormPass.read(cookie, key: try await keys.key(named: FormPass.keyName))?.token
        }
        var response = try await reads.serving(context.session?.user.id, lastWrite: context.session?.lastWritePosition,
                                               mayWrite: request.method != .get && request.method != .head) {
            try await next(request, context)
        }
        response.headers[OfflineCopies.personField] = OfflineCopies.key(for: context.session) ?? "none"
        // Here the person is known: admins see the statements a page sent, as development does.
        if showsServerTiming || context.session?.user.isAdmin == true { addServerTiming(to: &response) }
        if flashValue != nil, response.headers[.setCookie]?.contains(Redirect.flashCookie) != true {
            response.setCookie(Cookie(name: Redirect.flashCookie, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }

    private func addServerTiming(to response: inout Response) {
        if let statements = StatementMeter.statementsSoFar {
            response.headers[Self.serverTimingField] = "db;desc=\"\(statements) statements\""
        }
    }

    /// The cookie that carries a session token: HttpOnly, SameSite=Lax, Secure over https.
    static func cookie(_ token: String, secure: Bool, lifetime: Duration) -> Cookie {
        Cookie(name: cookieName, value: token, maxAge: Int(lifetime.components.seconds), path: "/",
               secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The visitor's form pass cookie: as private as the session cookie, and as short-lived as the pass.
    static func formPassCookie(_ pass: FormPass, secure: Bool) -> Cookie {
        Cookie(name: formPassCookieName(secure: secure), value: pass.cookie, maxAge: Int(FormPass.lifetime), path: "/", secure: secure,
               httpOnly: true, sameSite: .lax)
    }

    /// Removes the visitor's form pass, once a session replaces it.
    static func clearingFormPassCookie(secure: Bool) -> Cookie {
        Cookie(name: formPassCookieName(secure: secure), value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    static func clearingCookie(secure: Bool) -> Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
