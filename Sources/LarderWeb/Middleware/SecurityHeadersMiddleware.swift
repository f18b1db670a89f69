import HTTPTypes
import Hummingbird

/// Headers every response carries: no inline script or style, no framing, no sniffing; and,
/// where Larder is served over https (production), HSTS.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The headers, made once: a field's name and value are checked when it is made.
    let fields: [HTTPField]

    /// `strictTransport`: tell browsers to use https only, for a year (browsers ignore it over
    /// plain http). `formTargets`: origins besides Larder's own that a form may lead to. Logging
    /// out leads to the identity provider's logout, and browsers apply `form-action` to a form's
    /// redirects.
    init(strictTransport: Bool, formTargets: [String] = []) {
        let contentSecurityPolicy = [
            "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self'",
            (["form-action 'self'"] + formTargets).joined(separator: " "), "frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'",
        ].joined(separator: "; ")
        fields = [
            HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy),
            HTTPField(name: .xContentTypeOptions, value: "nosniff"),
            HTTPField(name: HTTPField.Name("X-Frame-Options")!, value: "DENY"),
            HTTPField(name: HTTPField.Name("Referrer-Policy")!, value: "same-origin"),
            HTTPField(name: HTTPField.Name("Permissions-Policy")!, value: "camera=(), microphone=(), geolocation=()"),
        ] + (strictTransport ? [HTTPField(name: HTTPField.Name("Strict-Transport-Security")!, value: "max-age=31536000")] : [])
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        for field in fields {
            // Set, not added: a response that carries one of them already keeps one.
            response.headers[fields: field.name] = [field]
        }
        return response
    }
}
