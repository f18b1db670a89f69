import Foundation
import HTTPTypes
import LarderActions
import LarderImaging
import LarderModel
import LarderStore
import OpenAPIRuntime

extension APIServer.Operations {
    func getMe(_ input: Operations.GetMe.Input) async throws -> Operations.GetMe.Output {
        let holder = try APICaller.holder
        let household = holder.membership.household
        return .ok(.init(body: .json(.init(
            user: .init(id: holder.user.id.api, displayName: holder.user.displayName, email: holder.user.email),
            household: .init(id: household.id.api, name: household.name, timeZone: household.timeZone),
            role: holder.membership.role == .owner ? .owner : .member,
            scope: holder.scope == .readWrite ? .readWrite : .read))))
    }

    // MARK: - Recipes

    func listRecipes(_ input: Operations.ListRecipes.Input) async throws -> Operations.ListRecipes.Output {
        let holder = try APICaller.holder
        let query = input.query
        let limit = query.limit ?? 24
        guard (1...100).contains(limit) else { throw APIProblem.badRequest("limit must be between 1 and 100.") }
        if let minutes = query.maxMinutes, !(0...100_000).contains(minutes) {
            throw APIProblem.badRequest("max_minutes must be between 0 and 100000.")
        }
        let tags = query.tag ?? []
        guard tags.count <= Tag.maximumPerRecipe else { throw APIProblem.badRequest("Give at most \(Tag.maximumPerRecipe) tags.") }
        // The cursor is the id of the page's last recipe: the next page is read from the sort's
        // index just past it, however deep it lies.
        var anchor: PageAnchor?
        if let cursor = query.cursor {
            guard let id = UUID(uuidString: cursor) else { throw APIProblem.badRequest("cursor is not one that a page gave.") }
            anchor = .after(id)
        }
        let sortName = query.sort?.rawValue ?? RecipeSort.named[0].name
        let sort = RecipeSort.named.first { $0.name == sortName }?.sort ?? RecipeSort.named[0].sort
        let filter = RecipeFilter(
            text: query.q?.searchText ?? "", ingredient: query.ingredient?.searchText ?? "", skill: query.skill?.searchText ?? "",
            tags: RecipeDraft.normalizedTags(tags.map(\.searchText)), maxMinutes: query.maxMinutes,
            favouritesOf: query.favourites == true ? holder.user.id : nil, minRating: query.minRating)
        let result = try await recipes.list(
            FetchDescriptor(predicate: filter.predicate, sortBy: sort, limit: limit, anchor: anchor, countLimit: 0, tagCounts: .none),
            in: holder.membership.household.id)
        // A page after a recipe that has been deleted since is empty, which would read as the end
        // of the list: the client is told to start again instead.
        if case .after(let id)? = anchor, result.items.isEmpty, try await recipes.summary(id, in: holder.membership.household.id) == nil {
            throw APIProblem.badRequest("The recipe this cursor follows was deleted since its page was read. List again from the first page.")
        }
        let next = result.hasMoreAfter ? result.items.last?.id.api : nil
        return .ok(.init(
            headers: .init(link: next.map { "<\(Self.listURL(input.query, cursor: $0))>; rel=\"next\"" }),
            body: .json(.init(items: result.items.map(Components.Schemas.RecipeSummary.init), next: next))))
    }

    /// This list's address with another cursor; every other parameter is kept.
    static func listURL(_ query: Operations.ListRecipes.Input.Query, cursor: String) -> String {
        var items: [URLQueryItem] = (query.tag ?? []).map { URLQueryItem(name: "tag", value: $0) }
        for (name, value) in [("q", query.q), ("ingredient", query.ingredient), ("skill", query.skill),
                              ("max_minutes", query.maxMinutes.map(String.init)), ("favourites", query.favourites.map(String.init)),
                              ("min_rating", query.minRating.map(String.init)),
                              ("sort", query.sort?.rawValue), ("limit", query.limit.map(String.init))] {
            if let value { items.append(URLQueryItem(name: name, value: value)) }
        }
        items.append(URLQueryItem(name: "cursor", value: cursor))
        var components = URLComponents()
        components.path = APIServer.prefix + "/recipes"
        components.queryItems = items
        return components.percentEncodedPath + "?" + (components.percentEncodedQuery ?? "")
    }

