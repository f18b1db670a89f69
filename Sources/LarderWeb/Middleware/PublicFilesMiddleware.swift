import Foundation
import Hummingbird

/// `Public/`'s files, served where no route answered: Hummingbird's `FileMiddleware`, which
/// looks for a file when the router answered 404.
///
/// It refuses a path holding ".." or broken percent-encoding with a bare 400 even then, so
/// `/recipes/a..b` read "Bad Request" instead of the page that is not found, and an API path got
/// an HTML page instead of its problem document (schemathesis found
/// `GET /api/v1/recipes/0..0/history`). A path that can name no file keeps the router's answer.
///
/// Nor does any file's name hold a NUL or another control character: the file system ends a
/// name at a NUL, so `/js/larder.js%00.html` opened the script and served it as `text/html`.
/// Such a path is never looked for.
struct PublicFilesMiddleware<Files: RouterMiddleware>: RouterMiddleware where Files.Input == Request, Files.Output == Response {
    typealias Context = Files.Context
    let files: Files

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.namesNoFile(request.uri.path) { return try await next(request, context) }
        var routerAnswer: Result<Response, any Error>?
        do {
            return try await files.handle(request, context: context) { request, context in
                do {
                    let response = try await next(request, context)
                    routerAnswer = .success(response)
                    return response
                } catch {
                    routerAnswer = .failure(error)
                    throw error
                }
            }
        } catch let refusal as HTTPError where refusal.status == .badRequest {
            // The router's own 400 comes back unchanged as well.
            guard let routerAnswer else { throw refusal }
            return try routerAnswer.get()
        }
    }

    /// Whether the path, percent-decoded, holds a control character (NUL, a line break, DEL…).
    static func namesNoFile(_ path: String) -> Bool {
        // Every request asks: a path without an escape, as almost all are, is passed at once.
        guard path.utf8.contains(UInt8(ascii: "%")) else { return false }
        let decoded = path.removingPercentEncoding ?? path
        return decoded.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }
    }
}
