import Foundation
import LarderModel

/// Larder's own exchange format: one recipe or a whole household's, with no database ids, so
/// that export → import → export gives the same document. `docs/larder-json.md` describes it.
public struct LarderDocument: Codable, Sendable, Equatable {
    public static let formatName = "larder-recipes"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    public var exportedAt: Date?
    public var household: String?
    public var ingredients: [Ingredient]
    public var skills: [Skill]
    public var recipes: [Recipe]
    // A whole household's export carries the rest of its life (`Life`); a chosen recipe's
    // export, and documents from before, leave these out.
    public var settings: Settings?
    public var members: [Member]?
    public var favourites: [Favourite]?
    public var cookingLog: [Cooked]?
    public var plan: [Planned]?
    public var shoppingList: ShoppingList?
    public var ratings: [Rated]?

    public init(household: String? = nil, exportedAt: Date? = nil, ingredients: [Ingredient] = [],
                skills: [Skill] = [], recipes: [Recipe] = [], life: Life? = nil) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.exportedAt = exportedAt
        self.household = household
        self.ingredients = ingredients
        self.skills = skills
        self.recipes = recipes
        self.life = life
    }

    /// The household's life, when the document carries one (its settings say so).
    public var life: Life? {
        get {
            settings.map { Life(settings: $0, members: members ?? [], favourites: favourites ?? [], cookingLog: cookingLog ?? [],
                                plan: plan ?? [], shoppingList: shoppingList ?? ShoppingList(from: nil, to: nil, recipes: [], items: []),
                                ratings: ratings ?? []) }
        }
        set {
            (settings, members, favourites) = (newValue?.settings, newValue?.members, newValue?.favourites)
            (cookingLog, plan, shoppingList) = (newValue?.cookingLog, newValue?.plan, newValue?.shoppingList)
            // Left out when empty, so that a household without them exports as before they existed.
            ratings = newValue.flatMap { $0.ratings.isEmpty ? nil : $0.ratings }
        }
    }

    public struct Ingredient: Codable, Sendable, Equatable {
        public var name: String
        public var image: Image?

        public init(name: String, image: Image? = nil) {
            self.name = name
            self.image = image
        }
    }

    /// A picture inlined as base64; `type` is informative, the bytes decide what it is.
    public struct Image: Codable, Sendable, Equatable {
        public var type: String?
        public var base64: String

        public init(type: String?, base64: String) {
            self.type = type
            self.base64 = base64
        }
    }

    public struct Skill: Codable, Sendable, Equatable {
        public var name: String
        public var category: SkillCategory
        public var arFileName: String?

        public init(name: String, category: SkillCategory = .general, arFileName: String? = nil) {
            self.name = name
            self.category = category
            self.arFileName = arFileName
        }
    }

    public struct Recipe: Codable, Sendable, Equatable {
        public var name: String
        public var summary: String
        public var servings: Int
        public var sourceURL: String?
        public var createdAt: Date?
        /// The cover photo, inlined: a WebP as Larder stores it, or any PNG, JPEG or WebP.
        public var photo: Image?
        /// Tag names, in name order ignoring case; absent in documents from before tags.
        public var tags: [String]
        /// The times the recipe states for itself; absent when it states none.
        public var times: RecipeTimes?
        /// Lines no step uses ("You will need"); absent when there are none.
        public var lines: [Line]?
        public var steps: [Step]
        /// Its earlier versions, oldest first; absent when it was never changed.
        public var history: [Version]?

        public init(name: String, summary: String = "", servings: Int, sourceURL: String? = nil,
                    createdAt: Date? = nil, photo: Image? = nil, tags: [String] = [], times: RecipeTimes? = nil, lines: [Line]? = nil,
                    steps: [Step] = [], history: [Version]? = nil) {
            self.name = name
            self.summary = summary
            self.servings = servings
            self.sourceURL = sourceURL
            self.createdAt = createdAt
            self.photo = photo
            self.tags = tags
            self.times = times
            self.lines = lines
            self.steps = steps
            self.history = history
        }
    }

    /// An earlier version of a recipe, as it read then.
    public struct Version: Codable, Sendable, Equatable {
        public var version: Int
        public var savedAt: Date
        /// The email of who saved it, when they are still a member.
        public var savedBy: String?
        /// What that version changed from the one before it, in English; absent for the first.
        public var summary: String?
        /// The same changes as codes and values, which a Larder that imports them words in each
        /// reader's language; absent where only the words are known.
        public var change: ChangeSummary?
        /// The recipe as it read in that version, without photo, date or history of its own.
        public var content: Recipe

        public init(version: Int, savedAt: Date, savedBy: String?, change: SavedChange?, content: Recipe) {
            (self.version, self.savedAt, self.savedBy, self.summary, self.content) = (version, savedAt, savedBy, change?.english, content)
            if case .said(let summary) = change { self.change = summary }
        }

        /// What the version changed, as the history keeps it: its codes when the document has
        /// them, else its words as they are.
        public var savedChange: SavedChange? { change.map(SavedChange.said) ?? summary.map(SavedChange.written) }
    }


    public struct Step: Codable, Sendable, Equatable {
        public var instructions: String
        public var time: StepTime?
        /// The number (from 1) of an earlier waiting step during which this one can be done.
        public var duringStep: Int?
        public var tools: [Tool]
        /// Skill names; those not listed in the document's `skills` are created as general skills.
        public var skills: [String]
        public var lines: [Line]

        public init(instructions: String, time: StepTime? = nil, duringStep: Int? = nil, tools: [Tool] = [], skills: [String] = [],
                    lines: [Line] = []) {
            self.instructions = instructions
            self.time = time
            self.duringStep = duringStep
            self.tools = tools
            self.skills = skills
            self.lines = lines
        }
    }

    public struct Line: Codable, Sendable, Equatable {
        public var text: String
        /// Decimals are written as strings ("1.5") so that no reader turns them into binary floats.
        public var quantity: String?
        public var quantityMax: String?
        public var unit: String
        public var ingredient: String?
        public var note: String

        public init(text: String, quantity: String? = nil, quantityMax: String? = nil, unit: String = "",
                    ingredient: String? = nil, note: String = "") {
            self.text = text
            self.quantity = quantity
            self.quantityMax = quantityMax
            self.unit = unit
            self.ingredient = ingredient
            self.note = note
        }
    }
}

