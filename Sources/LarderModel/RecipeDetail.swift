import Foundation
// Every module that shows a model's ids writes them with `UUID.text`.
@_exported import UUIDText

/// A recipe read for its page: the whole graph, decoded once, never written back.
public struct RecipeDetail: Codable, Sendable, Identifiable, Equatable {
    public var id: UUID
    public var householdID: UUID
    public var name: String
    public var summary: String
    public var servings: Int
    public var sourceURL: String?
    public var author: Author?
    /// When the household added it: saved, or imported.
    public var createdAt: Date
    /// When its source published it, where the source says (a page's `datePublished`).
    public var publishedAt: Date?
    public var updatedAt: Date
    public var totalTimeSeconds: Int
    /// One more with every save: an edit names the version it started from.
    public var version: Int
    public var photo: PhotoReference?
    /// In name order, ignoring case.
    public var tags: [Tag]
    /// The household's average rating; nil while no one has rated it.
    public var rating: Decimal?
    public var ratingCount: Int
    /// The times the recipe states for itself.
    public var times: RecipeTimes
    /// Lines no step uses: "You will need".
    public var lines: [LineDetail]
    public var steps: [StepDetail]

    public struct Author: Codable, Sendable, Equatable {
        public var id: UUID
        public var displayName: String

        public init(id: UUID, displayName: String) {
            self.id = id
            self.displayName = displayName
        }
    }

    public init(id: UUID, householdID: UUID, name: String, summary: String, servings: Int, sourceURL: String?,
                author: Author?, createdAt: Date, publishedAt: Date? = nil, updatedAt: Date, totalTimeSeconds: Int, version: Int = 1, photo: PhotoReference? = nil,
                tags: [Tag] = [], rating: Decimal? = nil, ratingCount: Int = 0, times: RecipeTimes = RecipeTimes(), lines: [LineDetail] = [],
                steps: [StepDetail]) {
        self.id = id
        self.householdID = householdID
        self.name = name
        self.summary = summary
        self.servings = servings
        self.sourceURL = sourceURL
        self.author = author
        self.createdAt = createdAt
        self.publishedAt = publishedAt
        self.updatedAt = updatedAt
        self.totalTimeSeconds = totalTimeSeconds
        self.version = version
        self.photo = photo
        self.tags = tags
        self.rating = rating
        self.ratingCount = ratingCount
        self.times = times
        self.lines = lines
        self.steps = steps
    }

    /// Every line of the recipe: those under "You will need", then each step's.
    public var allLines: [LineDetail] { lines + steps.flatMap(\.lines) }

    public var schedule: Schedule { Schedule(steps) }

    /// How long until it is ready, and whether the steps or the recipe's stated times say so.
    public var readyIn: ReadyIn { ReadyIn(schedule: schedule, times: times) }

    /// Time the cook is busy, and time spent waiting.
    public var activeSeconds: Int { steps.compactMap(\.time).filter { $0.kind == .active }.map(\.seconds).reduce(0, +) }
    public var passiveSeconds: Int { steps.compactMap(\.time).filter { $0.kind == .passive }.map(\.seconds).reduce(0, +) }

    /// The recipe as a draft again: for the edit form and for export.
    public var draft: RecipeDraft {
        RecipeDraft(name: name, summary: summary, servings: servings, sourceURL: sourceURL, tags: tags.map(\.name),
                    times: times, lines: lines.map(\.draft), steps: steps.map(\.draft))
    }
}

public struct StepDetail: Codable, Sendable, Identifiable, Equatable {
    public var id: UUID
    public var position: Int
    public var instructions: String
    public var time: StepTime?
    /// The index of the earlier waiting step this one can be done during.
    public var during: Int?
    public var tools: [Tool]
    public var skills: [Skill]
    public var lines: [LineDetail]

    public init(id: UUID, position: Int, instructions: String, time: StepTime?, during: Int? = nil, tools: [Tool], skills: [Skill],
                lines: [LineDetail]) {
        self.id = id
        self.position = position
        self.instructions = instructions
        self.time = time
        self.during = during
        self.tools = tools
        self.skills = skills
        self.lines = lines
    }

