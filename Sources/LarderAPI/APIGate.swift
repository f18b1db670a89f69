import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import LarderActions
import LarderImaging
import LarderModel
import LarderStore
import Logging
import NIOCore
import OpenAPIRuntime

/// The one door to the API, in front of every operation: it finds the access token's holder,
/// counts the request against the token's rate, reads the body within the operation's limit,
/// and answers every failure, from here or from an operation, as a problem document.
///
/// Only `Authorization: Bearer` is read. A browser's session cookie is never looked at, so a page
/// cannot be made to call the API on someone's behalf, and the API needs no CSRF token.
struct APIGate<Context: RequestContext>: RouterMiddleware {
    let tokens: TokenActions
    /// Where a person's reads go after their writes (replicas).
    let reads: ReadRouter
    let rate: APIRateLimiter
    /// Sends `Server-Timing` with the statements each request ran, as development's pages do.
    let showsServerTiming: Bool
    let logger: Logger

    /// A JSON body: far more than a recipe of 200 steps needs.
    static var jsonLimit: Int { 1024 * 1024 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await Store.handling(mayWrite: request.method != .get && request.method != .head) {
            try await handleOperation(request, context: context, next: next)
        }
    }

    /// An operation's request: its token, its rate, its body within the limit, and its answer.
    private func handleOperation(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            guard let secret = Self.bearerSecret(request.headers[.authorization]) else {
                throw APIProblem.unauthorized("Send a personal access token as `Authorization: Bearer …`. The account page makes one.")
            }
            guard let holder = try await tokens.holder(of: secret) else {
                throw APIProblem.unauthorized("This token is unknown, revoked or expired, or its member has left the household.")
            }
            if let retryAfter = rate.admit(holder.token) {
                throw APIProblem.tooManyRequests(retryAfter: retryAfter, limit: rate.limit)
            }
            var request = request
            let limit = Self.bodyLimit(for: request)
            if let length = request.headers[.contentLength].flatMap(Int.init), length > limit { throw APIProblem.tooLarge(limit: limit) }
            if request.method != .get, request.method != .head {
                do {
                    request.body = .init(buffer: try await request.collectBody(upTo: limit))
                } catch let error as HTTPError where error.status == .contentTooLarge {
                    throw APIProblem.tooLarge(limit: limit)
                } catch is NIOTooManyBytesError {
                    // A body sent in chunks, with no length, meets the same limit as it arrives.
                    throw APIProblem.tooLarge(limit: limit)
                }
            }
            var response = try await reads.serving(holder.user.id, lastWrite: holder.lastWritePosition,
                                                   mayWrite: request.method != .get && request.method != .head) {
                try await APICaller.$current.withValue(holder) { try await next(request, context) }
            }
            Self.unescapeHeaders(&response.headers)
            if showsServerTiming, let statements = StatementMeter.statementsSoFar {
                response.headers[HTTPField.Name("Server-Timing")!] = "db;desc=\"\(statements) statements\""
            }
            return response
        } catch {
            return response(for: problem(for: error, request: request))
        }
    }

    /// The headers the document declares, as RFC 9110 writes them. The generated code writes
    /// every header value as a URI component (`ETag: %223%22`), which no HTTP client reads back
    /// as the entity tag it is; the values themselves are plain ASCII, so decoding restores them.
    static func unescapeHeaders(_ headers: inout HTTPFields) {
        for name in [HTTPField.Name.eTag, .location, .contentDisposition, HTTPField.Name("Link")!] {
            if let value = headers[name], let plain = value.removingPercentEncoding { headers[name] = plain }
        }
    }

    /// A photo's bytes may be as large as an uploaded picture, a document as large as the import
    /// page takes; everything else is JSON.
    static func bodyLimit(for request: Request) -> Int {
        if request.uri.path.hasSuffix("/photo") { return Picture.maximumBytes }
        if request.uri.path == APIServer.prefix + "/imports/documents" { return ImportLimits.maximumDocumentBytes }
        return jsonLimit
    }

    /// The secret of `Bearer <secret>` (the scheme in any case, RFC 9110), or nil.
    static func bearerSecret(_ header: String?) -> String? {
        guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else { return nil }
        let secret = header.dropFirst(7).trimmingCharacters(in: .whitespaces)
        return secret.isEmpty ? nil : secret
    }

    func problem(for error: any Error, request: Request) -> APIProblem {
        if let problem = APIProblem(failing: error) { return problem }
        if let error = error as? ServerError {
            if let problem = APIProblem(failing: error.underlyingError) { return problem }
            // The request did not match the document: a body that is not the schema's JSON, a
            // parameter of the wrong type, a required header missing.
            if (400..<500).contains(error.httpStatus.code) {
                return .badRequest(Self.describe(error.underlyingError, fallback: error.causeDescription))
            }
            logger.error("api operation failed", metadata: [
                "operation": "\(error.operationID)", "error": "\(String(reflecting: error.underlyingError))"])
            return .internalError
        }
        if let error = error as? HTTPError, error.status.code < 500 {
            return error.status == .notFound ? .notFound : .badRequest(error.body ?? error.status.reasonPhrase)
        }
        logger.error("api request failed", metadata: ["path": "\(request.uri.path)", "error": "\(String(reflecting: error))"])
        return .internalError
    }

    /// What was wrong with a request, naming the field as the document does (`steps[0].time`).
    static func describe(_ error: any Error, fallback: String) -> String {
        guard let error = error as? DecodingError else { return fallback }
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("") { path, key in
                if let index = key.intValue { return path + "[\(index)]" }
                return path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = path(context.codingPath)
            return field.isEmpty ? "The body is not the JSON this operation takes." : "\(field) has the wrong type."
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is required."
        case .dataCorrupted(let context):
            let field = path(context.codingPath)
            return field.isEmpty ? "The body is not valid JSON." : "\(field) is not valid: \(context.debugDescription)"
        @unknown default:
            return fallback
        }
    }

    func response(for problem: APIProblem) -> Response {
        var headers = problem.headers
        headers[.contentType] = "application/problem+json"
        let body = (try? APICoding.encoder.encode(problem.document)) ?? Data()
        return Response(status: problem.status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// How the API writes JSON, in the generated code and in the gate's problems alike: ISO 8601
/// dates, keys in the order the document lists them. Not sorted, and not indented: both cost
/// time on every response (sorting was a tenth of a recipe's encoding) and no program needs them.
enum APICoding {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let configuration = Configuration(jsonEncodingOptions: [])
}
