import Foundation
import LarderModel

/// What an imported file holds, ready for the repository to save: recipes as drafts, and the
/// ingredients and skills that travel with them. It carries no database ids.
public struct ImportPayload: Sendable, Equatable {
    public var recipes: [ImportedRecipe]
    public var ingredients: [PortableIngredient]
    public var skills: [PortableSkill]
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

    public init(recipes: [ImportedRecipe], ingredients: [PortableIngredient] = [], skills: [PortableSkill] = [], format: Format,
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
        let json = try JSONValue.parse(data)
        if json["format"]?.string == LarderDocument.formatName {
            return try LarderDocument.decode(data, json: json).payload()
        }
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
    public var summary: String?
    public var draft: RecipeDraft
}

/// One recipe of an import, with the date it was first published when the file says.
public struct ImportedRecipe: Sendable, Equatable {
    public var draft: RecipeDraft
    public var createdAt: Date?
    /// The cover photo's bytes as the document holds them, not yet checked as a picture; and
    /// where in the document it is, for messages.
    public var photo: Data?
    public var photoPath: String?
    /// Marked a favourite in the app it came from; it becomes the importing person's favourite.
    public var isFavourite: Bool
    /// The app's rating, 1 to 5, where it had one.
    public var rating: Int?
    /// Its earlier versions, from a Larder export, oldest first.
    public var history: [ImportedVersion] = []

    public init(draft: RecipeDraft, createdAt: Date? = nil, photo: Data? = nil, photoPath: String? = nil, isFavourite: Bool = false,
                rating: Int? = nil) {
        self.draft = draft
        self.createdAt = createdAt
        self.photo = photo
        self.photoPath = photoPath
        self.isFavourite = isFavourite
        self.rating = rating
    }
}
