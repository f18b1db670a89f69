import Foundation
import LarderModel
import LarderStore

/// What a household does to its catalogs of ingredients, skills and tags, for the catalogs' pages
/// and the API alike. A rename that meets another entry's name is `CatalogError.nameTaken`; a
/// delete says what went with the entry, and its preview says so before.
public struct CatalogActions: Sendable {
    let ingredients: IngredientRepository
    let skills: SkillRepository
    let tags: TagRepository

    public init(ingredients: IngredientRepository, skills: SkillRepository, tags: TagRepository) {
        (self.ingredients, self.skills, self.tags) = (ingredients, skills, tags)
    }

    // MARK: - Ingredients

    public func ingredients(in household: UUID, matching search: String? = nil, limit: Int? = nil, offset: Int = 0) async throws
        -> CatalogPage<Ingredient> {
        try await ingredients.list(in: household, matching: search, limit: limit, offset: offset, from: .replica)
    }

    public func ingredientName(of id: UUID, in household: UUID) async throws -> String? { try await ingredients.name(of: id, in: household) }

    public func renameIngredient(_ id: UUID, to name: String, in household: UUID) async throws {
        try await ingredients.rename(id, to: name, in: household)
    }

    /// The aisle the shopping list files it under.
    public func setAisle(_ aisle: String, of id: UUID, in household: UUID) async throws { try await ingredients.setAisle(aisle, of: id, in: household) }

    /// Grams per millilitre, as typed, for converting between weight and volume.
    public func setDensity(_ text: String, of id: UUID, in household: UUID) async throws { try await ingredients.setDensity(text, of: id, in: household) }

    public func ingredientImage(of id: UUID, in household: UUID) async throws -> (data: Data, type: String, isChecked: Bool)? {
        try await ingredients.image(of: id, in: household)
    }

    /// A picture already checked and made small (`Picture`).
    public func setIngredientImage(_ picture: Data, of id: UUID, in household: UUID) async throws {
        try await ingredients.setImage(picture, of: id, in: household)
    }

    public func removeIngredientImage(of id: UUID, in household: UUID) async throws { try await ingredients.removeImage(of: id, in: household) }

    public func deleteIngredient(_ id: UUID, in household: UUID) async throws -> DeletionReport { try await ingredients.delete(id, in: household) }

    public func ingredientDeletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await ingredients.deletePreview(id, in: household)
    }

    // MARK: - Skills

    public func skills(in household: UUID, matching search: String? = nil, limit: Int? = nil, offset: Int = 0) async throws -> CatalogPage<Skill> {
        try await skills.list(in: household, matching: search, limit: limit, offset: offset, from: .replica)
    }

    public func skillName(of id: UUID, in household: UUID) async throws -> String? { try await skills.name(of: id, in: household) }

    /// The skill of this name, made or given the category.
    public func saveSkill(named name: String, category: SkillCategory, in household: UUID) async throws -> Skill {
        try await skills.upsert(named: name, category: category, in: household)
    }

    public func deleteSkill(_ id: UUID, in household: UUID) async throws -> DeletionReport { try await skills.delete(id, in: household) }

    public func skillDeletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport { try await skills.deletePreview(id, in: household) }

    // MARK: - Tags

    public func tags(in household: UUID, limit: Int? = nil, offset: Int = 0) async throws -> CatalogPage<Tag> {
        try await tags.list(in: household, limit: limit, offset: offset, from: .replica)
    }

    public func tagName(of id: UUID, in household: UUID) async throws -> String? { try await tags.name(of: id, in: household) }

    public func renameTag(_ id: UUID, to name: String, in household: UUID) async throws { try await tags.rename(id, to: name, in: household) }

    public func deleteTag(_ id: UUID, in household: UUID) async throws -> DeletionReport { try await tags.delete(id, in: household) }

    public func tagDeletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport { try await tags.deletePreview(id, in: household) }
}

extension Store {
    public var catalogActions: CatalogActions { CatalogActions(ingredients: ingredients, skills: skills, tags: tags) }
}
