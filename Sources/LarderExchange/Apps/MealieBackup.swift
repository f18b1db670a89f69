import Foundation
import LarderModel
import ZIPFoundation

/// Mealie's backups since 1.0: a zip of `database.json`, every table of its database as an
/// array of rows under the table's name, and `data/`, whose `recipes/<recipe id>/images/`
/// hold each recipe's pictures. Ids are written as the database stored them: with dashes from
/// PostgreSQL, as 32 hex digits from SQLite; the picture folders always have dashes.
/// Tables and columns as Mealie 1.x and 2.x name them: ratings and favourites moved from
/// `recipes.rating` and `users_to_favorites` to `users_to_recipes` (1.5), servings gained
/// `recipe_servings` beside the text `recipe_yield` (2.0), steps gained `summary`.
struct MealieBackup {
    let archive: AppArchive
    /// Where `database.json` sits: the zip's top, or a folder the backup was unpacked into and zipped again.
    let root: String
    let tables: [String: [JSONValue]]

    static let databasePath = "database.json"

    /// The backup in `archive`, or nil when it holds no Mealie database; a damaged one is refused.
    init?(_ archive: AppArchive) throws(ImportError) {
        guard let (path, entry) = archive.files.first(where: { Self.isDatabase($0.path) }) else { return nil }
        let data: Data
        do throws(AppArchive.Failure) {
            data = try archive.data(of: entry, limit: ImportLimits.maximumMealieDatabaseBytes)
        } catch {
            switch error {
            case .entry(let reason): throw ImportError(path: path, reason)
            case .upload(let error): throw error
            }
        }
        let database: JSONValue
        switch AppRecipe.json(data) {
        case .success(let json): database = json
        case .failure(let problem): throw ImportError(path: path, problem.said)
        }
        // Another app's database.json is left to the other readers.
        guard case .object(let members) = database, case .array? = members["recipes"] else { return nil }
        self.archive = archive
        self.root = String(path.dropLast(Self.databasePath.count))
        self.tables = members.mapValues(\.elements)
    }

    static func isDatabase(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.last == Substring(databasePath) && parts.count <= 2 && !AppExport.isClutter(path)
    }

    /// The same id however the database wrote it.
    static func key(_ value: JSONValue?) -> String? {
        value?.text.map { $0.lowercased().replacingOccurrences(of: "-", with: "") }?.nilIfEmpty
    }

    func rows(_ table: String) -> [JSONValue] { tables[table] ?? [] }

    /// The rows of `table` by the id in `column`.
    func rows(_ table: String, by column: String) -> [String: [JSONValue]] {
        Dictionary(grouping: rows(table).filter { Self.key($0[column]) != nil }) { Self.key($0[column])! }
    }

    // MARK: Groups

    var groups: [MealieGroup] {
        let counts = Dictionary(grouping: rows("recipes"), by: { Self.key($0["group_id"]) ?? "" }).mapValues(\.count)
        return rows("groups").compactMap { row in
            guard let id = row["id"]?.text, let key = Self.key(row["id"]) else { return nil }
            return MealieGroup(id: id, name: row["name"]?.text ?? id, recipeCount: counts[key] ?? 0)
        }
    }

    /// The group to read: the one chosen (by name, slug or id), else the only one that has
    /// recipes. Several with recipes and none chosen is refused, naming them.
    func group(chosen: String?) throws(ImportError) -> MealieGroup? {
        let groups = self.groups
        if let chosen = chosen?.trimmed.nilIfEmpty {
            let wanted = chosen.lowercased()
            let row = rows("groups").first { Self.key($0["id"]) == Self.key(.string(chosen)) }
                ?? rows("groups").first { row in [row["name"], row["slug"]].contains { $0?.text?.lowercased() == wanted } }
            if let row, let group = groups.first(where: { Self.key(.string($0.id)) == Self.key(row["id"]) }) {
                return group
            }
            throw ImportError(path: root + Self.databasePath, .noSuchMealieGroup(chosen: chosen, groups: groups))
        }
        let withRecipes = groups.filter { $0.recipeCount > 0 }
        if withRecipes.count > 1 {
            throw ImportError(path: root + Self.databasePath, .chooseMealieGroup(count: withRecipes.count, groups: groups))
        }
        return withRecipes.first ?? groups.first
    }

    // MARK: Recipes

    func payload(group chosen: String?) throws(ImportError) -> ImportPayload {
        let group = try self.group(chosen: chosen)
        let groupKey = group.flatMap { Self.key(.string($0.id)) }
        let context = Context(backup: self)
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        for (index, row) in rows("recipes").enumerated() where groupKey == nil || Self.key(row["group_id"]) == groupKey {
            try context.recipe(row).keep(at: "\(root)\(Self.databasePath) $.recipes[\(index)]", in: &recipes, unreadable: &unreadable)
        }
        return ImportPayload(recipes: recipes, format: .mealie, unreadable: unreadable)
    }

