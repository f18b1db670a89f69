import LarderModel

/// A form field as a template shows it: its value (the person's input, kept) and its errors.
public struct FormField: Sendable, Encodable {
    public var name: String
    public var value: String
    public var errors: [String]
    public var hasErrors: Bool
    public var errorID: String

    public init(_ name: String, value: String = "", errors: [String] = []) {
        self.name = name
        self.value = value
        self.errors = errors
        self.hasErrors = !errors.isEmpty
        self.errorID = Self.errorID(of: name)
    }

    /// "error-" and the name, each character but a letter or digit made "-". The names are
    /// ASCII in practice and are read as contiguous bytes: the week page makes 42 fields, and
    /// asking each `Character` whether it is a letter cost 1,200 instructions a field, walking
    /// the name's `UTF8View` 300.
    static func errorID(of name: String) -> String {
        var name = name
        let ascii = name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let prefix: StaticString = "error-"
            return String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + bytes.count) { id in
                _ = id.initialize(fromContentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
                for (index, byte) in bytes.enumerated() {
                    id[prefix.utf8CodeUnitCount + index] = switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
                    default: UInt8(ascii: "-")
                    }
                }
                return prefix.utf8CodeUnitCount + bytes.count
            }
        }
        return ascii ?? "error-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// The field filled from a submitted form, with the issues reported for `issueField` said in
    /// the page's language: a wording the catalogs have in `strings`' words, any other message as it came.
    init(_ name: String, from form: FormData, issues: [FieldIssue] = [], issueField: String? = nil, strings: Strings) {
        let field = issueField ?? name
        self.init(name, value: form[name], errors: issues.filter { $0.field == field }.map { strings.say($0) })
    }
}
