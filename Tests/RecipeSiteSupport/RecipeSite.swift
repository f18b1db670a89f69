import Foundation
import Hummingbird
import Logging
import NIOCore

/// A real HTTP server on a loopback address, started by a test for the length of its body, that
/// answers as the test's routes say: recipe sites as they are, and hostile ones.
public enum RecipeSite {
    /// Serves `routes` on `host` (a loopback address) on a port of its own; `body` gets the base
    /// address ("http://127.0.0.1:40123").
    public static func serve<T: Sendable>(
        on host: String = "127.0.0.1", routes: (Router<BasicRequestContext>) -> Void,
        _ body: @Sendable (_ base: String) async throws -> T
    ) async throws -> T {
        let router = Router()
        routes(router)
        let (ports, announce) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "recipe-site")
        logger.logLevel = .critical
        let site = Application(router: router, configuration: .init(address: .hostname(host, port: 0)),
                               onServerRunning: { announce.yield($0.localAddress?.port ?? 0) }, logger: logger)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await site.runService() }
            var iterator = ports.makeAsyncIterator()
            let port = await iterator.next() ?? 0
            let result = try await body("http://\(host):\(port)")
            group.cancelAll()
            return result
        }
    }

    /// A page's answer.
    public static func html(_ text: String, contentType: String = "text/html; charset=utf-8") -> Response {
        Response(status: .ok, headers: [.contentType: contentType], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Bytes as they are, of the type given.
    public static func bytes(_ data: some Sequence<UInt8>, contentType: String) -> Response {
        Response(status: .ok, headers: [.contentType: contentType], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A recipe page as a blog publishes it, its recipe in JSON-LD, its photo at `image`.
    public static func recipePage(name: String, image: String?, ingredients: [String] = ["500 g flour", "10 g salt", "350 ml water"],
                                  steps: [String] = ["Mix the flour, salt and water.", "Bake at 230 °C for 40 minutes."]) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let imageField = image.map { ",\"image\":\(quoted($0))" } ?? ""
        let stepList = steps.map { "{\"@type\":\"HowToStep\",\"text\":\(quoted($0))}" }.joined(separator: ",")
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>\(name) | A food blog</title>
            <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":\(quoted(name))\(imageField),
            "recipeYield":"4","recipeIngredient":[\(ingredients.map(quoted).joined(separator: ","))],"recipeInstructions":[\(stepList)]}</script>
            </head><body><h1>\(name)</h1><p>A story about bread.</p></body></html>
            """
    }
}
