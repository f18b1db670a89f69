import Hummingbird
import LarderStore

/// `/healthz` (200 when the database answers, 503 when not) and `/metrics` (Prometheus text).
struct HealthController {
    let store: Store
    let metrics: Metrics

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/healthz") { _, _ in
            do {
                try await store.ping()
                return Self.text("ok\n", status: .ok)
            } catch {
                return Self.text("database unavailable\n", status: .serviceUnavailable)
            }
        }
        router.get("/metrics") { _, _ in
            Self.text(metrics.text(pool: store.poolStatistics), status: .ok, type: "text/plain; version=0.0.4")
        }
    }

    static func text(_ body: String, status: HTTPResponse.Status, type: String = "text/plain; charset=utf-8") -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