    public var draft: StepDraft {
        StepDraft(id: id, instructions: instructions, time: time, during: during, tools: tools,
                  skills: skills.map { SkillDraft(name: $0.name, category: $0.category) }, lines: lines.map(\.draft))
    }
}

public struct LineDetail: Codable, Sendable, Identifiable, Equatable {
    public var id: UUID
    public var text: String
    public var quantity: Decimal?
    public var quantityMax: Decimal?
    public var unit: String
    public var note: String
    /// nil once the ingredient has been deleted (nullify); `text` still reads sensibly.
    public var ingredient: IngredientReference?
    /// As `LineDraft` has them.
    public var equivalents: [Measure]
    public var container: [Measure]
    public var size: String
    public var group: String

    public init(id: UUID, text: String, quantity: Decimal?, quantityMax: Decimal?, unit: String, note: String, ingredient: IngredientReference?,
                equivalents: [Measure] = [], container: [Measure] = [], size: String = "", group: String = "") {
        self.id = id
        self.text = text
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.note = note
        self.ingredient = ingredient
        self.equivalents = equivalents
        self.container = container
        self.size = size
        self.group = group
    }

    public var draft: LineDraft {
        LineDraft(text: text, quantity: quantity, quantityMax: quantityMax, unit: unit, ingredient: ingredient?.name, note: note,
                  equivalents: equivalents, container: container, size: size, group: group)
    }
}

public struct IngredientReference: Codable, Sendable, Equatable, Hashable {
    public var id: UUID
    public var name: String
    /// Grams per millilitre, when known: only then can its volume be weighed, or its weight measured in cups.
    public var density: Decimal?

    public init(id: UUID, name: String, density: Decimal? = nil) {
        self.id = id
        self.name = name
        self.density = density
    }
}

/// A recipe as a list or search page shows it.
public struct RecipeSummary: Codable, Sendable, Identifiable, Equatable {
    public var id: UUID
    public var name: String
    public var summary: String
    public var servings: Int
    public var totalTimeSeconds: Int
    public var createdAt: Date
    public var updatedAt: Date
    public var photo: PhotoReference?
    public var tags: [Tag]
    /// The household's average rating; nil while no one has rated it.
    public var rating: Decimal?
    public var ratingCount: Int

    public init(id: UUID, name: String, summary: String, servings: Int, totalTimeSeconds: Int, createdAt: Date, updatedAt: Date,
                photo: PhotoReference? = nil, tags: [Tag] = [], rating: Decimal? = nil, ratingCount: Int = 0) {
        self.id = id
        self.name = name
        self.summary = summary
        self.servings = servings
        self.totalTimeSeconds = totalTimeSeconds
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.photo = photo
        self.tags = tags
        self.rating = rating
        self.ratingCount = ratingCount
    }
}

/// A recipe's cover photo as pages link to it: the digest its URL names, and its size.
public struct PhotoReference: Codable, Sendable, Equatable, Hashable {
    public var digest: String
    public var width: Int
    public var height: Int

    public init(digest: String, width: Int, height: Int) {
        self.digest = digest
        self.width = width
        self.height = height
    }

    public enum Size: String, Sendable, CaseIterable {
        case picture
        case thumbnail
    }

    /// Where the photo is served: named by its digest, so each photo's address is its own.
    public func path(of recipe: UUID, _ size: Size) -> String {
        Self.path(digest: digest, of: recipe, size)
    }

    /// Where a photo of this digest is served, the current one or an earlier version's.
    public static func path(digest: String, of recipe: UUID, _ size: Size) -> String {
        "/recipes/\(recipe.uuidString)/photo/\(digest)\(size == .thumbnail ? "-thumb" : "").webp"
    }

    /// The digest and size a photo path's last part names, or nil.
    public static func parse(fileName: String) -> (digest: String, size: Size)? {
        guard fileName.hasSuffix(".webp") else { return nil }
        var stem = fileName.dropLast(5)
        var size = Size.picture
        if stem.hasSuffix("-thumb") { stem = stem.dropLast(6); size = .thumbnail }
        guard stem.count == 64, stem.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        return (String(stem), size)
    }
}
