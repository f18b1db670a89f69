import Foundation
import Testing

/// The pages (LarderWeb) and the API (LarderAPI) are doors: they read input, call an action and
/// render or encode what it gives. They never reach PostgreSQL themselves, and an action written
/// in LarderActions is called, never written again beside it.
@Suite("The doors go through the application layer")
struct DoorsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every hand-written Swift file of a door, with its text.
    static func doorSources() throws -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        for module in ["LarderWeb", "LarderAPI"] {
            let folder = repository.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("/Generated/") {
                found.append((String(file.path.dropFirst(repository.path.count + 1)), try String(contentsOf: file, encoding: .utf8)))
            }
        }
        return found
    }

    /// What a door may take from the store beside its actions (`store.recipeActions`,
    /// `store.accountActions(hasher:…)`, …): the machinery a request runs on, which does nothing
    /// a person asks for. Where reads go (`reads`), the keys of the visitors' form passes
    /// (`serverKeys`), the threads for heavy work (`cpu`), the health checks and the admin's figures
    /// (`ping`, `isReady`, `migrationStatus`, `poolStatistics`), and the recipe page's count of views,
    /// kept in memory (`recipeViews`).
    static let storeMachinery: Set<String> = ["reads", "serverKeys", "cpu", "ping", "isReady", "migrationStatus", "poolStatistics", "recipeViews"]

    /// What a door would write again that an action already does for it.
    static let actionsWrittenAgain = [
        // An uploaded photo is prepared by `RecipeActions.preparePhoto`, an ingredient's picture by
        // `CatalogActions.setIngredientPicture`, and a recipe's summary read by `RecipeActions.summary`.
        #"PhotoRepository\.prepare"#, #"FetchDescriptor\(predicate: \.ids\(\[id\]\), limit: 1\)"#,
    ]

    @Test("no door imports PostgresClient, builds or holds a repository, or takes from the store anything but actions")
    func doorsUseActions() throws {
        let sources = try Self.doorSources()
        #expect(sources.count > 50, "the doors' files were found: \(sources.count)")
        let storeMember = try NSRegularExpression(pattern: #"\bstore\.([A-Za-z]+)"#)
        for (path, text) in sources {
            #expect(!text.contains("import PostgresClient"), "\(path) imports PostgresClient")
            #expect(text.range(of: #"\b\w+Repository\(pool:"#, options: .regularExpression) == nil, "\(path) builds a repository")
            // Their constants and nested types may be named (`RecipeRepository.undoWindow`), not a repository held.
            #expect(text.range(of: #":\s*(\w+Repository|LoginThrottle|ClientThrottle|ImportUploads|ImportQueue|RecipeImporter|FetchBudget)\b(?!\.)"#,
                               options: .regularExpression) == nil, "\(path) holds a repository")
            for match in storeMember.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let member = String(text[Range(match.range(at: 1), in: text)!])
                #expect(member.hasSuffix("Actions") || Self.storeMachinery.contains(member),
                        "\(path) takes `store.\(member)`, which is not an action: the door does what an action should")
            }
            for call in Self.actionsWrittenAgain {
                #expect(text.range(of: call, options: .regularExpression) == nil, "\(path) does what an action does: \(call)")
            }
        }
    }

    /// Where a door may hold the `Store` itself: where the application is wired together, and the
    /// pages that report on the store (the health probes, the admin's figures).
    static let storeHolders: Set<String> = [
        "Sources/LarderWeb/AppConfiguration.swift", "Sources/LarderAPI/APIServer.swift",
        "Sources/LarderWeb/Controllers/HealthController.swift", "Sources/LarderWeb/Controllers/AdminController.swift",
    ]

    @Test("a handler is handed the actions it calls, not the store: only the wiring and the pages that report on the store hold it")
    func handlersHoldActions() throws {
        let holders = try Self.doorSources().filter { $0.text.range(of: #":\s*Store\b(?!\.)"#, options: .regularExpression) != nil }.map(\.path)
        #expect(Set(holders) == Self.storeHolders)
    }

    @Test("the store fetches nothing: no fetcher is built or held in LarderStore, and only stage 30 reads LarderFetch's words")
    func storeFetchesNothing() throws {
        let folder = Self.repository.appendingPathComponent("Sources/LarderStore")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 40, "LarderStore's files were found: \(files.count)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // `PageImporter.url`, which only checks that an address is a web address, may be called.
            for fetching in ["PageImporter(", ": PageImporter", "SafeFetcher", "DocumentReader"] {
                #expect(!text.contains(fetching), "\(file) reaches the fetcher through \(fetching)")
            }
            // FetchError is a stored problem's meaning, which stage 30 reads back from English once.
            if text.contains("import LarderFetch\n") {
                #expect(file == "Migration/StoreWordsAsMeaning.swift", "\(file) imports LarderFetch")
            }
        }
    }

    @Test("the application layer knows nothing of HTTP: no page, no router, no generated API type")
    func actionsKnowNoHTTP() throws {
        let folder = Self.repository.appendingPathComponent("Sources/LarderActions")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for module in ["Hummingbird", "HTTPTypes", "LarderWeb", "LarderAPI", "OpenAPIRuntime"] {
                #expect(!text.contains("import \(module)\n"), "\(file.lastPathComponent) imports \(module)")
            }
        }
    }
}
