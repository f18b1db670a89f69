import HTTPTypes
import Hummingbird

/// Headers every response carries: no inline script or style, no framing, no sniffing; and,
/// where Larder is served over https (production), HSTS.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// Tell browsers to use https only, for a year (browsers ignore it over plain http).
    let strictTransport: Bool
    let contentSecurityPolicy: String

    /// `formTargets`: origins besides Larder's own that a form may lead to. Logging out leads to
    /// the identity provider's logout, and browsers apply `form-action` to a form's redirects.
    init(strictTransport: Bool, formTargets: [String] = []) {
        self.strictTransport = strictTransport
        contentSecurityPolicy = [
            "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self'",
            (["form-action 'self'"] + formTargets).joined(separator: " "), "frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'",
        ].joined(separator: "; ")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        response.headers[HTTPField.Name("Permissions-Policy")!] = "camera=(), microphone=(), geolocation=()"
        if strictTransport { response.headers[HTTPField.Name("Strict-Transport-Security")!] = "max-age=31536000" }
        return response
    }
}
