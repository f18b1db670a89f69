import Foundation
import LarderActions
import LarderModel
import LarderStore
import OpenAPIRuntime

// The catalogs, the meal plan and the shopping list: the household's shared things.
extension APIServer.Operations {
    // MARK: - Catalogs

    func listTags(_ input: Operations.ListTags.Input) async throws -> Operations.ListTags.Output {
        let (limit, offset) = try Self.catalogPage(input.query.limit, input.query.offset)
        let page = try await catalog.tags(in: try APICaller.household, limit: limit, offset: offset)
        return .ok(.init(body: .json(.init(page) { ($0.id, $0.name) })))
    }

    func renameTag(_ input: Operations.RenameTag.Input) async throws -> Operations.RenameTag.Output {
        let household = try APICaller.householdToChange
        let body = switch input.body { case .json(let body): body }
        try await catalog.renameTag(try UUID.path(input.path.entryId), to: body.name, in: household)
        return .noContent(.init())
    }

    func deleteTag(_ input: Operations.DeleteTag.Input) async throws -> Operations.DeleteTag.Output {
        _ = try await catalog.deleteTag(try UUID.path(input.path.entryId), in: try APICaller.householdToChange)
        return .noContent(.init())
    }

    func listIngredients(_ input: Operations.ListIngredients.Input) async throws -> Operations.ListIngredients.Output {
        let (limit, offset) = try Self.catalogPage(input.query.limit, input.query.offset)
        let page = try await catalog.ingredients(in: try APICaller.household, matching: input.query.q?.searchText.nilIfEmpty,
                                                    limit: limit, offset: offset)
        return .ok(.init(body: .json(.init(page) { ($0.id, $0.name) })))
    }

    func renameIngredient(_ input: Operations.RenameIngredient.Input) async throws -> Operations.RenameIngredient.Output {
        let household = try APICaller.householdToChange
        let body = switch input.body { case .json(let body): body }
        try await catalog.renameIngredient(try UUID.path(input.path.entryId), to: body.name, in: household)
        return .noContent(.init())
    }

    func deleteIngredient(_ input: Operations.DeleteIngredient.Input) async throws -> Operations.DeleteIngredient.Output {
        _ = try await catalog.deleteIngredient(try UUID.path(input.path.entryId), in: try APICaller.householdToChange)
        return .noContent(.init())
    }

    func listSkills(_ input: Operations.ListSkills.Input) async throws -> Operations.ListSkills.Output {
        let (limit, offset) = try Self.catalogPage(input.query.limit, input.query.offset)
        let page = try await catalog.skills(in: try APICaller.household, matching: input.query.q?.searchText.nilIfEmpty,
                                               limit: limit, offset: offset)
        return .ok(.init(body: .json(.init(page) { ($0.id, $0.name) })))
    }

    func deleteSkill(_ input: Operations.DeleteSkill.Input) async throws -> Operations.DeleteSkill.Output {
        _ = try await catalog.deleteSkill(try UUID.path(input.path.entryId), in: try APICaller.householdToChange)
        return .noContent(.init())
    }

    /// A catalog page's bounds, as the document gives them.
    static func catalogPage(_ limit: Int?, _ offset: Int?) throws -> (limit: Int, offset: Int) {
        let limit = limit ?? 50, offset = offset ?? 0
        guard (1...200).contains(limit) else { throw APIProblem.badRequest("limit must be between 1 and 200.") }
        guard (0...1_000_000).contains(offset) else { throw APIProblem.badRequest("offset must be between 0 and 1000000.") }
        return (limit, offset)
    }

    // MARK: - The plan

    /// How many days one request may read: a quarter of a year.
    static let planDaysPerRequest = 92

    func listPlanEntries(_ input: Operations.ListPlanEntries.Input) async throws -> Operations.ListPlanEntries.Output {
        let household = try APICaller.household
        guard let from = Day(iso: input.query.from) else { throw APIProblem.badRequest("from must be a date, such as 2026-11-23.") }
        guard let to = Day(iso: input.query.to) else { throw APIProblem.badRequest("to must be a date, such as 2026-11-29.") }
        guard from <= to else { throw APIProblem.invalid("to", "The last day cannot come before the first") }
        guard to.ordinal - from.ordinal < Self.planDaysPerRequest else {
            throw APIProblem.invalid("to", "Ask for at most \(Self.planDaysPerRequest) days at a time")
        }
        let entries = try await plan.entries(from: from, through: to, in: household)
        return .ok(.init(body: .json(entries.map(Components.Schemas.PlanEntry.init))))
    }

