/// Reads an HTML page as a stream of start tags, end tags and text, in one pass over its
/// bytes: tolerant of what browsers tolerate (unquoted and valueless attributes, unclosed
/// elements, stray "<"), and linear in the page's size whatever it holds, so that a 5 MB page
/// of any shape is read in milliseconds. Script and style bodies come whole, as raw text.
struct HTMLScanner {
    enum Token {
        /// A start tag: its name in lower case, what that name makes it, its attributes, and
        /// whether it closes itself (`<br/>`).
        case start(name: String, traits: ElementTraits, attributes: Attributes, selfClosing: Bool)
        case end(name: String, traits: ElementTraits)
        /// Where text between tags lies, or the body of a script or style element: most of a
        /// page's text is never used, so it becomes a String only when asked for (`text(_:)`),
        /// as written, entities not decoded.
        case text(Range<Int>)
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
            defer { position = end }
            return .text(position..<end)
        }
        if opensTag(at: position), let token = tag() { return token }
        // Text up to the next "<" that opens a tag: "a < b" and "<<<" are text, in one token.
        let start = position
        position += 1
        while position < bytes.count, !opensTag(at: position) { position += 1 }
        return .text(start..<position)
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
            return .text(position..<position)
        }
        let isEnd = next == UInt8(ascii: "/")
        var cursor = position + (isEnd ? 2 : 1)
        guard cursor < bytes.count, Self.isLetter(bytes[cursor]) else { return nil }
        let nameStart = cursor
        while cursor < bytes.count, !Self.isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") {
            cursor += 1
        }
        // Known names come from the table, without building a String for each tag.
        let (traits, knownName) = ElementTraits.of(bytes[nameStart..<cursor])
        let name = knownName ?? lowercasedText(nameStart..<cursor)
        var attributes = Attributes()
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
            let attribute = attributeStart..<cursor
            while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            var value = cursor..<cursor
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                cursor += 1
                while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                    let quote = bytes[cursor]
                    let valueStart = cursor + 1
                    cursor = valueStart
                    while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                    value = valueStart..<min(cursor, bytes.count)
                    cursor += 1
                } else {
                    let valueStart = cursor
                    while cursor < bytes.count, !Self.isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    value = valueStart..<cursor
                }
            }
            if !attribute.isEmpty { attributes.add(name: attribute, value: value, of: bytes) }
        }
        guard cursor < bytes.count else {
            // A tag never closed takes the rest of the page with it, as in a browser; reading
            // on from the "<" instead would read the rest again for every "<" in it.
            position = bytes.count
            return .text(position..<position)
        }
        position = cursor + 1
        if isEnd { return .end(name: name, traits: traits) }
        if traits.contains(.rawText), !selfClosing { rawTextEnd = name }
        return .start(name: name, traits: traits, attributes: attributes, selfClosing: selfClosing)
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

    /// The text of a `.text` token (or of any range of the page).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Names of tags and attributes are ASCII in lower case; other bytes are kept as they are.
    private func lowercasedText(_ range: Range<Int>) -> String {
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        guard bytes[range].contains(where: isUpper) else { return text(range) }
        return String(decoding: bytes[range].map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
}

/// A tag's attributes, read only when asked for: where each name and value lies in the page,
/// so that the class, style and data attributes of a page's hundreds of thousands of tags cost
/// nothing but their places. The first of a name wins, as in a browser; past `maximum` more are
/// not kept, so that a hostile tag of a million attributes is not read a million times over.
struct Attributes {
    /// The page they are read from; held only by tags that have attributes, so that the rest
    /// cost no reference counting.
    private var page: [UInt8] = []
    private var spans: [(name: Range<Int>, value: Range<Int>)] = []
    static let maximum = 128

    var isEmpty: Bool { spans.isEmpty }

    /// The value of the first attribute of this name (in lower case), entities decoded. The
    /// names asked for are the reader's own, compared with what the page wrote in any case,
    /// without making a String of either.
    subscript(name: StaticString) -> String? {
        name.withUTF8Buffer { wanted in
            for span in spans where Self.named(page[span.name], wanted) {
                return HTMLText.decodingEntities(String(decoding: page[span.value], as: UTF8.self))
            }
            return nil
        }
    }

    mutating func add(name: Range<Int>, value: Range<Int>, of page: [UInt8]) {
        guard spans.count < Self.maximum else { return }
        if spans.isEmpty {
            self.page = page
            spans.reserveCapacity(4)
        }
        spans.append((name, value))
    }

    /// Whether an attribute's name, as written in any case, is `name`.
    private static func named(_ written: ArraySlice<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard written.count == name.count else { return false }
        var index = written.startIndex
        for byte in name {
            let letter = written[index]
            guard (letter >= UInt8(ascii: "A") && letter <= UInt8(ascii: "Z") ? letter | 0x20 : letter) == byte else { return false }
            index += 1
        }
        return true
    }
}

/// What an element's name makes it, for reading a page: looked up once per tag, since a 5 MB
/// page has hundreds of thousands of them.
struct ElementTraits: OptionSet, Equatable {
    let rawValue: UInt8

    /// Its body is raw text up to its end tag: a script, a style, the title.
    static let rawText = ElementTraits(rawValue: 1)
    /// It never has content, so never an end tag.
    static let void = ElementTraits(rawValue: 2)
    /// Its edges break the text a browser shows into lines.
    static let breaksLine = ElementTraits(rawValue: 4)
    /// Its start closes an open element of its own kind: <li>a<li>b.
    static let closesItsKind = ElementTraits(rawValue: 8)
    /// A list, a table or a block: an element of the kind above is not closed across it.
    static let container = ElementTraits(rawValue: 16)

    /// The traits of a tag's name, and the name in lower case when the table knows it; found by
    /// binary search on its first eight bytes (in lower case) read as a number: no hashing, which
    /// a page's hundreds of thousands of tags pay for.
    static func of(_ name: ArraySlice<UInt8>) -> (traits: ElementTraits, name: String?) {
        let key = key(of: name)
        let keys = Self.keys
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key, table[low].bytes.count == name.count else { return ([], nil) }
        // Names of up to eight bytes are the whole key; only longer ones are compared further.
        guard name.count <= 8 || table[low].bytes.elementsEqual(name.lazy.map(lowercased)) else { return ([], nil) }
        return (table[low].traits, table[low].name)
    }

    static func of(_ name: String) -> ElementTraits { of(ArraySlice(name.utf8)).traits }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func key(of name: ArraySlice<UInt8>) -> UInt64 {
        let count = min(name.count, 8)
        var key: UInt64 = 0
        var index = name.startIndex
        for _ in 0..<count {
            key = key << 8 | UInt64(lowercased(name[index]))
            index += 1
        }
        return count == 0 ? 0 : key << (8 * UInt64(8 - count))
    }

    /// The table's keys alone, searched without touching its names.
    private static let keys = table.map(\.key)

    /// Sorted by key; no two names in it share their first eight bytes.
    private static let table: [(key: UInt64, bytes: [UInt8], name: String, traits: ElementTraits)] = {
        var traits: [String: ElementTraits] = [:]
        func add(_ trait: ElementTraits, _ names: [String]) {
            for name in names { traits[name, default: []].insert(trait) }
        }
        add(.rawText, ["script", "style", "textarea", "title", "noscript"])
        add(.void, ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"])
        add(.breaksLine, ["br", "p", "div", "li", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6",
                          "tr", "section", "article", "blockquote", "hr"])
        add(.closesItsKind, ["li", "p", "option", "dt", "dd", "tr", "td", "th"])
        add(.container, ["ul", "ol", "table", "div", "section", "article", "dl", "select"])
        return traits.map { (key: key(of: ArraySlice($0.key.utf8)), bytes: Array($0.key.utf8), name: $0.key, traits: $0.value) }
            .sorted { $0.key < $1.key }
    }()
}
