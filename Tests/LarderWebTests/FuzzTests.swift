import Foundation
@testable import LarderExchange
import HummingbirdTesting
import LarderModel
import LarderStore
import LarderWeb
import NIOConcurrencyHelpers
import PropertyBased
import Testing
@testable import WebTestSupport

/// Random input where people and files reach Larder: form bodies, ingredient lines and step
/// times, the list's query string, and imported documents. None may crash the process, answer
/// 500, or write part of anything. Each test prints how many cases it ran; a failure prints the
/// seed that reproduces it (`.fixedSeed(…)`).
@Suite("Fuzzing")
struct FuzzTests {
    /// Text made of the characters that matter to the code under test: the generator draws
    /// positions in `alphabet`, and this spells them.
    static func text(_ alphabet: String, _ positions: [Int]) -> String {
        let characters = Array(alphabet)
        return String(positions.map { characters[$0 % characters.count] })
    }

    static func positions(_ length: ClosedRange<Int>) -> Generator<[Int], Shrink.Appended<Shrink.Omit<[Int]>, Shrink.ElementWise<Int, [Int], Shrink.Integer<Int>>>> {
        Gen.int(in: 0...255).array(of: length)
    }

    /// The forms that write, given fuzzed bodies behind a valid form token and household: the
    /// alphabet cannot spell the fields a write needs (`name`, `text`), so no case may write.
    @Test("fuzzed form bodies, url-encoded and multipart, to the forms that write: each answered below 500, and nothing written")
    func formBodies() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Fay")
            let soup = try await cook.createRecipe("Soup")
            _ = try await cook.get("/recipes/new")
            let token = try #require(cook.csrfToken)
            let household = try await app.householdID("Home").text
            func written() async throws -> String {
                try await app.pool.query("""
                    SELECT (SELECT count(*) || ' recipes at ' || sum(version) FROM recipes) || ', ' || (SELECT count(*) FROM recipe_steps)
                           || ' steps, ' || (SELECT count(*) FROM shopping_items) || ' items, ' || (SELECT count(*) FROM skills) || ' skills'
                    """)[0].decode(String.self)
            }
            let before = try await written()
            let paths = ["/recipes/new", "/recipes/\(soup.text)/edit", "/shopping/items", "/skills"]
            let statuses = NIOLockedValueBox([Int: Int]())
            await propertyCheck(count: 120, input: Self.positions(0...400)) { positions in
                let fuzz = Self.text("abc=&%+2F0_[]steps;\r\n-\"", positions)
                // The decoder alone: every name it gives has its values.
                let form = FormData(body: .init(string: fuzz), contentType: "application/x-www-form-urlencoded")
                #expect(form.names.allSatisfy { !form.all($0).isEmpty }, "\(fuzz)")
                for path in paths {
                    let response = try await cook.postRaw(path, Array("_csrf=\(token)&household=\(household)&\(fuzz)".utf8))
                    #expect(response.status.code < 500, "\(path): \(fuzz): \(response.status)")
                    statuses.withLockedValue { $0[response.status.code, default: 0] += 1 }
                }
            }
            await propertyCheck(count: 60, input: Self.positions(0...600)) { positions in
                let fuzz = Self.text("--b\r\n:;=\"ContentDisposition form-data name filename x", positions)
                func part(_ name: String, _ value: String) -> String {
                    "--b\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
                }
                let body = part("_csrf", token) + part("household", household) + "--b\r\n" + fuzz
                for path in paths {
                    let response = try await cook.postRaw(path, Array(body.utf8), contentType: "multipart/form-data; boundary=b")
                    #expect(response.status.code < 500, "\(path): \(fuzz): \(response.status)")
                    statuses.withLockedValue { $0[response.status.code, default: 0] += 1 }
                }
            }
            #expect(try await written() == before, "a fuzzed form wrote something")
            print("fuzz: form bodies, answered \(statuses.withLockedValue { $0 }.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }.joined(separator: ", "))")
        }
    }

    @Test("ingredient lines and step times: any text reads as a line or a time within the limits, or as none")
    func quantitiesAndDurations() async {
        let cases = NIOLockedValueBox(0)
        await propertyCheck(count: 2000, input: Self.positions(0...40)) { positions in
            let text = Self.text("0123456789 /.,½⅓¼¾⅛–-xgkmltspcupbhmin:a", positions)
            let parsed = IngredientLineParser.parse(text)
            if let quantity = parsed.quantity { #expect(quantity >= 0 && quantity <= LineDraft.maximumQuantity, "\(text)") }
            if let upper = parsed.quantityMax, let lower = parsed.quantity { #expect(upper > lower, "\(text)") }
            if let seconds = StepTime.seconds(from: text) { #expect(seconds >= 0, "\(text)") }
            cases.withLockedValue { $0 += 1 }
        }
        print("fuzz: ingredient lines and step times, \(cases.withLockedValue { $0 }) cases")
    }

    @Test("the recipe list answers any query string without a 500")
    func listQueries() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Fay")
            _ = try await cook.createRecipe("Soup")
            let cases = NIOLockedValueBox(0)
            await propertyCheck(count: 300, input: Self.positions(0...120)) { positions in
                let text = Self.text("q=ingredient=skill=max_minutes=sort=page=&%25%00'\"\\_-9a", positions)
                let escaped = text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "#"))) ?? ""
                let page = try await cook.get("/recipes?" + escaped)
                #expect(page.status.code < 500, "?\(text): \(page.status)")
                cases.withLockedValue { $0 += 1 }
            }
            print("fuzz: list queries, \(cases.withLockedValue { $0 }) cases")
        }
    }

    @Test("damaged Larder JSON and schema.org documents import whole or not at all")
    func imports() async throws {
        try await WebApp.run { app in
            _ = try await app.owner(of: "Home", name: "Fay")
            let household = try await app.householdID("Home")
            let larder = #"""
                {"format":"larder-recipes","version":1,"ingredients":[{"name":"Egg"}],"skills":[{"name":"Whisking","category":"technique"}],
                 "recipes":[{"name":"Omelette","summary":"Quick.","servings":1,"steps":[
                   {"instructions":"Whisk.","time":{"seconds":45,"kind":"active"},"tools":[{"name":"Bowl"}],"skills":["Whisking"],
                    "lines":[{"text":"2 eggs","quantity":"2","unit":"","ingredient":"Egg","note":""}]}]},
                  {"name":"Toast","servings":2,"steps":[{"instructions":"Toast.","lines":[]}]}]}
                """#
            let schemaOrg = #"""
                {"@context":"https://schema.org","@type":"Recipe","name":"Lentil soup","recipeYield":"4 servings",
                 "recipeIngredient":["200 g red lentils","1 onion"],"recipeInstructions":[{"@type":"HowToStep","text":"Simmer 20 min."}],
                 "totalTime":"PT30M"}
                """#
            let documents = [Array(larder.utf8), Array(schemaOrg.utf8)]
            let noise = Array(#"{}[]",:0123456789-.aeEnulltrf\"#.utf8)
            let cases = NIOLockedValueBox(0)
            let imported = NIOLockedValueBox(0)
            await propertyCheck(count: 300, input: Gen.int(in: 0...1), Gen.int(in: 0...10_000), Gen.int(in: 0...3),
                                Gen.int(in: 0...1_000)) { which, position, change, choice in
                var bytes = documents[which]
                let at = position % bytes.count
                switch change {
                case 0: bytes = Array(bytes[..<at])                                  // cut short
                case 1: bytes[at] = noise[choice % noise.count]                       // one byte changed
                case 2: bytes.insert(contentsOf: Array(bytes[at...].prefix(choice % 40)), at: at)  // a piece repeated
                default: bytes.remove(at: at)                                         // one byte gone
                }
                let before = try await app.rowCounts()
                do {
                    let report = try await RecipeImporter(pool: app.pool).importDocument(Data(bytes), into: household, author: nil, onConflict: .rename)
                    #expect(!report.createdIDs.isEmpty)
                    imported.withLockedValue { $0 += 1 }
                } catch is ImportError {
                    #expect(try await app.rowCounts() == before, "a refused import wrote something")
                }
                cases.withLockedValue { $0 += 1 }
            }
            print("fuzz: imports, \(cases.withLockedValue { $0 }) cases, \(imported.withLockedValue { $0 }) imported whole, the rest refused with nothing written")
        }
    }
}
