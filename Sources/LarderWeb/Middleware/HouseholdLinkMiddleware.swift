import Foundation
import Hummingbird
import LarderActions
import LarderStore

/// A link to a page of another of the person's households opens in it. The calendar feed, a
/// housemate's message or a bookmark names a recipe, not the household open at the time: a page
/// that is not found in the open household, of a thing another of the person's households owns,
/// switches the session to that household and opens again, with a flash that names it.
///
/// Only pages that are read (GET, HEAD) switch: a form posted for one household is never applied
/// to another (`HouseholdRequestContext.confirmFormHousehold`). A thing of a household the person
/// is not in stays the 404 that reveals nothing, as a missing one is.
struct HouseholdLinkMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let households: HouseholdActions

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            guard request.method == .get || request.method == .head, ErrorPageMiddleware.isNotFound(error),
                  let session = context.session, session.households.count > 1, let token = context.sessionToken,
                  let thing = Self.thing(named: request.uri.path),
                  let owner = try await households.household(owning: thing, amongThoseOf: session.user.id),
                  owner != session.activeHousehold?.household.id,
                  let membership = session.households.first(where: { $0.household.id == owner })
            else { throw error }
            try await households.open(owner, in: token)
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return Redirect.to(request.uri.path + query, flash: Flash(context.strings.household.openedByLink(household: membership.household.name)))
        }
    }

    /// The household's thing a page's path names by its first two segments
    /// (`/recipes/<id>/…`, `/import/jobs/<id>`), or nil for a path that names none.
    static func thing(named path: String) -> HouseholdThing? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard segments.count >= 2 else { return nil }
        let (kind, rest) = (segments.first!, segments.dropFirst())
        if kind == "import" {
            guard rest.first == "jobs", let id = rest.dropFirst().first.flatMap({ UUID(uuidString: String($0)) }) else { return nil }
            return .importJob(id)
        }
        guard let id = UUID(uuidString: String(rest.first!)) else { return nil }
        switch kind {
        case "recipes": return .recipe(id)
        case "ingredients": return .ingredient(id)
        case "skills": return .skill(id)
        case "tags": return .tag(id)
        default: return nil
        }
    }
}
