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
            recipes: recipes.sorted { first, second in
                let (firstCreated, secondCreated) = (ISODate.milliseconds(first.createdAt), ISODate.milliseconds(second.createdAt))
                return firstCreated != secondCreated ? firstCreated < secondCreated : precedesIgnoringCase(first.name, second.name)
            }.map { Recipe(exporting: $0, photo: photos[$0.id]) }
        )
    }

    /// The document as pretty-printed JSON, keys sorted so that the same content gives the same bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISODate.format(date))
        }
        return try encoder.encode(self)
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
    init(exporting recipe: RecipeDetail, photo: Data?) {
        self.init(
            name: recipe.name,
            summary: recipe.summary,
            servings: recipe.servings,
            sourceURL: recipe.sourceURL,
            createdAt: Date(timeIntervalSince1970: TimeInterval(ISODate.milliseconds(recipe.createdAt)) / 1000),
            photo: photo.map { LarderDocument.Image(type: "image/webp", base64: $0.base64EncodedString()) },
            tags: recipe.tags.map(\.name).sorted(by: precedesIgnoringCase),
            steps: recipe.steps.sorted { $0.position < $1.position }.map { step in
                LarderDocument.Step(
                    instructions: step.instructions,
                    time: step.time,
                    tools: step.tools,
                    skills: step.skills.map(\.name).sorted(by: precedesIgnoringCase),
                    lines: step.lines.map { line in
                        LarderDocument.Line(text: line.text, quantity: line.quantity.map(\.description),
                                            quantityMax: line.quantityMax.map(\.description), unit: line.unit,
                                            ingredient: line.ingredient?.name, note: line.note)
                    }
                )
            }
        )
    }
}

/// Alphabetical ignoring case, with case deciding only between otherwise equal names.
private func precedesIgnoringCase(_ first: String, _ second: String) -> Bool {
    let (lowerFirst, lowerSecond) = (first.lowercased(), second.lowercased())
    return lowerFirst != lowerSecond ? lowerFirst < lowerSecond : first < second
}
