import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// A member's stars and the household's cooking log: "favourite" and "cooked it" on the recipe
/// page, with a page of its own for the cooked-it form when it needs correcting.
struct CookingController {
    let views: Views
    let cooking: CookingActions
    let recipes: RecipeActions

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
            try await cooking.setFavourite(isFavourite, recipe: id, member: context.user.id, in: context.household.id)
        } catch RecipeError.notFound {
            throw Failure.notFound
        }
        return Redirect.to("/recipes/\(id.text)",
                           flash: Flash(isFavourite ? context.strings.cooking.favouriteAdded : context.strings.cooking.favouriteRemoved))
    }

    /// The member's stars: 1 to 5, or none (an empty choice) to take their rating away.
    @Sendable func rate(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipeURL = "/recipes/\(id.text)"
        let choice = context.form["stars"].trimmed
        guard choice.isEmpty || Int(choice).map(RecipeRating.stars.contains) == true else {
            _ = try await recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to(recipeURL, flash: Flash(context.strings.cooking.chooseStars, isError: true))
        }
        let stars = Int(choice)
        do {
            try await cooking.rate(stars, recipe: id, member: context.user.id, in: context.household.id)
        } catch RecipeError.notFound {
            throw Failure.notFound
        }
        return Redirect.to(recipeURL, flash: Flash(stars.map { context.strings.cooking.rated(count: $0) } ?? context.strings.cooking.ratingRemoved))
    }

    @Sendable func cookedForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipe = try await recipes.summaryOrNotFound(id, in: context.household.id)
        let asked = Int(FormData(query: request.uri.query)["servings"]).flatMap { RecipeDraft.servingsRange.contains($0) ? $0 : nil }
        return cookedPage(recipeID: id, recipeName: recipe.name, context: context,
                          fields: (FormField("cooked_on", value: context.household.today.iso), FormField("servings", value: String(asked ?? recipe.servings)),
                                   FormField("note")))
    }

    private func cookedPage(recipeID: UUID, recipeName: String, context: HouseholdRequestContext,
                            fields: (cookedOn: FormField, servings: FormField, note: FormField), errors: [String] = [],
                            status: HTTPResponse.Status = .ok) -> Response {
        views.render(CookedPage(
            page: PageChrome(title: context.strings.cooking.title(recipe: recipeName), context: context, section: .recipes), recipeName: recipeName,
            action: "/recipes/\(recipeID.text)/cooked", cancelURL: "/recipes/\(recipeID.text)",
            cookedOn: fields.cookedOn, servings: fields.servings, note: fields.note, today: context.household.today.iso, formErrors: errors), status: status)
    }

    @Sendable func logCooked(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let form = context.form
        let draft = CookedDraft(cookedOn: Day(iso: form["cooked_on"].trimmed), servings: Int(form["servings"].trimmed), note: form["note"])
        do {
            try await cooking.logCooked(draft, recipe: id, cook: context.user.id, in: context.household.id,
                                              today: context.household.today)
        } catch RecipeError.notFound {
            throw Failure.notFound
        } catch RecipeError.invalid(let error) {
            let recipe = try await recipes.summaryOrNotFound(id, in: context.household.id)
            // The model's problems, as the page's language says them.
            let issues = context.strings.said(error.issues)
            return cookedPage(recipeID: id, recipeName: recipe.name, context: context,
                              fields: (FormField("cooked_on", from: form, issues: issues, strings: context.strings), FormField("servings", from: form, issues: issues, strings: context.strings),
                                       FormField("note", from: form, issues: issues, strings: context.strings)),
                              errors: [context.strings.cooking.notNoted], status: .unprocessableContent)
        }
        let strings = context.strings
        let noted = draft.cookedOn.map { $0 == context.household.today ? strings.cooking.notedToday
            : strings.cooking.notedOn(day: Format.day($0, context.language)) } ?? strings.cooking.notedToday
        return Redirect.to("/recipes/\(id.text)", flash: Flash(noted))
    }

    @Sendable func deleteEntry(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let entry = try context.parameters.require("entry", as: UUID.self)
        do {
            try await cooking.deleteEntry(entry, of: id, in: context.household.id)
        } catch RecipeError.notFound {
            throw Failure.notFound
        }
        return Redirect.to("/recipes/\(id.text)", flash: Flash(context.strings.cooking.entryRemoved))
    }
}
