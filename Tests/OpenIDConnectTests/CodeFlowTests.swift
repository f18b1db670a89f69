import Foundation
import OpenIDConnect
import SignInTestSupport
import Testing

/// Discovery and the code flow against a real provider (django-oidc-provider, started by the tests).
@Suite("The code flow with a real provider")
struct CodeFlowTests {
    static let redirectURI = IdentityProvider.larderURL + "/login/oidc/callback"

    static func client(of provider: IdentityProvider, issuer: String? = nil, adminGroup: String? = "larder-admins") -> OIDCProvider {
        OIDCProvider(OIDCProvider.Configuration(issuer: issuer ?? provider.issuer, clientID: IdentityProvider.clientID,
                                                clientSecret: IdentityProvider.clientSecret, adminGroup: adminGroup))
    }

    /// The callback's query, as the provider sent the browser back.
    static func query(of url: String) throws -> [String: String] {
        let items = try #require(URLComponents(string: url)?.queryItems)
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test("the browser is sent to the discovered authorization endpoint with the code flow, S256 challenge, state and nonce, and the code it brings back is traded for the person")
    func signIn() async throws {
        let provider = try await IdentityProvider.shared.value
        let oidc = Self.client(of: provider)
        let metadata = try await oidc.metadata()
        #expect(metadata.issuer == provider.issuer)
        let verifier = PKCE.verifier()
        let url = try await oidc.authorizationURL(redirectURI: Self.redirectURI, state: "state-1", nonce: "nonce-1", codeVerifier: verifier)
        #expect(url.hasPrefix(metadata.authorization_endpoint + "?"))
        #expect(try Self.query(of: url) == [
            "response_type": "code", "client_id": IdentityProvider.clientID, "redirect_uri": Self.redirectURI, "scope": "openid email profile",
            "state": "state-1", "nonce": "nonce-1", "code_challenge": PKCE.challenge(for: verifier), "code_challenge_method": "S256",
        ])

        let back = try Self.query(of: try await provider.signIn(at: url, username: "cook"))
        #expect(back["state"] == "state-1")
        let (person, idToken) = try await oidc.signIn(code: try #require(back["code"]), redirectURI: Self.redirectURI, codeVerifier: verifier,
                                                      nonce: "nonce-1")
        #expect(person.email == "cook@idp.test" && person.emailVerified && !person.subject.isEmpty)
        #expect(person.isAdmin == true, "cook is in larder-admins")
        let logout = try #require(try await oidc.logoutURL(idToken: idToken, returnTo: IdentityProvider.larderURL + "/"))
        #expect(try Self.query(of: logout)["id_token_hint"] == idToken)
    }

    @Test("a code traded with another verifier than the one its challenge was made from is refused by the provider")
    func wrongVerifier() async throws {
        let provider = try await IdentityProvider.shared.value
        let oidc = Self.client(of: provider)
        let url = try await oidc.authorizationURL(redirectURI: Self.redirectURI, state: "state-2", nonce: "nonce-2", codeVerifier: PKCE.verifier())
        let code = try #require(try Self.query(of: try await provider.signIn(at: url, username: "guest"))["code"])
        await #expect {
            _ = try await oidc.signIn(code: code, redirectURI: Self.redirectURI, codeVerifier: PKCE.verifier(), nonce: "nonce-2")
        } throws: { error in
            if case OIDCError.tokenExchange = error { return true }
            return false
        }
    }

    @Test("a provider whose discovery names another issuer is refused, so that another issuer's tokens never count")
    func otherIssuer() async throws {
        let provider = try await IdentityProvider.shared.value
        // The same discovery document, fetched for an issuer written with a "/" its document does not have.
        let oidc = Self.client(of: provider, issuer: provider.issuer + "/")
        await #expect {
            _ = try await oidc.metadata()
        } throws: { error in
            if case OIDCError.discovery = error { return true }
            return false
        }
    }
}
