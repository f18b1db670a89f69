import Foundation
import LarderExchange
import LarderFetch
import Hummingbird
import LarderImaging
import LarderModel
import LarderStore
import NIOCore
import PostgresClient

// MARK: - imports
//   larder-bench imports: the page reader on 5 MB pages of several shapes (median of 5 reads
//   each), then a job of 1,000 recipe pages served on loopback, each with a photo, worked on by
//   one `larder serve`: pages per second and the server's peak memory.

/// A recipe page as a blog publishes it: navigation, paragraphs, and the recipe's JSON-LD.
func benchRecipePage(_ number: Int, paragraphs: Int = 20) -> String {
    let ingredients = (1...9).map { "\"\($0 * 50) g ingredient \($0) for recipe \(number), chopped\"" }.joined(separator: ",")
    let steps = (1...6).map { "{\"@type\":\"HowToStep\",\"text\":\"Step \($0): mix ingredient \($0) into the pot and cook for \($0 * 3) minutes.\"}" }
        .joined(separator: ",")
    let prose = String(repeating: "<p>We made this on a Sunday, and everyone asked for more. <a href=\"/tips\">Tips</a> below.</p>\n", count: paragraphs)
    return """
        <!doctype html><html><head><meta charset="utf-8"><title>Bench recipe \(number) | A food blog</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"A food blog"},
        {"@type":"Recipe","name":"Bench recipe \(number)","image":["/img/\(number).jpg"],"recipeYield":"4 servings",
        "prepTime":"PT15M","cookTime":"PT30M","recipeIngredient":[\(ingredients)],"recipeInstructions":[\(steps)]}]}</script>
        </head><body><nav><ul><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li></ul></nav>
        <article><h1>Bench recipe \(number)</h1>\(prose)</article></body></html>
        """
}

/// A page of about `size` bytes with no schema.org data, its recipe read from its own structure
/// (`way`: microformats, RDFa, a plugin's card, headings): a long story and a comment thread
/// around the recipe, so that every reader tried before the one that finds it reads the whole page.
func benchStructurePage(way: String, size: Int) -> String {
    let lines = (1...9).map { "\($0 * 50) g ingredient \($0), chopped" }
    let steps = (1...6).map { "Mix ingredient \($0) into the pot and cook for \($0 * 3) minutes." }
    func list(_ items: [String], _ tag: String, item: String = "<li>") -> String {
        "<\(tag)>" + items.map { item + $0 + "</li>" }.joined() + "</\(tag)>"
    }
    let recipe = switch way {
    case "microformats":
        "<div class=\"h-recipe\"><h2 class=\"p-name\">Bench soup</h2><p>Serves <span class=\"p-yield\">4</span></p>"
            + list(lines, "ul", item: "<li class=\"p-ingredient\">") + "<div class=\"e-instructions\">" + list(steps, "ol") + "</div></div>"
    case "rdfa":
        "<div vocab=\"https://schema.org/\" typeof=\"Recipe\"><h2 property=\"name\">Bench soup</h2>"
            + list(lines, "ul", item: "<li property=\"recipeIngredient\">") + list(steps, "ol", item: "<li property=\"recipeInstructions\">") + "</div>"
    case "plugin":
        "<div class=\"wprm-recipe-container\"><div class=\"wprm-recipe\"><h2 class=\"wprm-recipe-name\">Bench soup</h2>"
            + "<div class=\"wprm-recipe-ingredients-container\"><h3>Ingredients</h3>" + list(lines, "ul", item: "<li class=\"wprm-recipe-ingredient\">")
            + "</div><div class=\"wprm-recipe-instructions-container\"><h3>Instructions</h3>" + list(steps, "ul") + "</div></div></div>"
    default:
        "<h2>Ingredients</h2>" + list(lines, "ul") + "<h2>Method</h2>" + list(steps, "ol")
    }
    let story = "<h3>Why it works</h3><p>We made this on a Sunday, and <strong>everyone</strong> asked for more. <a href=\"/tips\">Tips</a> below.</p>"
        + "<ul><li><a href=\"/a\">A related recipe</a></li><li><a href=\"/b\">Another one</a></li></ul>\n"
    let comment = "<div class=\"comment\"><p><b>Reader:</b> I made it twice.</p><ul><li>less salt</li><li>more pepper</li></ul></div>\n"
    let half = size / 2
    return "<!doctype html><html><head><title>Bench soup | A food blog</title></head><body><article><h1>Bench soup</h1>"
        + String(repeating: story, count: half / story.utf8.count) + recipe
        + String(repeating: comment, count: half / comment.utf8.count) + "</article></body></html>"
}

/// Pages of about `megabytes`, each a shape the reader must stay linear on.
func readerShapes(megabytes: Int) -> [(name: String, html: String)] {
    let size = megabytes * 1024 * 1024
    let blog = benchRecipePage(1, paragraphs: size / 96)
    // Pages without schema.org data, one a way of reading their structure, and one none reads.
    let structure = ["microformats", "rdfa", "plugin", "headings"].map { ("structure_\($0)", benchStructurePage(way: $0, size: size)) }
        + [("structure_none", benchStructurePage(way: "none", size: size).replacingOccurrences(of: "<h2>Method</h2>", with: "<h2>Notes</h2>"))]
    let hostile: [(String, String)] = [
        ("brackets", String(repeating: "<", count: size)),
        ("nested_items", String(repeating: "<div itemscope itemprop=a>", count: size / 26)),
        ("attributes", "<p " + String(repeating: "a=\"b\" ", count: size / 6)),
        ("unclosed_items", String(repeating: "<li>x", count: size / 5)),
        ("entities", String(repeating: "&amp;&#", count: size / 7)),
        ("script", "<script>" + String(repeating: "var a = '<div>';", count: size / 16) + "</script>" + benchRecipePage(2)),
    ]
    return [("blog", blog)] + structure + hostile
}