    /// The tables a recipe draws on, indexed once for the whole backup.
    struct Context {
        let backup: MealieBackup
        let ingredients: [String: [JSONValue]]
        let instructions: [String: [JSONValue]]
        let notes: [String: [JSONValue]]
        let tagNames: [String: [String]]
        let toolNames: [String: [String]]
        let references: [String: [String]]
        let units: [String: JSONValue]
        let foods: [String: JSONValue]
        let amountsDisabled: Set<String>
        let favourites: Set<String>
        let userRatings: [String: [Double]]
        let photos: [String: (path: String, entry: Entry)]

        init(backup: MealieBackup) {
            self.backup = backup
            ingredients = backup.rows("recipes_ingredients", by: "recipe_id")
            instructions = backup.rows("recipe_instructions", by: "recipe_id").merging(backup.rows("recipe_instructions", by: "parent_id")) { $0 + $1 }
            notes = backup.rows("notes", by: "recipe_id").merging(backup.rows("recipe_notes", by: "recipe_id")) { $0 + $1 }
            tagNames = Self.names(of: backup, links: "recipes_to_tags", column: "tag_id", table: "tags")
                .merging(Self.names(of: backup, links: "recipes_to_categories", column: "category_id", table: "categories")) { $0 + $1 }
            toolNames = Self.names(of: backup, links: "recipes_to_tools", column: "tool_id", table: "tools")
            references = backup.rows("recipe_ingredient_ref_link", by: "instruction_id").mapValues { $0.compactMap { MealieBackup.key($0["reference_id"]) } }
            units = Self.byID(backup.rows("ingredient_units"))
            foods = Self.byID(backup.rows("ingredient_foods"))
            amountsDisabled = Set(backup.rows("recipe_settings").filter { $0["disable_amount"]?.isTrue ?? false }.compactMap { MealieBackup.key($0["recipe_id"]) })
            favourites = Set((backup.rows("users_to_favorites") + backup.rows("users_to_recipes").filter { $0["is_favorite"]?.isTrue ?? false })
                .compactMap { MealieBackup.key($0["recipe_id"]) })
            userRatings = backup.rows("users_to_recipes", by: "recipe_id").mapValues { $0.compactMap { $0["rating"]?.numeric }.filter { $0 > 0 } }
            photos = Self.photos(in: backup)
        }

