import CPUWork
import Foundation
import HTTPTypes
import Hummingbird
import LarderActions
import LarderStore
import Logging
import OpenAPIHummingbird
import OpenAPIRuntime

/// Mounts the API on a router, under `/api/v1`, behind its gate.
public enum APIServer {
    public static let prefix = "/api/v1"

    /// Whether a request's path is the API's: the pages' middleware leaves such requests alone.
    /// Its bytes are compared, with no string made of the prefix and its slash: every request asks.
    public static func serves(_ path: String) -> Bool {
        path.utf8.starts(with: prefix.utf8) && path.utf8.dropFirst(prefix.utf8.count).first == UInt8(ascii: "/")
    }

    public static func addRoutes<Context: RequestContext>(to router: Router<Context>, store: Store, imports: ImportActions, rate: APIRateLimiter,
                                                          showsServerTiming: Bool, logger: Logger) throws {
        let gate = APIGate<Context>(tokens: store.tokenActions, reads: store.reads, rate: rate, showsServerTiming: showsServerTiming, logger: logger)
        let group = router.group(RouterPath(prefix)).add(middleware: gate)
        // The document's server is /api/v1, which the group already is. Each operation's method
        // and path are noted as it is registered, for the answer to a method the path has not.
        let transport = RecordingTransport(group: group)
        let operations = Operations(recipes: store.recipeActions, cooking: store.cookingActions, catalog: store.catalogActions,
                                    plan: store.planActions, shopping: store.shoppingActions, tokens: store.tokenActions,
                                    exports: store.exportActions, imports: imports, cpu: store.cpu)
        try operations.registerHandlers(on: transport, serverURL: URL(string: "/")!, configuration: APICoding.configuration)
        // Any other address or method under the API is a problem document too, not the pages' 404
        // page. Added last, this middleware wraps only the router's answer to what no route takes.
        router.add(middleware: UnroutedMiddleware(routes: transport.routes, gate: gate))
    }

    /// The router's transport for the generated code, noting each operation's method and path.
    final class RecordingTransport<Context: RequestContext>: ServerTransport {
        let group: RouterGroup<Context>
        private(set) var routes: [(method: HTTPRequest.Method, segments: [Substring])] = []

        init(group: RouterGroup<Context>) {
            self.group = group
        }

        func register(_ handler: @Sendable @escaping (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
                      method: HTTPRequest.Method, path: String) throws {
            routes.append((method, path.split(separator: "/")))
            try group.register(handler, method: method, path: path)
        }
    }

    /// What no route of the API takes: 405 with `Allow` when the path is an operation's with
    /// other methods, else 404; a problem document either way, behind the gate as every answer is.
    struct UnroutedMiddleware<Context: RequestContext>: RouterMiddleware {
        let routes: [(method: HTTPRequest.Method, segments: [Substring])]
        let gate: APIGate<Context>

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            guard APIServer.serves(request.uri.path) else { return try await next(request, context) }
            do {
                return try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound {
                let segments = request.uri.path.dropFirst(APIServer.prefix.count).split(separator: "/")
                let allowed = routes.filter { route in
                    route.segments.count == segments.count
                        && zip(route.segments, segments).allSatisfy { $0.hasPrefix("{") || $0.hasPrefix(":") || $0 == $1 }
                }.map(\.method)
                let problem = allowed.isEmpty ? APIProblem.notFound : APIProblem.methodNotAllowed(allowed)
                return gate.response(for: problem)
            }
        }
    }

    /// The operations, as the generated protocol names them; each file beside this one holds a resource's.
    struct Operations: APIProtocol {
        let recipes: RecipeActions
        let cooking: CookingActions
        let catalog: CatalogActions
        let plan: PlanActions
        let shopping: ShoppingActions
        let tokens: TokenActions
        let exports: ExportActions
        /// Imports, with the fetcher the application was wired with.
        let imports: ImportActions
        /// The threads a file is read on, away from the requests'.
        let cpu: CPUWork
    }
}
