import Foundation
import LarderExchange
import LarderFetch
import LarderImaging
import LarderModel
import PostgresClient

/// Stage 30's Swift step: before it, a save's change summary and an import job's message were
/// stored as English sentences and read back to be said in other languages; from it, they are
/// stored as meaning (`jsonb`), worded only when shown. The step reads each stored sentence back
/// one last time, and records in the temporary table `stored_meaning` the value it says; the
/// stage's SQL file writes them and drops the text columns.
///
/// A sentence that reads as exactly one value becomes that value. Any other (words from another
/// Larder's export, a recipe's own problems, a page of several recipes, a message cut at 2,000
/// characters) is kept as written and shown as it is, and the step reports how many.
///
/// The readers below are the only place Larder reads its own English back. They read what the
/// English of each value says when the stage runs: a database that reaches it later, after a
/// rewording, keeps the reworded sentences as written.
enum StoreWordsAsMeaning {
    /// One converted row, keyed as its table keys it.
    struct Meaning: Encodable {
        var tableName: String
        var householdId: UUID
        var id: UUID
        var version: Int?
        var position: Int?
        var said: String
    }

    /// What the step found, for its report and its tests.
    struct Tally: Equatable {
        var summaries = 0, summariesWritten = 0, messages = 0, messagesWritten = 0
    }

    @Sendable static func run(_ connection: Connection, _ progress: MigrationProgress) async throws {
        try await connection.query("""
            CREATE TEMPORARY TABLE stored_meaning (table_name text, household_id uuid, id uuid, version integer, position integer, said jsonb)
                ON COMMIT DROP
            """)
        var tally = Tally()
        var meanings: [Meaning] = []
        func said(_ value: some Encodable) throws -> String { String(decoding: try JSONEncoder.postgres.encode(value), as: UTF8.self) }

        let current = try await connection.query("""
            SELECT household_id, id, change_summary FROM recipes WHERE change_summary IS NOT NULL
            """).decode(UUID.self, UUID.self, String.self)
        let revisions = try await connection.query("""
            SELECT household_id, recipe_id, version, summary FROM recipe_revisions WHERE summary IS NOT NULL
            """).decode(UUID.self, UUID.self, Int.self, String.self)
        for (table, household, id, version, text) in current.map({ ("recipes", $0.0, $0.1, Int?.none, $0.2) })
            + revisions.map({ ("recipe_revisions", $0.0, $0.1, Optional($0.2), $0.3) }) {
            let change = savedChange(text)
            tally.summaries += 1
            if case .written = change { tally.summariesWritten += 1 }
            meanings.append(Meaning(tableName: table, householdId: household, id: id, version: version, said: try said(change)))
        }

        let messages = try await connection.query("""
            SELECT household_id, job_id, position, state, message FROM import_job_items WHERE message <> ''
            """).decode(UUID.self, UUID.self, Int.self, String.self, String.self)
        for (household, job, position, state, message) in messages {
            let saying = itemSaying(message, failed: state == "failed")
            tally.messages += 1
            if case .written = saying { tally.messagesWritten += 1 }
            meanings.append(Meaning(tableName: "import_job_items", householdId: household, id: job, position: position, said: try said(saying)))
        }

        for batch in stride(from: 0, to: meanings.count, by: 5000) {
            let payload = try JSONText(encoding: Array(meanings[batch..<min(batch + 5000, meanings.count)]), with: .graphPayload)
            try await connection.query("""
                INSERT INTO stored_meaning
                SELECT x.table_name, x.household_id, x.id, x.version, x.position, x.said::jsonb FROM jsonb_to_recordset(\(payload)::jsonb)
                    AS x(table_name text, household_id uuid, id uuid, version integer, position integer, said text)
                """)
        }
        progress("stored \(tally.summaries - tally.summariesWritten) of \(tally.summaries) change summaries and "
            + "\(tally.messages - tally.messagesWritten) of \(tally.messages) import messages as meaning; "
            + "\(tally.summariesWritten) summaries and \(tally.messagesWritten) messages are not Larder's fixed words and are kept as written")
    }

    // MARK: - Reading stored English back

    /// A stored change summary: the changes it says, or its words as written.
    static func savedChange(_ text: String) -> SavedChange {
        changeSummary(text).map(SavedChange.said) ?? .written(text)
    }

