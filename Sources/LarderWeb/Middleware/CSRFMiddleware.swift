import Crypto
import Foundation
import Hummingbird

/// Every state-changing request must carry the session's CSRF token in form field `_csrf`.
/// A missing or wrong token gets 403 before any handler runs, so nothing changes. The body is
/// read here once, within the size limit, and handed to the handler as `FormData`.
///
/// A visitor without a session sends back the token of their form-token cookie instead (the
/// login, registration and reset forms), within the ordinary form limit: only a signed-in cook
/// may send files. A request with neither cookie is refused before its body is read at all.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// Ordinary forms; large enough that a 1 MB field comes back with a message, not a 413.
    static let formLimit = 4 * 1024 * 1024
    /// Pages that take files (imports, pictures, the recipe editor with its photo): a file
    /// over its own limit (5 MB for a picture) still comes back with a message, not a 413.
    static let uploadLimit = 16 * 1024 * 1024
    static let uploadPaths = ["/import", "/recipes/new"]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        let forbidden = AppError.forbidden("This form has expired or did not come from Larder. Go back, reload the page and try again.")
        guard let expected = context.session?.csrfToken ?? context.formToken else { throw forbidden }
        let limit = context.session == nil ? Self.formLimit : Self.limit(for: request.uri.path)
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw AppError.tooLarge(limit: limit)
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw AppError.tooLarge(limit: limit)
        }
        let form = FormData(body: body, contentType: request.headers[.contentType])
        guard Self.matches(form["_csrf"], expected) else { throw forbidden }
        var context = context
        context.form = form
        return try await next(request, context)
    }

    static func limit(for path: String) -> Int {
        let takesFiles = uploadPaths.contains(path) || (path.hasPrefix("/ingredients/") && path.hasSuffix("/image"))
            || (path.hasPrefix("/recipes/") && path.hasSuffix("/edit"))
        return takesFiles ? uploadLimit : formLimit
    }

    /// Compares without revealing, through timing, how much of the token was right.
    static func matches(_ given: String, _ expected: String) -> Bool {
        let a = Array(SHA256.hash(data: Data(given.utf8)))
        let b = Array(SHA256.hash(data: Data(expected.utf8)))
        return !given.isEmpty && zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
