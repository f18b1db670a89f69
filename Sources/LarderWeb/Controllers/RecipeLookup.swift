import Foundation
import LarderModel
import LarderStore

extension RecipeRepository {
    /// The household's recipe as the list shows it, or the page's 404: another household's recipe
    /// is not found, whatever else the request got wrong.
    func summaryOrNotFound(_ id: UUID, in household: UUID) async throws -> RecipeSummary {
        guard let recipe = try await fetch(FetchDescriptor(predicate: .ids([id]), limit: 1), in: household).items.first else {
            throw AppError.notFound
        }
        return recipe
    }
}
