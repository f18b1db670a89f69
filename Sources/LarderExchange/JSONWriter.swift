/// JSON written straight into bytes, field by field, in either of the layouts `JSONEncoder`
/// writes: compact, or pretty-printed as `.prettyPrinted` lays it out (two spaces a level,
/// `"key" : value`). Strings are escaped as `JSONEncoder` escapes them with
/// `.withoutEscapingSlashes`. The caller writes an object's keys in the order it wants them,
/// which for Larder's documents is `.sortedKeys`' order.
///
/// The recipe page writes its JSON-LD this way: through `JSONEncoder` it was a tenth of the
/// page's work, with a conformance lookup for every value. Tests compare both byte for byte.
public struct JSONWriter {
    enum Layout {
        case compact, pretty
    }

    private(set) var bytes: [UInt8] = []
    let layout: Layout
    /// `<`, `>` and `&` in strings written as `\u003c`, `\u003e` and `\u0026`, so that no text
    /// can end the `<script>` element the JSON sits in, or start a comment in it.
    let isForScript: Bool
    private var depth = 0
    /// Whether the container being written has no member yet.
    private var isEmpty = true

    init(layout: Layout, forScript: Bool = false, capacity: Int = 8_192) {
        self.layout = layout
        isForScript = forScript
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func object(_ members: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), members)
    }

    mutating func array<Elements: Sequence>(_ elements: Elements, _ write: (inout JSONWriter, Elements.Element) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { writer in
            for element in elements {
                writer.beginMember()
                write(&writer, element)
            }
        }
    }

    mutating func array(_ strings: [String]) {
        array(strings) { $0.string($1) }
    }

    private mutating func container(open: UInt8, close: UInt8, _ members: (inout JSONWriter) -> Void) {
        bytes.append(open)
        depth += 1
        isEmpty = true
        // JSONEncoder breaks the line after the bracket even when nothing follows: "[\n\n]".
        if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        members(&self)
        depth -= 1
        if layout == .pretty {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(close)
        isEmpty = false
    }

    /// The comma before every member but the first, and the pretty layout's margin.
    private mutating func beginMember() {
        if !isEmpty {
            bytes.append(UInt8(ascii: ","))
            if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        }
        isEmpty = false
        indent()
    }

    private mutating func indent() {
        guard layout == .pretty else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    // MARK: Members of an object

    /// A member whose value `write` writes (an object or an array).
    mutating func field(_ key: StaticString, _ write: (inout JSONWriter) -> Void) {
        beginMember()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        switch layout {
        case .compact: bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        case .pretty: bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
        }
        write(&self)
    }

    /// A string member, left out when nil, as `JSONEncoder` leaves out a nil optional.
    mutating func field(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        field(key) { $0.string(value) }
    }

    mutating func field(_ key: StaticString, _ value: Int) {
        field(key) { $0.number(value) }
    }

    /// A member whose number is already written out ("4.5", as `Decimal` describes itself).
    mutating func field(_ key: StaticString, number text: String) {
        field(key) { $0.bytes.append(contentsOf: text.utf8) }
    }

    // MARK: Values

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func string(_ value: String) {
        Self.quote(value, into: &bytes, forScript: isForScript)
    }

    /// `value` as a JSON string, appended to `bytes`: quotes, backslashes and control characters
    /// escaped, and with `forScript` `<`, `>` and `&` too. The log's lines quote with it.
    public static func quote(_ value: String, into bytes: inout [UInt8], forScript: Bool = false) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { text in
            // Runs that need no escape are copied whole; every byte to escape but the backslash lies below 0x40.
            var start = 0
            for index in text.indices where text[index] < 0x40 || text[index] == UInt8(ascii: "\\") {
                let byte = text[index]
                let escape: StaticString
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0..<0x20: escape = ""
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): if forScript { escape = "" } else { continue }
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
                start = index + 1
                if escape.utf8CodeUnitCount > 0 {
                    escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
                } else {
                    // `\u00XX`, in lower-case hexadecimal as `JSONEncoder` writes it.
                    let digits: StaticString = "0123456789abcdef"
                    digits.withUTF8Buffer { hex in
                        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                                  hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                    }
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<text.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
