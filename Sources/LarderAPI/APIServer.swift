import Foundation
import Hummingbird
import LarderStore
import Logging
import OpenAPIHummingbird

/// Mounts the API on a router, under `/api/v1`, behind its gate.
public enum APIServer {
    public static let prefix = "/api/v1"

    /// Whether a request's path is the API's: the pages' middleware leaves such requests alone.
    /// Its bytes are compared, with no string made of the prefix and its slash: every request asks.
    public static func serves(_ path: String) -> Bool {
        path.utf8.starts(with: prefix.utf8) && path.utf8.dropFirst(prefix.utf8.count).first == UInt8(ascii: "/")
    }

    public static func addRoutes<Context: RequestContext>(to router: Router<Context>, store: Store, rate: APIRateLimiter,
                                                          showsServerTiming: Bool, logger: Logger) throws {
        let gate = APIGate<Context>(tokens: store.accessTokens, rate: rate, showsServerTiming: showsServerTiming, logger: logger)
        let group = router.group(RouterPath(prefix)).add(middleware: gate)
        // The document's server is /api/v1, which the group already is.
        try Operations(store: store).registerHandlers(on: group, serverURL: URL(string: "/")!, configuration: APICoding.configuration)
        // Any other address under the API is a problem document too, not the pages' 404 page.
        for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
            group.on("**", method: method) { _, _ -> Response in throw APIProblem.notFound }
        }
    }

    /// The operations, as the generated protocol names them; each file beside this one holds a resource's.
    struct Operations: APIProtocol {
        let store: Store
    }
}
