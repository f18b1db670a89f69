import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import OpenIDConnect

/// Signing in through an OpenID Connect provider: the authorization code flow with PKCE,
/// state and nonce. The state names a sign-in attempt kept in PostgreSQL, taken once by the
/// callback, so any instance can finish what another began and no callback works twice.
extension AccountController {
    /// Where the provider sends people back; registered with the provider as the redirect URI.
    var callbackURL: String? { publicURL.map { $0 + "/login/oidc/callback" } }

    /// The cookie that binds a sign-in attempt to the browser that began it; only the
    /// callback's path sees it, and it lives as long as the attempt.
    static let signInCookie = "larder_sign_in"

    private static func signInCookie(_ value: String, secure: Bool, lifetime: Int) -> Cookie {
        Cookie(name: signInCookie, value: value, maxAge: lifetime, path: "/login/oidc", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// Leaves for the provider, remembering where to go after.
    @Sendable func providerSignIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let provider, let callbackURL else { throw Failure.notFound }
        let next = Self.localPath(FormData(query: request.uri.query)["next"])
        let (browser, nonce, verifier) = (PKCE.verifier(), PKCE.verifier(), PKCE.verifier())
        do {
            let state = try await accounts.beginProviderSignIn(browser: browser, nonce: nonce, codeVerifier: verifier, next: next)
            let url = try await provider.authorizationURL(redirectURI: callbackURL, state: state, nonce: nonce, codeVerifier: verifier)
            var response = Response.redirect(to: url, type: .normal)
            response.setCookie(Self.signInCookie(browser, secure: context.isSecure, lifetime: SessionRepository.signInAttemptLifetime))
            return response
        } catch let error as OIDCError {
            context.logger.error("the identity provider cannot be used", metadata: ["error": "\(error)"])
            return try await refused(context.strings.login.providerUnreachable(provider: provider.configuration.displayName),
                                     status: .serviceUnavailable, context: context, next: next)
        }
    }

    /// The provider's answer: the code traded for a verified ID token, then the account found,
    /// linked or made, and a session started. Anything that fails starts no session.
    @Sendable func providerCallback(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let provider, let callbackURL else { throw Failure.notFound }
        let query = FormData(query: request.uri.query)
        let name = provider.configuration.displayName
        let strings = context.strings
        let browser = RequestCookies(request.headers)[Self.signInCookie] ?? ""
        guard let attempt = try await accounts.takeProviderSignIn(state: query["state"], browser: browser) else {
            return try await refused(strings.login.signInExpired, status: .badRequest, context: context, next: nil)
        }
        if let error = query["error"].nilIfEmpty {
            // The person said no at the provider, or the provider refused them.
            let detail = query["error_description"].nilIfEmpty ?? error
            return try await refused(strings.login.providerRefused(provider: name, detail: detail), status: .forbidden, context: context,
                                     next: attempt.next)
        }
        let person: OIDCProvider.Person
        let idToken: String
        do {
            (person, idToken) = try await provider.signIn(code: query["code"], redirectURI: callbackURL, codeVerifier: attempt.codeVerifier,
                                                          nonce: attempt.nonce)
        } catch let error as OIDCError {
            context.logger.error("signing in through the identity provider failed", metadata: ["error": "\(error)"])
            if case .invalidToken = error {
                return try await refused(strings.login.providerUntrusted(provider: name), status: .forbidden, context: context,
                                         next: attempt.next)
            }
            return try await refused(strings.login.providerFailed(provider: name), status: .badGateway, context: context,
                                     next: attempt.next)
        }
        guard let email = person.email?.nilIfEmpty else {
            return try await refused(strings.login.providerNoEmail(provider: name), status: .forbidden, context: context, next: attempt.next)
        }
        let user: User
        do {
            user = try await accounts.signIn(
                through: ExternalIdentity(provider: provider.configuration.issuer, subject: person.subject), email: email,
                displayName: person.name ?? email, isAdmin: person.isAdmin, emailVerified: person.emailVerified)
        } catch AccountError.emailTaken {
            return try await refused(strings.login.providerEmailTaken(email: email, provider: name), status: .conflict, context: context,
                                     next: attempt.next)
        } catch AccountError.invalid {
            return try await refused(strings.login.providerEmailUnusable(provider: name, email: email), status: .forbidden, context: context,
                                     next: attempt.next)
        }
        // Begun on an invite's page, the sign-in comes back with it as where to go next.
        let invite = attempt.next.flatMap { $0.hasPrefix("/invites/") ? String($0.dropFirst("/invites/".count)).removingPercentEncoding : nil }
        var response = try await startSession(for: user, context: context, invite: invite,
                                              next: invite == nil ? attempt.next : nil, welcome: false, idToken: idToken)
        response.setCookie(Self.signInCookie("", secure: context.isSecure, lifetime: 0))
        return response
    }

    /// The login page with why the sign-in did not happen.
    private func refused(_ message: String, status: HTTPResponse.Status, context: AppRequestContext, next: String?) async throws -> Response {
        try await withFormToken(context) { context in
            loginPage(context, formErrors: [message], invite: nil, next: next, status: status)
        }
    }
}
