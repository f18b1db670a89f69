import Hummingbird
import Logging
import PostgresClient

/// Wires Larder's parts into a Hummingbird application. `larder serve` and the tests both
/// build the application here, each with its own configuration.
public func buildApplication(configuration: AppConfiguration) async throws -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    HealthController(pool: configuration.pool).addRoutes(to: router)
    router.get("/") { _, _ in
        HTML("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Larder</title></head>"
             + "<body><h1>Larder</h1><p>Your household's recipes.</p></body></html>")
    }
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.hostname, port: configuration.port), serverName: "larder"),
        services: [configuration.pool],
        logger: configuration.logger
    )
}

/// A complete HTML page as a response.
public struct HTML: ResponseGenerator, Sendable {
    public var body: String
    public var status: HTTPResponse.Status

    public init(_ body: String, status: HTTPResponse.Status = .ok) {
        self.body = body
        self.status = status
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
