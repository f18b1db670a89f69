import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

/// The recipe pages: their routes, delete and undo, photos and export here; the list, the recipe
/// itself and the editor in the files beside this one (RecipeController+*.swift).
struct RecipeController {
    let views: Views
    let recipes: RecipeActions
    let cooking: CookingActions
    let exports: ExportActions
    /// How often each recipe was viewed since the server started (kept in memory).
    let recipeViews: RecipeViewCounter

    static let pageSize = 24
    /// How far the list counts its recipes: beyond, it says "1,000+". A search or filter does
    /// not count: counting the matches of a common word ("garlic" in two recipes of three) took
    /// ten times as long as finding the page. Either way, a page knows whether another follows.
    static let countLimit = 1000
    /// How many hours a deleted recipe can be brought back.
    static let undoWindowHours = Int(RecipeRepository.undoWindow.components.seconds / 3600)

    /// How long a deleted recipe can be brought back, as pages say it: "24 hours".
    static func undoWindowText(_ strings: Strings) -> String { strings.recipes.hours(count: undoWindowHours) }

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/recipes", use: list)
        router.get("/recipes/new", use: newForm)
        router.post("/recipes/new", use: create)
        router.get("/recipes/:id", use: show)
        router.get("/recipes/:id/edit", use: editForm)
        router.post("/recipes/:id/edit", use: update)
        router.get("/recipes/:id/delete", use: deletePage)
        router.post("/recipes/:id/delete", use: delete)
        router.post("/recipes/:id/restore", use: restore)
        router.get("/recipes/deleted", use: deletedList)
        router.get("/recipes/:id/export", use: exportRecipe)
        router.get("/recipes/:id/photo/:file", use: photo)
        router.get("/export", use: exportHousehold)
    }

    // MARK: - Delete and undo

    @Sendable func deletePage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipe = try await recipes.summaryOrNotFound(id, in: context.household.id)
        let report = try await recipes.deletePreview(id, in: context.household.id)
        let words = context.strings.recipe
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: words.deleteTitle(name: recipe.name), context: context, section: .recipes),
            heading: words.deleteHeading, itemName: recipe.name, report: report,
            action: "/recipes/\(id.text)/delete", cancelURL: "/recipes/\(id.text)", buttonLabel: words.deleteButton,
            undoNote: words.undoNote(time: Self.undoWindowText(context.strings))))
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let (name, report) = try await recipes.delete(id, in: context.household.id)
        let words = context.strings.recipes
        return Redirect.to("/recipes", flash: Flash(
            words.deleted(count: report.removed.steps, name: words.quoted(name: name),
                          time: Self.undoWindowText(context.strings)),
            undo: .recipe(id)))
    }

    @Sendable func restore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let words = context.strings.recipes
        do {
            let restored = try await recipes.undoDelete(id, in: context.household.id)
            var message = words.restored(name: restored.name)
            if restored.unlinkedLines > 0 {
                message += " " + words.restoredUnlinked(count: restored.unlinkedLines)
            }
            if restored.droppedSkills > 0 {
                message += " " + words.restoredSkillsGone(count: restored.droppedSkills)
            }
            return Redirect.to("/recipes/\(id.text)", flash: Flash(message))
        } catch RecipeError.notFound {
            return Redirect.to("/recipes/deleted", flash: Flash(words.restoreGone, isError: true))
        } catch RecipeError.nameTaken {
            return Redirect.to("/recipes/deleted", flash: Flash(words.restoreNameTaken, isError: true))
        }
    }

    @Sendable func deletedList(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let deleted = try await recipes.recentlyDeleted(in: context.household.id)
        let (words, language, zone) = (context.strings.recipes, context.language, context.household.zone)
        let keptFor = Self.undoWindowText(context.strings)
        return views.render(DeletedPage(
            page: PageChrome(title: words.recentlyDeleted, context: context, section: .recipes),
            recipes: deleted.map {
                DeletedPage.Row(name: $0.name,
                                meta: words.deletedMeta(deleted: Format.dateTime($0.deletedAt, in: zone, language),
                                                        expires: Format.dateTime($0.expiresAt, in: zone, language)),
                                restoreURL: "/recipes/\($0.id.text)/restore")
            },
            lead: words.deletedLead(time: keptFor), emptyText: words.noneDeleted(time: keptFor)))
    }

    // MARK: - Photos

    /// A recipe's photo or thumbnail. Its address names the photo's digest, so what is served
    /// at one address never changes: browsers keep it for good, and ask again only to check.
    @Sendable func photo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        // The household sees its recipes' earlier photos too: the history compares them.
        return try await Self.photo(request, file: context.parameters.get("file") ?? "", cacheControl: "private, max-age=31536000, immutable") {
            try await recipes.photo($0, digest: $1, of: id, in: context.household.id, bytes: $2, earlier: true)
        }
    }

    /// A photo named by its file name (its digest and size), or 304 when the browser has it:
    /// `load` gives the bytes (or, asked for none, says whether it exists), nil when not found.
    static func photo(_ request: Request, file: String, cacheControl: String,
                      load: (PhotoReference.Size, String, Bool) async throws -> Data?) async throws -> Response {
        guard let (digest, size) = PhotoReference.parse(fileName: file) else { throw Failure.notFound }
        let etag = "\"\(digest)-\(size.rawValue)\""
        let cached = request.headers[.ifNoneMatch]?.split(separator: ",").contains { String($0).trimmed == etag || String($0).trimmed == "W/" + etag } ?? false
        guard let bytes = try await load(size, digest, !cached) else { throw Failure.notFound }
        var headers: HTTPFields = [.eTag: etag, .cacheControl: cacheControl]
        if cached { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = "image/webp"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    // MARK: - Export

    @Sendable func exportRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let format = RecipeExporter.Format(rawValue: FormData(query: request.uri.query)["format"]) ?? .larder
        let name = try await recipes.summaryOrNotFound(id, in: context.household.id).name
        let data = try await exports.recipe(id, in: context.household.id, format: format)
        return download(fileName: name.fileNameSlug + (format == .larder ? ".larder.json" : ".jsonld"), body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The household's document, sent as it is written: the server holds one batch of recipes,
    /// never the whole document, and the download starts at once. A failure halfway can only
    /// cut the connection, which the browser reports as a failed download.
    @Sendable func exportHousehold(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let format = RecipeExporter.Format(rawValue: FormData(query: request.uri.query)["format"]) ?? .larder
        let household = context.household.id
        return download(fileName: context.household.name.fileNameSlug + (format == .larder ? ".larder.json" : ".jsonld"), body: ResponseBody { writer in
            try await exports.household(household, format: format) { try await writer.write(ByteBuffer(bytes: $0)) }
            try await writer.finish(nil)
        })
    }

    private func download(fileName: String, body: ResponseBody) -> Response {
        Response(status: .ok, headers: [
            .contentType: "application/json; charset=utf-8",
            .contentDisposition: "attachment; filename=\"\(fileName)\"",
            .cacheControl: "no-store",
        ], body: body)
    }
}
