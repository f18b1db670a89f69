import Foundation
import LarderModel

/// Recipes as schema.org JSON-LD, for other recipe managers and for search engines; Larder's
/// own importer reads it back into equivalent drafts.
public enum SchemaOrgExport {
    /// One recipe as an object, several as an array.
    public static func jsonLD(_ recipes: [RecipeDetail]) throws -> Data {
        if recipes.count == 1 { return try encoder.encode(RecipeNode(recipes[0])) }
        var array = ArrayPieces()
        let elements = try array.elements(recipes)
        return ArrayPieces.head + elements + array.end
    }

    /// A recipe shared outside its household: without its author (a member's name) or how the
    /// household rated it, and with its photo at the address the shared page gives it, so that
    /// another app can fetch it.
    public static func jsonLD(sharing recipe: RecipeDetail, imageURL: String?) throws -> Data {
        var node = RecipeNode(recipe)
        node.author = nil
        node.aggregateRating = nil
        node.image = imageURL
        return try encoder.encode(node)
    }

    /// An array of recipes written as they come, so that an export holds one batch in memory.
    struct ArrayPieces {
        static let head = Data("[".utf8)
        private let encoder = SchemaOrgExport.encoder
        private var array = StreamedJSONArray(depth: 1)

        mutating func elements(_ recipes: [RecipeDetail]) throws -> Data {
            array.elements(try recipes.map { try encoder.encode(RecipeNode($0)) })
        }

        var end: Data { array.beforeClosingBracket(ifEmpty: Data()) + Data("]".utf8) }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    struct RecipeNode: Encodable {
        let context = "https://schema.org"
        let type = "Recipe"
        var name: String
        var description: String?
        var author: PersonNode?
        var datePublished: String
        var url: String?
        /// The photo's address on this Larder (relative: the export does not know the host).
        var image: String?
        var recipeYield: String
        /// The recipe's tags, comma-separated, as recipe sites write them.
        var keywords: String?
        var prepTime: String?
        var cookTime: String?
        var totalTime: String?
        var recipeIngredient: [String]
        var recipeInstructions: [StepNode]
        /// The household's average, when someone has rated it.
        var aggregateRating: RatingNode?

        enum CodingKeys: String, CodingKey {
            case context = "@context", type = "@type"
            case name, description, author, datePublished, url, image, recipeYield, keywords, prepTime, cookTime, totalTime
            case recipeIngredient, recipeInstructions, aggregateRating
        }

        init(_ recipe: RecipeDetail) {
            let steps = recipe.steps.sorted { $0.position < $1.position }
            name = recipe.name
            description = recipe.summary.nilIfEmpty
            author = recipe.author.map { PersonNode(name: $0.displayName) }
            datePublished = ISODate.format(recipe.createdAt)
            url = recipe.sourceURL
            image = recipe.photo.map { $0.path(of: recipe.id, .picture) }
            recipeYield = recipe.servings == 1 ? "1 serving" : "\(recipe.servings) servings"
            keywords = recipe.tags.isEmpty ? nil : recipe.tags.map(\.name).joined(separator: ", ")
            // The steps' times when they have any (busy, waiting, and ready in as the schedule
            // says), else the times the recipe states.
            let readyIn = recipe.readyIn
            if readyIn.source == .steps {
                (prepTime, cookTime) = (Self.duration(recipe.activeSeconds), Self.duration(recipe.passiveSeconds))
            } else {
                (prepTime, cookTime) = (recipe.times.prepSeconds.flatMap(Self.duration), recipe.times.cookSeconds.flatMap(Self.duration))
            }
            totalTime = Self.duration(readyIn.seconds)
            recipeIngredient = recipe.lines.map(\.text) + steps.flatMap { $0.lines.map(\.text) }
            recipeInstructions = steps.enumerated().map { index, step in StepNode(step, position: index + 1) }
            if let rating = recipe.rating, recipe.ratingCount > 0 {
                aggregateRating = RatingNode(ratingValue: rating, ratingCount: recipe.ratingCount)
            }
        }

        /// Zero is left out, so that a recipe without times gains none on the way back.
        static func duration(_ seconds: Int) -> String? {
            seconds > 0 ? ISODuration.format(seconds: seconds) : nil
        }
    }

    struct StepNode: Encodable {
        let type = "HowToStep"
        var position: Int
        var text: String
        var tool: [ToolNode]?
        /// Schema.org has no kind of time: work is `performTime`, waiting `timeRequired`, as the importer reads them.
        var performTime: String?
        var timeRequired: String?

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case position, text, tool, performTime, timeRequired
        }

        init(_ step: StepDetail, position: Int) {
            self.position = position
            text = step.instructions
            tool = step.tools.isEmpty ? nil : step.tools.map { ToolNode(name: $0.name, description: $0.note) }
            if let time = step.time {
                let duration = ISODuration.format(seconds: time.seconds)
                if time.kind == .active { performTime = duration } else { timeRequired = duration }
            }
        }
    }

    struct ToolNode: Encodable {
        let type = "HowToTool"
        var name: String
        var description: String?

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case name, description
        }
    }

    struct RatingNode: Encodable {
        let type = "AggregateRating"
        var ratingValue: Decimal
        var ratingCount: Int
        let bestRating = 5
        let worstRating = 1

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case ratingValue, ratingCount, bestRating, worstRating
        }
    }

    struct PersonNode: Encodable {
        let type = "Person"
        var name: String

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case name
        }
    }
}
