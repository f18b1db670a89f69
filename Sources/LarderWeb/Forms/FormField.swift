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
        self.errorID = "error-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// The field filled from a submitted form, with the issues reported for `issueField` said in
    /// the page's language: a wording the catalogs have in `strings`' words, any other message as it came.
    init(_ name: String, from form: FormData, issues: [FieldIssue] = [], issueField: String? = nil, strings: Strings) {
        let field = issueField ?? name
        self.init(name, value: form[name], errors: issues.filter { $0.field == field }.map { strings.say($0) })
    }
}
