import Foundation
import LarderActions
import LarderModel
import LarderStore
import OpenAPIRuntime

/// Ratings and the history of a recipe: the same store calls as the recipe page and its History.
extension APIServer.Operations {
    func rateRecipe(_ input: Operations.RateRecipe.Input) async throws -> Operations.RateRecipe.Output {
        let body = switch input.body { case .json(let body): body }
        return .ok(.init(body: .json(try await rate(body.stars, recipe: try UUID.path(input.path.recipeId)))))
    }

    func unrateRecipe(_ input: Operations.UnrateRecipe.Input) async throws -> Operations.UnrateRecipe.Output {
        .ok(.init(body: .json(try await rate(nil, recipe: try UUID.path(input.path.recipeId)))))
    }

    /// Sets or takes away the token user's stars, and reads the rating back as the page shows it.
    private func rate(_ stars: Int?, recipe id: UUID) async throws -> Components.Schemas.Rating {
        let holder = try APICaller.writer
        let household = holder.membership.household.id
        try await cooking.rate(stars, recipe: id, member: holder.user.id, in: household)
        let rating = try await cooking.history(of: id, for: holder.user.id, in: household).rating
        return .init(average: rating.average.map { NSDecimalNumber(decimal: $0).doubleValue }, count: rating.count, mine: rating.mine)
    }

    func getRecipeHistory(_ input: Operations.GetRecipeHistory.Input) async throws -> Operations.GetRecipeHistory.Output {
        let versions = try await recipes.history(of: try UUID.path(input.path.recipeId), in: try APICaller.household)
        guard let current = versions.first(where: \.isCurrent) else { throw APIProblem.notFound }
        return .ok(.init(headers: .init(eTag: "\"\(current.version)\""), body: .json(.init(versions: versions.map {
            .init(version: $0.version, name: $0.name, savedAt: $0.savedAt, savedBy: $0.savedBy, summary: $0.change?.english, isCurrent: $0.isCurrent)
        }))))
    }

    func restoreRecipeVersion(_ input: Operations.RestoreRecipeVersion.Input) async throws -> Operations.RestoreRecipeVersion.Output {
        let holder = try APICaller.writer
        let household = holder.membership.household.id
        let id = try UUID.path(input.path.recipeId)
        guard let seen = Self.version(ofETag: input.headers.ifMatch) else {
            throw APIProblem.badRequest("If-Match must be the ETag of the current version, such as \"3\".")
        }
        do {
            _ = try await recipes.restore(input.path.version, of: id, seenAt: seen, in: household, by: holder.user.id)
        } catch RecipeError.stale {
            let stale = try await staleVersion(of: id, in: household) {
                "The recipe is at version \($0.version) now. Nothing was restored; read its history again, then send If-Match: \(Self.etag($0))."
            }
            return .preconditionFailed(.init(headers: .init(eTag: stale.eTag), body: .applicationProblemJson(stale.problem)))
        }
        let restored = try await recipes.detail(id, in: household)
        return .ok(.init(headers: .init(eTag: Self.etag(restored)), body: .json(.init(restored))))
    }
}
