/// Reads an HTML page as a stream of start tags, end tags and text, in one pass over its
/// bytes: tolerant of what browsers tolerate (unquoted and valueless attributes, unclosed
/// elements, stray "<"), and linear in the page's size whatever it holds, so that a 5 MB page
/// of any shape is read in milliseconds. Script and style bodies come whole, as raw text.
struct HTMLScanner {
    enum Token: Equatable {
        /// A start tag: its name in lower case, its attributes (names in lower case, values
        /// with entities decoded), and whether it closes itself (`<br/>`).
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
        /// Text between tags, entities decoded; the raw body of a script or style element.
        case text(String)
    }

    private let bytes: [UInt8]
    private var position = 0
    /// After `<script>` or `<style>`: everything up to its end tag is its body.
    private var rawTextEnd: String?

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    mutating func next() -> Token? {
        guard position < bytes.count else { return nil }
        if let name = rawTextEnd {
            rawTextEnd = nil
            let end = find(Array("</\(name)".utf8), caseInsensitive: true) ?? bytes.count
            let body = text(position..<end)
            position = end
            return .text(body)
        }
        if opensTag(at: position), let token = tag() { return token }
        // Text up to the next "<" that opens a tag: "a < b" and "<<<" are text, in one token.
        let start = position
        position += 1
        while position < bytes.count, !opensTag(at: position) { position += 1 }
        return .text(HTMLText.decodingEntities(text(start..<position)))
    }

    /// Whether a tag, comment or declaration starts at `index`: "<" and then a letter, "/", "!" or "?".
    private func opensTag(at index: Int) -> Bool {
        guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return Self.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
    }

    /// A tag, comment or declaration at `position`; nil (and the "<" read as text) when the "<"
    /// opens none.
    private mutating func tag() -> Token? {
        guard position + 1 < bytes.count else { return nil }
        let next = bytes[position + 1]
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            // A comment ends at "-->", a declaration (doctype, CDATA) at ">"; both are skipped.
            let isComment = bytes.count > position + 3 && bytes[position + 2] == UInt8(ascii: "-") && bytes[position + 3] == UInt8(ascii: "-")
            position += 2
            let end = isComment ? find(Array("-->".utf8)).map { $0 + 3 } : find([UInt8(ascii: ">")]).map { $0 + 1 }
            position = end ?? bytes.count
            return .text("")
        }
        let isEnd = next == UInt8(ascii: "/")
        var cursor = position + (isEnd ? 2 : 1)
        guard cursor < bytes.count, Self.isLetter(bytes[cursor]) else { return nil }
        let nameStart = cursor
        while cursor < bytes.count, !Self.isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") {
            cursor += 1
        }
        let name = text(nameStart..<cursor).lowercased()
        var attributes: [String: String] = [:]
        var selfClosing = false
        // Attributes: name, name=value, name="value", name='value'.
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
            if Self.isSpace(bytes[cursor]) { cursor += 1; continue }
            if bytes[cursor] == UInt8(ascii: "/") {
                selfClosing = cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: ">")
                cursor += 1
                continue
            }
            let attributeStart = cursor
            while cursor < bytes.count, !Self.isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">"),
                  !(bytes[cursor] == UInt8(ascii: "/") && cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: ">")) {
                cursor += 1
            }
            let attribute = text(attributeStart..<cursor).lowercased()
            while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            var value = ""
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                cursor += 1
                while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                    let quote = bytes[cursor]
                    let valueStart = cursor + 1
                    cursor = valueStart
                    while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                    value = text(valueStart..<min(cursor, bytes.count))
                    cursor += 1
                } else {
                    let valueStart = cursor
                    while cursor < bytes.count, !Self.isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    value = text(valueStart..<cursor)
                }
            }
            if !attribute.isEmpty, attributes[attribute] == nil { attributes[attribute] = HTMLText.decodingEntities(value) }
        }
        guard cursor < bytes.count else {
            // A tag never closed takes the rest of the page with it, as in a browser; reading
            // on from the "<" instead would read the rest again for every "<" in it.
            position = bytes.count
            return .text("")
        }
        position = cursor + 1
        if isEnd { return .end(name: name) }
        if Self.rawTextElements.contains(name), !selfClosing { rawTextEnd = name }
        return .start(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    /// Where `needle` next starts from `position`; nil when it does not.
    private func find(_ needle: [UInt8], caseInsensitive: Bool = false) -> Int? {
        guard let first = needle.first else { return nil }
        var index = position
        let last = bytes.count - needle.count
        while index <= last {
            if Self.matches(bytes[index], first, caseInsensitive) {
                var offset = 1
                while offset < needle.count, Self.matches(bytes[index + offset], needle[offset], caseInsensitive) { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    private static func matches(_ byte: UInt8, _ wanted: UInt8, _ caseInsensitive: Bool) -> Bool {
        byte == wanted || (caseInsensitive && byte | 0x20 == wanted | 0x20 && isLetter(wanted))
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }

    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "noscript"]
    /// Elements that never have content, so never an end tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
}
