import Foundation
import LarderExchange
import LarderFetch
import LarderModel
@testable import LarderStore
import LarderTestSupport
import PostgresClient
import PostgresTestSupport
import Testing

/// Stage 30: change summaries and import messages stored as English become values, read back
/// from their English one last time (`StoreWordsAsMeaning`).
@Suite("Words stored as meaning (stage 30)")
struct WordsStoredAsMeaningTests {
    static let everyChange: [RecipeChange] = [
        .renamed("Soup"), .summaryEdited, .servings(from: 4, to: 6), .sourceRemoved, .sourceChanged, .tagsChanged, .timesChanged,
        .stepAdded(3), .stepRemoved(12), .stepEdited(1), .stepsReordered, .linesChanged(1), .linesAdded(2), .linesRemoved(10),
        .photoAdded, .photoRemoved, .photoReplaced, .detailsEdited,
    ]

    /// Every failed address's problem a job wrote in a fixed form.
    static let fixedProblems: [ImportProblem] = [
        .notAWebAddress, .notAWebAddressScheme, .givenUp(tries: 5), .couldNotBeSaved("timed out"), .notAWebPage(type: "image/png"),
        .couldNotFetch(.badAddress("x")), .couldNotFetch(.refusedScheme("ftp")), .couldNotFetch(.refusedPort(8080)),
        .couldNotFetch(.refusedAddress(host: "localhost", address: "127.0.0.1")), .couldNotFetch(.unresolvable("nowhere.example")),
        .couldNotFetch(.tooManyRedirects(5)), .couldNotFetch(.timedOut(seconds: 10)), .couldNotFetch(.httpStatus(404)),
        .couldNotFetch(.unreachable("connection refused")),
        .noRecipeOnPage(otherKinds: ["Article"], noSchemaData: false, title: "Soup (vegan)"),
        .noRecipeOnPage(otherKinds: ["Article"], noSchemaData: false, title: nil),
        .noRecipeOnPage(otherKinds: [], noSchemaData: true, title: "Soup"),
        .noRecipeOnPage(otherKinds: [], noSchemaData: true, title: nil),
        .noRecipeOnPage(otherKinds: [], noSchemaData: false, title: "Soup"),
        .truncated(.noRecipeOnPage(otherKinds: [], noSchemaData: true, title: "Soup"), megabytes: 5),
    ]

    @Test("every summary Larder wrote reads back as its changes, names with commas and quotes whole; other words are kept as written")
    func summariesReadBack() {
        for change in Self.everyChange {
            let summary = ChangeSummary(changes: [change])
            #expect(StoreWordsAsMeaning.savedChange(summary.english) == .said(summary), "\(summary.english)")
        }
        let all = ChangeSummary(restoredVersion: 7, changes: Self.everyChange)
        #expect(StoreWordsAsMeaning.savedChange(all.english) == .said(all))
        #expect(StoreWordsAsMeaning.savedChange("nothing") == .said(ChangeSummary(changes: [])))
        #expect(StoreWordsAsMeaning.savedChange("restored version 2: details edited") == .said(ChangeSummary(restoredVersion: 2, changes: [.detailsEdited])))
        for name in ["Salt, pepper", "The “best” soup", "A”, step 2 edited", ""] {
            let summary = ChangeSummary(changes: [.renamed(name), .stepEdited(2)])
            #expect(StoreWordsAsMeaning.savedChange(summary.english) == .said(summary), "\(summary.english)")
        }
        for text in ["", "made it spicier", "step two edited", "servings 4 to 6", "1 lines added", "step 3 edited, ", "renamed to “Soup",
                     "step 3 cooked"] {
            #expect(StoreWordsAsMeaning.savedChange(text) == .written(text), "\(text)")
        }
    }

    @Test("a job's message reads back only when it is exactly one fixed problem or the fixed notes; anything else is kept as written")
    func messagesReadBack() {
        for problem in Self.fixedProblems {
            #expect(StoreWordsAsMeaning.itemSaying(problem.english, failed: true) == .problem(problem), "\(problem.english)")
        }
        for message in ["name: Name is required", "not valid JSON; a recipe needs a name", "could not fetch the page: something new",
                        "given up after five tries, each of which ended its server before it was done", ""] {
            #expect(StoreWordsAsMeaning.itemSaying(message, failed: true) == .written(message))
        }
        let notes: [ImportJobNote] = [.keptTheirs, .replacedTheirs, .savedAs("Soup (2)"), .savedAs("A; b"), .pictureLeftOut(.picture(.notAPicture))]
            + RecipePage.Source.allCases.filter(\.isPageStructure).map(ImportJobNote.readFromPage)
        for note in notes {
            #expect(StoreWordsAsMeaning.itemSaying(note.english, failed: false) == .notes([note]), "\(note.english)")
        }
        let two: [ImportJobNote] = [.readFromPage(.headings), .savedAs("Soup (2)")]
        #expect(StoreWordsAsMeaning.itemSaying(two.map(\.english).joined(separator: "; "), failed: false) == .notes(two))
        let several = "2 recipes on the page: Soup, Bread; already in the household, which keeps its own"
        #expect(StoreWordsAsMeaning.itemSaying(several, failed: false) == .written(several))
    }

