import Hummingbird
import PostgresClient

/// `/healthz`: 200 when the database answers, 503 when it does not.
struct HealthController {
    let pool: ConnectionPool

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/healthz") { _, _ in
            do {
                try await pool.query("SELECT 1")
                return Response(status: .ok, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
            } catch {
                return Response(
                    status: .serviceUnavailable, headers: [.contentType: "text/plain"],
                    body: .init(byteBuffer: ByteBuffer(string: "database unavailable\n")))
            }
        }
    }
}
