import CPUWork
import Crypto
import Foundation
import Hummingbird
import LarderAPI
import LarderActions
import LarderExchange
import LarderImaging
import LarderStore
import Synchronization

/// Every state-changing request must carry the session's CSRF token in form field `_csrf`, the
/// first field of its body (pages put it first in every form; browsers send fields in the order
/// the page has them). The token is checked as soon as that field has arrived: a missing or wrong
/// token gets 403 before the rest of the body is read, so nothing changes and a forged upload
/// costs no more than its first few hundred bytes. The rest is then read once, as it arrives,
/// within the page's limit, and handed to the handler as `FormData`.
///
/// A visitor without a session sends back the token of their form pass instead (the login,
/// registration and reset forms): only a member of a household may send files, and an upload is
/// read on only once the member is known. A request with neither a
/// session nor a form pass is refused before its body is read at all.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The uploads being received at once; past its limit one more is refused, before its body is
    /// read, as heavy work past its queue is (503, `Retry-After`): what uploads hold in memory
    /// while they arrive is at most this many times `uploadLimit`, and every other body is at most
    /// `formLimit`.
    let uploads: UploadsInFlight

    /// Ordinary forms, and the fields of a form with files; large enough that a 1 MB field
    /// comes back with a message, not a 413.
    static let formLimit = 4 * 1024 * 1024
    /// What a form that takes files may send in all. Its files are read as they arrive, each
    /// kept only as far as its page takes one (`fileLimit`), so that a file over that limit
    /// comes back inside the form, with everything typed. Past this, the sender is no browser of
    /// ours (the page checks a file's size before sending it).
    static let uploadLimit = 64 * 1024 * 1024
    /// The bytes within which the token's field must have ended: a part's headers and a token.
    static let tokenFieldLimit = 4096

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The API takes no cookie, so a page elsewhere cannot make a browser call it: it needs no token.
        guard request.method != .get, request.method != .head, !APIServer.serves(request.uri.path) else {
            return try await next(request, context)
        }
        let forbidden = Failure.forbidden(context.strings.errors.formExpired)
        guard let expected = context.session?.csrfToken ?? context.formToken else { throw forbidden }
        let contentType = request.headers[.contentType]
        // A page that takes a file takes it as a file; the import page takes as much in either
        // encoding (its document may be pasted). Any other form sent without files is an ordinary one.
        let takesFile = FormData.Stream.boundary(of: contentType) != nil || request.uri.path == "/import"
        let fileLimit = context.session != nil && takesFile ? Self.fileLimit(for: request.uri.path) : nil
        let limit = fileLimit == nil ? Self.formLimit : Self.uploadLimit
        let length = request.headers[.contentLength].flatMap(Int.init)
        if let length, length > limit { throw Failure.tooLarge(limit: limit) }
        // A body past an ordinary form's size (or that does not say its size) to a page that takes
        // files is an upload: counted from before it is read until the handler is done with it.
        let isUpload = fileLimit != nil && (length ?? .max) > Self.formLimit
        if isUpload { try uploads.admit() }
        defer { if isUpload { uploads.release() } }
        // A page that takes a file may take as much in a field (an import's document, pasted).
        var stream = FormData.Stream(contentType: contentType, fileLimit: fileLimit ?? 0, fieldLimit: max(Self.formLimit, fileLimit ?? 0))
        var received = 0
        var isChecked = false
        /// The token's field, checked once it has ended; an upload then goes on only for a member.
        func checkToken(_ form: FormData, ended: Bool) throws {
            guard !isChecked else { return }
            guard form.firstName != nil || ended else {
                if received > Self.tokenFieldLimit { throw forbidden }
                return
            }
            guard form.firstName == "_csrf", Self.matches(form["_csrf"], expected) else { throw forbidden }
            // Every page that takes a file is a household's: the rest of an upload is read for a member alone.
            if fileLimit != nil, context.session?.activeHousehold == nil { throw AppError.householdRequired }
            isChecked = true
        }
        // Counted as it arrives: a body sent in chunks, with no length, meets the same limit.
        for try await chunk in request.body {
            received += chunk.readableBytes
            if received > limit { throw Failure.tooLarge(limit: limit) }
            stream.feed(chunk.readableBytesView)
            try checkToken(stream.form, ended: false)
        }
        let form = stream.finish()
        try checkToken(form, ended: true)
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

/// How many uploads are being received and handled at once, across every page that takes files.
final class UploadsInFlight: Sendable {
    let limit: Int
    private let count = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// One more, or `CPUWork.Busy` when as many as may be are under way.
    func admit() throws {
        let admitted = count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
        guard admitted else { throw CPUWork.Busy(retryAfter: 5) }
    }

    func release() {
        count.withLock { $0 -= 1 }
    }
}
