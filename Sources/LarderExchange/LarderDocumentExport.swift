import Foundation
import LarderModel

extension LarderDocument {
    /// A document for `recipes`, in an order that depends only on their content. `ingredients`
    /// and `skills` are written as given: those the recipes use, or all of a household's.
    public init(exporting recipes: [RecipeDetail], photos: [UUID: Data] = [:], ingredients: [PortableIngredient],
                skills: [LarderModel.Skill], household: String? = nil, exportedAt: Date = Date()) {
        self.init(
            household: household,
            exportedAt: exportedAt,
            ingredients: ingredients.sorted { precedesIgnoringCase($0.name, $1.name) }.map(Ingredient.init(exporting:)),
            skills: skills.sorted { precedesIgnoringCase($0.name, $1.name) }
                .map { Skill(name: $0.name, category: $0.category, arFileName: $0.arFileName) },
            recipes: recipes.sorted(by: LarderDocument.precedesInDocument).map { Recipe(exporting: $0, photo: photos[$0.id]) }
        )
    }

    /// The order of a document's recipes: by creation, to the millisecond a document keeps, then
    /// by name. It depends only on what the document holds, so a re-imported household lists
    /// its recipes as the original did.
    package static func precedesInDocument(_ first: RecipeDetail, _ second: RecipeDetail) -> Bool {
        let (firstCreated, secondCreated) = (ISODate.milliseconds(first.createdAt), ISODate.milliseconds(second.createdAt))
        return firstCreated != secondCreated ? firstCreated < secondCreated : precedesIgnoringCase(first.name, second.name)
    }

    /// The document as pretty-printed JSON, keys sorted so that the same content gives the same bytes.
    public func encoded() throws -> Data {
        var pieces = try Pieces(around: self)
        let elements = try pieces.elements(recipes)
        return pieces.head + elements + pieces.tail
    }

    /// The document in three pieces, so that an export can write recipes as it reads them and
    /// hold one batch in memory, never the household: everything before the recipes, the recipes
    /// as elements of their array, and everything after. Written whole or in pieces, the bytes
    /// are the same.
    package struct Pieces {
        /// Up to the opening bracket of the recipes' array.
        package let head: Data
        private let emptyArrayInside: Data
        private let afterArray: Data
        private let encoder = LarderDocument.encoder
        private var array = StreamedJSONArray(depth: 2)

        package init(around document: LarderDocument) throws {
            var frame = document
            frame.recipes = []
            let json = try encoder.encode(frame)
            // Keys are sorted and pretty-printed, so the array sits at "recipes" on the top level;
            // no nested object has that key, and inside a string its quotes would be escaped.
            guard let key = json.firstRange(of: Data("\n  \"recipes\" : [".utf8)),
                  let close = json[key.upperBound...].firstIndex(of: UInt8(ascii: "]")) else {
                preconditionFailure("a Larder document without its recipes' array")
            }
            head = json[..<key.upperBound]
            emptyArrayInside = json[key.upperBound..<close]
            afterArray = json[close...]
        }

        /// Recipes as the array's next elements, indented as the whole document indents them.
        package mutating func elements(_ recipes: [Recipe]) throws -> Data {
            array.elements(try recipes.map { try encoder.encode($0) })
        }

        package var tail: Data {
            array.beforeClosingBracket(ifEmpty: emptyArrayInside) + afterArray
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISODate.format(date))
        }
        return encoder
    }
}

extension LarderDocument.Ingredient {
    init(exporting ingredient: PortableIngredient) {
        self.init(name: ingredient.name, image: ingredient.image.map { bytes in
            LarderDocument.Image(type: ingredient.imageType ?? ImageKind(sniffing: bytes)?.rawValue, base64: bytes.base64EncodedString())
        })
    }
}

extension LarderDocument.Recipe {
    package init(exporting recipe: RecipeDetail, photo: Data?, history: [LarderDocument.Version]? = nil) {
        self.init(
            name: recipe.name,
            summary: recipe.summary,
            servings: recipe.servings,
            sourceURL: recipe.sourceURL,
            createdAt: Date(timeIntervalSince1970: TimeInterval(ISODate.milliseconds(recipe.createdAt)) / 1000),
            photo: photo.map { LarderDocument.Image(type: "image/webp", base64: $0.base64EncodedString()) },
            tags: recipe.tags.map(\.name).sorted(by: precedesIgnoringCase),
            times: recipe.times.isEmpty ? nil : recipe.times,
            lines: recipe.lines.isEmpty ? nil : recipe.lines.map(LarderDocument.Line.init(exporting:)),
            steps: recipe.steps.sorted { $0.position < $1.position }.map { step in
                LarderDocument.Step(
                    instructions: step.instructions,
                    time: step.time,
                    duringStep: step.during.map { $0 + 1 },
                    tools: step.tools,
                    skills: step.skills.map(\.name).sorted(by: precedesIgnoringCase),
                    lines: step.lines.map(LarderDocument.Line.init(exporting:))
                )
            },
            history: history
        )
    }
}

extension LarderDocument.Recipe {
    /// A version of a recipe kept in its history, which has no photo or date of its own.
    package init(exporting draft: RecipeDraft) {
        func line(_ line: LineDraft) -> LarderDocument.Line {
            LarderDocument.Line(text: line.text, quantity: line.quantity.map(\.description), quantityMax: line.quantityMax.map(\.description),
                                unit: line.unit, ingredient: line.ingredient, note: line.note)
        }
        self.init(
            name: draft.name, summary: draft.summary, servings: draft.servings, sourceURL: draft.sourceURL,
            tags: draft.tags.sorted(by: precedesIgnoringCase),
            times: draft.times.isEmpty ? nil : draft.times,
            lines: draft.lines.isEmpty ? nil : draft.lines.map(line),
            steps: draft.steps.map { step in
                LarderDocument.Step(instructions: step.instructions, time: step.time, duringStep: step.during.map { $0 + 1 }, tools: step.tools,
                                    skills: step.skills.map(\.name).sorted(by: precedesIgnoringCase), lines: step.lines.map(line))
            })
    }
}

extension LarderDocument.Line {
    init(exporting line: LineDetail) {
        self.init(text: line.text, quantity: line.quantity.map(\.description), quantityMax: line.quantityMax.map(\.description),
                  unit: line.unit, ingredient: line.ingredient?.name, note: line.note)
    }
}

/// Alphabetical ignoring case, with case deciding only between otherwise equal names.
private func precedesIgnoringCase(_ first: String, _ second: String) -> Bool {
    let (lowerFirst, lowerSecond) = (first.lowercased(), second.lowercased())
    return lowerFirst != lowerSecond ? lowerFirst < lowerSecond : first < second
}
