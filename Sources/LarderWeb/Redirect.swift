import Foundation
import Hummingbird
import LarderModel

/// Redirects after a form, carrying a one-time message in a short-lived cookie.
enum Redirect {
    static let flashCookie = "larder_flash"

    static func to(_ location: String, flash: Flash? = nil) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if let flash {
            let marker = switch (flash.isError, flash.undo) {
            case (true, _): "!"
            case (false, .recipe(let id)?): "~" + id.text
            case (false, .household(let id)?): "^" + id.text
            case (false, nil): "."
            }
            let value = Data((marker + flash.message).utf8).base64URLEncoded
            response.setCookie(Cookie(name: flashCookie, value: value, maxAge: 60, path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }

    /// Reads the flash cookie's value back into a message. The cookie is the browser's to
    /// change: an undo it names is only an id, which the undo route checks like any other.
    static func flash(from value: String) -> Flash? {
        guard let data = Data(base64URL: value), let text = String(data: data, encoding: .utf8), let marker = text.first else {
            return nil
        }
        if marker == "~" || marker == "^", let id = UUID(uuidString: String(text.dropFirst().prefix(36))) {
            return Flash(String(text.dropFirst(37).prefix(500)), undo: marker == "~" ? .recipe(id) : .household(id))
        }
        return Flash(String(text.dropFirst().prefix(500)), isError: marker == "!")
    }
}

extension String {
    /// The text as one path segment (`/invites/{code}`): unreserved characters kept as they
    /// are, everything else percent-encoded. The router does not decode a segment, so an invite
    /// code's "-" must not become "%2D".
    var asPathSegment: String {
        addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The text as a query's value (`?ingredient=…`): ASCII letters and digits kept, every
    /// other byte of its UTF-8 percent-encoded, as Foundation's
    /// `addingPercentEncoding(withAllowedCharacters: .alphanumerics)` does here. Natively, since
    /// the recipe page links every line's ingredient and the bridge cost a tenth of building it.
    var asQueryValue: String {
        var text = self
        return text.withUTF8 { bytes in
            // Written into the string's own storage: each escaped byte had appended an array of three.
            String(unsafeUninitializedCapacity: bytes.count * 3) { encoded in
                var count = 0
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        encoded[count] = byte
                        count += 1
                    default:
                        encoded[count] = UInt8(ascii: "%")
                        encoded[count + 1] = Self.hexDigits[Int(byte >> 4)]
                        encoded[count + 2] = Self.hexDigits[Int(byte & 0xF)]
                        count += 3
                    }
                }
                return count
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

extension Request {
    /// The page's script asks for a piece of a page rather than a whole one.
    var wantsFragment: Bool { headers[.accept]?.contains("text/html+fragment") == true }
}
