import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LarderActions
import LarderFetch
import LarderTestSupport
import LarderStore
@testable import LarderWeb
import Logging
import PostgresClient
import PostgresTestSupport
import Testing

/// A Larder application on a database of the test's own, driven through the router.
struct WebApp: Sendable {
    let client: any TestClientProtocol
    let database: TestDatabase
    let pool: ConnectionPool
    /// The application's own store, for what a test does beside the pages.
    let store: Store
    /// The application's import actions, with its fetcher: for an import job's work.
    let imports: ImportActions

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The application's configuration on `pool`, with bcrypt at its cheapest cost to stay fast.
    static func configuration(pool: ConnectionPool, logLevel: Logger.Level = .warning, fetchPolicy: FetchPolicy = FetchPolicy(),
                              fetchesPerMinute: Int = 60) throws -> AppConfiguration {
        var logger = Logger(label: "larder-test")
        logger.logLevel = logLevel
        return AppConfiguration(
            store: Store(pool: pool, migrator: try Migrator(directory: TestServer.migrationsDirectory), fetchesPerMinute: fetchesPerMinute),
            pages: PageImporter(fetcher: SafeFetcher(policy: fetchPolicy)),
            publicDirectory: repository.appendingPathComponent("Public"),
            apiDocument: repository.appendingPathComponent("openapi.yaml"),
            bcryptCost: 4, showsServerTiming: true, logger: logger)
    }

    /// Runs `body` against a fresh application, configured as tests need unless `adjust` changes it.
    /// `fetchPolicy` and `fetchesPerMinute`: what the server may fetch for its users, and how often.
    /// `live`: a real server on a free port (the client's `port`), for what must come over HTTP,
    /// such as another app fetching a page; otherwise the router is driven directly.
    static func run(fetchPolicy: FetchPolicy = FetchPolicy(), fetchesPerMinute: Int = 60, live: Bool = false,
                    _ adjust: @Sendable (inout AppConfiguration) -> Void = { _ in },
                    _ body: @escaping @Sendable (WebApp) async throws -> Void) async throws {
        try await TestDatabase.withMigrated { database in
            // Four: every suite runs at once, each on a database of its own, all on one server.
            let pool = database.makePool(maxConnections: 4)
            var configuration = try configuration(pool: pool, fetchPolicy: fetchPolicy, fetchesPerMinute: fetchesPerMinute)
            if live { configuration.port = 0 }
            // Every page the test makes is also rendered by swift-mustache, and must be the same bytes.
            let audit = MustacheAudit()
            configuration.pageAudit = audit
            adjust(&configuration)
            let app = try await buildApplication(configuration: configuration)
            let (store, imports) = (configuration.store, configuration.imports)
            try await app.test(live ? .live : .router) { client in
                try await body(WebApp(client: client, database: database, pool: pool, store: store, imports: imports))
            }
            #expect(audit.mismatches.isEmpty, "compiled pages differ from swift-mustache's: \(audit.mismatches.prefix(3).joined(separator: "\n\n"))")
        }
    }

    /// A new browser with its own cookies.
    func browser() -> Browser { Browser(client: client) }

    /// How many rows each table holds: to show that a refused request changed nothing.
    func rowCounts() async throws -> [String: Int] {
        let tables = ["users", "households", "memberships", "invites", "sessions", "recipes", "recipe_steps",
                      "ingredients", "recipe_ingredients", "skills", "step_skills", "login_failures"]
        let statements: [SQL] = tables.map { "SELECT count(*) FROM \(identifier: $0)" }
        let results = try await pool.withConnection { try await $0.pipeline(statements) }
        var counts: [String: Int] = [:]
        for (table, result) in zip(tables, results) { counts[table] = try result[0].decode(Int.self) }
        return counts
    }
}

/// A browser for tests: keeps cookies between requests, remembers the last page, and fills
/// in the CSRF token that page carried, as a real form post would.
final class Browser: @unchecked Sendable {
    let client: any TestClientProtocol
    private(set) var cookies: [String: String] = [:]
    private(set) var lastPage = ""
    /// The raw Set-Cookie header values of the last response.
    private(set) var lastSetCookies: [String] = []
    /// Headers sent with every request, such as a proxy's `X-Forwarded-Proto`.
    var headers: HTTPFields = [:]

    init(client: any TestClientProtocol) {
        self.client = client
    }

    @discardableResult
    func get(_ path: String) async throws -> TestResponse {
        try await send(path, method: .get, body: nil, contentType: nil)
    }

