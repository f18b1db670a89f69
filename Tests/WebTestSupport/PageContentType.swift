import Mustache

/// How the reference renderer escapes `{{value}}`, as the compiled pages do (`HTMLWriter`): the
/// five characters Mustache's HTML content type escapes, read as UTF-8 bytes. swift-mustache's
/// own escaper works on Characters, so it leaves a `"` or `<` that a combining mark follows,
/// which Larder must escape. `ReferencePages` sets it at the top of every template.
struct PageContentType: MustacheContentType {
    static let name = "LARDER_HTML"

    /// Registers the content type once, before any template that names it is read.
    static let registered: Void = MustacheContentTypes.register(PageContentType(), named: name)

    func escapeText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard let first = bytes.firstIndex(where: Self.isEscaped) else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            escaped.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
                default: escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        } ?? text
    }

    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
