import Foundation
import LarderModel
import LarderStore

// Larder's model as the document's schemas say it, and back. Ids are written in lower case, as
// RFC 9562 asks; any case is read.

extension UUID {
    /// The id in lower case, as RFC 9562 asks.
    var api: String { lowercaseText }

    /// A path's id: one that is not a UUID names nothing, as a missing one does.
    static func path(_ text: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else { throw APIProblem.notFound }
        return id
    }
}

extension Decimal {
    var api: Double { NSDecimalNumber(decimal: self).doubleValue }

    /// A JSON number as a quantity: through its shortest text, so 0.1 stays 0.1.
    init?(api value: Double) {
        guard value.isFinite, abs(value) < 1e15, let decimal = Decimal(string: String(value), locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = decimal
    }
}

extension Components.Schemas.Recipe {
    init(_ recipe: RecipeDetail) {
        self.init(
            id: recipe.id.api, name: recipe.name, summary: recipe.summary, servings: recipe.servings, sourceUrl: recipe.sourceURL,
            author: recipe.author.map { .init(id: $0.id.api, displayName: $0.displayName) },
            createdAt: recipe.createdAt, updatedAt: recipe.updatedAt, version: recipe.version, totalTimeSeconds: recipe.totalTimeSeconds,
            times: .init(recipe.times), tags: recipe.tags.map(\.name),
            photo: recipe.photo.map { .init($0, of: recipe.id) },
            lines: recipe.lines.map(Components.Schemas.Line.init),
            steps: recipe.steps.map { step in
                .init(id: step.id.api, instructions: step.instructions,
                      time: step.time.map { .init(seconds: $0.seconds, kind: $0.kind == .active ? .active : .passive) },
                      during: step.during, tools: step.tools.map { .init(name: $0.name, note: $0.note) },
                      skills: step.skills.map { .init(name: $0.name, category: .init(rawValue: $0.category.rawValue) ?? .general) },
                      lines: step.lines.map(Components.Schemas.Line.init))
            })
    }
}

extension Components.Schemas.RecipeSummary {
    init(_ recipe: RecipeSummary) {
        self.init(id: recipe.id.api, name: recipe.name, summary: recipe.summary, servings: recipe.servings,
                  totalTimeSeconds: recipe.totalTimeSeconds, createdAt: recipe.createdAt, updatedAt: recipe.updatedAt,
                  tags: recipe.tags.map(\.name), hasPhoto: recipe.photo != nil,
                  rating: recipe.rating.map { NSDecimalNumber(decimal: $0).doubleValue }, ratingCount: recipe.ratingCount)
    }
}

extension Components.Schemas.Times {
    init(_ times: RecipeTimes) {
        self.init(prepSeconds: times.prepSeconds, cookSeconds: times.cookSeconds, totalSeconds: times.totalSeconds)
    }

    var model: RecipeTimes { RecipeTimes(prepSeconds: prepSeconds, cookSeconds: cookSeconds, totalSeconds: totalSeconds) }
}

extension Components.Schemas.Photo {
    init(_ photo: PhotoReference, of recipe: UUID) {
        let base = "\(APIServer.prefix)/recipes/\(recipe.api)/photo"
        self.init(width: photo.width, height: photo.height, url: base, thumbnailUrl: base + "?size=thumbnail")
    }
}

extension Components.Schemas.Line {
    init(_ line: LineDetail) {
        self.init(id: line.id.api, text: line.text, quantity: line.quantity?.api, quantityMax: line.quantityMax?.api,
                  unit: line.unit, ingredient: line.ingredient?.name, note: line.note)
    }
}

extension Components.Schemas.RecipeInput {
    /// The draft this input describes, or every field that cannot be one (named as in the
    /// request: `steps[1].lines[0].quantity`). The draft's own rules are checked by the store.
    func draft() throws -> RecipeDraft {
        var issues: [FieldIssue] = []
        func lineDrafts(_ lines: [Components.Schemas.LineInput]?, field: String) -> [LineDraft] {
            (lines ?? []).enumerated().map { index, line in
                func quantity(_ value: Double?, _ name: String) -> Decimal? {
                    guard let value else { return nil }
                    guard let decimal = Decimal(api: value) else {
                        issues.append(FieldIssue("\(field)[\(index)].\(name)", "Quantity is too large"))
                        return nil
                    }
                    return decimal
                }
                return LineDraft(text: line.text, quantity: quantity(line.quantity, "quantity"),
                                 quantityMax: quantity(line.quantityMax, "quantity_max"), unit: line.unit ?? "",
                                 ingredient: line.ingredient, note: line.note ?? "")
            }
        }
        func id(_ text: String?, field: String) -> UUID? {
            guard let text else { return nil }
            guard let id = UUID(uuidString: text) else { issues.append(FieldIssue(field, "Give the id as a UUID")); return nil }
            return id
        }
        let steps = (steps ?? []).enumerated().map { index, step in
            StepDraft(id: id(step.id, field: "steps[\(index)].id"), instructions: step.instructions,
                      time: step.time.map { StepTime(seconds: $0.seconds, kind: $0.kind == .active ? .active : .passive) },
                      during: step.during, tools: (step.tools ?? []).map { Tool(name: $0.name, note: $0.note) },
                      skills: (step.skills ?? []).map { SkillDraft(name: $0.name, category: SkillCategory(rawValue: $0.category.rawValue) ?? .general) },
                      lines: lineDrafts(step.lines, field: "steps[\(index)].lines"))
        }
        let draft = RecipeDraft(name: name, summary: summary ?? "", servings: servings ?? 4, sourceURL: sourceUrl, tags: tags ?? [],
                                times: times?.model ?? RecipeTimes(), lines: lineDrafts(lines, field: "lines"), steps: steps)
        if !issues.isEmpty { throw APIProblem.invalid(issues) }
        return draft
    }
}
