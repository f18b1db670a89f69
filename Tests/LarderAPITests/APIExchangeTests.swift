import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import LarderAPI
import LarderStore
import NIOConcurrencyHelpers
import Testing
@testable import WebTestSupport

/// Recipes brought in and the household taken out through the API.
@Suite("JSON API: import and export")
struct APIExchangeTests {
    @Test("an import job made through the API fetches each address, and its status names each recipe or why it failed")
    func importJob() async throws {
        try await BakerySite.serve { base in
            try await WebApp.run(fetchPolicy: BakerySite.loopback) { app in
                _ = try await app.owner(of: "Hill House", name: "Ada")
                let api = app.api(try await app.token(of: "Ada", in: "Hill House"))
                let started = try await api.send(.post, "/imports", json: """
                    {"urls": ["\(base)/bread", "\(base)/gone", "not a link"], "on_conflict": "skip"}
                    """)
                #expect(started.status == .accepted)
                let id = try #require(started.json["id"] as? String)
                #expect(started.headers[.location] == "/api/v1/imports/\(id)")
                #expect(started.json["remaining"] as? Int == 2 && started.json["failed"] as? Int == 1 && started.json["finished"] as? Bool == false)

                while try await app.imports.workOnce() != .idle {}
                let done = try await api.get("/imports/\(id)").json
                #expect(done["finished"] as? Bool == true && done["imported"] as? Int == 1 && done["failed"] as? Int == 2)
                let items = try #require(done["items"] as? [[String: Any]])
                let bread = try #require(items.first { $0["url"] as? String == base + "/bread" })
                #expect(bread["state"] as? String == "imported" && bread["recipe_name"] as? String == "Country loaf")
                let recipe = try await api.get("/recipes/\(try #require(bread["recipe_id"] as? String))").json
                #expect(recipe["source_url"] as? String == base + "/bread" && recipe["photo"] != nil)
                #expect((items.first { $0["url"] as? String == base + "/gone" }?["message"] as? String)?.contains("404") == true)

                #expect(try await api.send(.post, "/imports", json: #"{"urls": []}"#).status == .unprocessableContent)
                // A control character is no part of a web address: failed at once, and kept without it.
                let odd = try await api.send(.post, "/imports", json: #"{"urls": ["https://a\u0000b.example/x"]}"#)
                #expect(odd.status == .accepted && odd.json["failed"] as? Int == 1)
                #expect((odd.json["items"] as? [[String: Any]])?.first?["url"] as? String == "https://ab.example/x")
                let reader = app.api(try await app.token(of: "Ada", in: "Hill House", scope: .read))
                #expect(try await reader.send(.post, "/imports", json: #"{"urls": ["\#(base)/bread"]}"#).status == .forbidden)
                #expect(try await api.get("/imports/\(UUID().uuidString)").status == .notFound)
            }
        }
    }

    @Test("the export is the household's Larder document, as the export page writes it, and another household's token exports its own")
    func export() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            for name in ["Apple crumble", "Brownies", "Lemon drizzle cake"] { _ = try await ada.createRecipe(name, steps: 3, tags: "Baking") }
            _ = try await app.owner(of: "Elsewhere", name: "Mallory")
            let exported = try await app.api(try await app.token(of: "Ada", in: "Hill House")).get("/export")
            #expect(exported.status == .ok && exported.headers[.contentType] == "application/vnd.larder.document")
            #expect(exported.headers[.contentDisposition] == "attachment; filename=\"hill-house.larder.json\"")
            let page = try await ada.get("/export")
            func withoutMoment(_ body: ByteBuffer) throws -> NSDictionary {
                var document = try #require(try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any])
                document["exportedAt"] = nil
                document["exported_at"] = nil
                return document as NSDictionary
            }
            #expect(try withoutMoment(exported.body) == withoutMoment(page.body))
            #expect((try withoutMoment(exported.body)["recipes"] as? [Any])?.count == 3)
            let theirs = try await app.api(try await app.token(of: "Mallory", in: "Elsewhere")).get("/export")
            #expect((try withoutMoment(theirs.body)["recipes"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("a household's export, sent to another household's import, brings every recipe; sent again, skips them; a file that is none changes nothing")
    func importDocument() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            for name in ["Apple crumble", "Brownies", "Lemon drizzle cake"] { _ = try await ada.createRecipe(name, steps: 2, tags: "Baking") }
            _ = try await app.owner(of: "Elsewhere", name: "Mallory")
            let document = try await app.api(try await app.token(of: "Ada", in: "Hill House")).get("/export")
            let theirs = app.api(try await app.token(of: "Mallory", in: "Elsewhere"))
            let imported = try await theirs.send(.post, "/imports/documents", bytes: Array(buffer: document.body))
            #expect(imported.status == .ok && imported.json["format"] as? String == "Larder JSON")
            let created = (imported.json["created"] as? [[String: Any]])?.compactMap { $0["name"] as? String }.sorted()
            #expect(created == ["Apple crumble", "Brownies", "Lemon drizzle cake"])
            let again = try await theirs.send(.post, "/imports/documents?on_conflict=skip", bytes: Array(buffer: document.body))
            #expect((again.json["skipped"] as? [String])?.count == 3 && (again.json["created"] as? [Any])?.isEmpty == true)

            let before = try await app.everyRow()
            let garbage = try await theirs.send(.post, "/imports/documents", bytes: Array("this is no recipe file".utf8))
            #expect(garbage.status == .unprocessableContent && garbage.json["type"] as? String == "/api#problem-invalid-fields")
            #expect(try await app.everyRow() == before)
        }
    }

    @Test("the export's stream makes each piece only when the reader asks for it, and stops when the reader goes")
    func pacedStream() async throws {
        let made = NIOLockedValueBox(0)
        let finished = NIOLockedValueBox(false)
        let stream = PacedStream { write in
            defer { finished.withLockedValue { $0 = true } }
            for piece in 0..<1000 {
                made.withLockedValue { $0 += 1 }
                try await write(Data("\(piece),".utf8))
            }
        }
        var reader: PacedStream.AsyncIterator? = stream.makeAsyncIterator()
        #expect(String(decoding: try #require(try await reader?.next()), as: UTF8.self) == "0,")
        #expect(String(decoding: try #require(try await reader?.next()), as: UTF8.self) == "1,")
        // A reader that waits: the producer waits with it, one piece ahead at the most.
        try await Task.sleep(for: .milliseconds(200))
        #expect(made.withLockedValue { $0 } <= 3)
        // The reader goes away (the client hung up): the producer is stopped, not run to the end.
        reader = nil
        for _ in 0..<100 where !finished.withLockedValue({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(finished.withLockedValue { $0 } && made.withLockedValue { $0 } < 1000)
    }
}

@Suite("JSON API: ids")
struct APIIdentifierTests {
    @Test("an id is written as Foundation writes it, in lower case", arguments: 0..<200)
    func lowerCase(_ round: Int) {
        let id = round == 0 ? UUID(uuidString: "00000000-0000-0000-0000-000000000000")! : UUID()
        #expect(id.api == id.uuidString.lowercased())
    }
}
