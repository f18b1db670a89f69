import LarderStore

/// A line of a delete confirmation ("its 6 steps").
public struct Effect: Sendable, Encodable {
    var label: String
}

/// The page every delete goes through first: what goes, what stays, and what blocks it.
public struct ConfirmDeletePage: Sendable, Encodable {
    var page: PageChrome
    var heading: String
    var itemName: String
    var effects: [Effect]
    var keeps: [Effect]
    var blockers: [Effect]
    var hasBlockers: Bool
    var action: String
    var cancelURL: String
    var buttonLabel: String
    /// How to take the delete back, where it can be; otherwise the page says it cannot.
    var undoNote: String?
    /// Deleting the open household: the form names it (see `confirmFormHousehold`).
    var actsOnHousehold = false

    init(page: PageChrome, heading: String, itemName: String, report: DeletionReport, blockers: [String] = [],
         action: String, cancelURL: String, buttonLabel: String, undoNote: String? = nil) {
        self.page = page
        self.heading = heading
        self.itemName = itemName
        effects = Self.kinds.compactMap { kind in
            let count = report.removed[keyPath: kind.count]
            return count > 0 ? Effect(label: Self.noun(kind, count)) : nil
        }
        keeps = Self.kinds.compactMap { kind in
            let count = report.nullified[keyPath: kind.count]
            guard count > 0 else { return nil }
            // "1 login session stays", "2 login sessions stay".
            let staying = count == 1 && kind.staying.hasPrefix("stay") ? "stays" + kind.staying.dropFirst(4) : kind.staying
            return Effect(label: "\(Self.noun(kind, count)) \(staying)")
        }
        self.blockers = blockers.map(Effect.init)
        hasBlockers = !blockers.isEmpty
        self.action = action
        self.cancelURL = cancelURL
        self.buttonLabel = buttonLabel
        self.undoNote = undoNote
    }

    /// How each kind of row reads, in the order the page lists them.
    private struct Kind {
        let count: KeyPath<RowCounts, Int> & Sendable
        let one: String
        let many: String
        /// What happens to rows of this kind that stay with a reference nulled.
        var staying = "stay"
    }

    private static let kinds: [Kind] = [
        Kind(count: \.households, one: "household", many: "households"),
        Kind(count: \.users, one: "account", many: "accounts"),
        Kind(count: \.recipes, one: "recipe", many: "recipes", staying: "stay, without an author"),
        Kind(count: \.steps, one: "step", many: "steps"),
        Kind(count: \.lines, one: "ingredient line", many: "ingredient lines", staying: "in recipes stay and keep their own text"),
        Kind(count: \.stepSkills, one: "skill mentioned on a step", many: "skills mentioned on steps"),
        Kind(count: \.ingredients, one: "ingredient", many: "ingredients"),
        Kind(count: \.skills, one: "skill", many: "skills"),
        Kind(count: \.tags, one: "tag", many: "tags"),
        Kind(count: \.recipeTags, one: "tag on a recipe", many: "tags on recipes"),
        Kind(count: \.favourites, one: "favourite mark", many: "favourite marks"),
        Kind(count: \.ratings, one: "rating", many: "ratings"),
        Kind(count: \.revisions, one: "earlier version", many: "earlier versions", staying: "stay, without who saved them"),
        Kind(count: \.revisionPhotos, one: "photo of an earlier version", many: "photos of earlier versions"),
        Kind(count: \.shareLinks, one: "share link", many: "share links", staying: "stay, without their maker"),
        Kind(count: \.cookingLog, one: "cooking-log entry", many: "cooking-log entries", staying: "stay, without their cook"),
        Kind(count: \.planEntries, one: "meal-plan entry", many: "meal-plan entries", staying: "stay, without their maker"),
        Kind(count: \.shoppingRecipes, one: "recipe on the shopping list", many: "recipes on the shopping list"),
        Kind(count: \.shoppingItems, one: "shopping-list item", many: "shopping-list items"),
        Kind(count: \.importJobs, one: "import from the web", many: "imports from the web", staying: "stay, without who started them"),
        Kind(count: \.importJobItems, one: "imported address", many: "imported addresses", staying: "stay in their import, without their recipe"),
        Kind(count: \.importJobAttempts, one: "count of tries at an address", many: "counts of tries at addresses"),
        Kind(count: \.fetchBudgets, one: "record of pages fetched from the web", many: "records of pages fetched from the web"),
        Kind(count: \.importUploads, one: "file waiting to be imported", many: "files waiting to be imported", staying: "stay, without who sent them"),
        Kind(count: \.memberships, one: "person's membership", many: "people's memberships"),
        Kind(count: \.invites, one: "invite link", many: "invite links", staying: "stay, without their creator"),
        Kind(count: \.sessions, one: "login session", many: "login sessions", staying: "stay logged in, in no household"),
        Kind(count: \.photos, one: "photo", many: "photos"),
        Kind(count: \.deletedRecipes, one: "deleted recipe kept for undo", many: "deleted recipes kept for undo"),
        Kind(count: \.passwordResets, one: "password-reset link", many: "password-reset links", staying: "stay, without their maker"),
    ]

    private static func noun(_ kind: Kind, _ count: Int) -> String {
        "\(count) \(count == 1 ? kind.one : kind.many)"
    }
}
