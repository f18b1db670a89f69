import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// Public, read-only links to single recipes: made and revoked by members, on the recipe's
/// Share page and on the household's list of links; and the shared page itself, which anyone
/// with the link reads without logging in. The shared page shows the recipe and nothing of the
/// household, carries no session, and is kept out of search engines.
struct ShareController {
    let views: Views
    let recipes: RecipeActions
    /// Larder's address as browsers reach it, for the shared photo's address (`LARDER_PUBLIC_URL`).
    let publicURL: String?

    func addRoutes(everyone: Router<AppRequestContext>, members: RouterGroup<HouseholdRequestContext>) {
        members.get("/recipes/:id/share", use: sharePage)
        members.post("/recipes/:id/share", use: makeLink)
        members.post("/recipes/:id/share/:link/revoke", use: revoke)
        members.get("/shared-links", use: householdLinks)
        everyone.get("/shared/:secret", use: shared)
        everyone.get("/shared/:secret/photo/:file", use: sharedPhoto)
    }

    private static let expiries: [(value: String, days: Int?)] = [("never", nil), ("1", 1), ("7", 7), ("30", 30), ("365", 365)]

    /// How long a link works, as the Share page's choice says it.
    private static func expiryLabel(days: Int?, _ strings: Strings) -> String {
        switch days {
        case nil: strings.sharing.untilRevoked
        case 1?: strings.sharing.aDay
        case 7?: strings.sharing.aWeek
        case 365?: strings.sharing.aYear
        case let days?: strings.sharing.days(count: days)
        }
    }

    @Sendable func sharePage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await sharePage(context.parameters.require("id", as: UUID.self), context: context)
    }

    private func sharePage(_ id: UUID, context: HouseholdRequestContext, newLink: String? = nil, expires: String = "never",
                           status: HTTPResponse.Status = .ok) async throws -> Response {
        let recipe = try await recipes.summaryOrNotFound(id, in: context.household.id)
        let links = try await recipes.shareLinks(in: context.household.id, recipe: id)
        let base = "/recipes/\(id.text)"
        let strings = context.strings
        return views.render(SharePage(
            page: PageChrome(title: strings.sharing.shareTitle(name: recipe.name), context: context, section: .recipes),
            recipeName: recipe.name, recipeURL: base, action: base + "/share", newLink: newLink,
            links: links.map { LinkRow($0, zone: context.household.zone, strings: strings) },
            expiries: Self.expiries.map { Choice($0.value, Self.expiryLabel(days: $0.days, strings), selected: $0.value == expires) },
            listURL: "/shared-links"),
            status: status)
    }

    @Sendable func makeLink(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let expiry = Self.expiries.first(where: { $0.value == context.form["expires"] }) else {
            _ = try await recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to("/recipes/\(id.text)/share", flash: Flash(context.strings.sharing.chooseExpiry, isError: true))
        }
        let secret: String
        do {
            secret = try await recipes.share(id, in: context.household.id, by: context.user.id, expiresInDays: expiry.days)
        } catch RecipeError.notFound {
            throw Failure.notFound
        }
        let host = request.head.authority ?? "localhost"
        return try await sharePage(id, context: context, newLink: "\(context.isSecure ? "https" : "http")://\(host)/shared/\(secret)",
                                   expires: expiry.value, status: .created)
    }

    @Sendable func revoke(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let link = try context.parameters.require("link", as: UUID.self)
        try await recipes.unshare(link, of: id, in: context.household.id)
        // Back where the button was: the household's list, or the recipe's Share page.
        let back = context.form["back"] == "list" ? "/shared-links" : "/recipes/\(id.text)/share"
        return Redirect.to(back, flash: Flash(context.strings.sharing.revokedFlash))
    }

    @Sendable func householdLinks(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let links = try await recipes.shareLinks(in: context.household.id)
        let strings = context.strings
        return views.render(ListPage(
            page: PageChrome(title: strings.sharing.sharedRecipes, context: context, section: .household),
            links: links.map { LinkRow($0, zone: context.household.zone, strings: strings) }))
    }

    // MARK: - The shared page

    /// Read by people without an account and by other recipe apps importing it: two statements
    /// (the link, then the recipe). Unknown, revoked, expired and another household's links
    /// are all the same 404. The link is looked up on the primary, so that a link revoked is
    /// dead at once; the recipe may come from a replica, a moment stale.
    @Sendable func shared(_ request: Request, context: AppRequestContext) async throws -> Response {
        let secret = context.parameters.get("secret") ?? ""
        let recipe = try await recipes.sharedRecipe(secret)
        let base = "/shared/\(secret)"
        // A visitor has no choice of units saved: as written, unless the address asks.
        let (scaling, unitsAsked) = RecipeController.scaling(asked: request.uri.query, recipe: recipe.servings, units: .written,
                                                                 language: context.language)
        // The visitor's language is their browser's: the page is written in it.
        let language = context.language
        // What the page depends on: unchanged, a browser that asks again gets 304 without the page.
        // The process's own mark makes a new release (new templates) send the page afresh.
        let etag = "\"\(Self.processMark)-\(recipe.version)-\(scaling.to)-\(scaling.units.rawValue)-\(language.rawValue)-\(recipe.photo?.digest.prefix(16) ?? "none")\""
        if request.headers[.ifNoneMatch] == etag {
            var response = Response(status: .notModified, headers: [.eTag: etag])
            Self.markShared(&response.headers)
            return response
        }
        let photoPath = recipe.photo.map { "\(base)/photo/\($0.digest).webp" }
        // The zone of the household would say where it is: the shared page gives dates in UTC.
        // In the visitor's words: quantities as their language writes them ("1,5 kg"), the units' choice in its words.
        let body = RecipeController.RecipeBody(recipe, scaling: scaling, unitsAsked: unitsAsked, base: base, zone: .gmt, viewCount: 0,
                                               strings: context.strings, shared: true, photoURL: photoPath)
        let origin = context.origin(of: request, publicURL: publicURL)
        var response = views.render(SharedPage(
            page: PageChrome(title: recipe.name, context: context), recipe: body.recipe, schedule: body.schedule, servings: body.servings,
            jsonLD: SchemaOrgExport.script(sharing: scaling.applied(to: recipe), imageURL: photoPath.map { origin + $0 }),
            ingredients: body.ingredients, ownLines: body.ownLines, steps: body.steps))
        response.headers[.eTag] = etag
        Self.markShared(&response.headers)
        return response
    }

    @Sendable func sharedPhoto(_ request: Request, context: AppRequestContext) async throws -> Response {
        let secret = context.parameters.get("secret") ?? ""
        var response = try await RecipeController.photo(request, file: context.parameters.get("file") ?? "", cacheControl: Self.cacheControl) {
            try await recipes.sharedPhoto($0, digest: $1, of: secret, bytes: $2)
        }
        Self.markShared(&response.headers)
        return response
    }

    private static let processMark = UUID().text.prefix(8).lowercased()

    /// Kept by the reader alone, and asked again each time (a 304 while nothing changed), so
    /// that a revoked link stops working at once, even in a browser that showed it before.
    private static let cacheControl = "private, no-cache"

    /// Kept out of search engines, and cached as `cacheControl` says. The page is written in the
    /// language the visitor's browser asks for.
    private static func markShared(_ headers: inout HTTPFields) {
        headers[HTTPField.Name("X-Robots-Tag")!] = "noindex, nofollow"
        headers[.cacheControl] = cacheControl
        headers[.vary] = "Accept-Language"
    }
}
