import Foundation
import LarderModel
import ZIPFoundation

/// Mealie's backups since 1.0: a zip of `database.json`, every table of its database as an
/// array of rows under the table's name, and `data/`, whose `recipes/<recipe id>/images/`
/// hold each recipe's pictures. Ids are written as the database stored them: with dashes from
/// PostgreSQL, as 32 hex digits from SQLite; the picture folders always have dashes.
/// Tables and columns as Mealie 1.x and 2.x name them: ratings and favourites moved from
/// `recipes.rating` and `users_to_favorites` to `users_to_recipes` (1.5), servings gained
/// `recipe_servings` beside the text `recipe_yield` (2.0), steps gained `summary`, units and foods
/// gained plural names, and a group holds households (2.0), a recipe belonging to its author's.
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

    /// The rows of `table` by the id in `column`, each with its index in the table (to name where it sits).
    func rows(_ table: String, by column: String) -> [String: [(row: JSONValue, index: Int)]] {
        let keyed = rows(table).enumerated().compactMap { index, row in Self.key(row[column]).map { (key: $0, row: row, index: index) } }
        return Dictionary(grouping: keyed, by: \.key).mapValues { $0.map { ($0.row, $0.index) } }
    }

    // MARK: Groups and households

    /// Mealie 2.0 and later: groups hold households, and `recipe_settings.disable_amount` no
    /// longer switches amounts off.
    var hasHouseholds: Bool { tables["households"] != nil }

    /// Each recipe's household (2.x): its author's.
    var recipeHouseholds: [String: String] {
        let households = Dictionary(rows("users").compactMap { user in
            MealieBackup.key(user["id"]).flatMap { id in MealieBackup.key(user["household_id"]).map { (id, $0) } }
        }, uniquingKeysWith: { first, _ in first })
        return Dictionary(rows("recipes").compactMap { recipe in
            MealieBackup.key(recipe["id"]).flatMap { id in MealieBackup.key(recipe["user_id"]).flatMap { households[$0] }.map { (id, $0) } }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// What the person chooses among: each group, or, where a group's recipes belong to several
    /// households (2.x), each of those households ("Family / Granny Flat"): a Larder household
    /// imports one Mealie household's recipes, not its neighbours'.
    var groups: [MealieGroup] {
        choices.map(\.group)
    }

    /// A choice, and the recipes it reads: a group's, or a household's of it.
    struct Choice {
        var group: MealieGroup
        var groupKey: String
        var householdKey: String?
        /// What it can be chosen by besides its id, lowercased: its name and slug.
        var names: [String]
    }

    var choices: [Choice] {
        let households = recipeHouseholds
        let recipes = Dictionary(grouping: rows("recipes"), by: { Self.key($0["group_id"]) ?? "" })
        return rows("groups").flatMap { row -> [Choice] in
            guard let id = row["id"]?.text, let key = Self.key(row["id"]) else { return [] }
            let name = row["name"]?.text ?? id
            let itsRecipes = recipes[key] ?? []
            let byHousehold = Dictionary(grouping: itsRecipes.compactMap { Self.key($0["id"]).flatMap { households[$0] } }, by: { $0 }).mapValues(\.count)
            let groupChoice = Choice(group: MealieGroup(id: id, name: name, recipeCount: itsRecipes.count), groupKey: key, householdKey: nil,
                                     names: [row["name"], row["slug"]].compactMap { $0?.text?.lowercased() })
            guard byHousehold.count > 1 else { return [groupChoice] }
            return rows("households").compactMap { household -> Choice? in
                guard let householdID = household["id"]?.text, let householdKey = Self.key(household["id"]),
                      let count = byHousehold[householdKey] else { return nil }
                let householdName = household["name"]?.text ?? householdID
                return Choice(group: MealieGroup(id: householdID, name: "\(name) / \(householdName)", recipeCount: count), groupKey: key,
                              householdKey: householdKey,
                              names: [household["name"], household["slug"]].compactMap { $0?.text?.lowercased() } + ["\(name) / \(householdName)".lowercased()])
            }
        }
    }

    /// The choice to read: the one chosen (a group or household, by name, slug or id; a group
    /// split into households, whole), else the only one that has recipes. Several with recipes
    /// and none chosen is refused, naming them.
    func choice(chosen: String?) throws(ImportError) -> Choice? {
        let choices = self.choices
        if let chosen = chosen?.trimmed.nilIfEmpty {
            let wanted = chosen.lowercased()
            if let choice = choices.first(where: { Self.key(.string($0.group.id)) == Self.key(.string(chosen)) || $0.names.contains(wanted) }) {
                return choice
            }
            // A group whose households are offered apart, chosen whole.
            if let row = rows("groups").first(where: { row in
                Self.key(row["id"]) == Self.key(.string(chosen)) || [row["name"], row["slug"]].contains { $0?.text?.lowercased() == wanted }
            }), let key = Self.key(row["id"]), let id = row["id"]?.text {
                let count = rows("recipes").count { Self.key($0["group_id"]) == key }
                return Choice(group: MealieGroup(id: id, name: row["name"]?.text ?? id, recipeCount: count), groupKey: key, householdKey: nil, names: [])
            }
            throw ImportError(path: root + Self.databasePath, .noSuchMealieGroup(chosen: chosen, groups: choices.map(\.group)))
        }
        let withRecipes = choices.filter { $0.group.recipeCount > 0 }
        if withRecipes.count > 1 {
            throw ImportError(path: root + Self.databasePath, .chooseMealieGroup(count: withRecipes.count, groups: choices.map(\.group)))
        }
        return withRecipes.first ?? choices.first
    }

    // MARK: Recipes

    func payload(group chosen: String?) throws(ImportError) -> ImportPayload {
        let choice = try self.choice(chosen: chosen)
        let households = recipeHouseholds
        let context = Context(backup: self)
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        for (index, row) in rows("recipes").enumerated() {
            if let choice {
                guard Self.key(row["group_id"]) == choice.groupKey else { continue }
                if let household = choice.householdKey, Self.key(row["id"]).flatMap({ households[$0] }) != household { continue }
            }
            let path = "\(root)\(Self.databasePath) $.recipes[\(index)]"
            try context.recipe(row, at: path).keep(at: path, in: &recipes, unreadable: &unreadable)
        }
        return ImportPayload(recipes: recipes, format: .mealie, unreadable: unreadable)
    }

    /// The tables a recipe draws on, indexed once for the whole backup: each row with its index
    /// in its table, so that what is left out of it can be named.
    struct Context {
        typealias Rows = [String: [(row: JSONValue, index: Int)]]
        let backup: MealieBackup
        let ingredients: Rows
        let instructions: Rows
        let notes: [String: [Located<String>]]
        let tagNames: [String: [Located<String>]]
        let toolNames: [String: [Located<String>]]
        let references: [String: [String]]
        let units: [String: JSONValue]
        let foods: [String: JSONValue]
        let amountsDisabled: Set<String>
        let favourites: Set<String>
        let userRatings: [String: [Double]]
        let nutrition: Rows
        let timeline: [String: Int]
        let unkept: [String: [Located<String>]]
        let photos: [String: (path: String, entry: Entry)]

        init(backup: MealieBackup) {
            self.backup = backup
            let database = backup.root + MealieBackup.databasePath
            func texts(_ table: String, by column: String = "recipe_id", _ text: (JSONValue) -> String?) -> [String: [Located<String>]] {
                backup.rows(table, by: column).mapValues { $0.compactMap { row, index in text(row).map { Located($0, at: "\(database) $.\(table)[\(index)]") } } }
            }
            ingredients = backup.rows("recipes_ingredients", by: "recipe_id")
            instructions = backup.rows("recipe_instructions", by: "recipe_id").merging(backup.rows("recipe_instructions", by: "parent_id")) { $0 + $1 }
            notes = texts("notes") { note in
                let text = note["text"]?.text.map(MarkdownText.plainText)?.nilIfEmpty
                return [note["title"]?.text?.trimmed.nilIfEmpty, text].compactMap { $0 }.joined(separator: "\n").nilIfEmpty
            }.merging(texts("recipe_notes") { $0["text"]?.text.map(MarkdownText.plainText)?.nilIfEmpty }) { $0 + $1 }
            tagNames = Self.names(of: backup, links: "recipes_to_categories", column: "category_id", table: "categories")
                .merging(Self.names(of: backup, links: "recipes_to_tags", column: "tag_id", table: "tags")) { $0 + $1 }
            toolNames = Self.names(of: backup, links: "recipes_to_tools", column: "tool_id", table: "tools")
            references = backup.rows("recipe_ingredient_ref_link", by: "instruction_id").mapValues { $0.compactMap { MealieBackup.key($0.row["reference_id"]) } }
            units = Self.byID(backup.rows("ingredient_units"))
            foods = Self.byID(backup.rows("ingredient_foods"))
            amountsDisabled = backup.hasHouseholds ? [] : Set(backup.rows("recipe_settings").filter { $0["disable_amount"]?.isTrue ?? false }
                .compactMap { MealieBackup.key($0["recipe_id"]) })
            favourites = Set((backup.rows("users_to_favorites") + backup.rows("users_to_recipes").filter { $0["is_favorite"]?.isTrue ?? false })
                .compactMap { MealieBackup.key($0["recipe_id"]) })
            userRatings = backup.rows("users_to_recipes", by: "recipe_id").mapValues { $0.compactMap { $0.row["rating"]?.numeric }.filter { $0 > 0 } }
            nutrition = backup.rows("recipe_nutrition", by: "recipe_id")
            timeline = backup.rows("recipe_timeline_events", by: "recipe_id").mapValues(\.count)
            // The cook's own fields, attached files and comments: Larder has no place for them.
            let extras = texts("api_extras", by: "recipee_id") { row in
                row["key_name"]?.text.flatMap { key in row["value"]?.text?.trimmed.nilIfEmpty.map { "\(key): \($0)" } }
            }
            let assets = texts("recipe_assets") { $0["name"]?.text?.trimmed.nilIfEmpty ?? $0["file_name"]?.text?.trimmed.nilIfEmpty }
            let comments = texts("recipe_comments") { $0["text"]?.text?.trimmed.nilIfEmpty.map(AppRecipe.excerpt) }
            unkept = extras.merging(assets) { $0 + $1 }.merging(comments) { $0 + $1 }
            photos = Self.photos(in: backup)
        }

        static func byID(_ rows: [JSONValue]) -> [String: JSONValue] {
            Dictionary(rows.compactMap { row in MealieBackup.key(row["id"]).map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
        }

        /// Each recipe's names in a many-to-many table (tags, categories, tools), each where its link sits.
        static func names(of backup: MealieBackup, links: String, column: String, table: String) -> [String: [Located<String>]] {
            let names = byID(backup.rows(table)).compactMapValues { $0["name"]?.text }
            let database = backup.root + MealieBackup.databasePath
            let linked = backup.rows(links).enumerated().compactMap { index, link -> (recipe: String, name: Located<String>)? in
                guard let recipe = MealieBackup.key(link["recipe_id"]), let name = MealieBackup.key(link[column]).flatMap({ names[$0] }) else { return nil }
                return (recipe, Located(name, at: "\(database) $.\(links)[\(index)]"))
            }
            return Dictionary(grouping: linked, by: \.recipe).mapValues { $0.map(\.name) }
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

        func recipe(_ row: JSONValue, at path: String) throws(ImportError) -> AppRecipe {
            let id = MealieBackup.key(row["id"]) ?? ""
            let database = backup.root + MealieBackup.databasePath
            var recipe = AppRecipe()
            recipe.name = row["name"]?.text
            recipe.description = row["description"]?.text.map { Located(MarkdownText.plainText($0), at: "\(path).description") }
            recipe.notes = notes[id] ?? []
            if let servings = row["recipe_servings"]?.wholeNumber, servings >= 1 { recipe.servings = servings }
            recipe.yield = yield(of: row).map { Located($0, at: "\(path).recipe_yield") }
            recipe.sourceURL = row["org_url"]?.text.map { Located($0, at: "\(path).org_url") }
            recipe.tags = (tagNames[id] ?? []) + AppRecipe.names(row["recipeCuisine"], at: "\(path).recipeCuisine")
            setTime(\.prepSeconds, of: row, "prep_time", at: path, in: &recipe)
            setTime(\.cookSeconds, of: row, "perform_time", else: "cook_time", at: path, in: &recipe)
            setTime(\.totalSeconds, of: row, "total_time", at: path, in: &recipe)
            linesAndSteps(of: id, in: &recipe)
            recipe.createdAt = AppRecipe.date(row["date_added"]?.text) ?? AppRecipe.date(row["created_at"]?.text)
            if let (photoPath, entry) = photos[id] {
                recipe.photo = backup.archive.photo(entry, at: photoPath)
            }
            recipe.isFavourite = favourites.contains(id)
            let ratings = userRatings[id] ?? []
            if let rating = row["rating"]?.numeric, rating > 0 {
                recipe.rating = Located(rating, at: "\(path).rating")
            } else if !ratings.isEmpty {
                recipe.rating = Located(ratings.reduce(0, +) / Double(ratings.count), at: "\(database) $.users_to_recipes")
            }
            for (facts, index) in nutrition[id] ?? [] { recipe.leaveNutrition(facts, at: "\(database) $.recipe_nutrition[\(index)]") }
            if let entries = timeline[id] {
                recipe.leftOut.append(ImportError.Issue(path: "\(database) $.recipe_timeline_events", .timelineNotKept(entries: entries)))
            }
            for unkept in unkept[id] ?? [] { recipe.leave(unkept.value, because: .noPlaceInLarder, at: unkept.path) }
            return recipe
        }

        /// A time column: `<column>_seconds` where Mealie has structured it, else its text; Mealie
        /// shows `perform_time` as the cooking time, and `cook_time` only in its place.
        func setTime(_ time: WritableKeyPath<RecipeTimes, Int?>, of row: JSONValue, _ column: String, else other: String? = nil,
                     at path: String, in recipe: inout AppRecipe) {
            let columns = [column] + (other.map { [$0] } ?? [])
            for (index, column) in columns.enumerated() {
                if let seconds = row["\(column)_seconds"]?.wholeNumber, seconds > 0 {
                    return recipe.setTime(time, seconds: seconds, written: "\(seconds) s", at: "\(path).\(column)_seconds")
                }
                guard let text = row[column]?.text?.trimmed.nilIfEmpty else { continue }
                recipe.setTime(time, text, at: "\(path).\(column)")
                // The other column, written beside the one shown, has no place.
                for later in columns.dropFirst(index + 1) {
                    if let unshown = row[later]?.text?.trimmed.nilIfEmpty, unshown != text {
                        recipe.leave(unshown, because: .noPlaceInLarder, at: "\(path).\(later)")
                    }
                }
                return
            }
        }

        /// The yield as Mealie shows it: 2.0's quantity before its text ("2 jars"), else the text.
        func yield(of row: JSONValue) -> String? {
            let text = row["recipe_yield"]?.text?.trimmed.nilIfEmpty
            guard let quantity = row["recipe_yield_quantity"]?.numeric.flatMap(AppRecipe.quantityText) else { return text }
            return [quantity, text].compactMap { $0 }.joined(separator: " ")
        }

        /// The lines in order, each on the step that references it (Mealie links them), else
        /// on the step that names it; the steps in order, under their section titles.
        func linesAndSteps(of id: String, in recipe: inout AppRecipe) {
            let database = backup.root + MealieBackup.databasePath
            var entries: [Located<IngredientList.Entry>] = []
            var entryReferences: [String?] = []
            for (row, index) in ordered(ingredients[id]) {
                let linePath = "\(database) $.recipes_ingredients[\(index)]"
                if let title = row["title"]?.text?.trimmed.nilIfEmpty {
                    entries.append(Located(.group(title), at: linePath + ".title"))
                    entryReferences.append(nil)
                }
                entries.append(Located(.line(lineText(row, amountsDisabled: amountsDisabled.contains(id))), at: linePath))
                entryReferences.append(MealieBackup.key(row["reference_id"]))
            }
            let list = recipe.read(entries)
            var titled = TitledSteps()
            var stepReferences: [[String]] = []
            for (row, index) in ordered(instructions[id]) {
                let stepPath = "\(database) $.recipe_instructions[\(index)]"
                titled.title(row["title"]?.text, at: stepPath + ".title", in: &recipe)
                let text = row["text"]?.text.map(MarkdownText.plainText).map(SchemaOrgRecipe.withoutNumbering) ?? ""
                // A step with a title (or a summary) and no words heads the steps after it.
                guard !text.isEmpty else {
                    titled.title(row["summary"]?.text, at: stepPath + ".summary", in: &recipe)
                    continue
                }
                titled.append(StepDraft(instructions: text), ownTitle: row["summary"]?.text)
                stepReferences.append(MealieBackup.key(row["id"]).flatMap { references[$0] } ?? [])
            }
            var steps = titled.finish(in: &recipe)
            var unplaced: [LineDraft] = []
            for (line, entry) in list.lines {
                if let reference = entryReferences[entry], let index = stepReferences.firstIndex(where: { $0.contains(reference) }) {
                    steps[index].lines.append(line)
                } else {
                    unplaced.append(line)
                }
            }
            let tools = (toolNames[id] ?? []).map { Located(Tool(name: $0.value), at: $0.path) }
            recipe.place(unplaced, tools: tools + list.tools, over: steps)
        }

        /// A recipe's rows of a table in Mealie's order, each with its index in the table.
        func ordered(_ rows: [(row: JSONValue, index: Int)]?) -> [(row: JSONValue, index: Int)] {
            let rows = rows ?? []
            return AppRecipe.ordered(rows.map(\.row), by: "position").map { ($0.row, rows[$0.index].index) }
        }

        /// The line as Mealie shows it: quantity, unit and food (plural names past 1, the unit's
        /// abbreviation where Mealie uses it) and note; its note alone for a line with no food or
        /// unit, or while 1.x's recipe setting switches amounts off.
        func lineText(_ row: JSONValue, amountsDisabled: Bool) -> String {
            let unit = MealieBackup.key(row["unit_id"]).flatMap { units[$0] }
            let food = MealieBackup.key(row["food_id"]).flatMap { foods[$0] }
            let note = row["note"]?.text?.trimmed.nilIfEmpty
            if amountsDisabled || (unit == nil && food == nil) {
                return note ?? row["original_text"]?.text?.trimmed.nilIfEmpty ?? ""
            }
            let quantity = row["quantity"]?.numeric.flatMap { $0 > 0 ? $0 : nil }
            let plural = (quantity ?? 0) > 1
            func name(_ row: JSONValue?, _ column: String) -> String? {
                (plural ? row?["plural_\(column)"]?.text?.trimmed.nilIfEmpty : nil) ?? row?[column]?.text?.trimmed.nilIfEmpty
            }
            let unitName = (unit?["use_abbreviation"]?.isTrue ?? false ? name(unit, "abbreviation") : nil) ?? name(unit, "name")
            return AppRecipe.lineText(quantity: quantity, unit: quantity == nil ? nil : unitName, food: name(food, "name"), note: note)
        }
    }
}
