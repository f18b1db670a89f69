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
    /// ASCII in practice and are read as bytes: the week page makes 42 fields, and asking each
    /// `Character` whether it is a letter cost 1,200 instructions a field.
    static func errorID(of name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return "error-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        }
        return "error-" + String(decoding: name.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            default: UInt8(ascii: "-")
            }
        }, as: UTF8.self)
    }

    /// The field filled from a submitted form, with the issues reported for `issueField` said in
    /// the page's language: a wording the catalogs have in `strings`' words, any other message as it came.
    init(_ name: String, from form: FormData, issues: [FieldIssue] = [], issueField: String? = nil, strings: Strings) {
        let field = issueField ?? name
        self.init(name, value: form[name], errors: issues.filter { $0.field == field }.map { strings.say($0) })
    }
}
