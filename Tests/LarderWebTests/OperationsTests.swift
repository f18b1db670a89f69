import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LarderStore
import LarderTestSupport
@testable import LarderWeb
import Logging
import PostgresTestSupport
import Testing
@testable import WebTestSupport

@Suite("Probes, request ids and metrics")
struct OperationsTests {
    @Test("/livez answers without the database; /readyz answers 200 only while the schema is this program's")
    func probes() async throws {
        try await WebApp.run { app in
            let browser = app.browser()
            let live = try await browser.get("/livez")
            #expect(live.status == .ok && live.headers[HTTPField.Name("Server-Timing")!] == "db;desc=\"0 statements\"")
            #expect(try await browser.get("/readyz").status == .ok)

            // An instance whose database lacks its newest stage must not be sent requests.
            let latest = try await app.pool.query("SELECT max(version) FROM schema_migrations")[0].decode(Int.self)
            let (name, kind, checksum, milliseconds) = try await app.pool.query(
                "DELETE FROM schema_migrations WHERE version = \(latest) RETURNING name, kind, checksum, duration_ms"
            )[0].decode(String.self, String.self, String.self, Int.self)
            let notReady = try await browser.get("/readyz")
            #expect(notReady.status == .serviceUnavailable && notReady.text == "not ready\n")
            #expect(try await browser.get("/livez").status == .ok)
            try await app.pool.query("""
                INSERT INTO schema_migrations (version, name, kind, checksum, duration_ms)
                VALUES (\(latest), \(name), \(kind), \(checksum), \(milliseconds))
                """)
            #expect(try await browser.get("/readyz").status == .ok)
        }
    }

    @Test("a proxy's plain request id is echoed; one that could forge a log line is replaced by a fresh id")
    func requestIDs() async throws {
        try await WebApp.run { app in
            let browser = app.browser()
            browser.headers[HTTPField.Name("X-Request-Id")!] = "edge-42.a_b:c"
            #expect(try await browser.get("/livez").headers[HTTPField.Name("X-Request-Id")!] == "edge-42.a_b:c")
            browser.headers[HTTPField.Name("X-Request-Id")!] = "x\" status=200 forged=1"
            let replaced = try await browser.get("/livez").headers[HTTPField.Name("X-Request-Id")!]
            #expect(replaced.flatMap(UUID.init(uuidString:)) != nil)
            browser.headers[HTTPField.Name("X-Request-Id")!] = nil
            let fresh = try await browser.get("/livez").headers[HTTPField.Name("X-Request-Id")!]
            #expect(fresh.flatMap(UUID.init(uuidString:)) != nil && fresh != replaced)
        }
    }

