import CPUWork
import Foundation
import LarderImaging
import LarderModel
import LarderStore
import Logging

/// What a household does to its catalogs of ingredients, skills and tags, for the catalogs' pages
/// and the API alike. A rename that meets another entry's name is `CatalogError.nameTaken`; a
/// delete says what went with the entry, and its preview says so before.
public struct CatalogActions: Sendable {
    let ingredients: IngredientRepository
    let skills: SkillRepository
    let tags: TagRepository
    /// The threads a picture is checked and made small on, away from the pages'.
    let cpu: CPUWork

    public init(ingredients: IngredientRepository, skills: SkillRepository, tags: TagRepository, cpu: CPUWork) {
        (self.ingredients, self.skills, self.tags, self.cpu) = (ingredients, skills, tags, cpu)
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

    /// The ingredient's picture as stored, or nil. One stored before pictures went through the
    /// photo path is made again through it first, once, or removed if it is no picture by its
    /// checks (logged): it is never sent as it was stored.
    public func ingredientPicture(of id: UUID, in household: UUID, logger: Logger) async throws -> (data: Data, type: String)? {
        guard let image = try await ingredients.image(of: id, in: household) else { return nil }
        guard !image.isChecked else { return (image.data, image.type) }
        do {
            let picture = try await cpu.run { try await PhotoRepository.prepareIngredientPicture(image.data) }
            try await ingredients.setImage(picture, of: id, in: household)
            return (picture, "image/webp")
        } catch let problem as Picture.Problem {
            logger.notice("an ingredient's old picture failed the photo checks and was removed",
                          metadata: ["ingredient": "\(id)", "problem": "\(problem.reason)"])
            try await ingredients.removeImage(of: id, in: household)
            return nil
        }
    }

    /// A new picture for the ingredient, through the photo path as a recipe's photo goes (on the
    /// threads for heavy work): checked by content, size and pixels, stripped of metadata, made a
    /// small WebP. `Failure.notFound` for another household's ingredient, whatever the file;
    /// `Picture.Problem` for a file that is no picture Larder takes.
    public func setIngredientPicture(_ upload: Data, of id: UUID, in household: UUID) async throws {
        guard try await ingredients.name(of: id, in: household) != nil else { throw Failure.notFound }
        let picture = try await cpu.run { try await PhotoRepository.prepareIngredientPicture(upload) }
        try await ingredients.setImage(picture, of: id, in: household)
    }

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
    public var catalogActions: CatalogActions { CatalogActions(ingredients: ingredients, skills: skills, tags: tags, cpu: cpu) }
}
