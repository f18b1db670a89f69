import Foundation
import LarderImaging
import LarderModel

/// What an imported file holds, ready for the repository to save: recipes as drafts, and the
/// ingredients and skills that travel with them. It carries no database ids.
public struct ImportPayload: Sendable, Equatable {
    public var recipes: [ImportedRecipe]
    public var ingredients: [PortableIngredient]
    public var skills: [LarderDocument.Skill]
    /// Which kind of document it came from, for messages such as "3 recipes from schema.org".
    public var format: Format
    /// The recipes of an app's export that could not be read, each named (by its path in the
    /// file and its name where known) with the reason. The household sees them before anything
    /// is written, and chooses to import the rest or nothing.
    public var unreadable: [ImportError.Issue]
    /// A whole household's backup: its favourites, cooking log, plan, shopping list and settings.
    public var life: LarderDocument.Life?

    public enum Format: String, Sendable {
        case larder = "Larder JSON"
        case schemaOrg = "schema.org JSON-LD"
        case webPage = "a web page"
        case mealie = "a Mealie backup"
        case mealieLegacy = "a Mealie export (before 1.0)"
        case tandoor = "a Tandoor export"
        case paprika = "a Paprika export"
        case nextcloud = "a Nextcloud Cookbook export"
    }

    public init(recipes: [ImportedRecipe], ingredients: [PortableIngredient] = [], skills: [LarderDocument.Skill] = [], format: Format,
                unreadable: [ImportError.Issue] = []) {
        self.recipes = recipes
        self.ingredients = ingredients
        self.skills = skills
        self.format = format
        self.unreadable = unreadable
    }

    /// Reads a Larder document or schema.org recipe JSON-LD, recognised by content, not by name.
    public static func parse(_ data: Data, maximumBytes: Int = ImportLimits.maximumDocumentBytes) throws(ImportError) -> ImportPayload {
        try ImportLimits.check(data, maximumBytes: maximumBytes)
        // A Larder document is read into its types alone; any other JSON into a tree.
        if let header = try? LarderDocument.header(of: data), header["format"]?.string == LarderDocument.formatName {
            return try LarderDocument.decode(checked: data, header: header).payload()
        }
        let json = try JSONValue.parse(data)
        if !SchemaOrgRecipe.recipeNodes(in: json).isEmpty {
            return ImportPayload(recipes: try SchemaOrgRecipe.recipes(in: json), format: .schemaOrg)
        }
        if let format = json["format"] {
            throw ImportError(path: "$.format", .unknownFormat(found: format.foundQuoted))
        }
        throw ImportError(path: "$", .neitherLarderNorSchemaOrg)
    }
}

/// An earlier version of an imported recipe, as a Larder export keeps it.
public struct ImportedVersion: Sendable, Equatable {
    public var version: Int
    public var savedAt: Date
    /// Who saved it, by email: found among the importing household's members, or left out.
    public var savedBy: String?
    public var change: SavedChange?
    public var draft: RecipeDraft
}

/// One recipe of an import, with the date it was first published when the file says.
public struct ImportedRecipe: Sendable, Equatable {
    public var draft: RecipeDraft
    public var createdAt: Date?
    /// The cover photo as the document holds it, not yet checked as a picture, and read only
    /// when it is stored.
    public var photo: PhotoSource?
    /// Marked a favourite in the app it came from; it becomes the importing person's favourite.
    public var isFavourite: Bool
    /// The app's rating, 1 to 5, where it had one.
    public var rating: Int?
    /// Its earlier versions, from a Larder export, oldest first.
    public var history: [ImportedVersion] = []
    /// What the source held for it that was not kept (a picture larger than a photo may be, a
    /// line that is no ingredient, notes cut to fit), each named with why, for the import's
    /// report: nothing a source held is lost without a word.
    public var leftOut: [ImportError.Issue] = []
    /// When the source says the recipe was published (a page's `datePublished`): shown as
    /// "Published", never taken for when the household added it.
    public var publishedAt: Date?
    /// The source's keywords: tags only when the import is asked to make them tags.
    public var keywords: [String] = []
    /// How a web page's own structure gave the recipe, where the page had no schema.org recipe
    /// (its headings, a plugin's card): the import's report says so, for the household to check.
    public var pageStructure: RecipePage.Source?

    public init(draft: RecipeDraft, createdAt: Date? = nil, photo: PhotoSource? = nil, isFavourite: Bool = false, rating: Int? = nil) {
        self.draft = draft
        self.createdAt = createdAt
        self.photo = photo
        self.isFavourite = isFavourite
        self.rating = rating
    }
}

/// A recipe's picture where its file holds it: a zip entry, a field of a gzipped document,
/// base64 in a JSON document, or bytes fetched from a page. An import reads its pictures one at a
/// time, as each is stored, so that it never holds all of an export's pictures at once: the
/// memory an import takes is the file's, not the file's unpacked many times over.
public struct PhotoSource: Sendable, Equatable {
    /// Where in the file it is ("Pancakes.paprikarecipe photo_data"), for messages.
    public let path: String
    private let reading: @Sendable () throws(Failure) -> Data

    /// Why a picture could not be read: this picture only, or the whole upload (past its allowance).
    public enum Failure: Error, Sendable {
        case picture(ImportProblem)
        case upload(ImportError)
    }

    /// Bytes already in memory (a picture fetched for a web page's recipe).
    public init(path: String, bytes: Data) {
        self.path = path
        reading = { bytes }
    }

    /// A picture read from its file when it is needed.
    init(path: String, reading: @escaping @Sendable () throws(Failure) -> Data) {
        self.path = path
        self.reading = reading
    }

    /// The picture's bytes, read now.
    public func read() throws(Failure) -> Data {
        try reading()
    }

    /// Two sources are the same picture when they name the same place in the file.
    public static func == (lhs: PhotoSource, rhs: PhotoSource) -> Bool {
        lhs.path == rhs.path
    }

    /// Whether base64 `text` may hold a picture of at most `maximum` bytes, judged by its length
    /// before anything is decoded (four characters for three bytes; spaces and line breaks do not
    /// count); the problem when it cannot.
    static func base64Problem(_ text: String, maximum: Int = Picture.maximumBytes) -> ImportProblem? {
        let characters = text.utf8.count { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        return characters <= (maximum / 3 + 1) * 4 ? nil : .pictureTooLarge(megabytes: maximum / 1_048_576)
    }

    /// The picture base64 `text` holds, at most `maximum` bytes.
    static func decoded(base64 text: String, maximum: Int = Picture.maximumBytes) throws(Failure) -> Data {
        if let problem = base64Problem(text, maximum: maximum) { throw .picture(problem) }
        guard let bytes = Data(base64Encoded: text, options: .ignoreUnknownCharacters), !bytes.isEmpty else { throw .picture(.notBase64) }
        guard bytes.count <= maximum else { throw .picture(.pictureTooLarge(megabytes: maximum / 1_048_576)) }
        return bytes
    }
}
