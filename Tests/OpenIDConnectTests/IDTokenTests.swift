import Foundation
import JWTKit
import OpenIDConnect
import SignInTestSupport
import Testing

/// ID tokens checked by `OIDCProvider.verify`, forged with the real provider's own key.
@Suite("ID token checks")
struct IDTokenTests {
    typealias Provider = IdentityProvider

    /// The claims of a token the test forges.
    struct Forged: JWTPayload {
        var iss: IssuerClaim
        var sub: SubjectClaim
        var aud: AudienceClaim
        var exp: ExpirationClaim
        var nonce: String
        var email: String
        var email_verified: Bool
        func verify(using algorithm: some JWTAlgorithm) async throws {}
    }

    @Test("ID tokens are checked: a wrong signature, issuer, audience, an expired token or another sign-in's nonce are refused")
    func tokenChecks() async throws {
        let provider = try await Provider.shared.value
        let verifier = OIDCProvider(OIDCProvider.Configuration(issuer: provider.issuer, clientID: Provider.clientID, clientSecret: Provider.clientSecret))
        let (pem, kid) = try provider.signingKey()
        let providers = await JWTKeyCollection().add(rsa: try Insecure.RSA.PrivateKey(pem: pem), digestAlgorithm: .sha256, kid: JWKIdentifier(string: kid))
        let stranger = await JWTKeyCollection().add(rsa: try Insecure.RSA.PrivateKey(pem: try Self.strangerKey()), digestAlgorithm: .sha256,
                                                    kid: JWKIdentifier(string: kid))
        func token(keys: JWTKeyCollection = providers, issuer: String? = nil, audience: String = Provider.clientID,
                   expires: Date = Date().addingTimeInterval(300), nonce: String = "n-1") async throws -> String {
            try await keys.sign(Forged(iss: IssuerClaim(value: issuer ?? provider.issuer), sub: "42", aud: AudienceClaim(value: [audience]),
                                       exp: ExpirationClaim(value: expires), nonce: nonce, email: "cook@idp.test", email_verified: true),
                                kid: JWKIdentifier(string: kid))
        }
        // Signed with the provider's own key and right in every way: accepted (the forging is sound).
        let person = try await verifier.verify(idToken: try await token(), nonce: "n-1")
        #expect(person.subject == "42" && person.email == "cook@idp.test" && person.emailVerified)

        let refused: [(String, String)] = [
            ("a signature by another key", try await token(keys: stranger)),
            ("another issuer", try await token(issuer: "http://127.0.0.1:1/openid")),
            ("another audience", try await token(audience: "someone-else")),
            ("an expired token", try await token(expires: Date().addingTimeInterval(-60))),
            ("another sign-in's nonce", try await token(nonce: "n-0")),
            ("no token at all", "not.a.token"),
        ]
        for (what, forged) in refused {
            await #expect(throws: OIDCError.self, "\(what)") { try await verifier.verify(idToken: forged, nonce: "n-1") }
        }
    }

    /// A 2048-bit RSA key nobody else has, made by openssl for this run.
    static func strangerKey() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let pem = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return pem
    }
}
