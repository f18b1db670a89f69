import Foundation
import LarderModel
import PostgresClient

/// Stage 27's Swift step: reads every stored line again, as the line parser now reads lines
/// (`IngredientLineParser.read`), in its household's language, and records in temporary tables
/// `line_reread` and `step_tools` what changes. The stage's SQL file then applies it.
///
/// It changes only what the old reading got wrong, never what a cook or the API set on purpose:
/// - a heading with no amount ("FOR THE SAUCE") leaves the list and names the group of the
///   lines after it in its step; equipment with no amount ("Roasting pan") joins its step's tools;
/// - a line is read again whole only when its ingredient's own name, read as a line, gives the
///   name the line now reads ("+ 2 tablespoons water" → "water", "Eier" → "Ei"): a name someone
///   chose ("Hen egg" for "2 eggs") reads as itself, and stays;
/// - a line whose amount and unit the new reading agrees with gives up from its note what are now
///   equivalents, sizes of items and sizes ("15 oz, drained" → container 15 oz, note "drained").
///
/// It names tables and columns as they are in V26 (the new columns are added by the SQL file,
/// after this step). The reading is the model's: a database that reaches this stage later reads
/// lines as Larder does then.
enum RereadIngredientLines {
    /// A stored line, as the step reads it.
    struct Stored: Sendable {
        var household: UUID
        var id: UUID
        var recipe: UUID
        /// The step the line is on, or nil for a recipe's own lines.
        var step: UUID?
        var text: String
        var quantity: Decimal?
        var unit: String
        var note: String
        var ingredient: String?
    }

    /// What becomes of one line.
    struct Change: Encodable {
        var householdId: UUID
        var id: UUID
        var recipeId: UUID
        var ownerId: UUID
        var action: String
        var quantity: String?
        var quantityMax: String?
        var unit = ""
        var note = ""
        var equivalents: [RecipeGraphPayload.MeasureRow] = []
        var container: [RecipeGraphPayload.MeasureRow] = []
        var size = ""
        var groupName = ""
        var ingredient: String?
    }

    struct StepTools: Encodable {
        var householdId: UUID
        var stepId: UUID
        var tools: [Tool]
    }

    /// What the step found, for its report and its tests.
    struct Tally: Equatable {
        var lines = 0, headings = 0, tools = 0, rewritten = 0, refined = 0, grouped = 0
    }

    @Sendable static func run(_ connection: Connection, _ progress: MigrationProgress) async throws {
        try await connection.query("""
            CREATE TEMPORARY TABLE line_reread (household_id uuid, id uuid, recipe_id uuid, owner_id uuid, action text,
                quantity numeric, quantity_max numeric, unit text, note text, equivalents jsonb, container jsonb, size text,
                group_name text, ingredient text) ON COMMIT DROP
            """)
        try await connection.query("CREATE TEMPORARY TABLE step_tools (household_id uuid, step_id uuid, tools jsonb) ON COMMIT DROP")
        // Each household reads in the language most of its members chose; English where none did.
        let languages = try await connection.query("""
            SELECT m.household_id, mode() WITHIN GROUP (ORDER BY u.language)
            FROM memberships m JOIN users u ON u.id = m.user_id
            WHERE u.language IS NOT NULL GROUP BY m.household_id
            """).decode(UUID.self, String.self)
        let language = Dictionary(languages.map { ($0.0, Language(rawValue: $0.1)) }, uniquingKeysWith: { first, _ in first })
        let rows = try await connection.query("""
            SELECT l.household_id, l.id, coalesce(l.recipe_id, s.recipe_id), l.step_id, l.line_text, l.quantity::text, l.unit, l.note, i.name
            FROM recipe_ingredients l
            LEFT JOIN recipe_steps s ON s.household_id = l.household_id AND s.id = l.step_id
            LEFT JOIN ingredients i ON i.household_id = l.household_id AND i.id = l.ingredient_id
            ORDER BY l.household_id, coalesce(l.step_id, l.recipe_id), l.position
            """).decode(UUID.self, UUID.self, UUID.self, UUID?.self, String.self, String?.self, String.self, String.self, String?.self)
        let stored = rows.map { row in
            Stored(household: row.0, id: row.1, recipe: row.2, step: row.3, text: row.4, quantity: row.5.flatMap { Decimal(string: $0) },
                   unit: row.6, note: row.7, ingredient: row.8)
        }
        let (changes, tools, tally) = reread(stored, language: { language[$0] ?? nil })
        for batch in stride(from: 0, to: changes.count, by: 5000) {
            let payload = try JSONText(encoding: Array(changes[batch..<min(batch + 5000, changes.count)]), with: .graphPayload)
            try await connection.query("""
                INSERT INTO line_reread SELECT * FROM jsonb_to_recordset(\(payload)::jsonb)
                    AS x(household_id uuid, id uuid, recipe_id uuid, owner_id uuid, action text, quantity numeric, quantity_max numeric,
                         unit text, note text, equivalents jsonb, container jsonb, size text, group_name text, ingredient text)
                """)
        }
        if !tools.isEmpty {
            let payload = try JSONText(encoding: tools, with: .graphPayload)
            try await connection.query("""
                INSERT INTO step_tools SELECT * FROM jsonb_to_recordset(\(payload)::jsonb) AS x(household_id uuid, step_id uuid, tools jsonb)
                """)
        }
        progress("read \(tally.lines) lines again: \(tally.headings) headings became groups, \(tally.tools) pieces of equipment "
            + "joined their steps' tools, \(tally.rewritten) lines with a wrongly named ingredient read whole, \(tally.refined) notes "
            + "gave up equivalents and sizes, \(tally.grouped) lines placed under their heading")
    }