    @Test("stage 30 converts the rows already stored, keeps what it cannot read as written, reports both, and drops the English columns")
    func stageConvertsRows() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let migrator = try Migrator(directory: TestServer.migrationsDirectory)
            try await migrator.migrate(connection, to: 29)
            let (home, soup, bread, job) = (UUID(), UUID(), UUID(), UUID())
            let fetchFailed = ImportProblem.couldNotFetch(.httpStatus(404)).english
            try await connection.pipeline([
                "INSERT INTO households (id, name) VALUES (\(home), 'Home')",
                """
                INSERT INTO recipes (household_id, id, name, version, change_summary) VALUES
                    (\(home), \(soup), 'Soup', 3, 'renamed to “Soup, hot”, step 2 edited, 1 line added'),
                    (\(home), \(bread), 'Bread', 2, 'made it crustier')
                """,
                """
                INSERT INTO recipe_revisions (household_id, recipe_id, version, graph, saved_at, summary) VALUES
                    (\(home), \(soup), 1, '{}', now(), NULL), (\(home), \(soup), 2, '{}', now(), 'restored version 1: nothing'),
                    (\(home), \(bread), 1, '{}', now(), NULL)
                """,
                "INSERT INTO import_jobs (household_id, id, on_conflict, is_budgeted) VALUES (\(home), \(job), 'rename', true)",
                """
                INSERT INTO import_job_items (household_id, job_id, position, url, state, message) VALUES
                    (\(home), \(job), 0, 'https://a.example/', 'failed', \(fetchFailed)),
                    (\(home), \(job), 1, 'https://b.example/', 'failed', 'name: Name is required'),
                    (\(home), \(job), 2, 'https://c.example/', 'imported', 'saved as “Soup (2)”'),
                    (\(home), \(job), 3, 'https://d.example/', 'imported', ''),
                    (\(home), \(job), 4, 'https://e.example/', 'pending', '')
                """,
            ])
            let transcript = Transcript()
            try await migrator.migrate(connection, to: 30) { transcript.append($0) }
            #expect(transcript.lines.contains {
                $0.contains("stored 2 of 3 change summaries and 2 of 3 import messages as meaning; 1 summaries and 1 messages")
            }, "\(transcript.lines)")

            let decoder = JSONDecoder.postgres
            func read<Value: Decodable>(_ type: Value.Type, _ text: String?) throws -> Value? {
                try text.map { try decoder.decode(Value.self, from: Data($0.utf8)) }
            }
            let recipes = try await connection.query("SELECT id, change::text FROM recipes ORDER BY name").decode(UUID.self, String?.self)
            #expect(try read(SavedChange.self, recipes[0].1) == .written("made it crustier"))
            #expect(try read(SavedChange.self, recipes[1].1) == .said(ChangeSummary(changes: [.renamed("Soup, hot"), .stepEdited(2), .linesAdded(1)])))
            let revisions = try await connection.query("""
                SELECT change::text FROM recipe_revisions WHERE recipe_id = \(soup) ORDER BY version
                """).decode(String?.self)
            #expect(try revisions.map { try read(SavedChange.self, $0) } == [nil, .said(ChangeSummary(restoredVersion: 1, changes: []))])
            let items = try await connection.query("SELECT said::text FROM import_job_items ORDER BY position").decode(String?.self)
            #expect(try items.map { try read(ImportItemSaying.self, $0) } == [
                .problem(.couldNotFetch(.httpStatus(404))), .written("name: Name is required"), .notes([.savedAs("Soup (2)")]), nil, nil,
            ])
            let columns = try await connection.query("""
                SELECT table_name || '.' || column_name FROM information_schema.columns
                WHERE (table_name, column_name) IN (('recipes', 'change_summary'), ('recipe_revisions', 'summary'), ('import_job_items', 'message'))
                """).decode(String.self)
            #expect(columns.isEmpty, "the English columns are gone: \(columns)")
        }
    }
}
