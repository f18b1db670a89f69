import Crypto
import Foundation

/// A visitor's short-lived pre-session: what their forms' CSRF token is tied to before they log
/// in (the login, registration and reset forms). It costs no database row: the pass lives in a
/// cookie, signed with a key every instance shares, and the token is derived from it with the
/// same key. A cookie planted by someone else (from a sibling site, say) is no pass unless this
/// server signed it, so its holder cannot know the token that goes with it; and an old pass
/// expires.
struct FormPass: Sendable, Equatable {
    /// The cookie's value: `<id>.<expiry>.<signature>`.
    var cookie: String
    /// The `_csrf` value forms carry with it.
    var token: String

    static let lifetime: TimeInterval = 2 * 3600

    /// A new pass, valid for `lifetime` from `now`.
    static func make(key: Data, now: Date = Date()) -> FormPass {
        let id = Data(SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }).base64URLEncoded
        let expiry = String(Int(now.timeIntervalSince1970 + lifetime))
        let cookie = "\(id).\(expiry).\(signature("form-pass \(id) \(expiry)", key: key))"
        return FormPass(cookie: cookie, token: signature("form-token \(id)", key: key))
    }

    /// The pass a cookie holds, when this server signed it and it has not expired.
    static func read(_ cookie: String, key: Data, now: Date = Date()) -> FormPass? {
        let parts = cookie.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard cookie.count < 200, parts.count == 3, let expiry = Int(parts[1]), Double(expiry) > now.timeIntervalSince1970,
              Double(expiry) <= now.timeIntervalSince1970 + lifetime + 60,
              CSRFMiddleware.matches(parts[2], signature("form-pass \(parts[0]) \(parts[1])", key: key)) else { return nil }
        return FormPass(cookie: cookie, token: signature("form-token \(parts[0])", key: key))
    }

    /// HMAC-SHA-256 of `message` under `key`, in base64url.
    private static func signature(_ message: String, key: Data) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: SymmetricKey(data: key))).base64URLEncoded
    }

    /// The name of the key in `server_keys`.
    static let keyName = "form_passes"
}