// Reading is lenient about what may be left out and strict about types, and it reports a
// problem in every recipe, ingredient and skill, not only the first.

extension LarderDocument {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var failures: [DecodingError] = []
        format = try container.decode(String.self, forKey: .format)
        version = try container.decodeWholeNumber(forKey: .version)
        exportedAt = try container.decodeIfPresent(Date.self, forKey: .exportedAt)
        household = try container.decodeIfPresent(String.self, forKey: .household)
        ingredients = try container.decodeEach(Ingredient.self, forKey: .ingredients, failures: &failures)
        skills = try container.decodeEach(Skill.self, forKey: .skills, failures: &failures)
        recipes = try container.decodeEach(Recipe.self, forKey: .recipes, failures: &failures)
        settings = try container.decodeIfPresent(Settings.self, forKey: .settings)
        members = try container.decodeIfPresent([Member].self, forKey: .members)
        favourites = try container.decodeIfPresent([Favourite].self, forKey: .favourites)
        cookingLog = try container.decodeIfPresent([Cooked].self, forKey: .cookingLog)
        plan = try container.decodeIfPresent([Planned].self, forKey: .plan)
        shoppingList = try container.decodeIfPresent(ShoppingList.self, forKey: .shoppingList)
        ratings = try container.decodeIfPresent([Rated].self, forKey: .ratings)
        if !failures.isEmpty { throw DecodingFailures(errors: failures) }
    }

    /// Every element that could not be decoded, thrown once the whole document has been read.
    struct DecodingFailures: Error {
        var errors: [DecodingError]
    }
}

extension LarderDocument.Skill {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        category = try container.decodeChoiceIfPresent(SkillCategory.self, forKey: .category) ?? .general
        arFileName = try container.decodeIfPresent(String.self, forKey: .arFileName)
    }
}

