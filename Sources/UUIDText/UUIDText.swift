import Foundation

extension UUID {
    /// The id as `uuidString` writes it, in upper case. Written here, digit by digit:
    /// Foundation formats each byte through `snprintf`, some 7,000 instructions an id, and a
    /// recipe page links its recipe, its ingredients and its log entries by id, and sends about
    /// sixteen as statements' parameters.
    public var text: String { hyphenated(digits: Self.upperDigits) }

    /// The id in lower case: the JSON API's ids and the request ids in the log.
    public var lowercaseText: String { hyphenated(digits: Self.lowerDigits) }

    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
    private static let lowerDigits: [UInt8] = Array("0123456789abcdef".utf8)

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
