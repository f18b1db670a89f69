import Foundation
import LarderModel

/// Recipes as schema.org JSON-LD, for other recipe managers and for search engines; Larder's
/// own importer reads it back into equivalent drafts.
///
/// Each node writes itself through `JSONWriter`. Its `Encodable` conformance is the reference
/// the tests compare those bytes with, in both layouts, as swift-mustache is for the pages.
public enum SchemaOrgExport {
    /// One recipe as an object, several as an array; pretty-printed, as a file to read.
    public static func jsonLD(_ recipes: [RecipeDetail]) -> Data {
        if recipes.count == 1 { return Data(written(RecipeNode(recipes[0]), layout: .pretty)) }
        var array = ArrayPieces()
        return ArrayPieces.head + array.elements(recipes) + array.end
    }

    /// A recipe shared outside its household: without its author (a member's name) or how the
    /// household rated it, and with its photo at the address the shared page gives it, so that
    /// another app can fetch it.
    static func sharing(_ recipe: RecipeDetail, imageURL: String?) -> RecipeNode {
        var node = RecipeNode(recipe)
        node.author = nil
        node.aggregateRating = nil
        node.image = imageURL
        return node
    }

    /// The recipe's JSON-LD for a page's `<script type="application/ld+json">`: compact, and
    /// with no `<`, `>` or `&` that could end the element early (escaped as JSON allows).
    public static func script(_ recipe: RecipeDetail) -> String {
        String(decoding: written(RecipeNode(recipe), layout: .compact, forScript: true), as: UTF8.self)
    }

    /// A shared recipe's JSON-LD for its page, as `script(_:)` writes it.
    public static func script(sharing recipe: RecipeDetail, imageURL: String?) -> String {
        String(decoding: written(sharing(recipe, imageURL: imageURL), layout: .compact, forScript: true), as: UTF8.self)
    }

    static func written(_ node: RecipeNode, layout: JSONWriter.Layout, forScript: Bool = false) -> [UInt8] {
        var writer = JSONWriter(layout: layout, forScript: forScript)
        node.write(into: &writer)
        return writer.bytes
    }

    /// An array of recipes written as they come, so that an export holds one batch in memory.
    package struct ArrayPieces {
        package static let head = Data("[".utf8)
        private var array = StreamedJSONArray(depth: 1)

        package init() {}

        package mutating func elements(_ recipes: [RecipeDetail]) -> Data {
            array.elements(recipes.map { Data(SchemaOrgExport.written(RecipeNode($0), layout: .pretty)) })
        }

        package var end: Data { array.beforeClosingBracket(ifEmpty: Data()) + Data("]".utf8) }
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

        /// The node as `JSONEncoder` with `.sortedKeys` writes it: its keys in that order.
        func write(into writer: inout JSONWriter) {
            writer.object { node in
                node.field("@context", context)
                node.field("@type", type)
                if let aggregateRating { node.field("aggregateRating") { aggregateRating.write(into: &$0) } }
                if let author { node.field("author") { author.write(into: &$0) } }
                node.field("cookTime", cookTime)
                node.field("datePublished", datePublished)
                node.field("description", description)
                node.field("image", image)
                node.field("keywords", keywords)
                node.field("name", name)
                node.field("prepTime", prepTime)
                node.field("recipeIngredient") { $0.array(recipeIngredient) }
                node.field("recipeInstructions") { $0.array(recipeInstructions) { step, node in node.write(into: &step) } }
                node.field("recipeYield", recipeYield)
                node.field("totalTime", totalTime)
                node.field("url", url)
            }
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

        func write(into writer: inout JSONWriter) {
            writer.object { node in
                node.field("@type", type)
                node.field("performTime", performTime)
                node.field("position", position)
                node.field("text", text)
                node.field("timeRequired", timeRequired)
                if let tool { node.field("tool") { $0.array(tool) { tool, node in node.write(into: &tool) } } }
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

        func write(into writer: inout JSONWriter) {
            writer.object { node in
                node.field("@type", type)
                node.field("description", description)
                node.field("name", name)
            }
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

        func write(into writer: inout JSONWriter) {
            writer.object { node in
                node.field("@type", type)
                node.field("bestRating", bestRating)
                node.field("ratingCount", ratingCount)
                node.field("ratingValue", number: ratingValue.description)
                node.field("worstRating", worstRating)
            }
        }
    }

    struct PersonNode: Encodable {
        let type = "Person"
        var name: String

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case name
        }

        func write(into writer: inout JSONWriter) {
            writer.object { node in
                node.field("@type", type)
                node.field("name", name)
            }
        }
    }
}