    @Test("the metrics port serves duration and statement histograms by route with ids folded, and the pool's gauges; the app's port does not")
    func metrics() async throws {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: 4)
            defer { pool.shutDown() }
            let configuration = try WebApp.configuration(pool: pool)
            let app = try await buildApplication(configuration: configuration)
            let digest = String(repeating: "ab", count: 32)
            try await app.test(.router) { client in
                for path in ["/healthz", "/healthz", "/recipes/\(UUID().uuidString)", "/nothing/here",
                             "/recipes/\(UUID().uuidString)/photo/\(digest)-thumb.webp", "/invites/Secret_Code-123xyz"] {
                    _ = try await client.execute(uri: path, method: .get)
                }
                #expect(try await client.execute(uri: "/metrics", method: .get).status == .notFound)
            }
            try await buildMetricsApplication(configuration: configuration, port: 0).test(.router) { client in
                let response = try await client.execute(uri: "/metrics", method: .get)
                let text = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(text.contains("# TYPE larder_http_request_duration_seconds histogram"))
                #expect(text.contains("larder_http_request_duration_seconds_count{method=\"GET\",route=\"/healthz\",status=\"2xx\"} 2"))
                #expect(text.contains("larder_http_request_statements_bucket{method=\"GET\",route=\"/healthz\",status=\"2xx\",le=\"1.0\"} 2"))
                #expect(text.contains("larder_http_request_duration_seconds_bucket{method=\"GET\",route=\"/healthz\",status=\"2xx\",le=\"+Inf\"} 2"))
                // A recipe id is folded into the route (the anonymous visitor is sent to log in).
                #expect(text.contains("route=\"/recipes/:id\",status=\"3xx\""))
                #expect(text.contains("route=\"unmatched\",status=\"4xx\""))
                #expect(!text.contains("/nothing/here"))
                // Values that are not ids are folded too: no digest, token or invite code in a label.
                #expect(text.contains("route=\"/recipes/:id/photo/:value\",status=\"3xx\""))
                #expect(!text.contains(digest) && !text.contains("Secret_Code"))
                #expect(text.contains("larder_db_connections_max 4.0"))
            }
        }
    }

    @Test("routes fold ids of either case and numbers, keep route words, and hide other values; durations read to two places")
    func routesAndDurations() {
        let id = UUID()
        #expect(RequestLogMiddleware.route(of: "/recipes/\(id.uuidString)/edit", status: .ok) == "/recipes/:id/edit")
        #expect(RequestLogMiddleware.route(of: "/recipes/\(id.uuidString.lowercased())", status: .ok) == "/recipes/:id")
        #expect(RequestLogMiddleware.route(of: "/plan/2026/11", status: .ok) == "/plan/:id/:id")
        #expect(RequestLogMiddleware.route(of: "/invites/Ab-cD_12", status: .ok) == "/invites/:value")
        #expect(RequestLogMiddleware.route(of: "/recipes/\(id.uuidString.dropLast())g", status: .ok) == "/recipes/:value")
        #expect(RequestLogMiddleware.route(of: "/reset/crème", status: .ok) == "/reset/:value")
        #expect(RequestLogMiddleware.route(of: "/css/site.css", status: .ok) == "static")
        #expect(RequestLogMiddleware.route(of: "/anything", status: .notFound) == "unmatched")
        #expect(RequestLogMiddleware.route(of: "/api/v1/recipes/\(id.lowercaseText)/photo", status: .ok) == "/api/v1/recipes/:id/photo")
        #expect(RequestLogMiddleware.route(of: "/api/v1", status: .ok) == "/api/:value")
        #expect(RequestLogMiddleware.route(of: "/api/v12/x", status: .ok) == "/api/:value/x")
        #expect(RequestLogMiddleware.route(of: "/", status: .ok) == "/")
        #expect(RequestLogMiddleware.route(of: "//recipes//new/", status: .ok) == "/recipes/new")
        #expect(RequestLogMiddleware.route(of: "/ingredients/" + String(repeating: "a", count: 25), status: .ok) == "/ingredients/:value")
        #expect(RequestLogMiddleware.milliseconds(.microseconds(1_234_567)) == "1234.57")
        #expect(RequestLogMiddleware.milliseconds(.microseconds(5)) == "0.01")
        #expect(RequestLogMiddleware.milliseconds(.milliseconds(3)) == "3.00")
    }

    @Test("when every connection stays busy, a page answers 503 with Retry-After after the checkout timeout, and serves again once one is free")
    func poolExhausted() async throws {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: 1, checkoutTimeout: .milliseconds(300))
            defer { pool.shutDown() }
            let app = try await buildApplication(configuration: WebApp.configuration(pool: pool, logLevel: .critical))
            try await app.test(.router) { client in
                // A page that reads the database (the invite it names); a plain login form does not.
                let page = "/register?invite=AbcdefghijklmnopQRSTUV"
                try await pool.whileItsConnectionIsHeld {
                    let started = ContinuousClock.now
                    let busy = try await client.execute(uri: page, method: .get)
                    #expect(busy.status == .serviceUnavailable && busy.headers[.retryAfter] == "1")
                    #expect(String(buffer: busy.body).contains("Larder is busy"))
                    // Bounded, not timed: without the checkout timeout it would wait for the holder forever.
                    // Ten seconds leaves room for a loaded two-core machine running every suite at once.
                    #expect(ContinuousClock.now - started < .seconds(10))
                }
                #expect(try await client.execute(uri: page, method: .get).status == .ok)
            }
        }
    }
}
