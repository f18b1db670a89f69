import Foundation
import Hummingbird
import LarderModel
import LarderStore

/// A member's stars and the household's cooking log: "favourite" and "cooked it" on the recipe
/// page, with a page of its own for the cooked-it form when it needs correcting.
struct CookingController {
    let views: Views
    let store: Store

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.post("/recipes/:id/favourite", use: favourite)
        router.post("/recipes/:id/rating", use: rate)
        router.get("/recipes/:id/cooked", use: cookedForm)
        router.post("/recipes/:id/cooked", use: logCooked)
        router.post("/recipes/:id/cooked/:entry/delete", use: deleteEntry)
    }

    @Sendable func favourite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let isFavourite = context.form["favourite"] == "yes"
        do {
            try await store.cooking.setFavourite(isFavourite, recipe: id, member: context.user.id, in: context.household.id)
        } catch RecipeError.notFound {
            throw AppError.notFound
        }
        return Redirect.to("/recipes/\(id.uuidString)",
                           flash: Flash(isFavourite ? "Added to your favourites." : "Removed from your favourites."))
    }

    /// The member's stars: 1 to 5, or none (an empty choice) to take their rating away.
    @Sendable func rate(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipeURL = "/recipes/\(id.uuidString)"
        let choice = context.form["stars"].trimmed
        guard choice.isEmpty || Int(choice).map(RecipeRating.stars.contains) == true else {
            _ = try await store.recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to(recipeURL, flash: Flash("Choose from 1 to 5 stars.", isError: true))
        }
        let stars = Int(choice)
        do {
            try await store.cooking.rate(stars, recipe: id, member: context.user.id, in: context.household.id)
        } catch RecipeError.notFound {
            throw AppError.notFound
        }
        return Redirect.to(recipeURL, flash: Flash(stars.map { "You rated it \($0) star\($0 == 1 ? "" : "s")." } ?? "Your rating is taken away."))
    }

    /// The cooked-it form, for a day, servings and a note.
    struct CookedPage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var action: String
        var cancelURL: String
        var cookedOn: FormField
        var servings: FormField
        var note: FormField
        var today: String
        var formErrors: [String]
    }

    @Sendable func cookedForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipe = try await store.recipes.summaryOrNotFound(id, in: context.household.id)
        let asked = Int(FormData(query: request.uri.query)["servings"]).flatMap { RecipeDraft.servingsRange.contains($0) ? $0 : nil }
        return cookedPage(recipeID: id, recipeName: recipe.name, context: context,
                          fields: (FormField("cooked_on", value: context.household.today.iso), FormField("servings", value: String(asked ?? recipe.servings)),
                                   FormField("note")))
    }

    private func cookedPage(recipeID: UUID, recipeName: String, context: HouseholdRequestContext,
                            fields: (cookedOn: FormField, servings: FormField, note: FormField), errors: [String] = [],
                            status: HTTPResponse.Status = .ok) -> Response {
        views.render(CookedPage(
            page: PageChrome(title: "Cooked \(recipeName)", context: context, section: .recipes), recipeName: recipeName,
            action: "/recipes/\(recipeID.uuidString)/cooked", cancelURL: "/recipes/\(recipeID.uuidString)",
            cookedOn: fields.cookedOn, servings: fields.servings, note: fields.note, today: context.household.today.iso, formErrors: errors), status: status)
    }

    @Sendable func logCooked(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let form = context.form
        let draft = CookedDraft(cookedOn: Day(iso: form["cooked_on"].trimmed), servings: Int(form["servings"].trimmed), note: form["note"])
        do {
            try await store.cooking.logCooked(draft, recipe: id, cook: context.user.id, in: context.household.id,
                                              today: context.household.today)
        } catch RecipeError.notFound {
            throw AppError.notFound
        } catch RecipeError.invalid(let error) {
            let recipe = try await store.recipes.summaryOrNotFound(id, in: context.household.id)
            return cookedPage(recipeID: id, recipeName: recipe.name, context: context,
                              fields: (FormField("cooked_on", from: form, issues: error.issues), FormField("servings", from: form, issues: error.issues),
                                       FormField("note", from: form, issues: error.issues)),
                              errors: ["Not noted yet: please correct the fields marked below."], status: .unprocessableContent)
        }
        let day = draft.cookedOn.map { $0 == context.household.today ? "today" : "on \(Format.day($0))" } ?? ""
        return Redirect.to("/recipes/\(id.uuidString)", flash: Flash("Noted: you cooked it \(day)."))
    }

    @Sendable func deleteEntry(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let entry = try context.parameters.require("entry", as: UUID.self)
        do {
            try await store.cooking.deleteEntry(entry, of: id, in: context.household.id)
        } catch RecipeError.notFound {
            throw AppError.notFound
        }
        return Redirect.to("/recipes/\(id.uuidString)", flash: Flash("The entry is removed from the cooking log."))
    }
}
