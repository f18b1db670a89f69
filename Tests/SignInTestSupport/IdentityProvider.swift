import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
#if canImport(Glibc)
import Glibc
#endif

/// A real OpenID Connect provider for the test run: django-oidc-provider, served by
/// `Tests/oidc/provider.py` from a temporary folder on a free port, with the people, groups and
/// client that script describes. Started once per process and stopped when it exits.
public struct IdentityProvider: Sendable {
    public let issuer: String
    let folder: String

    public static let clientID = "larder"
    public static let clientSecret = "larder-client-secret"
    public static let password = "provider-password-1"
    /// Where the tests' Larder says it is: the provider sends people back to its callback.
    public static let larderURL = "http://larder.test"

    public static let shared: Task<IdentityProvider, any Error> = Task { try IdentityProvider.start() }

    static func start() throws -> IdentityProvider {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("oidc-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let port = try LocalPort.free()
        let log = folder.appendingPathComponent("provider.log").path
        FileManager.default.createFile(atPath: log, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("Tests/oidc/provider.py").path, "--folder", folder.path,
                             "--port", "\(port)", "--redirect-uri", larderURL + "/login/oidc/callback"]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !((try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").contains("ready") ?? false) {
            guard process.isRunning, Date() < deadline else {
                throw SignInTestSupportError("the test identity provider did not start: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
            }
            usleep(50_000)
        }
        IdentityProviderCleanup.register(pid: process.processIdentifier, folder: folder.path)
        return IdentityProvider(issuer: "http://127.0.0.1:\(port)/openid", folder: folder.path)
    }

    /// The provider's signing key (PEM) and its id, read from its database: the tests forge
    /// tokens with it to show each check refuses what it must.
    public func signingKey() throws -> (pem: String, kid: String) {
        let database = folder + "/provider.sqlite3"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT key FROM oidc_provider_rsakey').fetchone()[0].strip())",
                             database]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let pem = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        return (pem, try keyID())
    }

    /// The id of the provider's key, as its JWKS publishes it.
    func keyID() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import json, urllib.request, sys; print(json.load(urllib.request.urlopen(sys.argv[1]))['keys'][0]['kid'])",
                             issuer + "/jwks"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let kid = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        return kid
    }

    /// A person signing in at the provider as a browser would, following its pages: from
    /// Larder's authorization URL to the address the provider sends them back to (Larder's
    /// callback, with the code and state), which is returned unvisited.
    public func signIn(at authorizationURL: String, username: String, password: String = IdentityProvider.password) async throws -> String {
        // Each redirect is looked at, as a browser's address bar would show it.
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))
        do {
            let callback = try await signIn(at: authorizationURL, username: username, password: password, client: client)
            try await client.shutdown()
            return callback
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    private func signIn(at authorizationURL: String, username: String, password: String, client: HTTPClient) async throws -> String {
        var cookies: [String: String] = [:]
        func request(_ url: String, method: HTTPMethod = .GET, form: [(String, String)]? = nil) async throws -> (status: UInt, location: String?, body: String) {
            var request = HTTPClientRequest(url: url)
            request.method = method
            if !cookies.isEmpty { request.headers.add(name: "Cookie", value: cookies.map { "\($0)=\($1)" }.joined(separator: "; ")) }
            if let form {
                request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
                request.body = .bytes(ByteBuffer(string: form.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $1)" }.joined(separator: "&")))
            }
            let response = try await client.execute(request, timeout: .seconds(10))
            for header in response.headers["Set-Cookie"] {
                let pair = header.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
                if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
            }
            let body = String(buffer: try await response.body.collect(upTo: 1 << 20))
            return (response.status.code, response.headers.first(name: "Location"), body)
        }
        let origin = issuer.replacingOccurrences(of: "/openid", with: "")
        func absolute(_ location: String) -> String { location.hasPrefix("/") ? origin + location : location }
        var response = try await request(authorizationURL)
        // Not signed in at the provider yet: its login page, then back to the authorization.
        if let login = response.location, login.contains("/accounts/login/") {
            let page = try await request(absolute(login))
            guard let token = page.body.range(of: #"name="csrfmiddlewaretoken" value=""#).map({ page.body[$0.upperBound...].prefix { $0 != "\"" } }) else {
                throw SignInTestSupportError("the provider's login page has no CSRF token")
            }
            let next = URLComponents(string: absolute(login))?.queryItems?.first { $0.name == "next" }?.value ?? ""
            let submitted = try await request(absolute(login), method: .POST,
                                              form: [("csrfmiddlewaretoken", String(token)), ("username", username), ("password", password), ("next", next)])
            guard submitted.status == 302, let back = submitted.location else {
                throw SignInTestSupportError("the provider refused \(username)'s password (\(submitted.status))")
            }
            response = try await request(absolute(back))
        }
        guard response.status == 302, let callback = response.location, callback.hasPrefix(Self.larderURL) else {
            throw SignInTestSupportError("the provider did not send \(username) back to Larder: \(response.status) \(response.location ?? "") \(response.body.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression).split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(400))")
        }
        return callback
    }
}

/// Stops the provider and removes its folder when the test process exits.
enum IdentityProviderCleanup {
    nonisolated(unsafe) private static var started: (pid: pid_t, folder: String)?

    static func register(pid: pid_t, folder: String) {
        started = (pid, folder)
        atexit {
            guard let (pid, folder) = IdentityProviderCleanup.started else { return }
            kill(pid, SIGKILL)
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