    func addPlanEntry(_ input: Operations.AddPlanEntry.Input) async throws -> Operations.AddPlanEntry.Output {
        let holder = try APICaller.writer
        let household = holder.membership.household.id
        let body = switch input.body { case .json(let body): body }
        guard let day = Day(iso: body.day) else { throw APIProblem.invalid("day", "Give the day as a date, such as 2026-11-26") }
        let content: PlanDraft.Content
        switch (body.recipeId, body.note) {
        case (let recipe?, nil):
            guard let id = UUID(uuidString: recipe) else { throw APIProblem.invalid("recipe_id", "Give the recipe's id") }
            content = .recipe(id, servings: body.servings)
        case (nil, let note?):
            guard body.servings == nil else { throw APIProblem.invalid("servings", "A note has no servings") }
            content = .note(note)
        case (nil, nil):
            throw APIProblem.invalid("recipe_id", "Give a recipe_id or a note")
        case (_?, _?):
            throw APIProblem.invalid("note", "Give a recipe_id or a note, not both")
        }
        let slot = PlanSlot(rawValue: body.slot.rawValue) ?? .other
        let id: UUID
        do {
            id = try await plan.add(PlanDraft(day: day, slot: slot, content: content), by: holder.user.id, in: household)
        } catch PlanError.notFound {
            // The one way an add finds nothing: the recipe is not the household's.
            throw APIProblem.invalid("recipe_id", "The household has no such recipe")
        }
        guard let entry = try await plan.entries(from: day, through: day, in: household).first(where: { $0.id == id }) else {
            throw APIProblem.notFound
        }
        return .created(.init(body: .json(.init(entry))))
    }

    func deletePlanEntry(_ input: Operations.DeletePlanEntry.Input) async throws -> Operations.DeletePlanEntry.Output {
        try await plan.remove(try UUID.path(input.path.entryId), in: try APICaller.householdToChange)
        return .noContent(.init())
    }

    // MARK: - The shopping list

    func getShoppingList(_ input: Operations.GetShoppingList.Input) async throws -> Operations.GetShoppingList.Output {
        .ok(.init(body: .json(try await shoppingList(try APICaller.household))))
    }

    func setShoppingDays(_ input: Operations.SetShoppingDays.Input) async throws -> Operations.SetShoppingDays.Output {
        let household = try APICaller.householdToChange
        let body = switch input.body { case .json(let body): body }
        func day(_ text: String?, _ field: String) throws -> Day? {
            guard let text else { return nil }
            guard let day = Day(iso: text) else { throw APIProblem.invalid(field, "Give the day as a date, such as 2026-11-27") }
            return day
        }
        let (from, to) = (try day(body.from, "from"), try day(body.to, "to"))
        guard (from == nil) == (to == nil) else { throw APIProblem.invalid(from == nil ? "from" : "to", "Give both days, or neither") }
        try await shopping.plan(from: from, to: to, in: household)
        return .ok(.init(body: .json(try await shoppingList(household))))
    }

    func addShoppingItem(_ input: Operations.AddShoppingItem.Input) async throws -> Operations.AddShoppingItem.Output {
        let household = try APICaller.householdToChange
        let body = switch input.body { case .json(let body): body }
        try await shopping.add(body.text, in: household)
        return .ok(.init(body: .json(try await shoppingList(household))))
    }

    func tickShoppingItem(_ input: Operations.TickShoppingItem.Input) async throws -> Operations.TickShoppingItem.Output {
        let household = try APICaller.householdToChange
        let body = switch input.body { case .json(let body): body }
        try await shopping.tick(try UUID.path(input.path.itemId), body.ticked, in: household)
        return .ok(.init(body: .json(try await shoppingList(household))))
    }

    func regenerateShoppingList(_ input: Operations.RegenerateShoppingList.Input) async throws -> Operations.RegenerateShoppingList.Output {
        let household = try APICaller.householdToChange
        try await shopping.regenerate(household)
        return .ok(.init(body: .json(try await shoppingList(household))))
    }

    /// The list's versions, for as long as the token works in its household.
    func streamShoppingList(_ input: Operations.StreamShoppingList.Input) async throws -> Operations.StreamShoppingList.Output {
        let holder = try APICaller.holder
        let (token, household) = (holder.token, holder.membership.household.id)
        let events = try shopping.follow(household, for: holder.user.id) { try await tokens.isLive(token, in: household) }
            .map { ArraySlice($0.utf8) }
        return .ok(.init(body: .textEventStream(HTTPBody(events, length: .unknown, iterationBehavior: .single))))
    }

    func shoppingList(_ household: UUID) async throws -> Components.Schemas.ShoppingList {
        let list = try await shopping.list(in: household)
        return .init(version: list.version, from: list.from?.iso, to: list.to?.iso, items: list.items.map {
            .init(id: $0.id.api, text: $0.text, aisle: $0.aisle, ticked: $0.isTicked, manual: $0.isManual)
        })
    }
}

extension Components.Schemas.CatalogPage {
    init<Item>(_ page: CatalogPage<Item>, _ identity: (Item) -> (UUID, String)) {
        self.init(entries: page.entries.map {
            let (id, name) = identity($0.item)
            return .init(id: id.api, name: name, uses: $0.useCount)
        }, total: page.total)
    }
}

extension Components.Schemas.PlanEntry {
    init(_ entry: LarderModel.PlanEntry) {
        self.init(id: entry.id.api, day: entry.day.iso, slot: .init(rawValue: entry.slot.rawValue) ?? .other,
                  recipe: entry.recipe.map { .init(id: $0.id.api, name: $0.name, servings: $0.servings) }, note: entry.note)
    }
}