    func createRecipe(_ input: Operations.CreateRecipe.Input) async throws -> Operations.CreateRecipe.Output {
        let holder = try APICaller.writer
        let body = switch input.body { case .json(let body): body }
        let household = holder.membership.household.id
        let id = try await recipes.create(try body.draft(), in: household, by: holder.user.id)
        let recipe = try await recipes.detail(id, in: household)
        return .created(.init(headers: .init(location: "\(APIServer.prefix)/recipes/\(id.api)", eTag: Self.etag(recipe)),
                              body: .json(.init(recipe))))
    }

    func getRecipe(_ input: Operations.GetRecipe.Input) async throws -> Operations.GetRecipe.Output {
        let household = try APICaller.household
        let recipe = try await recipes.detail(try UUID.path(input.path.recipeId), in: household)
        var shown = recipe
        if let servings = input.query.servings {
            guard RecipeDraft.servingsRange.contains(servings) else {
                throw APIProblem.badRequest("servings must be between \(RecipeDraft.servingsRange.lowerBound) and \(RecipeDraft.servingsRange.upperBound).")
            }
            shown = Scaling(from: recipe.servings, to: servings).scaledQuantities(of: recipe)
        }
        return .ok(.init(headers: .init(eTag: Self.etag(recipe)), body: .json(.init(shown))))
    }

    func replaceRecipe(_ input: Operations.ReplaceRecipe.Input) async throws -> Operations.ReplaceRecipe.Output {
        let household = try APICaller.householdToChange
        let id = try UUID.path(input.path.recipeId)
        let body = switch input.body { case .json(let body): body }
        guard let version = Self.version(ofETag: input.headers.ifMatch) else {
            throw APIProblem.badRequest("If-Match must be the ETag a read of the recipe gave, such as \"3\".")
        }
        let draft = try body.draft()
        do {
            _ = try await recipes.save(id, as: draft, from: .current(version: version), in: household, by: try APICaller.writer.user.id)
        } catch RecipeError.stale {
            let stale = try await staleVersion(of: id, in: household) {
                "Version \(version) was replaced by version \($0.version). Nothing was saved; merge with the current recipe, then send it with If-Match: \(Self.etag($0))."
            }
            return .preconditionFailed(.init(headers: .init(eTag: stale.eTag), body: .applicationProblemJson(stale.problem)))
        }
        let saved = try await recipes.detail(id, in: household)
        return .ok(.init(headers: .init(eTag: Self.etag(saved)), body: .json(.init(saved))))
    }

    func deleteRecipe(_ input: Operations.DeleteRecipe.Input) async throws -> Operations.DeleteRecipe.Output {
        let household = try APICaller.householdToChange
        let id = try UUID.path(input.path.recipeId)
        let (name, _) = try await recipes.delete(id, in: household)
        return .ok(.init(body: .json(.init(id: id.api, name: name, restorableUntil: Date().addingTimeInterval(
            TimeInterval(RecipeRepository.undoWindow.components.seconds))))))
    }

    func restoreRecipe(_ input: Operations.RestoreRecipe.Input) async throws -> Operations.RestoreRecipe.Output {
        let household = try APICaller.householdToChange
        let id = try UUID.path(input.path.recipeId)
        do {
            _ = try await recipes.undoDelete(id, in: household)
        } catch RecipeError.nameTaken {
            throw APIProblem.conflict("A recipe with the same name has been made since. Rename or delete that one, then restore again.")
        }
        let recipe = try await recipes.detail(id, in: household)
        return .ok(.init(headers: .init(eTag: Self.etag(recipe)), body: .json(.init(recipe))))
    }

    /// A change refused because the recipe moved on: the 412's problem, which hands the client the
    /// recipe as it is now (to merge with, or to read again), and its `ETag`.
    func staleVersion(of id: UUID, in household: UUID, detail: (RecipeDetail) -> String) async throws
        -> (eTag: String, problem: Components.Schemas.StaleVersionProblem) {
        let current = try await recipes.detail(id, in: household)
        let problem = APIProblem(status: .preconditionFailed, kind: "stale-version", title: "The recipe changed since that version",
                                 detail: detail(current))
        return (Self.etag(current), .init(value1: problem.document, value2: .init(current: .init(current))))
    }

    /// A recipe's version as a strong entity tag.
    static func etag(_ recipe: RecipeDetail) -> String { "\"\(recipe.version)\"" }

    /// The version an `If-Match` names: `"3"`, or 3 as some clients send it.
    static func version(ofETag header: String) -> Int? {
        var tag = Substring(header.trimmingCharacters(in: .whitespaces))
        if tag.hasPrefix("W/") { return nil }
        if tag.count >= 2, tag.first == "\"", tag.last == "\"" { tag = tag.dropFirst().dropLast() }
        return Int(tag).flatMap { $0 > 0 ? $0 : nil }
    }

