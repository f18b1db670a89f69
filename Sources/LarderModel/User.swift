import Foundation

public struct User: Codable, Sendable, Hashable, Identifiable {
    public var id: UUID
    public var email: String
    public var displayName: String
    public var isAdmin: Bool
    public var createdAt: Date
    /// The units pages show quantities in, unless told otherwise for one page.
    public var units: UnitSystem
    /// The language pages are written in, once the person chooses; until then their browser's.
    public var language: Language?

    public init(id: UUID, email: String, displayName: String, isAdmin: Bool, createdAt: Date, units: UnitSystem = .written,
                language: Language? = nil) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.isAdmin = isAdmin
        self.createdAt = createdAt
        self.units = units
        self.language = language
    }
}

/// A new account, as the registration form or `larder user create` gives it.
public struct Registration: Sendable, Validatable {
    public var email: String
    public var password: String
    public var displayName: String

    public init(email: String, password: String, displayName: String) {
        self.email = email.trimmed
        self.password = password
        self.displayName = displayName.trimmed
    }

    public static let minimumPasswordLength = 10
    public static let maximumPasswordLength = 200
    public static let displayNameRule = TextRule(minimum: 1, maximum: 100)

    public func validationIssues() -> [FieldIssue] {
        Self.emailIssues(email, field: "email")
            + Self.passwordIssues(password, field: "password")
            + Self.displayNameRule.issues(displayName, field: "display_name", label: .name)
    }

    /// A pragmatic check: one @, something before it, a dot in the domain, no spaces.
    public static func emailIssues(_ email: String, field: String) -> [FieldIssue] {
        if email.isEmpty { return [FieldIssue(field, .emailRequired)] }
        if email.count > 254 { return [FieldIssue(field, .emailTooLong)] }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let valid = parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
            && !email.unicodeScalars.contains { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
        return valid ? [] : [FieldIssue(field, .emailInvalid)]
    }

    public static func passwordIssues(_ password: String, field: String) -> [FieldIssue] {
        if password.count < minimumPasswordLength {
            return [FieldIssue(field, .passwordTooShort(minimum: minimumPasswordLength))]
        }
        if password.count > maximumPasswordLength {
            return [FieldIssue(field, .passwordTooLong(maximum: maximumPasswordLength))]
        }
        if password.unicodeScalars.contains(where: { $0.value == 0 }) {
            return [FieldIssue(field, .passwordCharacter)]
        }
        return []
    }
}
