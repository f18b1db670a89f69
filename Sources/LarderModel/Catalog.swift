import Foundation

public struct Ingredient: Codable, Sendable, Identifiable, Equatable {
    public var id: UUID
    public var name: String
    /// The MIME type of its picture, when it has one (the bytes are fetched on their own).
    public var imageType: String?
    /// Where the shopping list files it ("Dairy"); "" for no aisle.
    public var aisle: String
    /// Grams per millilitre, when the household set it: only then do its volumes become masses
    /// (or masses volumes) in another system of units.
    public var density: Decimal?

    public init(id: UUID, name: String, imageType: String?, aisle: String = "", density: Decimal? = nil) {
        self.id = id
        self.name = name
        self.imageType = imageType
        self.aisle = aisle
        self.density = density
    }

    /// The density as a person types it ("0.53" or "0,53"); empty for none. nil when it is not one.
    public static func density(from text: String) -> Decimal?? {
        let text = text.trimmed.replacingOccurrences(of: ",", with: ".")
        if text.isEmpty { return .some(nil) }
        guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." }), text.filter({ $0 == "." }).count <= 1,
              let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), densityRange.contains(value) else { return nil }
        return .some(value)
    }

    /// Lighter than cork or heavier than gold is a typing mistake.
    public static let densityRange = Decimal(string: "0.05")!...Decimal(25)

    public static let nameRule = TextRule(minimum: 1, maximum: 200)
    public static let aisleRule = TextRule(maximum: 50)
    /// Pictures are checked by their content, never by their name, and kept small.
    public static let maximumImageBytes = 5 * 1024 * 1024
}

public struct Skill: Codable, Sendable, Identifiable, Equatable {
    public var id: UUID
    public var name: String
    public var category: SkillCategory
    public var arFileName: String?

    public init(id: UUID, name: String, category: SkillCategory, arFileName: String?) {
        self.id = id
        self.name = name
        self.category = category
        self.arFileName = arFileName
    }

    public var icon: String { category.icon }
}

/// A household's label for recipes ("vegetarian", "weeknight"), unique by name ignoring case.
public struct Tag: Codable, Sendable, Identifiable, Equatable, Hashable {
    public var id: UUID
    public var name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }

    /// Short, and without commas: the editor takes tags as a comma-separated list.
    public static let nameRule = TextRule(minimum: 1, maximum: 50)
    public static let maximumPerRecipe = 20
    /// An import gives a recipe at most this many tags: a site's keywords for search engines,
    /// its author's name and its ingredients are no household's tags.
    public static let maximumPerImport = 5

    /// The problems of a tag name, as `field` of a form.
    public static func issues(_ name: String, field: String) -> [FieldIssue] {
        var issues = nameRule.issues(name, field: field, label: name.isEmpty ? .tag : .namedTag(name))
        if name.contains(",") { issues.append(FieldIssue(field, .tagComma)) }
        return issues
    }
}

/// An ingredient, skill or tag with how much it is used, for the catalog pages.
public struct CatalogEntry<Item: Sendable & Equatable>: Sendable, Equatable {
    public var item: Item
    /// How often it is used: recipe lines naming an ingredient, steps linked to a skill, recipes carrying a tag.
    public var useCount: Int

    public init(item: Item, useCount: Int) {
        self.item = item
        self.useCount = useCount
    }
}

/// One page of a catalog, in name order, and how many entries match in all.
public struct CatalogPage<Item: Sendable & Equatable>: Sendable, Equatable {
    public var entries: [CatalogEntry<Item>]
    public var total: Int

    public init(entries: [CatalogEntry<Item>], total: Int) {
        self.entries = entries
        self.total = total
    }
}

/// The kinds of picture Larder accepts, recognised by their first bytes.
public enum ImageKind: String, Sendable, CaseIterable {
    case png = "image/png"
    case jpeg = "image/jpeg"
    case gif = "image/gif"
    case webp = "image/webp"

    public init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { self = .gif }
        else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { self = .webp }
        else { return nil }
    }
}