    /// A stored import message, of an address that failed or was imported: what it says, or its
    /// words as written.
    static func itemSaying(_ message: String, failed: Bool) -> ImportItemSaying {
        if failed { return importProblem(message).map(ImportItemSaying.problem) ?? .written(message) }
        return importNotes(message).map(ImportItemSaying.notes) ?? .written(message)
    }

    /// "renamed to “A, b”, step 2 edited", "restored version 2: details edited", "nothing".
    static func changeSummary(_ text: String) -> ChangeSummary? {
        var rest = Substring(text)
        var restored: Int?
        if rest.hasPrefix("restored version "), let colon = rest.firstRange(of: ": "),
           let version = Int(rest[rest.index(rest.startIndex, offsetBy: "restored version ".count)..<colon.lowerBound]) {
            restored = version
            rest = rest[colon.upperBound...]
        }
        guard let changes = rest == "nothing" ? [] : recipeChanges(in: rest) else { return nil }
        return ChangeSummary(restoredVersion: restored, changes: changes)
    }

    /// A name may hold ", " and "”", so each closing quote is tried in turn until the rest reads
    /// as changes.
    private static func recipeChanges(in text: Substring) -> [RecipeChange]? {
        let opening = "renamed to “"
        if text.hasPrefix(opening) {
            let name = text.dropFirst(opening.count)
            var search = name.startIndex
            while let close = name[search...].firstIndex(of: "”") {
                let after = name[name.index(after: close)...]
                if after.isEmpty { return [.renamed(String(name[..<close]))] }
                if after.hasPrefix(", "), let more = recipeChanges(in: after.dropFirst(2)) { return [.renamed(String(name[..<close]))] + more }
                search = name.index(after: close)
            }
            return nil
        }
        var found: [RecipeChange] = []
        for item in text.split(separator: ", ", omittingEmptySubsequences: false) {
            guard let change = recipeChange(item) else { return nil }
            found.append(change)
        }
        return found
    }

    /// Every change but a rename, each of which says itself in a fixed form.
    private static func recipeChange(_ text: Substring) -> RecipeChange? {
        let fixed: [RecipeChange] = [.summaryEdited, .sourceRemoved, .sourceChanged, .tagsChanged, .timesChanged, .stepsReordered,
                                     .photoAdded, .photoRemoved, .photoReplaced, .detailsEdited]
        if let change = fixed.first(where: { $0.english == text }) { return change }
        let words = text.split(separator: " ")
        var numbered: [RecipeChange] = []
        if words.count == 4, let from = Int(words[1]), let to = Int(words[3]) { numbered.append(.servings(from: from, to: to)) }
        if words.count == 3, let number = Int(words[1]) { numbered += [.stepAdded(number), .stepRemoved(number), .stepEdited(number)] }
        if words.count == 3, let count = Int(words[0]) { numbered += [.linesChanged(count), .linesAdded(count), .linesRemoved(count)] }
        return numbered.first { $0.english == text }
    }