    /// Posts a url-encoded form; `csrf` nil sends the token of the last page seen, first, as the
    /// pages' forms send it. Like a form on that page, it also names the household the page was
    /// shown for, unless given one.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)] = [], csrf: String? = nil, omitCSRF: Bool = false) async throws -> TestResponse {
        var fields = withShownHousehold(fields)
        if !omitCSRF { fields.insert(("_csrf", csrf ?? csrfToken ?? ""), at: 0) }
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await send(path, method: .post, body: ByteBuffer(string: body), contentType: "application/x-www-form-urlencoded")
    }

    /// Posts a multipart form with files (name, filename, bytes); `csrf` as for `post`.
    @discardableResult
    func postMultipart(_ path: String, _ fields: [(String, String)], files: [(String, String, Data)], csrf: String? = nil,
                       omitCSRF: Bool = false) async throws -> TestResponse {
        let boundary = "larder-test-\(UUID().uuidString)"
        var body = Data()
        for (name, value) in (omitCSRF ? [] : [("_csrf", csrf ?? csrfToken ?? "")]) + withShownHousehold(fields) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for (name, filename, data) in files {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
            body += data + Data("\r\n".utf8)
        }
        body += Data("--\(boundary)--\r\n".utf8)
        return try await send(path, method: .post, body: ByteBuffer(bytes: body), contentType: "multipart/form-data; boundary=\(boundary)")
    }

    /// Posts a body exactly as given, for input no browser would send.
    @discardableResult
    func postRaw(_ path: String, _ body: [UInt8], contentType: String = "application/x-www-form-urlencoded") async throws -> TestResponse {
        try await send(path, method: .post, body: ByteBuffer(bytes: body), contentType: contentType)
    }

    /// Follows a redirect the way a browser does (GET the Location).
    @discardableResult
    func follow(_ response: TestResponse) async throws -> TestResponse {
        guard (300..<400).contains(Int(response.status.code)), let location = response.headers[.location] else { return response }
        return try await get(location)
    }

    /// The CSRF token of the last page (from its `_csrf` hidden input).
    var csrfToken: String? {
        guard let range = lastPage.range(of: "name=\"_csrf\"") else { return nil }
        let start: String.Index = lastPage[..<range.lowerBound].lastIndex(of: "<") ?? range.lowerBound
        let end: String.Index = lastPage[range.upperBound...].firstIndex(of: ">") ?? lastPage.endIndex
        let tag = lastPage[start..<end]
        guard let value = tag.range(of: "value=\"") else { return nil }
        return String(tag[value.upperBound...].prefix { $0 != "\"" })
    }

    /// The household the last page's forms were shown for (their hidden `household` field).
    var shownHousehold: String? {
        lastPage.firstMatch(of: /name="household" value="([^"]*)"/).map { String($0.1) }
    }

    private func withShownHousehold(_ fields: [(String, String)]) -> [(String, String)] {
        guard !fields.contains(where: { $0.0 == "household" }), let shown = shownHousehold else { return fields }
        return fields + [("household", shown)]
    }

    var sessionCookie: String? { cookies["larder_session"] }

    func setSessionCookie(_ value: String?) {
        cookies["larder_session"] = value
    }

    /// Sets a cookie as another site of the same domain could: what a planted cookie is.
    func plantCookie(_ name: String, _ value: String) {
        cookies[name] = value
    }

    private func send(_ path: String, method: HTTPRequest.Method, body: ByteBuffer?, contentType: String?) async throws -> TestResponse {
        var headers = headers
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        }
        if let contentType { headers[.contentType] = contentType }
        let response = try await client.execute(uri: path, method: method, headers: headers, body: body)
        lastSetCookies = response.headers[values: .setCookie]
        for header in lastSetCookies {
            let pair = header.split(separator: ";")[0].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { continue }
            let name = String(pair[0]).trimmingCharacters(in: .whitespaces)
            let value = String(pair[1])
            if value.isEmpty || header.lowercased().contains("max-age=0") { cookies.removeValue(forKey: name) } else { cookies[name] = value }
        }
        let text = String(buffer: response.body)
        if response.headers[.contentType]?.hasPrefix("text/html") == true { lastPage = text }
        return response
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// Statements the request ran, from the Server-Timing header.
    var statements: Int? {
        guard let timing = headers[HTTPField.Name("Server-Timing")!],
              let range = timing.range(of: "desc=\"") else { return nil }
        return Int(timing[range.upperBound...].prefix { $0.isNumber })
    }
}

extension String {
    /// Text with HTML entities undone, to compare with what a person typed.
    var htmlUnescaped: String {
        replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension ConnectionPool {
    /// Runs `body` while another task holds the pool's only connection, which it lets go after.
    func whileItsConnectionIsHeld(_ body: () async throws -> Void) async throws {
        let (release, releaseNow) = AsyncStream<Void>.makeStream()
        let holder = Task { try await withConnection { _ in for await _ in release { break } } }
        while statistics.open < 1 || statistics.idle > 0 { try await Task.sleep(for: .milliseconds(5)) }
        do {
            try await body()
        } catch {
            releaseNow.yield()
            _ = try? await holder.value
            throw error
        }
        releaseNow.yield()
        _ = try await holder.value
    }
}