func benchImports() async throws {
    // BENCH_READER_SHAPES=blog,script measures those shapes alone (for a profiler).
    let shapes = environment["BENCH_READER_SHAPES"].map { $0.split(separator: ",").map(String.init) }
    for (name, html) in readerShapes(megabytes: 5) where shapes?.contains(name) ?? true {
        let data = Data(html.utf8)
        var times: [Double] = []
        var recipes = 0
        for _ in 0..<5 {
            let started = ContinuousClock.now
            recipes = (try? RecipePage.recipes(in: RecipePage.text(of: data, contentType: "text/html"), url: nil).recipes.count) ?? 0
            times.append((ContinuousClock.now - started).inMilliseconds)
        }
        say(String(format: "bench: reader shape=%@ mb=%.1f recipes=%d ms=%.0f budget_ms=200", name, Double(data.count) / 1_048_576, recipes, median(times)))
    }

    // BENCH_IMPORT_PAGES=0 measures the reader alone.
    let count = Int(environment["BENCH_IMPORT_PAGES"] ?? "") ?? 1000
    guard count > 0 else { return }
    let photo = try await Picture.card(width: 800, height: 600, top: (200, 120, 60), bottom: (90, 40, 20), text: "Bench")
    let router = Router()
    router.get("/r/:n") { _, context in
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: benchRecipePage(Int(context.parameters.get("n") ?? "0") ?? 0))))
    }
    router.get("/img/:file") { _, _ in
        Response(status: .ok, headers: [.contentType: "image/jpeg"], body: .init(byteBuffer: ByteBuffer(bytes: photo)))
    }
    let (ports, announce) = AsyncStream<Int>.makeStream()
    let site = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                           onServerRunning: { announce.yield($0.localAddress?.port ?? 0) })
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await site.runService() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw BenchFailure("the page server did not start") }
        try await withCluster { cluster, configuration in
            let database = "host=\(cluster.directory.path) port=5432 user=larder dbname=larder"
            let migrations = try ProjectFolders.locate("migrations")
            let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: 4))
            defer { pool.shutDown() }
            try await pool.withConnection { try await Migrator(directory: migrations).migrate($0) }
            let store = Store(pool: pool, migrator: try Migrator(directory: migrations))
            let owner = try await store.accounts.create(
                Registration(email: "bench@example.com", password: "correct horse battery", displayName: "Bench"), passwordHash: "-")
            let household = try await store.households.create(named: "Bench", owner: owner.id)

            // The job is worked on by the server, as a household's paste is; the pages are on loopback.
            let server = try spawnLarder(["serve", "--port", "\(19_000 + Int(getpid() % 1000))"], database: database,
                                         environment: ["LARDER_FETCH_ALLOW_PRIVATE": "1"])
            defer { server.terminate(); server.waitUntilExit() }
            // BENCH_IMPORT_ROUNDS=2 or more imports `count` new pages again, each round on the same
            // server: a leak shows as resident memory that grows with every round.
            let rounds = max(1, Int(environment["BENCH_IMPORT_ROUNDS"] ?? "") ?? 1)
            for round in 1...rounds {
                let addresses = ((round - 1) * count + 1...round * count).map { "http://127.0.0.1:\(port)/r/\($0)" }
                let started = ContinuousClock.now
                let job = try await store.importJobs.create(addresses, in: household.id, by: owner.id, onConflict: .rename, budgeted: false)
                var peak = 0.0
                // The larder-photos processes the server started, sampled: their resident memory together.
                var workersPeak = 0.0
                var status = try await store.importJobs.status(of: job, in: household.id)
                while let current = status, !current.isFinished {
                    peak = max(peak, memory(of: server.processIdentifier).peak)
                    workersPeak = max(workersPeak, photoWorkers(of: server.processIdentifier).map { memory(of: $0).rss }.reduce(0, +))
                    try await Task.sleep(for: .milliseconds(200))
                    status = try await store.importJobs.status(of: job, in: household.id)
                }
                let elapsed = (ContinuousClock.now - started).inSeconds
                let after = memory(of: server.processIdentifier)
                peak = max(peak, after.peak)
                let photos = try await pool.query("SELECT count(*) FROM recipe_photos WHERE household_id = \(household.id)")[0].decode(Int.self)
                say(String(format: "bench: bulk_import round=%d pages=%d imported=%d failed=%d photos=%d seconds=%.1f pages_per_s=%.1f "
                                   + "server_peak_rss_mb=%.0f server_rss_after_mb=%.0f photo_workers_rss_mb=%.0f budget=20/s,100MB",
                           round, count, status?.imported ?? 0, status?.failed ?? 0, photos, elapsed, Double(count) / elapsed, peak, after.rss,
                           workersPeak))
            }
        }
        group.cancelAll()
    }
}

/// The `larder-photos` processes whose parent is `parent`, from /proc.
private func photoWorkers(of parent: Int32) -> [Int32] {
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return processes.compactMap(Int32.init).filter { pid in
        // /proc/PID/stat: "pid (name) state ppid …"; the name may hold spaces, so read after its ")".
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat").map({ String(decoding: $0, as: UTF8.self) }),
              stat.contains("(larder-photos)"), let end = stat.range(of: ") ", options: .backwards) else { return false }
        return stat[end.upperBound...].split(separator: " ").dropFirst().first.flatMap { Int32($0) } == parent
    }
}
