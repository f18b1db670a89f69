import Foundation
import LarderModel
import LarderStore

/// Recipes written out as a document (Larder's own, or schema.org), for every door that hands
/// one over: the recipe's and the household's downloads, the API's export and `larder export`.
public struct ExportActions: Sendable {
    let exporter: RecipeExporter

    public init(exporter: RecipeExporter) {
        self.exporter = exporter
    }

    /// One recipe of the household as a whole document.
    public func recipe(_ id: UUID, in household: UUID, format: RecipeExporter.Format) async throws -> Data {
        try await exporter.export(household, recipes: [id], format: format)
    }

    /// The household's whole document (recipes, settings, members, plan, list), handed to `write`
    /// a batch of recipes at a time: a caller that sends each piece on holds one batch, never the
    /// document.
    public func household(_ household: UUID, format: RecipeExporter.Format, to write: (Data) async throws -> Void) async throws {
        try await exporter.export(household, format: format, to: write)
    }
}

extension Store {
    /// The exports of this store's households.
    public var exportActions: ExportActions {
        ExportActions(exporter: exporter)
    }
}
