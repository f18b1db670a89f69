import OpenIDConnect
import Testing

/// Proof Key for Code Exchange (RFC 7636) as the sign-in sends it.
@Suite("PKCE")
struct PKCETests {
    @Test("the S256 challenge is RFC 7636's: the verifier of its appendix B gives its challenge")
    func challengeOfTheExample() {
        #expect(PKCE.challenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk") == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test("a verifier is 43 characters of base64url without padding, and a new one each time")
    func verifiers() {
        let verifiers = (0..<100).map { _ in PKCE.verifier() }
        #expect(Set(verifiers).count == 100)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        #expect(verifiers.allSatisfy { $0.count == 43 && $0.allSatisfy(alphabet.contains) }, "\(verifiers.prefix(3))")
    }
}
