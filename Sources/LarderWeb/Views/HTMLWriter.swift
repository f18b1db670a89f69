import NIOCore

/// The bytes of a page as its compiled template writes them: the template's own text as it
/// stands, and values escaped for HTML.
///
/// The escaping is Mustache's for HTML, done on UTF-8 bytes: `<`, `>`, `&`, `"` and `'`
/// become entities, everything else is copied. Working on bytes, it also escapes a `"` or `<`
/// that a combining mark follows, which a per-Character escaper would read as another
/// character and leave, so that a name could end the attribute it stood in.
struct HTMLWriter {
    /// The page so far. An array, not NIO's `ByteBuffer`: a page is a thousand and more small
    /// writes, and each write to a `ByteBuffer` checked its storage's uniqueness, capacity and
    /// exclusive access, a third of the ingredients catalog's rendering. The page is copied into
    /// a `ByteBuffer` once, when it is done.
    private var bytes: [UInt8]

    /// Most pages fit in 64 KB (a cookbook recipe's is about 30 KB), so the array rarely grows
    /// and copies what it holds; a longer page grows it as it goes.
    init(capacity: Int = 65_536) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The page, for the response's body.
    var buffer: ByteBuffer { ByteBuffer(bytes: bytes) }

    #if DEBUG
    /// A fault a broken compiler would make, for the tests to show that their comparisons catch it.
    enum Mutation {
        /// Values written unescaped, as a compiler that mistook `{{x}}` for `{{{x}}}` would.
        case unescaped
        /// The template text or catalog words holding this marker left out, as a compiler that
        /// dropped their branch would.
        case dropping(String)
    }

    private var mutation: Mutation?

    init(mutation: Mutation) {
        self.init()
        self.mutation = mutation
    }
    #endif

    /// The template's own text.
    mutating func text(_ text: StaticString) {
        #if DEBUG
        if case .dropping(let marker) = mutation, text.description.contains(marker) { return }
        #endif
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A value shown as it is: `{{{value}}}`, for HTML the page made itself.
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A number's digits, written without making a String of them.
    mutating func integer(_ value: Int) {
        guard value != Int.min else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { space in
            var magnitude = value.magnitude
            var start = space.count
            repeat {
                start -= 1
                space[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                space[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: space[start...]))
        }
    }

    /// A value shown as text: `{{value}}`.
    mutating func escaped(_ text: String) {
        #if DEBUG
        if case .unescaped = mutation { return raw(text) }
        if case .dropping(let marker) = mutation, text.contains(marker) { return }
        #endif
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            let count = utf8.count
            var start = 0
            var index = 0
            func escape(upTo end: Int) {
                while index < end {
                    let entity: StaticString
                    switch base[index] {
                    case UInt8(ascii: "<"): entity = "&lt;"
                    case UInt8(ascii: ">"): entity = "&gt;"
                    case UInt8(ascii: "&"): entity = "&amp;"
                    case UInt8(ascii: "\""): entity = "&quot;"
                    case UInt8(ascii: "'"): entity = "&#39;"
                    default:
                        index += 1
                        continue
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
                    entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
                    index += 1
                    start = index
                }
            }
            // Eight bytes at a time: most words of text hold none of the five, and a word is
            // tested for all five at once, where a byte at a time cost a third of a long page.
            while count - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if Self.holds(word, "<") || Self.holds(word, ">") || Self.holds(word, "&") || Self.holds(word, "\"")
                    || Self.holds(word, "'") {
                    escape(upTo: index + 8)
                } else {
                    index += 8
                }
            }
            escape(upTo: count)
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
        }
    }

    /// Whether any of the eight bytes of `word` is `byte`: XOR turns that byte into zero, and
    /// subtracting one from each byte borrows into the high bit only of a byte that was zero.
    @inline(__always)
    private static func holds(_ word: UInt64, _ byte: Unicode.Scalar) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let spread = word ^ (ones &* UInt64(byte.value))
        return (spread &- ones) & ~spread & (ones &* 0x80) != 0
    }
}
