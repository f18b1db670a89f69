import Foundation
import HTTPTypes
import Hummingbird
import LarderAPI
import LarderModel
import LarderStore
import Logging

/// The outermost middleware: gives each request an id, counts the statements it sends, and
/// afterwards logs one line and records it in the metrics. The id comes from the proxy's
/// `X-Request-Id` when that looks like one, so a request can be followed across both logs,
/// and is sent back in the response.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let logger: Logger
    let metrics: Metrics

    static let requestIDField = HTTPField.Name("X-Request-Id")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let id = request.headers[Self.requestIDField].flatMap(Self.acceptableID) ?? UUID().lowercaseText
        let meter = StatementMeter()
        var response: Response
        do {
            response = try await meter.measuring { try await next(request, context) }
        } catch {
            // Only what no error page turned into a response lands here; Hummingbird answers it.
            record(request, id: id, status: (error as? any HTTPResponseError)?.status ?? .internalServerError,
                   duration: ContinuousClock.now - started, statements: meter.statements)
            throw error
        }
        record(request, id: id, status: response.status, duration: ContinuousClock.now - started, statements: meter.statements)
        response.headers[Self.requestIDField] = id
        return response
    }

    /// One log line and one observation in the metrics.
    private func record(_ request: Request, id: String, status: HTTPResponse.Status, duration: Duration, statements: Int) {
        let route = Self.route(of: request.uri.path, status: status)
        metrics.record(method: request.method.rawValue, route: route, status: status, duration: duration, statements: statements)
        logger.log(level: status.code >= 500 ? .error : .info, "request", metadata: [
            "request_id": .string(id),
            "method": .string(request.method.rawValue),
            "route": .string(route),
            "status": .stringConvertible(status.code),
            "duration_ms": .string(Self.milliseconds(duration)),
            "statements": .stringConvertible(statements),
        ])
    }

    /// A proxy's id is kept when it is short and plain; anything else could forge log lines.
    static func acceptableID(_ text: String) -> String? {
        text.count <= 128 && !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.:".unicodeScalars.contains($0)) }
            ? text : nil
    }

    /// The route a path belongs to, with values as placeholders, so metrics have one series per
    /// page rather than one per recipe, and no secret in a path (a password-reset token, an
    /// invite code) reaches a log line. Route words are lowercase letters and hyphens; any other
    /// segment is a value. Paths that matched nothing share one label.
    static func route(of path: String, status: HTTPResponse.Status) -> String {
        if status == .notFound { return "unmatched" }
        if SessionMiddleware.servesStatic(path) { return "static" }
        let isAPI = APIServer.serves(path)
        var path = path
        return path.withUTF8 { route(of: $0, isAPI: isAPI) }
    }

    /// On the path's UTF-8 bytes, in one pass: every request's route is worked out, and
    /// splitting the path into strings and asking `hasPrefix` cost more than the rest of the
    /// request's log line.
    private static func route(of path: UnsafeBufferPointer<UInt8>, isAPI: Bool) -> String {
        var route: [UInt8] = []
        route.reserveCapacity(path.count + 8)
        var start = path.startIndex
        // The API's version is a route word, though it has a digit.
        if isAPI {
            route += APIServer.prefix.utf8
            start += APIServer.prefix.utf8.count
        }
        while start < path.endIndex {
            let end = path[start...].firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex
            let segment = path[start..<end]
            start = end + 1
            guard !segment.isEmpty else { continue }
            route.append(UInt8(ascii: "/"))
            if UUID(hyphenated: segment) != nil || segment.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                route += ":id".utf8
            } else if segment.count <= 24, segment.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "-") }) {
                route += segment
            } else {
                route += ":value".utf8
            }
        }
        return route.isEmpty ? "/" : String(decoding: route, as: UTF8.self)
    }

    /// "12.34": the duration in milliseconds to two places, without `String(format:)`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = seconds * 100_000 + (attoseconds + 5_000_000_000_000) / 10_000_000_000_000
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
