import Foundation
import HTTPTypes
import Hummingbird
import LarderAPI
import LarderModel
import LarderStore

/// Finds the browser's session (one query, with the user and their households), or for a
/// visitor without one the form token cookie, and reads the flash cookie.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "larder_session"
    /// A visitor's CSRF token for the login, registration and reset forms. Being logged out costs
    /// no database row: the token lives in this cookie, and the form sends it back.
    static let formTokenCookieName = "larder_form"

    let sessions: SessionRepository
    let secureCookies: Bool
    let showsServerTiming: Bool

    static let serverTimingField = HTTPField.Name("Server-Timing")!

    /// Public/'s folders: their files need no session, so they cost no query.
    private static let staticPrefixes = ["/css/", "/js/", "/icons/"]

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
        var context = context
        context.isSecure = secureCookies || request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
        context.acceptedLanguage = Language.preferred(by: request.headers[.acceptLanguage])
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
            context.session = try await sessions.lookup(token)
            if context.session == nil { context.sessionToken = nil }
        }
        if context.session == nil, let token = cookies[Self.formTokenCookieName], (32...100).contains(token.count) {
            context.formToken = token
        }
        var response = try await next(request, context)
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

    /// The visitor's form token cookie: as private as the session cookie, and long-lived, so a
    /// login form left open for days still sends.
    static func formTokenCookie(_ token: String, secure: Bool) -> Cookie {
        Cookie(name: formTokenCookieName, value: token, maxAge: 30 * 24 * 3600, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    static func clearingCookie(secure: Bool) -> Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