    // MARK: - Photo

    func getRecipePhoto(_ input: Operations.GetRecipePhoto.Input) async throws -> Operations.GetRecipePhoto.Output {
        let household = try APICaller.household
        let id = try UUID.path(input.path.recipeId)
        let size: PhotoReference.Size = input.query.size == .thumbnail ? .thumbnail : .picture
        guard let bytes = try await recipes.currentPhoto(size, of: id, in: household) else { throw APIProblem.notFound }
        return .ok(.init(body: .imageWebp(HTTPBody(bytes))))
    }

    func putRecipePhoto(_ input: Operations.PutRecipePhoto.Input) async throws -> Operations.PutRecipePhoto.Output {
        let household = try APICaller.householdToChange
        let id = try UUID.path(input.path.recipeId)
        let body = switch input.body { case .binary(let body): body }
        let upload = try await Data(collecting: body, upTo: Picture.maximumBytes)
        let prepared: PhotoRepository.Prepared
        do {
            prepared = try await recipes.preparePhoto(upload)
        } catch let problem as Picture.Problem {
            throw APIProblem.invalid("photo", "The photo \(problem.reason)")
        }
        try await recipes.setPhoto(.replace(prepared), of: id, in: household, by: try APICaller.writer.user.id)
        return .ok(.init(body: .json(.init(PhotoReference(digest: prepared.digest, width: prepared.width, height: prepared.height), of: id))))
    }

    func deleteRecipePhoto(_ input: Operations.DeleteRecipePhoto.Input) async throws -> Operations.DeleteRecipePhoto.Output {
        let household = try APICaller.householdToChange
        let id = try UUID.path(input.path.recipeId)
        // Removing a photo that is not there is done already; a recipe that is not there is not (404).
        try await recipes.setPhoto(.remove, of: id, in: household, by: try APICaller.writer.user.id)
        return .noContent(.init())
    }

    // MARK: - Favourites and the cooking log

    func favouriteRecipe(_ input: Operations.FavouriteRecipe.Input) async throws -> Operations.FavouriteRecipe.Output {
        let holder = try APICaller.writer
        try await cooking.setFavourite(true, recipe: try UUID.path(input.path.recipeId), member: holder.user.id,
                                             in: holder.membership.household.id)
        return .noContent(.init())
    }

    func unfavouriteRecipe(_ input: Operations.UnfavouriteRecipe.Input) async throws -> Operations.UnfavouriteRecipe.Output {
        let holder = try APICaller.writer
        try await cooking.setFavourite(false, recipe: try UUID.path(input.path.recipeId), member: holder.user.id,
                                             in: holder.membership.household.id)
        return .noContent(.init())
    }

    func getCookingLog(_ input: Operations.GetCookingLog.Input) async throws -> Operations.GetCookingLog.Output {
        let holder = try APICaller.holder
        let household = holder.membership.household.id
        let id = try UUID.path(input.path.recipeId)
        guard try await recipes.summary(id, in: household) != nil else { throw APIProblem.notFound }
        let history = try await cooking.history(of: id, for: holder.user.id, in: household)
        return .ok(.init(body: .json(.init(isFavourite: history.isFavourite, timesCooked: history.timesCooked,
                                           recent: history.recent.map(Components.Schemas.CookedEntry.init)))))
    }

    func logCooking(_ input: Operations.LogCooking.Input) async throws -> Operations.LogCooking.Output {
        let holder = try APICaller.writer
        let household = holder.membership.household
        let id = try UUID.path(input.path.recipeId)
        let body = switch input.body { case .json(let body): body }
        var day = household.today
        if let text = body.cookedOn {
            guard let given = Day(iso: text) else { throw APIProblem.invalid("cooked_on", "Give the day as a date, such as \(household.today.iso)") }
            day = given
        }
        let note = (body.note ?? "").trimmed
        let entry = try await cooking.logCooked(CookedDraft(cookedOn: day, servings: body.servings, note: note), recipe: id,
                                                      cook: holder.user.id, in: household.id, today: household.today)
        return .created(.init(body: .json(.init(LarderModel.CookedEntry(
            id: entry, cookedOn: day, servings: body.servings, note: note, cook: holder.user.displayName)))))
    }
}

extension Components.Schemas.CookedEntry {
    init(_ entry: LarderModel.CookedEntry) {
        self.init(id: entry.id.api, cookedOn: entry.cookedOn.iso, servings: entry.servings, note: entry.note, cook: entry.cook)
    }
}
