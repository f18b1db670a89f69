import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderImaging
import LarderModel
import LarderStore

/// The household's ingredients, skills and tags: what exists, how much it is used, rename, pictures, delete.
struct CatalogController {
    let views: Views
    let catalog: CatalogActions

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

    /// "In 3 recipe lines": how often an ingredient, skill or tag is used; `uses` says a count of
    /// one or more, `unused` none.
    static func usesLabel(_ count: Int, uses: (Int) -> String, unused: String) -> String {
        count == 0 ? unused : uses(count)
    }

    @Sendable func ingredientsPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let query = FormData(query: request.uri.query)
        let search = query.searchText("q")
        let number = Pagination.requestedPage(query["page"])
        let catalog = try await self.catalog.ingredients(in: context.household.id, matching: search.nilIfEmpty,
                                                       limit: Self.pageSize, offset: (number - 1) * Self.pageSize)
        let strings = context.strings
        let rows = catalog.entries.map { entry in
            IngredientsPage.Row(
                id: entry.item.id.text, name: entry.item.name,
                usesLabel: Self.usesLabel(entry.useCount, uses: { strings.ingredients.uses(count: $0) }, unused: strings.ingredients.unused),
                recipesURL: "/recipes?ingredient=" + entry.item.name.asQueryValue,
                hasImage: entry.item.imageType != nil, aisle: entry.item.aisle,
                density: entry.item.density.map { context.language.decimal("\($0)") } ?? "",
                deleteLabel: strings.ingredients.deleteLink(name: entry.item.name))
        }
        let imageLimit = Format.megabytes(Ingredient.maximumImageBytes, context.language)
        return views.render(IngredientsPage(
            page: PageChrome(title: strings.ingredients.title, context: context, section: .ingredients), search: search, ingredients: rows,
            hasIngredients: !rows.isEmpty, imageLimit: imageLimit, imageHint: strings.ingredients.pictureHint(limit: imageLimit),
            countLabel: strings.ingredients.countLabel(count: catalog.total), noMatchLabel: strings.ingredients.noMatch(search: search),
            pagination: .of(page: number, total: catalog.total, pageSize: Self.pageSize, strings: strings) { Self.pageURL("/ingredients", search: search, number: $0) }))
    }

    @Sendable func renameIngredient(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await catalog.renameIngredient(try context.parameters.require("id", as: UUID.self), to: context.form["name"], in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(Self.say(error, context.strings), isError: true))
        } catch CatalogError.nameTaken {
            return Redirect.to("/ingredients", flash: Flash(context.strings.ingredients.nameTaken, isError: true))
        }
        return Redirect.to("/ingredients", flash: Flash(context.strings.ingredients.renamed))
    }

    @Sendable func setAisle(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await setIngredientField(context, saved: context.strings.ingredients.aisleSaved) {
            try await catalog.setAisle(context.form["aisle"], of: $0, in: context.household.id)
        }
    }

    @Sendable func setDensity(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await setIngredientField(context, saved: context.strings.ingredients.densitySaved) {
            try await catalog.setDensity(context.form["density"], of: $0, in: context.household.id)
        }
    }

    /// One field of the ingredient the path names, set by `set`: back to the catalog, saying
    /// `saved`, or what was wrong with the value.
    private func setIngredientField(_ context: HouseholdRequestContext, saved: String, set: (UUID) async throws -> Void) async throws -> Response {
        do {
            try await set(try context.parameters.require("id", as: UUID.self))
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(Self.say(error, context.strings), isError: true))
        } catch CatalogError.notFound {
            throw Failure.notFound
        }
        return Redirect.to("/ingredients", flash: Flash(saved))
    }

    /// The ingredient's picture, checked first if it was stored before the photo path
    /// (`CatalogActions.ingredientPicture`).
    @Sendable func ingredientImage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (id, household) = (try context.parameters.require("id", as: UUID.self), context.household.id)
        guard let image = try await catalog.ingredientPicture(of: id, in: household, logger: context.logger) else {
            throw Failure.notFound
        }
        return Response(status: .ok, headers: [.contentType: image.type, .cacheControl: "private, max-age=3600"],
                        body: .init(byteBuffer: ByteBuffer(bytes: image.data)))
    }

    /// A new picture, through the photo path as a recipe's photo goes: checked by content, size
    /// and pixels, stripped of metadata, made a small WebP.
    @Sendable func uploadImage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        guard let file = context.form.files["image"], !file.data.isEmpty else {
            return Redirect.to("/ingredients", flash: Flash(context.strings.ingredients.choosePicture, isError: true))
        }
        let (id, household) = (try context.parameters.require("id", as: UUID.self), context.household.id)
        do {
            try await catalog.setIngredientPicture(file.data, of: id, in: household)
        } catch let problem as Picture.Problem {
            let issue: Wording = switch problem {
            case .tooLarge: .pictureTooLarge
            case .notAPicture: .pictureFormat
            case .tooManyPixels: .pictureTooManyPixels
            }
            return Redirect.to("/ingredients", flash: Flash(context.strings.say(FieldIssue("image", issue)), isError: true))
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/ingredients", flash: Flash(Self.say(error, context.strings), isError: true))
        }
        return Redirect.to("/ingredients", flash: Flash(context.strings.ingredients.pictureSaved))
    }

    @Sendable func deleteIngredientPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let report = try await catalog.ingredientDeletePreview(id, in: context.household.id)
        let name = try await catalog.ingredientName(of: id, in: context.household.id) ?? ""
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: context.strings.ingredients.deleteTitle(name: name), context: context, section: .ingredients),
            heading: context.strings.ingredients.deleteHeading, itemName: name, report: report,
            action: "/ingredients/\(id.text)/delete", cancelURL: "/ingredients", buttonLabel: context.strings.ingredients.deleteButton))
    }

    @Sendable func deleteIngredient(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let report = try await catalog.deleteIngredient(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        let kept = report.nullified.lines
        let words = context.strings.ingredients
        return Redirect.to("/ingredients", flash: Flash(words.deleted + (kept > 0 ? " " + words.linesKeepText(count: kept) : "")))
    }

    // MARK: - Skills

    @Sendable func skillsPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await renderSkills(request, context: context, form: FormField("name"), category: .general, status: .ok)
    }

    private func renderSkills(_ request: Request, context: HouseholdRequestContext, form: FormField, category: SkillCategory,
                              status: HTTPResponse.Status) async throws -> Response {
        let number = Pagination.requestedPage(FormData(query: request.uri.query)["page"])
        let catalog = try await self.catalog.skills(in: context.household.id, limit: Self.pageSize, offset: (number - 1) * Self.pageSize)
        let strings = context.strings
        let rows = catalog.entries.map { entry in
            SkillsPage.Row(
                id: entry.item.id.text, name: entry.item.name, categoryLabel: strings.label(entry.item.category), icon: entry.item.icon,
                usesLabel: Self.usesLabel(entry.useCount, uses: { strings.skills.uses(count: $0) }, unused: strings.skills.unused),
                recipesURL: "/recipes?skill=" + entry.item.name.asQueryValue)
        }
        return views.render(SkillsPage(
            page: PageChrome(title: strings.skills.title, context: context, section: .skills), skills: rows, hasSkills: !rows.isEmpty,
            form: .init(name: form),
            categoryOptions: SkillCategory.allCases.map { Choice($0.rawValue, strings.label($0), selected: $0 == category) },
            pagination: .of(page: number, total: catalog.total, pageSize: Self.pageSize, strings: strings) { Self.pageURL("/skills", number: $0) }), status: status)
    }

    @Sendable func upsertSkill(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let category = SkillCategory(rawValue: context.form["category"]) ?? .general
        do {
            let skill = try await catalog.saveSkill(named: context.form["name"], category: category, in: context.household.id)
            return Redirect.to("/skills", flash: Flash(
                context.strings.skills.saved(name: skill.name, category: context.strings.labelInText(skill.category))))
        } catch CatalogError.invalid(let error) {
            return try await renderSkills(request, context: context, form: FormField("name", from: context.form, issues: error.issues, strings: context.strings),
                                          category: category, status: .unprocessableContent)
        }
    }

    @Sendable func deleteSkillPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let report = try await catalog.skillDeletePreview(id, in: context.household.id)
        let name = try await catalog.skillName(of: id, in: context.household.id) ?? ""
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: context.strings.skills.deleteTitle(name: name), context: context, section: .skills),
            heading: context.strings.skills.deleteHeading, itemName: name, report: report,
            action: "/skills/\(id.text)/delete", cancelURL: "/skills", buttonLabel: context.strings.skills.deleteButton))
    }

    @Sendable func deleteSkill(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        _ = try await catalog.deleteSkill(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        return Redirect.to("/skills", flash: Flash(context.strings.skills.deleted))
    }

    // MARK: - Tags

    @Sendable func tagsPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let number = Pagination.requestedPage(FormData(query: request.uri.query)["page"])
        let catalog = try await self.catalog.tags(in: context.household.id, limit: Self.pageSize, offset: (number - 1) * Self.pageSize)
        let strings = context.strings
        let rows = catalog.entries.map { entry in
            TagsPage.Row(id: entry.item.id.text, name: entry.item.name,
                         usesLabel: Self.usesLabel(entry.useCount, uses: { strings.tags.uses(count: $0) }, unused: strings.tags.unused),
                         recipesURL: TagLink(entry.item).url, deleteLabel: strings.tags.deleteLink(name: entry.item.name))
        }
        return views.render(TagsPage(
            page: PageChrome(title: strings.tags.title, context: context, section: .recipes), tags: rows, hasTags: !rows.isEmpty,
            countLabel: strings.tags.countLabel(count: catalog.total),
            pagination: .of(page: number, total: catalog.total, pageSize: Self.pageSize, strings: strings) { Self.pageURL("/tags", number: $0) }))
    }

    @Sendable func renameTag(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await catalog.renameTag(try context.parameters.require("id", as: UUID.self), to: context.form["name"], in: context.household.id)
        } catch CatalogError.invalid(let error) {
            return Redirect.to("/tags", flash: Flash(Self.say(error, context.strings), isError: true))
        } catch CatalogError.nameTaken {
            return Redirect.to("/tags", flash: Flash(context.strings.tags.nameTaken, isError: true))
        }
        return Redirect.to("/tags", flash: Flash(context.strings.tags.renamed))
    }

    @Sendable func deleteTagPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let report = try await catalog.tagDeletePreview(id, in: context.household.id)
        let name = try await catalog.tagName(of: id, in: context.household.id) ?? ""
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: context.strings.tags.deleteTitle(name: name), context: context, section: .recipes),
            heading: context.strings.tags.deleteHeading, itemName: name, report: report,
            action: "/tags/\(id.text)/delete", cancelURL: "/tags", buttonLabel: context.strings.tags.deleteButton))
    }

    @Sendable func deleteTag(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        _ = try await catalog.deleteTag(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        return Redirect.to("/tags", flash: Flash(context.strings.tags.deleted))
    }

    /// A refused change's problems as one message, in the reader's language.
    static func say(_ error: ValidationError, _ strings: Strings) -> String {
        error.issues.map { strings.say($0) }.joined(separator: " ")
    }
}

extension Strings {
    /// A skill's category as a badge or a choice names it: "Cutting".
    func label(_ category: SkillCategory) -> String {
        switch category {
        case .general: skills.categoryGeneral
        case .cutting: skills.categoryCutting
        case .cooking: skills.categoryCooking
        case .baking: skills.categoryBaking
        case .mixing: skills.categoryMixing
        case .preserving: skills.categoryPreserving
        case .plating: skills.categoryPlating
        }
    }

    /// A skill's category inside a sentence: "saved as a cutting skill".
    func labelInText(_ category: SkillCategory) -> String {
        switch category {
        case .general: skills.categoryGeneralInText
        case .cutting: skills.categoryCuttingInText
        case .cooking: skills.categoryCookingInText
        case .baking: skills.categoryBakingInText
        case .mixing: skills.categoryMixingInText
        case .preserving: skills.categoryPreservingInText
        case .plating: skills.categoryPlatingInText
        }
    }
}
