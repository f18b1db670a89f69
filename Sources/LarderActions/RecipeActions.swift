import CPUWork
import Foundation
import LarderModel
import LarderStore

/// What a person does to a household's recipes, written once for every door: the pages' handlers
/// and the API's operations read their input, call one of these, and render or encode what it
/// gives. Neither orchestrates the store itself.
public struct RecipeActions: Sendable {
    let recipes: RecipeRepository
    let photos: PhotoRepository
    let revisions: RevisionRepository
    let shareLinks: ShareLinkRepository
    /// The threads a photo is checked and made small on, away from the pages'.
    let cpu: CPUWork

    public init(recipes: RecipeRepository, photos: PhotoRepository, revisions: RevisionRepository, shareLinks: ShareLinkRepository, cpu: CPUWork) {
        (self.recipes, self.photos, self.revisions, self.shareLinks, self.cpu) = (recipes, photos, revisions, shareLinks, cpu)
    }

    /// The household's recipe as the list shows it (its name, its photo), without its graph; nil
    /// when the household has no such recipe.
    public func summary(_ id: UUID, in household: UUID) async throws -> RecipeSummary? {
        try await recipes.fetch(FetchDescriptor(predicate: .ids([id]), limit: 1), in: household).items.first
    }

    /// The same, or `RecipeError.notFound` (a 404 at every door): another household's recipe is
    /// not found, whatever else the request got wrong.
    public func summaryOrNotFound(_ id: UUID, in household: UUID) async throws -> RecipeSummary {
        guard let recipe = try await summary(id, in: household) else { throw RecipeError.notFound }
        return recipe
    }

    /// The household's recipe whole, or `RecipeError.notFound`. The shared page's may come from a
    /// replica, a moment stale; everything that edits it reads the primary.
    public func detail(_ id: UUID, in household: UUID, from source: ReadSource = .primary) async throws -> RecipeDetail {
        guard let recipe = try await recipes.detail(id, in: household, from: source) else { throw RecipeError.notFound }
        return recipe
    }

    /// A page of the household's recipes, as the list and the API's list both read it: from a
    /// replica when there is one (a list a moment stale harms no one; the person's own writes
    /// are waited for).
    public func list(_ descriptor: FetchDescriptor, in household: UUID) async throws -> FetchResult<RecipeSummary> {
        try await recipes.fetch(descriptor, in: household, from: .replica)
    }

    /// Recipes whose names are like `text`, best first, forgiving a typo: the plan's picker.
    public func resembling(_ text: String, in household: UUID, limit: Int) async throws -> [RecipeName] {
        try await recipes.resembling(text, in: household, limit: limit)
    }

