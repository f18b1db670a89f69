import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LarderStore
import NIOCore

/// A program calling the JSON API with one token (or none), as an integration would.
struct APIClient: Sendable {
    let client: any TestClientProtocol
    let token: String?

    @discardableResult
    func get(_ path: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await send(.get, path, headers: headers)
    }

    @discardableResult
    func send(_ method: HTTPRequest.Method, _ path: String, json: String? = nil, bytes: [UInt8]? = nil,
              headers: HTTPFields = [:]) async throws -> TestResponse {
        var headers = headers
        if let token { headers[.authorization] = "Bearer \(token)" }
        var body: ByteBuffer?
        if let json {
            headers[.contentType] = "application/json"
            body = ByteBuffer(string: json)
        } else if let bytes {
            headers[.contentType] = "application/octet-stream"
            body = ByteBuffer(bytes: bytes)
        }
        return try await client.execute(uri: "/api/v1" + path, method: method, headers: headers, body: body)
    }
}

extension TestResponse {
    /// The body as JSON.
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] ?? [:] }
    var jsonArray: [[String: Any]] { (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [[String: Any]] ?? [] }
}

extension WebApp {
    /// A new token of the named person, in the named household.
    func token(of name: String, in household: String, scope: TokenScope = .readWrite) async throws -> String {
        try await store.accessTokens.create(name: "tests", user: try await userID(name), household: try await householdID(household),
                                            scope: scope, expiresInDays: nil).secret
    }

    func api(_ token: String?) -> APIClient { APIClient(client: client, token: token) }
}
