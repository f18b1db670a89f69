import Foundation
import Hummingbird
import LarderModel
import LarderStore

/// The household's ingredients, skills and tags: what exists, how much it is used, rename, pictures, delete.
struct CatalogController {
    let views: Views
    let store: Store

    /// Entries to a catalog page: a pantry fits on one, a long-kept household's takes a few.
    static let pageSize = 100

    /// `/ingredients` or `/skills` at page `number`, keeping the search.
    static func pageURL(_ path: String, search: String = "", number: Int) -> String {
        var components = URLComponents()
        components.path = path
        components.queryItems = (search.isEmpty ? [] : [URLQueryItem(name: "q", value: search)]) + [URLQueryItem(name: "page", value: String(number))]
        return components.string ?? path
    }

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/ingredients", use: ingredientsPage)
        router.post("/ingredients/:id/rename", use: renameIngredient)
        router.post("/ingredients/:id/aisle", use: setAisle)
        router.post("/ingredients/:id/density", use: setDensity)
        router.get("/ingredients/:id/image", use: ingredientImage)
        router.post("/ingredients/:id/image", use: uploadImage)
        router.get("/ingredients/:id/delete", use: deleteIngredientPage)
        router.post("/ingredients/:id/delete", use: deleteIngredient)
        router.get("/skills", use: skillsPage)
        router.post("/skills", use: upsertSkill)
        router.get("/skills/:id/delete", use: deleteSkillPage)
        router.post("/skills/:id/delete", use: deleteSkill)
        router.get("/tags", use: tagsPage)
        router.post("/tags/:id/rename", use: renameTag)
        router.get("/tags/:id/delete", use: deleteTagPage)
        router.post("/tags/:id/delete", use: deleteTag)
    }

    // MARK: - Ingredients

    struct IngredientsPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var usesLabel: String
            var recipesURL: String
            var hasImage: Bool
            var imageURL: String
            var renameAction: String
            var aisle: String
            var aisleAction: String
            /// Grams per millilitre as the field shows it; "" for none.
            var density: String
            var densityAction: String
            var imageAction: String
            var deleteURL: String
        }

        var page: PageChrome
        var search: String
        var ingredients: [Row]
        var hasIngredients: Bool
        /// The largest picture an ingredient takes, as the hint says it and the script checks it.
        var imageLimit: String = Format.megabytes(Ingredient.maximumImageBytes)
        var imageLimitBytes: Int = Ingredient.maximumImageBytes
        var countLabel: String
        var pagination: Pagination?
    }

    /// "In 3 recipe lines": how often an ingredient or skill is used, counted in `things`.
    static func usesLabel(_ count: Int, in things: String) -> String {
        count == 0 ? "Not in any \(things) yet" : "In \(count) \(things)\(count == 1 ? "" : "s")"
    }

    @Sendable func ingredientsPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let query = FormData(query: request.uri.query)
        let search = query.searchText("q")
        let number = Pagination.requestedPage(query["page"])
        let catalog = try await store.ingredients.list(in: context.household.id, matching: search.nilIfEmpty,
                                                       limit: Self.pageSize, offset: (number - 1) * Self.pageSize)
        let rows = catalog.entries.map { entry in
            let base = "/ingredients/\(entry.item.id.uuidString)"
            return IngredientsPage.Row(
                id: entry.item.id.uuidString, name: entry.item.name, usesLabel: Self.usesLabel(entry.useCount, in: "recipe line"),
                recipesURL: "/recipes?ingredient=\(entry.item.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")",
                hasImage: entry.item.imageType != nil, imageURL: base + "/image", renameAction: base + "/rename",
                aisle: entry.item.aisle, aisleAction: base + "/aisle",
                density: entry.item.density.map { "\($0)" } ?? "", densityAction: base + "/density",
                imageAction: base + "/image", deleteURL: base + "/delete")
        }
        return views.render(IngredientsPage(
            page: PageChrome(title: "Ingredients", context: context, section: .ingredients), search: search, ingredients: rows,
            hasIngredients: !rows.isEmpty, countLabel: "\(catalog.total) ingredient\(catalog.total == 1 ? "" : "s")",
            pagination: .of(page: number, total: catalog.total, pageSize: Self.pageSize) { Self.pageURL("/ingredients", search: search, number: $0) }))
    }

    @Sendable func renameIngredient(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await store.ingredients.rename(try context.parameters.require("id", as: UUID.self), to: context.form["name"], in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(error.issues.map(\.message).joined(separator: " "), isError: true))
        } catch CatalogError.nameTaken {
            return Redirect.to("/ingredients", flash: Flash("Another ingredient already has that name.", isError: true))
        }
        return Redirect.to("/ingredients", flash: Flash("The ingredient is renamed."))
    }

    @Sendable func setAisle(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await store.ingredients.setAisle(context.form["aisle"], of: try context.parameters.require("id", as: UUID.self), in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(error.issues.map(\.message).joined(separator: " "), isError: true))
        } catch CatalogError.notFound {
            throw AppError.notFound
        }
        return Redirect.to("/ingredients", flash: Flash("The aisle is saved: the shopping list files it there when it is next made."))
    }

    @Sendable func setDensity(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await store.ingredients.setDensity(context.form["density"], of: try context.parameters.require("id", as: UUID.self), in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(error.issues.map(\.message).joined(separator: " "), isError: true))
        } catch CatalogError.notFound {
            throw AppError.notFound
        }
        return Redirect.to("/ingredients", flash: Flash("The density is saved: recipes can now show it by weight or by volume."))
    }

    @Sendable func ingredientImage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        guard let image = try await store.ingredients.image(of: try context.parameters.require("id", as: UUID.self), in: context.household.id) else { throw AppError.notFound }
        return Response(status: .ok, headers: [.contentType: image.type, .cacheControl: "private, max-age=3600"],
                        body: .init(byteBuffer: ByteBuffer(bytes: image.data)))
    }

    @Sendable func uploadImage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        guard let file = context.form.files["image"], !file.data.isEmpty else {
            return Redirect.to("/ingredients", flash: Flash("Choose a picture to upload.", isError: true))
        }
        do {
            try await store.ingredients.setImage(file.data, of: try context.parameters.require("id", as: UUID.self), in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(error.issues.map(\.message).joined(separator: " "), isError: true))
        }
        return Redirect.to("/ingredients", flash: Flash("The picture is saved."))
    }

    @Sendable func deleteIngredientPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let report = try await store.ingredients.deletePreview(id, in: context.household.id)
        let name = try await store.ingredients.name(of: id, in: context.household.id) ?? ""
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: "Delete \(name)", context: context, section: .ingredients),
            heading: "Delete this ingredient?", itemName: name, report: report,
            action: "/ingredients/\(id.uuidString)/delete", cancelURL: "/ingredients", buttonLabel: "Delete the ingredient"))
    }

    @Sendable func deleteIngredient(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let report = try await store.ingredients.delete(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        let kept = report.nullified.lines
        return Redirect.to("/ingredients", flash: Flash(
            "The ingredient is deleted." + (kept > 0 ? " \(kept) recipe line\(kept == 1 ? "" : "s") keep their own text." : "")))
    }

    // MARK: - Skills

    struct SkillsPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var categoryLabel: String
            var icon: String
            var usesLabel: String
            var recipesURL: String
            var deleteURL: String
        }

        struct SkillForm: Sendable, Encodable {
            var name: FormField
        }

        var page: PageChrome
        var skills: [Row]
        var hasSkills: Bool
        var form: SkillForm
        var categoryOptions: [Choice]
        var pagination: Pagination?
    }

    @Sendable func skillsPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await renderSkills(request, context: context, form: FormField("name"), category: .general, status: .ok)
    }

    private func renderSkills(_ request: Request, context: HouseholdRequestContext, form: FormField, category: SkillCategory,
                              status: HTTPResponse.Status) async throws -> Response {
        let number = Pagination.requestedPage(FormData(query: request.uri.query)["page"])
        let catalog = try await store.skills.list(in: context.household.id, limit: Self.pageSize, offset: (number - 1) * Self.pageSize)
        let rows = catalog.entries.map { entry in
            SkillsPage.Row(
                id: entry.item.id.uuidString, name: entry.item.name, categoryLabel: entry.item.category.label, icon: entry.item.icon,
                usesLabel: Self.usesLabel(entry.useCount, in: "step"),
                recipesURL: "/recipes?skill=\(entry.item.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")",
                deleteURL: "/skills/\(entry.item.id.uuidString)/delete")
        }
        return views.render(SkillsPage(
            page: PageChrome(title: "Skills", context: context, section: .skills), skills: rows, hasSkills: !rows.isEmpty,
            form: .init(name: form),
            categoryOptions: SkillCategory.allCases.map { Choice($0.rawValue, $0.label, selected: $0 == category) },
            pagination: .of(page: number, total: catalog.total, pageSize: Self.pageSize) { Self.pageURL("/skills", number: $0) }), status: status)
    }

    @Sendable func upsertSkill(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let category = SkillCategory(rawValue: context.form["category"]) ?? .general
        do {
            let skill = try await store.skills.upsert(named: context.form["name"], category: category, in: context.household.id)
            return Redirect.to("/skills", flash: Flash("\(skill.name) is saved as a \(skill.category.label.lowercased()) skill."))
        } catch CatalogError.invalid(let error) {
            return try await renderSkills(request, context: context, form: FormField("name", from: context.form, issues: error.issues),
                                          category: category, status: .unprocessableContent)
        }
    }

    @Sendable func deleteSkillPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let report = try await store.skills.deletePreview(id, in: context.household.id)
        let name = try await store.skills.name(of: id, in: context.household.id) ?? ""
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: "Delete \(name)", context: context, section: .skills),
            heading: "Delete this skill?", itemName: name, report: report,
            action: "/skills/\(id.uuidString)/delete", cancelURL: "/skills", buttonLabel: "Delete the skill"))
    }

    @Sendable func deleteSkill(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        _ = try await store.skills.delete(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        return Redirect.to("/skills", flash: Flash("The skill is deleted; the steps that used it stay."))
    }

    // MARK: - Tags

    struct TagsPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var usesLabel: String
            var recipesURL: String
            var renameAction: String
            var deleteURL: String
        }

        var page: PageChrome
        var tags: [Row]
        var hasTags: Bool
        var countLabel: String
        var pagination: Pagination?
    }

    @Sendable func tagsPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let number = Pagination.requestedPage(FormData(query: request.uri.query)["page"])
        let catalog = try await store.tags.list(in: context.household.id, limit: Self.pageSize, offset: (number - 1) * Self.pageSize)
        let rows = catalog.entries.map { entry in
            let base = "/tags/\(entry.item.id.uuidString)"
            return TagsPage.Row(id: entry.item.id.uuidString, name: entry.item.name, usesLabel: Self.usesLabel(entry.useCount, in: "recipe"),
                                recipesURL: TagLink(entry.item).url, renameAction: base + "/rename", deleteURL: base + "/delete")
        }
        return views.render(TagsPage(
            page: PageChrome(title: "Tags", context: context, section: .recipes), tags: rows, hasTags: !rows.isEmpty,
            countLabel: "\(catalog.total) tag\(catalog.total == 1 ? "" : "s")",
            pagination: .of(page: number, total: catalog.total, pageSize: Self.pageSize) { Self.pageURL("/tags", number: $0) }))
    }

    @Sendable func renameTag(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await store.tags.rename(try context.parameters.require("id", as: UUID.self), to: context.form["name"], in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/tags", flash: Flash(error.issues.map(\.message).joined(separator: " "), isError: true))
        } catch CatalogError.nameTaken {
            return Redirect.to("/tags", flash: Flash("Another tag already has that name.", isError: true))
        }
        return Redirect.to("/tags", flash: Flash("The tag is renamed."))
    }

    @Sendable func deleteTagPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let report = try await store.tags.deletePreview(id, in: context.household.id)
        let name = try await store.tags.name(of: id, in: context.household.id) ?? ""
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: "Delete \(name)", context: context, section: .recipes),
            heading: "Delete this tag?", itemName: name, report: report,
            action: "/tags/\(id.uuidString)/delete", cancelURL: "/tags", buttonLabel: "Delete the tag"))
    }

    @Sendable func deleteTag(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        _ = try await store.tags.delete(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        return Redirect.to("/tags", flash: Flash("The tag is deleted; the recipes that carried it stay."))
    }
}
