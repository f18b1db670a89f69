import Foundation
import LarderModel

/// Why an ingredient or skill could not be saved or found.
public enum CatalogError: Error, Sendable, Equatable {
    case nameTaken(existing: UUID)
    case notFound
    case invalid(ValidationError)
}
