import NIOCore

/// The bytes of a page as its compiled template writes them: the template's own text as it
/// stands, and values escaped for HTML.
///
/// The escaping is Mustache's for HTML, done on UTF-8 bytes: `<`, `>`, `&`, `"` and `'`
/// become entities, everything else is copied. Working on bytes, it also escapes a `"` or `<`
/// that a combining mark follows, which a per-Character escaper would read as another
/// character and leave, so that a name could end the attribute it stood in.
///
/// A page is a thousand and more small writes (a catalog page of 30 ingredients, about 2,800),
/// so a write is a capacity check and a copy into memory the writer owns: appending to an
/// `Array` checked its uniqueness and exclusive access each time, which cost a fifth of that
/// catalog's request, and NIO's `ByteBuffer` more. The writer cannot be copied, so the memory
/// has one owner, which frees it. The page is copied into a `ByteBuffer` once, when it is done.
struct HTMLWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// Most pages fit in 64 KB (a cookbook recipe's is about 30 KB), so the memory rarely grows
    /// and copies what it holds; a longer page grows it as it goes.
    init(capacity: Int = 65_536) {
        self.capacity = max(capacity, 1)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The page, for the response's body.
    var buffer: ByteBuffer { ByteBuffer(bytes: UnsafeRawBufferPointer(start: start, count: count)) }

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
        append(text.utf8Start, text.utf8CodeUnitCount)
    }

    /// A value shown as it is: `{{{value}}}`, for HTML the page made itself.
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if let base = utf8.baseAddress { append(base, utf8.count) }
        }
    }

    /// A number's digits, written without making a String of them.
    mutating func integer(_ value: Int) {
        reserve(20)  // Int.min's 19 digits and its sign
        var magnitude = value.magnitude
        var digits = 0
        repeat {
            start[count + digits] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            digits += 1
            magnitude /= 10
        } while magnitude > 0
        if value < 0 {
            start[count + digits] = UInt8(ascii: "-")
            digits += 1
        }
        var written = UnsafeMutableBufferPointer(start: start + count, count: digits)
        written.reverse()
        count += digits
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
            let length = utf8.count
            var copied = 0
            var index = 0
            // Eight bytes at a time: most words of text hold none of the five, and a word is
            // tested for all five at once (a byte at a time cost a third of a long page); only a
            // word that holds one is looked at byte by byte.
            while length - index >= 8 {
                if Self.holdsSpecial(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    escape(base, index..<index + 8, copied: &copied)
                }
                index += 8
            }
            escape(base, index..<length, copied: &copied)
            append(base + copied, length - copied)
        }
    }

    /// `text` escaped now, as a piece of page for `write(_:)`: for a value a page shows again
    /// and again (a catalog row's id in each of its forms, the CSRF token in every row), whose
    /// later uses then copy bytes without looking at them.
    func escapedOnce(_ text: String) -> HTMLWriter {
        var piece = HTMLWriter(capacity: text.utf8.count + 16)
        #if DEBUG
        piece.mutation = mutation
        #endif
        piece.escaped(text)
        return piece
    }

    /// A piece `escapedOnce(_:)` made.
    mutating func write(_ piece: borrowing HTMLWriter) {
        append(piece.start, piece.count)
    }

    /// Looks for the five in `base[bytes]` and writes each one found as its entity, after the
    /// text before it from `copied` on; `copied` moves past what was written, and the text after
    /// the last one is left for the caller to copy.
    @inline(__always)
    private mutating func escape(_ base: UnsafePointer<UInt8>, _ bytes: Range<Int>, copied: inout Int) {
        var index = bytes.lowerBound
        while index < bytes.upperBound {
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
            append(base + copied, index - copied)
            append(entity.utf8Start, entity.utf8CodeUnitCount)
            index += 1
            copied = index
        }
    }

    /// Whether any of the eight bytes of `word` is one of the five. `&` (0x26) and `'` (0x27)
    /// differ in their lowest bit alone, `<` (0x3C) and `>` (0x3E) in their second, so three
    /// tests find all five.
    @inline(__always)
    private static func holdsSpecial(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return holdsZero(word ^ (ones &* 0x22)) || holdsZero((word | ones) ^ (ones &* 0x27))
            || holdsZero((word | ones &* 2) ^ (ones &* 0x3E))
    }

    /// Whether any of the eight bytes is zero: subtracting one from each byte borrows into the
    /// high bit only of a byte that was zero (or of one after it, when one was).
    @inline(__always)
    private static func holdsZero(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &- ones) & ~word & (ones &* 0x80) != 0
    }

    @inline(__always)
    private mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        (start + count).initialize(from: source, count: length)
        count += length
    }

    @inline(__always)
    private mutating func reserve(_ length: Int) {
        if capacity - count < length { grow(toHold: length) }
    }

    private mutating func grow(toHold length: Int) {
        capacity = max(capacity * 2, count + length)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.initialize(from: start, count: count)
        start.deallocate()
        start = larger
    }
}