    /// The changes to `lines`, given in their households' and owners' order of position.
    static func reread(_ lines: [Stored], language: (UUID) -> Language?) -> ([Change], [StepTools], Tally) {
        var changes: [Change] = []
        var toolsByStep: [(household: UUID, step: UUID, tools: [Tool])] = []
        var tally = Tally()
        var group: (owner: UUID, name: String)?
        for line in lines {
            tally.lines += 1
            let owner = line.step ?? line.recipe
            if group?.owner != owner { group = nil }
            let lang = language(line.household)
            var change = Change(householdId: line.household, id: line.id, recipeId: line.recipe, ownerId: owner, action: "")
            switch IngredientLineParser.read(line.text, language: lang) {
            case .heading(let name) where line.quantity == nil:
                group = (owner, name)
                change.action = "delete"
                tally.headings += 1
            case .tool(let tool) where line.quantity == nil && line.step != nil:
                let step = line.step!
                if let last = toolsByStep.indices.last, toolsByStep[last].step == step {
                    if !toolsByStep[last].tools.contains(where: { $0.name.lowercased() == tool.name.lowercased() }) {
                        toolsByStep[last].tools.append(tool)
                    }
                } else {
                    toolsByStep.append((line.household, step, [tool]))
                }
                change.action = "delete"
                tally.tools += 1
            case .ingredient(let draft):
                let amountAgrees = draft.quantity == line.quantity && draft.unit.lowercased() == line.unit.lowercased()
                let validAmount = (draft.quantity ?? 0) <= LineDraft.maximumQuantity
                    && (draft.quantityMax.map { $0 >= (draft.quantity ?? 0) && $0 <= LineDraft.maximumQuantity } ?? true)
                change.groupName = group?.name ?? ""
                if let stored = line.ingredient, let read = draft.ingredient, validAmount,
                   read.count <= Ingredient.nameRule.maximum, stored.lowercased() != read.lowercased(),
                   IngredientLineParser.parse(stored, language: lang).ingredient?.lowercased() == read.lowercased() {
                    change.action = "rewrite"
                    change.quantity = draft.quantity.map(RecipeGraphPayload.decimalText)
                    change.ingredient = read
                    tally.rewritten += 1
                } else if amountAgrees, validAmount,
                          draft.note != line.note || !draft.equivalents.isEmpty || !draft.container.isEmpty || !draft.size.isEmpty {
                    change.action = "refine"
                    tally.refined += 1
                } else if !change.groupName.isEmpty {
                    change.action = "group"
                    tally.grouped += 1
                    changes.append(change)
                    continue
                } else {
                    continue
                }
                change.quantityMax = draft.quantityMax.map(RecipeGraphPayload.decimalText)
                change.unit = draft.unit
                change.note = draft.note
                change.equivalents = Array(draft.equivalents.prefix(Measure.maximumPerLine)).map(RecipeGraphPayload.MeasureRow.init)
                change.container = Array(draft.container.prefix(Measure.maximumPerLine)).map(RecipeGraphPayload.MeasureRow.init)
                change.size = draft.size
            default:
                // A heading or a tool with an amount ("2 skewers"), or equipment on a recipe's own
                // list: left as it is.
                if let group, group.owner == owner {
                    change.groupName = group.name
                    change.action = "group"
                    tally.grouped += 1
                    changes.append(change)
                }
                continue
            }
            changes.append(change)
        }
        return (changes, toolsByStep.map { StepTools(householdId: $0.household, stepId: $0.step, tools: $0.tools) }, tally)
    }
}