    /// The problem a failed address's message says, when it is one of the fixed forms a job wrote
    /// (not a web address, the page could not be fetched or holds no recipe, given up, not saved)
    /// and reads as that one problem only: every way of reading it is tried, and it is recognised
    /// only when exactly one reading says the message again, byte for byte.
    static func importProblem(_ message: String) -> ImportProblem? {
        let readings = problemReadings(message).filter { $0.english == message }
        guard let first = readings.first, readings.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    private static func problemReadings(_ message: String) -> [ImportProblem] {
        var found: [ImportProblem] = [.notAWebAddress, .notAWebAddressScheme]
        if let tries = between(message, "given up after ", " tries, each of which ended its server before it was done").flatMap({ Int($0) }) {
            found.append(.givenUp(tries: tries))
        }
        if let error = between(message, "could not be saved (", ")") { found.append(.couldNotBeSaved(error)) }
        if let type = between(message, "this address is not a web page (it is ", ")") { found.append(.notAWebPage(type: type)) }
        if let fetch = between(message, "could not fetch the page: ", "") {
            found += fetchReadings(fetch).map { ImportProblem.couldNotFetch($0) }
        }
        found += pageReadings(message)
        let cut = " MB were read)"
        if message.hasSuffix(cut), let opening = message.range(of: " (only its first ", options: .backwards),
           let megabytes = Int(message[opening.upperBound...].dropLast(cut.count)) {
            found += pageReadings(String(message[..<opening.lowerBound])).map { ImportProblem.truncated($0, megabytes: megabytes) }
        }
        return found
    }

    /// A page that holds no recipe, each way its parts can be read.
    private static func pageReadings(_ message: String) -> [ImportProblem] {
        guard let contents = between(message, "no recipe found on this page; it holds ", "") else { return [] }
        var heads: [(kinds: [String], noSchemaData: Bool, rest: Substring)] = [([], false, Substring(contents))]
        let noData = "no schema.org data at all"
        if contents.hasPrefix(noData) { heads.append(([], true, contents.dropFirst(noData.count))) }
        if let kinds = between(contents, "schema.org data of another kind (", "") {
            // The kinds end at one of the closing brackets.
            for index in kinds.indices where kinds[index] == ")" {
                heads.append(([String(kinds[..<index])], false, kinds[kinds.index(after: index)...]))
            }
        }
        var found: [ImportProblem] = []
        for head in heads {
            if head.rest.isEmpty { found.append(.noRecipeOnPage(otherKinds: head.kinds, noSchemaData: head.noSchemaData, title: nil)) }
            let lead = head.kinds.isEmpty && !head.noSchemaData ? "the title “" : " and the title “"
            if let title = between(String(head.rest), lead, "”") {
                found.append(.noRecipeOnPage(otherKinds: head.kinds, noSchemaData: head.noSchemaData, title: title))
            }
        }
        return found
    }

    /// A fetch's problem, each way its description can be read.
    private static func fetchReadings(_ text: String) -> [FetchError] {
        var found: [FetchError] = []
        if let address = between(text, "“", "” is not a web address") { found.append(.badAddress(address)) }
        if let scheme = between(text, "only http and https addresses are fetched, not ", ":") { found.append(.refusedScheme(scheme)) }
        if let port = between(text, "only the usual web ports (80 and 443) are fetched, not ", "").flatMap({ Int($0) }) {
            found.append(.refusedPort(port))
        }
        if let both = between(text, "", "), which Larder does not fetch") {
            let separator = " is a private or local address ("
            var from = both.startIndex
            while let range = both.range(of: separator, range: from..<both.endIndex) {
                found.append(.refusedAddress(host: String(both[..<range.lowerBound]), address: String(both[range.upperBound...])))
                from = both.index(after: range.lowerBound)
            }
        }
        if let host = between(text, "", " could not be found") { found.append(.unresolvable(host)) }
        if let limit = between(text, "the page redirected more than ", " times").flatMap({ Int($0) }) { found.append(.tooManyRedirects(limit)) }
        if let seconds = between(text, "the site did not answer within ", " seconds").flatMap({ Int($0) }) { found.append(.timedOut(seconds: seconds)) }
        if let status = between(text, "the site answered ", "").flatMap({ Int($0) }) { found.append(.httpStatus(status)) }
        if let reason = between(text, "the site could not be reached (", ")") { found.append(.unreachable(reason)) }
        return found
    }

    /// The notes an imported address's message says, one after another ("; " between them),
    /// when each is one of the fixed notes. A page of one recipe gives at most the note on its
    /// structure, one of the next three and then the picture's, so a whole message "saved as “…”"
    /// names one recipe, whatever its name holds; a page of several starts with their count, and
    /// is kept as written.
    static func importNotes(_ message: String) -> [ImportJobNote]? {
        if let whole = importNote(message) { return [whole] }
        let notes = message.components(separatedBy: "; ").map(importNote)
        guard notes.count > 1, notes.allSatisfy({ $0 != nil }) else { return nil }
        return notes.compactMap { $0 }
    }

    private static func importNote(_ message: String) -> ImportJobNote? {
        var readings: [ImportJobNote] = [.keptTheirs, .replacedTheirs]
        if let name = between(message, "saved as “", "”") { readings.append(.savedAs(name)) }
        readings += [Picture.Problem.tooLarge, .notAPicture, .tooManyPixels].map { ImportJobNote.pictureLeftOut(.picture($0)) }
        readings += RecipePage.Source.allCases.filter(\.isPageStructure).map(ImportJobNote.readFromPage)
        let matching = readings.filter { $0.english == message }
        guard let first = matching.first, matching.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `text` without `prefix` and `suffix`, when it has both (apart).
    private static func between(_ text: String, _ prefix: String, _ suffix: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
