import Foundation
import Hummingbird
import HummingbirdTesting
import LarderFetch
import LarderImaging
import LarderModel
import LarderStore
import RecipeSiteSupport
import Testing
@testable import WebTestSupport

@Suite("Bringing recipes in from recipe sites")
struct BringingRecipesInTests {
    @Test("a pasted address becomes the recipe, with its photo and its source; pasted again, the household chooses: keep mine, keep both or replace")
    func pasteAnAddress() async throws {
        try await BakerySite.serve { base in
            try await WebApp.run(fetchPolicy: BakerySite.loopback) { app in
                let ada = try await app.owner(of: "Hill House", name: "Ada")
                try await ada.get("/import")
                let imported = try await ada.post("/import/urls", [("urls", base + "/bread"), ("on_conflict", "ask")])
                #expect(imported.status == .seeOther)
                let recipe = try await ada.follow(imported)
                #expect(recipe.text.contains("<h1>Country loaf</h1>"))
                #expect(recipe.text.contains("Imported from 127.0.0.1."))
                #expect(recipe.text.contains("href=\"\(base)/bread\""), "the source is a link")
                #expect(recipe.text.contains("500 g flour"))
                #expect(try await app.pool.query("SELECT count(*) FROM recipe_photos")[0].decode(Int.self) == 1)

                // Again: asked, nothing written until the household says.
                try await ada.get("/import")
                let again = try await ada.post("/import/urls", [("urls", base + "/bread"), ("on_conflict", "ask")])
                #expect(again.status == .ok && again.text.contains("You already have this recipe"))
                #expect(again.text.contains("value=\"skip\"") && again.text.contains("value=\"replace\"") && again.text.contains("value=\"rename\""))
                #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 1)

                try await ada.get("/import")
                let kept = try await ada.follow(try await ada.post("/import/urls", [("urls", base + "/bread"), ("on_conflict", "skip")]))
                #expect(kept.text.contains("You already have this recipe; nothing changed."))
                try await ada.get("/import")
                let both = try await ada.follow(try await ada.post("/import/urls", [("urls", base + "/bread"), ("on_conflict", "rename")]))
                #expect(both.text.contains("<h1>Country loaf (2)</h1>"))
                try await ada.get("/import")
                let replaced = try await ada.follow(try await ada.post("/import/urls", [("urls", base + "/bread"), ("on_conflict", "replace")]))
                #expect(replaced.text.contains("<h1>Country loaf</h1>"))
                let names = try await app.pool.query("SELECT name FROM recipes ORDER BY name").decode(String.self)
                #expect(names == ["Country loaf"], "replacing takes the place of every copy from that address")
            }
        }
    }

