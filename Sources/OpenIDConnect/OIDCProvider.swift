import AsyncHTTPClient
import Crypto
import Foundation
import JWTKit
import LarderModel
import NIOCore
import NIOFoundationCompat
import NIOHTTP1

/// An OpenID Connect provider an installation trusts to sign its people in (Authentik,
/// Keycloak, Authelia, …): found by discovery, asked for a code with PKCE, state and nonce,
/// whose ID tokens are verified against its published keys by jwt-kit, never by crypto of ours.
public actor OIDCProvider {
    public struct Configuration: Sendable, Equatable {
        /// The issuer exactly as the provider names itself (its discovery document must say the same).
        public var issuer: String
        public var clientID: String
        public var clientSecret: String
        /// "Sign in with …" on the login page.
        public var displayName: String
        /// The claim that lists a person's groups, and the group whose members are admins (none:
        /// the provider does not decide who is an admin).
        public var groupsClaim: String
        public var adminGroup: String?

        /// The issuer's scheme, host and port: where its pages are.
        public var origin: String {
            guard let url = URLComponents(string: issuer), let scheme = url.scheme, let host = url.host else { return issuer }
            return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
        }

        public init(issuer: String, clientID: String, clientSecret: String, displayName: String = "your identity provider",
                    groupsClaim: String = "groups", adminGroup: String? = nil) {
            // Compared exactly with what discovery and tokens say (Authentik's ends with "/").
            self.issuer = issuer
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.displayName = displayName
            self.groupsClaim = groupsClaim
            self.adminGroup = adminGroup
        }
    }

    /// What discovery tells of the provider.
    public struct Metadata: Sendable, Decodable {
        public var issuer: String
        public var authorization_endpoint: String
        public var token_endpoint: String
        public var jwks_uri: String
        public var end_session_endpoint: String?
    }

    /// Who the provider says signed in, from a verified ID token.
    public struct Person: Sendable, Equatable {
        public var subject: String
        public var email: String?
        public var emailVerified: Bool
        public var name: String?
        /// nil when no admin group is configured.
        public var isAdmin: Bool?
    }

    public nonisolated let configuration: Configuration
    private let client: HTTPClient
    private var discovered: Metadata?
    private var keys: JWTKeyCollection?
    /// Key ids the provider published when last asked: a token signed with another makes Larder
    /// ask again (the provider rotated its keys), at most once a minute.
    private var knownKeyIDs: Set<String> = []
    private var keysFetchedAt: Date = .distantPast

    public init(_ configuration: Configuration, client: HTTPClient = .shared) {
        self.configuration = configuration
        self.client = client
    }

    /// The discovery document, fetched once and kept.
    public func metadata() async throws -> Metadata {
        if let discovered { return discovered }
        let base = configuration.issuer.hasSuffix("/") ? String(configuration.issuer.dropLast()) : configuration.issuer
        let document: Metadata = try await getJSON(base + "/.well-known/openid-configuration", as: Metadata.self)
        // A document naming another issuer would let that one's tokens in.
        guard document.issuer == configuration.issuer else {
            throw OIDCError.discovery("the provider calls itself \(document.issuer), not \(configuration.issuer)")
        }
        discovered = document
        return document
    }

    /// Where the browser goes to sign in: the code flow with PKCE (S256), state and nonce.
    public func authorizationURL(redirectURI: String, state: String, nonce: String, codeVerifier: String) async throws -> String {
        guard var components = URLComponents(string: try await metadata().authorization_endpoint) else {
            throw OIDCError.discovery("the authorization endpoint is not a URL")
        }
        let existing = components.queryItems ?? []
        components.queryItems = existing + [
            URLQueryItem(name: "response_type", value: "code"), URLQueryItem(name: "client_id", value: configuration.clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI), URLQueryItem(name: "scope", value: "openid email profile"),
            URLQueryItem(name: "state", value: state), URLQueryItem(name: "nonce", value: nonce),
            URLQueryItem(name: "code_challenge", value: PKCE.challenge(for: codeVerifier)),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        guard let url = components.url?.absoluteString else { throw OIDCError.discovery("the authorization endpoint is not a URL") }
        return url
    }

    /// Trades the code for tokens at the token endpoint (the client authenticates with its
    /// secret) and returns the verified person and the raw ID token (a logout hint).
    public func signIn(code: String, redirectURI: String, codeVerifier: String, nonce: String) async throws -> (Person, idToken: String) {
        var request = HTTPClientRequest(url: try await metadata().token_endpoint)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        request.headers.add(name: "Accept", value: "application/json")
        let credentials = Data("\(Self.formEncoded(configuration.clientID)):\(Self.formEncoded(configuration.clientSecret))".utf8)
        request.headers.add(name: "Authorization", value: "Basic " + credentials.base64EncodedString())
        let form = [("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI), ("code_verifier", codeVerifier),
                    ("client_id", configuration.clientID)]
        request.body = .bytes(ByteBuffer(string: form.map { "\($0)=\(Self.formEncoded($1))" }.joined(separator: "&")))
        let response = try await send(request)
        struct Tokens: Decodable { var id_token: String? }
        guard response.status == .ok else {
            throw OIDCError.tokenExchange("the token endpoint answered \(response.status.code): \(String(buffer: response.body).prefix(300))")
        }
        guard let idToken = (try? JSONDecoder().decode(Tokens.self, from: Data(buffer: response.body)))?.id_token else {
            throw OIDCError.tokenExchange("the token endpoint gave no ID token: \(String(buffer: response.body).prefix(300))")
        }
        return (try await verify(idToken: idToken, nonce: nonce), idToken)
    }

    /// Checks the ID token's signature against the provider's keys, its issuer, audience,
    /// expiry and nonce, and reads the person from it.
    public func verify(idToken: String, nonce: String) async throws -> Person {
        let keys = try await keys(for: idToken)
        let claims: IDTokenClaims
        do {
            claims = try await keys.verify(idToken, as: IDTokenClaims.self)
        } catch let error as JWTError {
            throw OIDCError.invalidToken("\(error.errorType): \(error.reason ?? "")")
        }
        guard claims.iss.value == configuration.issuer else { throw OIDCError.invalidToken("issued by \(claims.iss.value)") }
        do {
            try claims.aud.verifyIntendedAudience(includes: configuration.clientID)
        } catch {
            throw OIDCError.invalidToken("meant for \(claims.aud.value.joined(separator: ", ")), not this client")
        }
        // A token meant for several clients must say it was given to this one.
        if claims.aud.value.count > 1, claims.azp != configuration.clientID { throw OIDCError.invalidToken("given to \(claims.azp ?? "nobody")") }
        guard let said = claims.nonce, said == nonce else { throw OIDCError.invalidToken("its nonce is not this sign-in's") }
        var isAdmin: Bool?
        if let group = configuration.adminGroup {
            isAdmin = try Self.payloadClaims(of: idToken)[configuration.groupsClaim].map(Self.strings)?.contains(group) ?? false
        }
        return Person(subject: claims.sub.value, email: claims.email, emailVerified: claims.email_verified?.value ?? false,
                      name: claims.name ?? claims.preferred_username, isAdmin: isAdmin)
    }

    /// The address that ends the provider's session too, when it offers one.
    public func logoutURL(idToken: String, returnTo: String) async throws -> String? {
        guard let endpoint = try await metadata().end_session_endpoint, var components = URLComponents(string: endpoint) else { return nil }
        let existing = components.queryItems ?? []
        components.queryItems = existing + [
            URLQueryItem(name: "id_token_hint", value: idToken), URLQueryItem(name: "post_logout_redirect_uri", value: returnTo),
            URLQueryItem(name: "client_id", value: configuration.clientID),
        ]
        return components.url?.absoluteString
    }

    // MARK: - Keys

    /// The provider's keys, asked again when the token names a key not seen yet.
    private func keys(for idToken: String) async throws -> JWTKeyCollection {
        let kid = try Self.headerKeyID(of: idToken)
        if let keys, kid.map(knownKeyIDs.contains) ?? true { return keys }
        if let keys, Date().timeIntervalSince(keysFetchedAt) < 60 { return keys }
        let json = try await getText(try await metadata().jwks_uri)
        let collection = JWTKeyCollection()
        do {
            try await collection.add(jwksJSON: json)
        } catch {
            throw OIDCError.discovery("the provider's keys cannot be read: \(error)")
        }
        struct KeySet: Decodable { struct Key: Decodable { var kid: String? }; var keys: [Key] }
        knownKeyIDs = Set((try? JSONDecoder().decode(KeySet.self, from: Data(json.utf8)))?.keys.compactMap(\.kid) ?? [])
        keysFetchedAt = Date()
        keys = collection
        return collection
    }

    static func headerKeyID(of token: String) throws -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let header = Data(base64URL: String(parts[0])) else { throw OIDCError.invalidToken("not a JWT") }
        struct Header: Decodable { var kid: String? }
        return (try? JSONDecoder().decode(Header.self, from: header))?.kid
    }

    /// The payload's claims as JSON values: a claim whose name is configured (the groups) is
    /// read from here, once jwt-kit has verified the token.
    static func payloadClaims(of token: String) throws -> [String: Any] {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = Data(base64URL: String(parts[1])),
              let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any] else { throw OIDCError.invalidToken("not a JWT") }
        return object
    }

    /// A groups claim as a list, or a single group as a string.
    static func strings(_ value: Any) -> [String] {
        (value as? [Any])?.compactMap { $0 as? String } ?? (value as? String).map { [$0] } ?? []
    }

    // MARK: - HTTP

    private func getJSON<T: Decodable>(_ url: String, as type: T.Type) async throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(try await getText(url).utf8))
        } catch let error as OIDCError {
            throw error
        } catch {
            throw OIDCError.discovery("\(url) is not what a provider publishes: \(error)")
        }
    }

    private func getText(_ url: String) async throws -> String {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: "application/json")
        let response = try await send(request)
        guard response.status == .ok else { throw OIDCError.discovery("\(url) answered \(response.status.code)") }
        return String(buffer: response.body)
    }

    private func send(_ request: HTTPClientRequest) async throws -> (status: HTTPResponseStatus, body: ByteBuffer) {
        do {
            let response = try await client.execute(request, timeout: .seconds(10))
            return (response.status, try await response.body.collect(upTo: 1 << 20))
        } catch {
            throw OIDCError.unavailable("\(request.url): \(error)")
        }
    }

    static func formEncoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }
}