        static func byID(_ rows: [JSONValue]) -> [String: JSONValue] {
            Dictionary(rows.compactMap { row in MealieBackup.key(row["id"]).map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
        }

        /// Each recipe's names in a many-to-many table: tags, categories, tools.
        static func names(of backup: MealieBackup, links: String, column: String, table: String) -> [String: [String]] {
            let names = byID(backup.rows(table)).compactMapValues { $0["name"]?.text }
            return backup.rows(links, by: "recipe_id").mapValues { $0.compactMap { MealieBackup.key($0[column]).flatMap { names[$0] } } }
        }

        /// Each recipe's own picture, `original.*` before the smaller copies Mealie keeps beside it.
        static func photos(in backup: MealieBackup) -> [String: (path: String, entry: Entry)] {
            var found: [String: (path: String, entry: Entry, rank: Int)] = [:]
            let prefix = backup.root + "data/recipes/"
            for (path, entry) in backup.archive.files where path.hasPrefix(prefix) {
                let parts = path.dropFirst(prefix.count).split(separator: "/")
                guard parts.count == 3, parts[1] == "images", let id = MealieBackup.key(.string(String(parts[0]))) else { continue }
                let stem = parts[2].split(separator: ".").first.map(String.init) ?? ""
                guard let rank = ["original", "min-original", "tiny-original"].firstIndex(of: stem) else { continue }
                if rank < found[id]?.rank ?? .max { found[id] = (path, entry, rank) }
            }
            return found.mapValues { ($0.path, $0.entry) }
        }

        func recipe(_ row: JSONValue) throws(ImportError) -> AppRecipe {
            let id = MealieBackup.key(row["id"]) ?? ""
            var recipe = AppRecipe()
            recipe.name = row["name"]?.text
            recipe.description = row["description"]?.text.map(MarkdownText.plainText)
            recipe.notes = (notes[id] ?? []).compactMap { note in
                let text = note["text"]?.text.map(MarkdownText.plainText)?.nilIfEmpty
                let title = note["title"]?.text?.trimmed.nilIfEmpty
                return [title, text].compactMap { $0 }.joined(separator: "\n").nilIfEmpty
            }
            recipe.servings = servings(of: row)
            recipe.sourceURL = row["org_url"]?.text
            recipe.tags = tagNames[id] ?? []
            recipe.times = RecipeTimes(prepSeconds: seconds(row, "prep_time"),
                                       cookSeconds: seconds(row, "perform_time") ?? seconds(row, "cook_time"),
                                       totalSeconds: seconds(row, "total_time"))
            (recipe.lines, recipe.steps) = linesAndSteps(of: id)
            recipe.createdAt = AppRecipe.date(row["date_added"]?.text) ?? AppRecipe.date(row["created_at"]?.text)
            if let (path, entry) = photos[id] {
                recipe.photo = backup.archive.photo(entry, at: path)
            }
            recipe.isFavourite = favourites.contains(id)
            let ratings = userRatings[id] ?? []
            recipe.rating = row["rating"]?.numeric.flatMap { $0 > 0 ? $0 : nil } ?? (ratings.isEmpty ? nil : ratings.reduce(0, +) / Double(ratings.count))
            return recipe
        }

        /// `recipe_servings` (2.0) when set, else the number its yield text starts with.
        func servings(of row: JSONValue) -> Int? {
            if let servings = row["recipe_servings"]?.wholeNumber, servings >= 1 { return servings }
            if let yield = row["recipe_yield"]?.text?.nilIfEmpty, yield.contains(where: \.isNumber) { return SchemaOrgRecipe.servings(.string(yield)) }
            if let quantity = row["recipe_yield_quantity"]?.wholeNumber, quantity >= 1 { return quantity }
            return nil
        }

        /// A time column: `<column>_seconds` where Mealie has structured it, else its text.
        func seconds(_ row: JSONValue, _ column: String) -> Int? {
            row["\(column)_seconds"]?.wholeNumber ?? DurationText.seconds(row[column]?.text)
        }

        /// The lines in order, each on the step that references it (Mealie links them), else
        /// on the step that names it; the steps in order, under their section titles.
        func linesAndSteps(of recipe: String) -> (lines: [LineDraft], steps: [StepDraft]) {
            let rows = AppRecipe.ordered(ingredients[recipe] ?? [], by: "position")
            var lines: [(line: LineDraft, reference: String?)] = []
            for row in rows {
                let text = lineText(row, amountsDisabled: amountsDisabled.contains(recipe))
                if let line = AppRecipe.ingredientLines([text]).first { lines.append((line, MealieBackup.key(row["reference_id"]))) }
            }
            var steps: [StepDraft] = []
            var stepReferences: [[String]] = []
            var section: String?
            let instructionRows = AppRecipe.ordered(instructions[recipe] ?? [], by: "position")
            for row in instructionRows {
                section = row["title"]?.text?.trimmed.nilIfEmpty ?? section
                let text = row["text"]?.text.map(MarkdownText.plainText).map(SchemaOrgRecipe.withoutNumbering) ?? ""
                let summary = row["summary"]?.text?.trimmed.nilIfEmpty
                // A step with a title and no words is a section heading over the steps after it.
                guard let instructions = AppRecipe.titled(text, by: summary).nilIfEmpty else { continue }
                steps.append(StepDraft(instructions: AppRecipe.titled(instructions, by: section)))
                stepReferences.append(MealieBackup.key(row["id"]).flatMap { references[$0] } ?? [])
                section = nil
            }
            var unplaced: [LineDraft] = []
            for (line, reference) in lines {
                if let reference, let index = stepReferences.firstIndex(where: { $0.contains(reference) }) {
                    steps[index].lines.append(line)
                } else {
                    unplaced.append(line)
                }
            }
            let tools = AppRecipe.tools(toolNames[recipe] ?? [])
            return SchemaOrgRecipe.distribute(unplaced, tools: tools, over: steps)
        }

        /// The line as Mealie shows it: quantity, unit, food and note, or, for a line never
        /// parsed into food and unit, its note (the whole line) alone.
        func lineText(_ row: JSONValue, amountsDisabled: Bool) -> String {
            let unit = MealieBackup.key(row["unit_id"]).flatMap { units[$0] }
            let food = MealieBackup.key(row["food_id"]).flatMap { foods[$0] }
            let note = row["note"]?.text?.trimmed.nilIfEmpty
            if unit == nil && food == nil {
                let whole = note ?? row["original_text"]?.text?.trimmed.nilIfEmpty ?? ""
                // A line never parsed kept a quantity of 1 that Mealie did not show while amounts were off.
                guard !amountsDisabled, !(whole.first?.isNumber ?? true),
                      let quantity = row["quantity"]?.numeric.flatMap(AppRecipe.quantityText) else { return whole }
                return "\(quantity) \(whole)"
            }
            let quantity = row["quantity"]?.numeric
            let unitName = (unit?["use_abbreviation"]?.isTrue ?? false ? unit?["abbreviation"]?.text?.nilIfEmpty : nil) ?? unit?["name"]?.text
            return AppRecipe.lineText(quantity: quantity, unit: quantity.map { $0 > 0 } ?? false ? unitName : nil,
                                      food: food?["name"]?.text, note: note)
        }
    }
}