    /// What deleting the recipe would take with it, for the page that asks first.
    public func deletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await recipes.deletePreview(id, in: household)
    }

    /// The recipes deleted within the undo window, newest first.
    public func recentlyDeleted(in household: UUID) async throws -> [RecipeRepository.DeletedRecipe] {
        try await recipes.recentlyDeleted(in: household)
    }

    /// A photo's bytes by its digest (or, with `bytes` false, whether it exists); nil when the
    /// recipe has no such photo. `earlier` finds the photos of its earlier versions too.
    public func photo(_ size: PhotoReference.Size, digest: String, of id: UUID, in household: UUID, bytes: Bool = true,
                      earlier: Bool = false) async throws -> Data? {
        try await photos.load(size, digest: digest, of: id, in: household, bytes: bytes, earlier: earlier)
    }

    /// The recipe's photo as it is now, or nil when it has none.
    public func currentPhoto(_ size: PhotoReference.Size, of id: UUID, in household: UUID) async throws -> Data? {
        guard let current = try await summary(id, in: household)?.photo else { return nil }
        return try await photo(size, digest: current.digest, of: id, in: household)
    }

    /// An uploaded photo checked by its content and made into the sizes pages show, on the
    /// threads for heavy work: `Picture.Problem` when it is no photo Larder takes, which each
    /// door words for its reader; `CPUWork.Busy` when those threads are full.
    public func preparePhoto(_ upload: Data) async throws -> PhotoRepository.Prepared {
        try await cpu.run { try await PhotoRepository.prepare(upload) }
    }

    /// Replaces or removes the photo alone, as a new version: `RecipeError.notFound` when the
    /// recipe is not there (removing a photo that is not there is done already).
    @discardableResult
    public func setPhoto(_ change: PhotoChange, of id: UUID, in household: UUID, by saver: UUID) async throws -> Int {
        try await recipes.setPhoto(change, of: id, in: household, by: saver)
    }

    /// Every saved version of the recipe, newest first; empty when there is no such recipe.
    public func history(of id: UUID, in household: UUID) async throws -> [RecipeVersion] {
        try await revisions.history(of: id, in: household)
    }

    /// Versions `numbers` of the recipe and its current version, for a comparison; nil when the
    /// recipe or a version is not there.
    public func versions(_ numbers: [Int], of id: UUID, in household: UUID)
        async throws -> (current: Int, versions: [(version: RecipeVersion, draft: RecipeDraft)])? {
        try await revisions.versions(numbers, of: id, in: household)
    }

    /// How long the household keeps its recipes' versions.
    public func retention(of household: UUID) async throws -> HistoryRetention {
        try await revisions.retention(of: household)
    }

    /// Sets how long the household keeps its recipes' versions.
    public func setRetention(_ retention: HistoryRetention, of household: UUID) async throws {
        try await revisions.setRetention(retention, of: household)
    }

    /// Where an edit starts from.
    public enum Start: Sendable {
        /// The version the person read, which must still be the recipe's: a save since refuses
        /// this one with `RecipeError.stale` (the API's `If-Match`).
        case current(version: Int)
        /// The version an edit began from (0 when the form could not say), with that version's
        /// content when known, and the recipe as read for the form: saves made since are merged
        /// with this one (the editor's page).
        case merging(version: Int, base: RecipeDraft?, stored: RecipeDetail)
    }

    /// What became of a save.
    public enum Saved: Sendable {
        /// Saved as `version`. `merged` names what others changed meanwhile that the save kept.
        case saved(version: Int, merged: [RecipeMerge.MergedChange])
        /// The edit, merged, is what the recipe holds already: nothing written, not even a version.
        case unchanged
        /// Someone else changed what the edit changed too: nothing saved. `merge` holds their
        /// changes where only they changed something and the edit's elsewhere, to be saved over
        /// `theirs`.
        case conflict(RecipeMerge, theirs: RecipeDetail)
    }

    /// A new recipe with its photo, if one came: `RecipeError.invalid` or `.nameTaken` when it
    /// cannot be saved.
    public func create(_ draft: RecipeDraft, photo: PhotoChange = .keep, in household: UUID, by author: UUID) async throws -> UUID {
        let id = try await recipes.create(draft, in: household, author: author)
        if case .replace(let picture) = photo { try await photos.set(picture, for: id, in: household) }
        return id
    }

    /// Saves an edit of recipe `id`, its text and its photo as one version.
    ///
    /// Merging, a save that meets another made since the edit began keeps what only the other
    /// changed, and stops only where both changed the same part. If yet another save lands while
    /// this one is written, it merges again, up to three times, and then shows the latest as a
    /// conflict. Throws `RecipeError.notFound` when the recipe was deleted meanwhile, and
    /// `.invalid` or `.nameTaken` when the edit cannot be saved.
    public func save(_ id: UUID, as draft: RecipeDraft, from start: Start, photo: PhotoChange = .keep, in household: UUID,
                     by saver: UUID) async throws -> Saved {
        var (mineVersion, base, theirs): (Int, RecipeDraft?, RecipeDetail)
        switch start {
        case .current(let version):
            // The repository refuses a stale version and writes nothing for an unchanged draft.
            return .saved(version: try await recipes.update(id, with: draft, in: household, from: version, photo: photo, by: saver), merged: [])
        case .merging(let version, let content, let stored):
            // A version the recipe never had says nothing of what the edit began from.
            (mineVersion, base, theirs) = (version, (1...stored.version).contains(version) ? content : nil, stored)
        }
        var mine = draft
        var merged: [RecipeMerge.MergedChange] = []
        for _ in 0..<3 {
            var toSave = mine
            if mineVersion != theirs.version {
                let merge = RecipeMerge(base: base?.normalized, theirs: theirs.draft.normalized, mine: mine)
                guard merge.conflicts.isEmpty else { return .conflict(merge, theirs: theirs) }
                toSave = merge.merged.normalized
                merged += merge.mergedChanges
            }
            if toSave == theirs.draft.normalized, case .keep = photo { return .unchanged }
            do {
                let version = try await recipes.update(id, with: toSave, in: household, from: theirs.version, photo: photo, by: saver)
                return .saved(version: version, merged: merged)
            } catch RecipeError.stale {
                // Saved again by someone else while this save was being made: merge once more.
                guard let newer = try await recipes.detail(id, in: household) else { throw RecipeError.notFound }
                (base, mine, mineVersion, theirs) = (theirs.draft.normalized, toSave, theirs.version, newer)
            }
        }
        // Saved over and over by others meanwhile: the latest beside this edit.
        return .conflict(RecipeMerge(base: nil, theirs: theirs.draft.normalized, mine: mine), theirs: theirs)
    }

    /// Deletes a recipe, which can be brought back within `RecipeRepository.undoWindow`: its name
    /// (for the words that say so) and what went with it.
    public func delete(_ id: UUID, in household: UUID) async throws -> (name: String, report: DeletionReport) {
        let name = try await summaryOrNotFound(id, in: household).name
        return (name, try await recipes.delete(id, in: household))
    }

    /// Brings a deleted recipe back exactly as it was: `RecipeError.notFound` when there is
    /// nothing to bring back, `.nameTaken` when a recipe of its name was made since.
    public func undoDelete(_ id: UUID, in household: UUID) async throws -> RecipeRepository.Restoration {
        try await recipes.restore(id, in: household)
    }

    /// Makes `version` the recipe's content again, its photo too, as a new version that says it
    /// is a restore. `seen` is the version the person saw as current: a save since throws
    /// `RecipeError.stale`. Returns the version the recipe is at: `seen` when it already read as
    /// `version`.
    public func restore(_ version: Int, of id: UUID, seenAt seen: Int, in household: UUID, by saver: UUID) async throws -> Int {
        try await revisions.restore(version, of: id, in: household, by: saver, seenAt: seen)
    }
}