public enum OIDCError: Error, Sendable, CustomStringConvertible {
    /// The provider cannot be reached or did not answer in time.
    case unavailable(String)
    /// Its discovery document or keys are not what a provider publishes.
    case discovery(String)
    /// The code could not be traded for tokens.
    case tokenExchange(String)
    /// The ID token failed a check: signature, issuer, audience, expiry or nonce.
    case invalidToken(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): "the identity provider cannot be reached: \(reason)"
        case .discovery(let reason): "the identity provider's configuration: \(reason)"
        case .tokenExchange(let reason): "trading the code for tokens failed: \(reason)"
        case .invalidToken(let reason): "the ID token is refused: \(reason)"
        }
    }
}

/// The claims of an ID token Larder reads (OpenID Connect Core 1.0, section 2 and 5.1).
struct IDTokenClaims: JWTPayload {
    var iss: IssuerClaim
    var sub: SubjectClaim
    var aud: AudienceClaim
    var exp: ExpirationClaim
    var azp: String?
    var nonce: String?
    var email: String?
    var email_verified: VerifiedFlag?
    var name: String?
    var preferred_username: String?

    /// Called by jwt-kit once the signature holds.
    func verify(using algorithm: some JWTAlgorithm) async throws {
        try exp.verifyNotExpired()
    }
}

/// `email_verified`: a boolean, or "true" as some providers write it. Anything else is not a
/// verification, and is no reason to refuse the whole token either.
struct VerifiedFlag: Codable, Sendable {
    var value: Bool

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        value = (try? single.decode(Bool.self)) ?? ((try? single.decode(String.self))?.lowercased() == "true")
    }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(value)
    }
}

/// Proof Key for Code Exchange (RFC 7636), S256.
public enum PKCE {
    /// 32 random bytes, base64url: 43 characters.
    public static func verifier() -> String {
        Data(SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }).base64URLEncoded
    }

    public static func challenge(for verifier: String) -> String {
        Data(SHA256.hash(data: Data(verifier.utf8))).base64URLEncoded
    }
}
