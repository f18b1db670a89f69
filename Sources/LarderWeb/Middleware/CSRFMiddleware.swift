import Crypto
import Foundation
import Hummingbird
import LarderAPI
import LarderImaging
import LarderStore

/// Every state-changing request must carry the session's CSRF token in form field `_csrf`.
/// A missing or wrong token gets 403 before any handler runs, so nothing changes. The body is
/// read here once, within the size limit, and handed to the handler as `FormData`.
///
/// A visitor without a session sends back the token of their form-token cookie instead (the
/// login, registration and reset forms), within the ordinary form limit: only a signed-in cook
/// may send files. A request with neither cookie is refused before its body is read at all.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// Ordinary forms, and the fields of a form with files; large enough that a 1 MB field
    /// comes back with a message, not a 413.
    static let formLimit = 4 * 1024 * 1024
    /// What a form that takes files may send in all. Its files are read as they arrive, each
    /// kept only as far as its page takes one (`fileLimit`), so that a file over that limit
    /// comes back inside the form, with everything typed, however large it was. Past this, the
    /// sender is no browser of ours (the page checks a file's size before sending it).
    static let uploadLimit = 256 * 1024 * 1024

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The API takes no cookie, so a page elsewhere cannot make a browser call it: it needs no token.
        guard request.method != .get, request.method != .head, !APIServer.serves(request.uri.path) else {
            return try await next(request, context)
        }
        let forbidden = AppError.forbidden(context.strings.errors.formExpired)
        guard let expected = context.session?.csrfToken ?? context.formToken else { throw forbidden }
        let fileLimit = context.session == nil ? nil : Self.fileLimit(for: request.uri.path)
        let limit = fileLimit == nil ? Self.formLimit : Self.uploadLimit
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw AppError.tooLarge(limit: limit)
        }
        var request = request
        let form: FormData
        if let fileLimit, let boundary = FormData.Stream.boundary(of: request.headers[.contentType]) {
            // A page that takes a file may take as much in a field (an import's document, pasted).
            var stream = FormData.Stream(boundary: boundary, fileLimit: fileLimit, fieldLimit: max(Self.formLimit, fileLimit))
            var received = 0
            for try await chunk in request.body {
                received += chunk.readableBytes
                if received > limit { throw AppError.tooLarge(limit: limit) }
                stream.feed(chunk.readableBytesView)
            }
            form = stream.finish()
        } else {
            let fieldLimit = max(Self.formLimit, fileLimit ?? 0)
            do {
                form = FormData(body: try await request.collectBody(upTo: fieldLimit), contentType: request.headers[.contentType])
            } catch let error as HTTPError where error.status == .contentTooLarge {
                throw AppError.tooLarge(limit: fieldLimit)
            }
        }
        guard Self.matches(form["_csrf"], expected) else { throw forbidden }
        var context = context
        context.form = form
        return try await next(request, context)
    }

    /// How much of a file the page at `path` keeps, for a page that takes files: a picture's
    /// limit, or an imported document's. nil for every other page.
    static func fileLimit(for path: String) -> Int? {
        if path == "/import" { return ImportLimits.maximumDocumentBytes }
        let takesPicture = path == "/recipes/new" || (path.hasPrefix("/ingredients/") && path.hasSuffix("/image"))
            || (path.hasPrefix("/recipes/") && path.hasSuffix("/edit"))
        return takesPicture ? Picture.maximumBytes : nil
    }

    /// Compares without revealing, through timing, how much of the token was right.
    static func matches(_ given: String, _ expected: String) -> Bool {
        let a = Array(SHA256.hash(data: Data(given.utf8)))
        let b = Array(SHA256.hash(data: Data(expected.utf8)))
        return !given.isEmpty && zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
