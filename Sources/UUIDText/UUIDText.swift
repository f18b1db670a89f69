import Foundation

extension UUID {
    /// The id as `uuidString` writes it, in upper case. Written here, digit by digit:
    /// Foundation formats each byte through `snprintf`, some 7,000 instructions an id, and a
    /// recipe page links its recipe, its ingredients and its log entries by id, and sends about
    /// sixteen as statements' parameters.
    public var text: String { hyphenated(digits: Self.upperDigits) }

    /// The id in lower case: the JSON API's ids and the request ids in the log.
    public var lowercaseText: String { hyphenated(digits: lowerHexDigits) }

    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private func hyphenated(digits: [UInt8]) -> String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var at = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    text[at] = digits[Int(byte >> 4)]
                    text[at + 1] = digits[Int(byte & 0x0f)]
                    at += 2
                }
                return at
            }
        }
    }
}

extension UUID {
    /// A UUID from its 36 characters (`8-4-4-4-12` hex digits, either case), read directly:
    /// `UUID(uuidString:)` goes through `sscanf`, some 8,800 instructions a UUID, and reading
    /// the characters one by one through a `Collection` some 700. JSON rows carry their ids
    /// as text, a recipe's steps and lines hold dozens, and every request's path is asked
    /// whether a segment is one.
    public init?(hyphenated text: some Collection<UInt8>) {
        guard text.count == 36,
              let value = text.withContiguousStorageIfAvailable(Self.sixteenBytes) ?? Array(text).withUnsafeBufferPointer(Self.sixteenBytes)
        else { return nil }
        self.init(uuid: value)
    }

    private static func sixteenBytes(_ text: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        guard text[8] == UInt8(ascii: "-"), text[13] == UInt8(ascii: "-"), text[18] == UInt8(ascii: "-"),
              text[23] == UInt8(ascii: "-") else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        // Each byte's two digits, at offsets the hyphens move; any digit that is not one sets
        // a high bit in `invalid`.
        var invalid: UInt8 = 0
        withUnsafeMutableBytes(of: &value) { bytes in
            var offset = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 { offset += 1 }
                let high = hexDigitValues[Int(text[offset])], low = hexDigitValues[Int(text[offset + 1])]
                invalid |= high | low
                bytes[index] = high << 4 | low
                offset += 2
            }
        }
        return invalid < 16 ? value : nil
    }
}

private let lowerHexDigits: [UInt8] = Array("0123456789abcdef".utf8)

/// `bytes` as lower-case hex, two digits a byte, written digit by digit. Every page's answer names
/// its reader by a digest written so (`OfflineCopies.key`): through `String(format: "%02x")` that
/// was 8% of the server's time on `/healthz` with a session (BENCHMARKS.md, 29 November).
public func hexText(_ bytes: some Sequence<UInt8>) -> String {
    // A digest is a sequence, not a collection: counted once it is an array.
    let bytes = Array(bytes)
    return String(unsafeUninitializedCapacity: bytes.count * 2) { text in
        var at = 0
        for byte in bytes {
            text[at] = lowerHexDigits[Int(byte >> 4)]
            text[at + 1] = lowerHexDigits[Int(byte & 0x0f)]
            at += 2
        }
        return at
    }
}

/// Each byte's value as a hex digit (either case), and 0xFF for a byte that is not one.
private let hexDigitValues: [UInt8] = (0...255).map { byte in hexDigitValue(UInt8(byte)) ?? 0xFF }

/// A hex digit's value (either case): UUIDs' text and JSON's `\u` escapes read them.
public func hexDigitValue(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
    default: return nil
    }
}
