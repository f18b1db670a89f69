import Hummingbird
import LarderStore

/// The probes an orchestrator and a load balancer ask, all without a session:
/// - `/livez`: the process serves HTTP (200 always; a failure means restart it);
/// - `/readyz`: it can serve pages: the database answers and holds this program's schema
///   (503 otherwise, so the balancer sends requests elsewhere but nobody restarts it);
/// - `/healthz`: the database answers (kept for monitors set up before the two above).
struct HealthController {
    /// The store itself, which the probes ask whether it answers.
    let store: Store

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/livez") { _, _ in Self.text("ok\n", status: .ok) }
        router.get("/readyz") { _, _ in
            await store.isReady() ? Self.text("ready\n", status: .ok) : Self.text("not ready\n", status: .serviceUnavailable)
        }
        router.get("/healthz") { _, _ in
            do {
                try await store.ping()
                return Self.text("ok\n", status: .ok)
            } catch {
                return Self.text("database unavailable\n", status: .serviceUnavailable)
            }
        }
    }

    static func text(_ body: String, status: HTTPResponse.Status, type: String = "text/plain; charset=utf-8") -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