// MARK: - Sharing with anyone who has the link

extension RecipeActions {
    /// The household's share links, newest first: of one recipe, or of all.
    public func shareLinks(in household: UUID, recipe: UUID? = nil) async throws -> [ShareLink] {
        try await shareLinks.list(in: household, recipe: recipe)
    }

    /// Makes a link that shows the recipe to anyone who has it, until it expires (never, without
    /// `expiresInDays`) or is revoked; gives its secret, which is kept nowhere.
    public func share(_ recipe: UUID, in household: UUID, by member: UUID, expiresInDays: Int?) async throws -> String {
        try await shareLinks.create(recipe: recipe, in: household, by: member, expiresInDays: expiresInDays).secret
    }

    /// Revokes a link to the recipe at once; `Failure.notFound`, and nothing revoked, for a link
    /// to another.
    public func unshare(_ link: UUID, of recipe: UUID, in household: UUID) async throws {
        guard try await shareLinks.revoke(link, of: recipe, in: household) else { throw Failure.notFound }
    }

    /// The recipe a share link shows, as a visitor sees it: without who added it. `RecipeError.notFound`
    /// for a link that is unknown, revoked or expired.
    public func sharedRecipe(_ secret: String) async throws -> RecipeDetail {
        guard let (household, id) = try await shareLinks.resolve(secret) else { throw RecipeError.notFound }
        var recipe = try await detail(id, in: household, from: .replica)
        recipe.author = nil
        return recipe
    }

    /// A photo of the recipe a share link shows.
    public func sharedPhoto(_ size: PhotoReference.Size, digest: String, of secret: String, bytes: Bool) async throws -> Data? {
        guard let (household, id) = try await shareLinks.resolve(secret) else { throw RecipeError.notFound }
        return try await photo(size, digest: digest, of: id, in: household, bytes: bytes)
    }
}

extension Store {
    /// The actions on this store's recipes.
    public var recipeActions: RecipeActions {
        RecipeActions(recipes: recipes, photos: photos, revisions: revisions, shareLinks: shareLinks, cpu: cpu)
    }
}
