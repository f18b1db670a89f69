import Foundation
import Hummingbird

/// Redirects after a form, carrying a one-time message in a short-lived cookie.
enum Redirect {
    static let flashCookie = "larder_flash"

    static func to(_ location: String, flash: Flash? = nil) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if let flash {
            let value = Data(((flash.isError ? "!" : ".") + flash.message).utf8).base64URLEncoded
            response.setCookie(Cookie(name: flashCookie, value: value, maxAge: 60, path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }

    /// Reads the flash cookie's value back into a message.
    static func flash(from value: String) -> Flash? {
        var base64 = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8), let marker = text.first else {
            return nil
        }
        return Flash(String(text.dropFirst().prefix(500)), isError: marker == "!")
    }
}
