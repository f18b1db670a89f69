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

    /// The counts are said in the language of `page` (its `t`).
    init(page: PageChrome, heading: String, itemName: String, report: DeletionReport, blockers: [String] = [],
         action: String, cancelURL: String, buttonLabel: String, undoNote: String? = nil) {
        self.page = page
        self.heading = heading
        self.itemName = itemName
        let words = page.t.confirmDelete
        effects = Self.kinds.compactMap { kind in
            let count = report.removed[keyPath: kind.count]
            return count > 0 ? Effect(label: words[keyPath: kind.noun].format(count: count, [])) : nil
        }
        keeps = Self.kinds.compactMap { kind in
            let count = report.nullified[keyPath: kind.count]
            guard count > 0 else { return nil }
            // "1 login session stays logged in, in no household".
            return Effect(label: words[keyPath: kind.staying].format(count: count, []))
        }
        self.blockers = blockers.map(Effect.init)
        hasBlockers = !blockers.isEmpty
        self.action = action
        self.cancelURL = cancelURL
        self.buttonLabel = buttonLabel
        self.undoNote = undoNote
    }

    fileprivate typealias Words = KeyPath<Strings.ConfirmDelete, PluralMessage> & Sendable

    /// How each kind of row reads, in the order the page lists them.
    private struct Kind {
        let count: KeyPath<RowCounts, Int> & Sendable
        /// "3 recipes".
        let noun: Words
        /// What rows of this kind that stay with a reference nulled do ("3 recipes stay, without an
        /// author"). A kind without words of its own for it is only counted, under "What stays".
        let staying: Words

        init(count: KeyPath<RowCounts, Int> & Sendable, noun: Words, staying: Words) {
            self.count = count
            self.noun = noun
            self.staying = staying
        }

        init(count: KeyPath<RowCounts, Int> & Sendable, noun: Words) {
            self.init(count: count, noun: noun, staying: noun)
        }
    }

    private static let kinds: [Kind] = [
        Kind(count: \.households, noun: \.households, staying: \.householdsStay),
        Kind(count: \.users, noun: \.accounts),
        Kind(count: \.recipes, noun: \.recipes, staying: \.recipesStay),
        Kind(count: \.steps, noun: \.steps),
        Kind(count: \.lines, noun: \.ingredientLines, staying: \.ingredientLinesStay),
        Kind(count: \.stepSkills, noun: \.stepSkills),
        Kind(count: \.ingredients, noun: \.ingredients),
        Kind(count: \.skills, noun: \.skills),
        Kind(count: \.tags, noun: \.tags),
        Kind(count: \.recipeTags, noun: \.recipeTags),
        Kind(count: \.favourites, noun: \.favourites),
        Kind(count: \.ratings, noun: \.ratings),
        Kind(count: \.revisions, noun: \.earlierVersions, staying: \.earlierVersionsStay),
        Kind(count: \.revisionPhotos, noun: \.earlierVersionPhotos),
        Kind(count: \.shareLinks, noun: \.shareLinks, staying: \.shareLinksStay),
        Kind(count: \.cookingLog, noun: \.cookingLogEntries, staying: \.cookingLogEntriesStay),
        Kind(count: \.planEntries, noun: \.planEntries, staying: \.planEntriesStay),
        Kind(count: \.shoppingRecipes, noun: \.shoppingRecipes),
        Kind(count: \.shoppingItems, noun: \.shoppingItems),
        Kind(count: \.importJobs, noun: \.webImports, staying: \.webImportsStay),
        Kind(count: \.importJobItems, noun: \.importedAddresses, staying: \.importedAddressesStay),
        Kind(count: \.importJobAttempts, noun: \.importAttempts),
        Kind(count: \.fetchBudgets, noun: \.fetchRecords),
        Kind(count: \.importUploads, noun: \.waitingFiles, staying: \.waitingFilesStay),
        Kind(count: \.memberships, noun: \.memberships),
        Kind(count: \.accessTokens, noun: \.accessTokens),
        Kind(count: \.invites, noun: \.inviteLinks, staying: \.inviteLinksStay),
        Kind(count: \.sessions, noun: \.loginSessions, staying: \.loginSessionsStay),
        Kind(count: \.photos, noun: \.photos),
        Kind(count: \.deletedRecipes, noun: \.deletedRecipes),
        Kind(count: \.passwordResets, noun: \.passwordResetLinks, staying: \.passwordResetLinksStay),
    ]
}