    @Test("a private address, a page without a recipe, a picture and a broken link each get a clear message; the input is kept and nothing is written")
    func refusals() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/import")
            let before = try await app.rowCounts()
            for address in ["http://127.0.0.1/admin", "http://169.254.169.254/latest/meta-data/", "http://[::ffff:10.0.0.1]/", "http://localhost:8080/"] {
                let refused = try await ada.post("/import/urls", [("urls", address), ("on_conflict", "ask")])
                #expect(refused.status == .unprocessableContent, "\(address)")
                #expect(refused.text.contains("which Larder does not fetch") || refused.text.contains("only the usual web ports"), "\(address)")
                #expect(refused.text.contains(address.replacingOccurrences(of: "&", with: "&amp;")), "the input is kept")
            }
            let scheme = try await ada.post("/import/urls", [("urls", "file:///etc/passwd"), ("on_conflict", "ask")])
            #expect(scheme.status == .unprocessableContent && scheme.text.contains("not a web address"))
            #expect(try await app.rowCounts() == before)
        }
        try await BakerySite.serve { base in
            try await WebApp.run(fetchPolicy: BakerySite.loopback) { app in
                let ada = try await app.owner(of: "Hill House", name: "Ada")
                try await ada.get("/import")
                let before = try await app.rowCounts()
                let article = try await ada.post("/import/urls", [("urls", base + "/article"), ("on_conflict", "ask")])
                #expect(article.status == .unprocessableContent)
                #expect(article.text.contains("no recipe found on this page; it holds schema.org data of another kind (Article)"))
                let picture = try await ada.post("/import/urls", [("urls", base + "/img/bread.jpg"), ("on_conflict", "ask")])
                #expect(picture.text.contains("not a web page (it is image/jpeg)"))
                let gone = try await ada.post("/import/urls", [("urls", base + "/gone"), ("on_conflict", "ask")])
                #expect(gone.text.contains("the site answered 404"))
                #expect(try await app.rowCounts() == before)
                // A recipe whose picture cannot be had is imported without it, and says so.
                let soup = try await ada.follow(try await ada.post("/import/urls", [("urls", base + "/soup"), ("on_conflict", "ask")]))
                #expect(soup.text.contains("<h1>Leek soup</h1>"))
            }
        }
    }

    @Test("many addresses become a job: its page shows what is left, then each address's recipe or the reason it failed")
    func manyAddresses() async throws {
        try await BakerySite.serve { base in
            try await WebApp.run(fetchPolicy: BakerySite.loopback) { app in
                let ada = try await app.owner(of: "Hill House", name: "Ada")
                try await ada.get("/import")
                let addresses = [base + "/cake/1", base + "/cake/2", "not a link", base + "/gone", base + "/cake/3", base + "/cake/1"]
                let started = try await ada.post("/import/urls", [("urls", addresses.joined(separator: "\r\n")), ("on_conflict", "skip")])
                #expect(started.status == .seeOther)
                let location = try #require(started.headers[.location])
                #expect(location.hasPrefix("/import/jobs/"))
                let waiting = try await ada.get(location)
                #expect(waiting.text.contains("<strong>0</strong> imported · <strong>1</strong> failed · <strong>4</strong> to go, of 5"),
                        "the repeated address counts once, and the one that is no address fails at once")
                #expect(waiting.text.contains("data-follow ") && waiting.text.contains("http-equiv=\"refresh\""))

                while try await app.imports.workOnce() != .idle {}
                let done = try await ada.get(location)
                #expect(done.text.contains("<h1>Import finished</h1>"))
                #expect(done.text.contains("<strong>3</strong> imported · <strong>2</strong> failed · <strong>0</strong> to go, of 5"))
                #expect(!done.text.contains("data-follow ") && !done.text.contains("http-equiv=\"refresh\""))
                #expect(done.text.contains(">Cake 1</a>") && done.text.contains(">Cake 3</a>"))
                #expect(done.text.contains("the site answered 404"))
                #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 3)

                // Another household's job is not found.
                let ben = try await app.owner(of: "Flat 2", name: "Ben")
                #expect(try await ben.get(location).status == .notFound)
            }
        }
    }

    @Test("a household's web users share a budget of fetches a minute, across pasted addresses and jobs")
    func fetchBudget() async throws {
        try await BakerySite.serve { base in
            try await WebApp.run(fetchPolicy: BakerySite.loopback, fetchesPerMinute: 2) { app in
                let ada = try await app.owner(of: "Hill House", name: "Ada")
                try await ada.get("/import")
                for n in 1...2 {
                    let imported = try await ada.post("/import/urls", [("urls", base + "/cake/\(n)"), ("on_conflict", "ask")])
                    #expect(imported.status == .seeOther)
                }
                // The two fetches took both tokens; what is back is what refilled between them, at
                // one per 30 s (a loaded machine took 20 s over the first), so less than a whole
                // fetch: the next is refused.
                let tokens = try await app.pool.query("SELECT tokens FROM fetch_budgets")[0].decode(Double.self)
                #expect(tokens < 1)
                try await app.pool.query("UPDATE fetch_budgets SET tokens = 0, refilled_at = now()")
                let refused = try await ada.post("/import/urls", [("urls", base + "/cake/3"), ("on_conflict", "ask")])
                #expect(refused.status == .unprocessableContent)
                #expect(refused.text.contains("This household has fetched 2 pages in the last minute."))
                let job = try await ada.post("/import/urls", [("urls", "\(base)/cake/4\n\(base)/cake/5"), ("on_conflict", "skip")])
                #expect(job.status == .seeOther)
                // However slow this machine was: the bucket is empty again, and the job waits for it.
                try await app.pool.query("UPDATE fetch_budgets SET tokens = 0, refilled_at = now()")
                guard case .overBudget = try await app.imports.workOnce() else {
                    Issue.record("the job waits for the next minute")
                    return
                }
                #expect(try await app.pool.query("SELECT count(*) FROM import_job_items WHERE state = 'pending'")[0].decode(Int.self) == 2)

                #expect(try await app.pool.query("SELECT count(*) FROM import_job_attempts")[0].decode(Int.self) == 0,
                        "a try refused by the budget is not counted")

                // An address whose five tries each ended their server is failed without a fetch:
                // the one fetch left in the budget goes to the next address.
                try await app.pool.query("""
                    INSERT INTO import_job_attempts (household_id, job_id, position, attempts)
                    SELECT household_id, job_id, position, 5 FROM import_job_items WHERE url LIKE '%/cake/4'
                    """)
                try await app.pool.query("UPDATE fetch_budgets SET tokens = 1, refilled_at = now()")
                guard case .worked(_, let givenUp) = try await app.imports.workOnce() else {
                    Issue.record("the address given up on is failed")
                    return
                }
                #expect(givenUp.url.hasSuffix("/cake/4") && givenUp.state == .failed && givenUp.said == .problem(.givenUp(tries: 5)))
                guard case .worked(_, let next) = try await app.imports.workOnce() else {
                    Issue.record("the next address takes the fetch left")
                    return
                }
                #expect(next.url.hasSuffix("/cake/5") && next.state == .imported)
            }
        }
    }
}