extension LarderDocument.Recipe {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
        servings = try container.decodeWholeNumber(forKey: .servings)
        sourceURL = try container.decodeIfPresent(String.self, forKey: .sourceURL)
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        photo = try container.decodeIfPresent(LarderDocument.Image.self, forKey: .photo)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        times = try container.decodeIfPresent(RecipeTimes.self, forKey: .times)
        lines = try container.decodeIfPresent([LarderDocument.Line].self, forKey: .lines)
        steps = try container.decodeIfPresent([LarderDocument.Step].self, forKey: .steps) ?? []
        history = try container.decodeIfPresent([LarderDocument.Version].self, forKey: .history)
    }
}

extension LarderDocument.Step {
    private enum TimeKeys: String, CodingKey {
        case seconds, kind
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        instructions = try container.decode(String.self, forKey: .instructions)
        if try !container.contains(.time) || container.decodeNil(forKey: .time) {
            time = nil
        } else {
            let time = try container.nestedContainer(keyedBy: TimeKeys.self, forKey: .time)
            self.time = StepTime(seconds: try time.decodeWholeNumber(forKey: .seconds),
                                 kind: try time.decodeChoiceIfPresent(StepTime.Kind.self, forKey: .kind) ?? .active)
        }
        duringStep = try container.contains(.duringStep) && !container.decodeNil(forKey: .duringStep)
            ? try container.decodeWholeNumber(forKey: .duringStep) : nil
        tools = try container.decodeIfPresent([Tool].self, forKey: .tools) ?? []
        skills = try container.decodeIfPresent([String].self, forKey: .skills) ?? []
        lines = try container.decodeIfPresent([LarderDocument.Line].self, forKey: .lines) ?? []
    }
}

extension LarderDocument.Line {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        quantity = try container.decodeIfPresent(String.self, forKey: .quantity)
        quantityMax = try container.decodeIfPresent(String.self, forKey: .quantityMax)
        unit = try container.decodeIfPresent(String.self, forKey: .unit) ?? ""
        ingredient = try container.decodeIfPresent(String.self, forKey: .ingredient)
        note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
    }
}

extension KeyedDecodingContainer {
    /// JSONDecoder rejects 2.5 for an Int without saying where; this says where.
    fileprivate func decodeWholeNumber(forKey key: Key) throws -> Int {
        let mismatch = DecodingError.typeMismatch(Int.self, .init(codingPath: codingPath + [key], debugDescription: "expected a whole number"))
        do {
            return try decode(Int.self, forKey: key)
        } catch let error as DecodingError {
            if case .dataCorrupted = error { throw mismatch }
            throw error
        } catch {
            throw mismatch
        }
    }

    /// An enum written as one of its raw values, with a message that lists them.
    fileprivate func decodeChoiceIfPresent<Choice: RawRepresentable & CaseIterable>(
        _ type: Choice.Type, forKey key: Key
    ) throws -> Choice? where Choice.RawValue == String {
        guard let raw = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let choice = Choice(rawValue: raw) else {
            let choices = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.worded(.expectedOneOf(choices: choices, found: raw), at: codingPath + [key])
        }
        return choice
    }

    /// The decodable elements of an optional array; each one that fails is added to `failures`.
    fileprivate func decodeEach<Element: Decodable>(
        _ type: Element.Type, forKey key: Key, failures: inout [DecodingError]
    ) throws -> [Element] {
        let attempts = try decodeIfPresent([Attempt<Element>].self, forKey: key) ?? []
        return attempts.compactMap { attempt in
            switch attempt.result {
            case .success(let element): return element
            case .failure(let error):
                failures.append(error)
                return nil
            }
        }
    }
}

/// Decodes one element without failing, so the array moves on to the next one.
private struct Attempt<Value: Decodable>: Decodable {
    var result: Result<Value, DecodingError>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Value(from: decoder))
        } catch let error as DecodingError {
            result = .failure(error)
        } catch {
            result = .failure(.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: ImportProblem.elementUnreadable.english,
                                                   underlyingError: error)))
        }
    }
}
