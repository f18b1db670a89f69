import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import LarderWeb
@testable import WebTestSupport

@Suite("Larder in each person's language")
struct LanguageTests {
    static let languagesFolder = WebApp.repository.appendingPathComponent("Languages")

    /// language → "area.key" → the entry as JSON reads it.
    static func catalogs() throws -> [String: [String: Any]] {
        var catalogs: [String: [String: Any]] = [:]
        for language in Language.allCases {
            let folder = languagesFolder.appendingPathComponent(language.rawValue)
            var entries: [String: Any] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any])
                for (key, value) in object { entries["\(file.dropLast(5)).\(key)"] = value }
            }
            catalogs[language.rawValue] = entries
        }
        return catalogs
    }

    @Test("every catalog has every key another has, with the same placeholders and both forms by count")
    func catalogsAgree() throws {
        let catalogs = try Self.catalogs()
        let english = try #require(catalogs["en"])
        #expect(english.count > 500, "the English catalog holds the site's words: \(english.count)")
        func placeholders(_ value: Any) -> Set<String> {
            let texts = (value as? String).map { [$0] } ?? ((value as? [String: String]).map { Array($0.values) } ?? [])
            return Set(texts.flatMap { $0.matches(of: /\{(\w+)\}/).map { String($0.1) } })
        }
        for language in Language.allCases where language != .en {
            let other = try #require(catalogs[language.rawValue])
            let missing = Set(english.keys).subtracting(other.keys).sorted()
            let extra = Set(other.keys).subtracting(english.keys).sorted()
            #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing)")
            #expect(extra.isEmpty, "\(language.rawValue) has keys English has not: \(extra)")
            for (key, value) in english {
                guard let translated = other[key] else { continue }
                #expect(placeholders(value) == placeholders(translated), "\(language.rawValue) \(key) fills in other values")
                if let forms = value as? [String: String] {
                    #expect(Set(forms.keys) == ["one", "other"], "\(key)")
                    #expect(Set((translated as? [String: String])?.keys ?? [:].keys) == ["one", "other"], "\(language.rawValue) \(key)")
                }
                if let text = value as? String, text == translated as? String,
                   text.replacing(/\{\w+\}/, with: "").split(whereSeparator: { !$0.isLetter }).filter({ $0.count > 1 }).count >= 3 {
                    // A sentence left in English is a key someone forgot to translate ("Version {number}" may be both).
                    Issue.record("\(language.rawValue) \(key) is still English: \(text)")
                }
            }
        }
    }

    /// Words a template may hold as they are: the app's name, and unit symbols ("g/ml").
    static let untranslated: Set<String> = ["Larder", "ml"]

    /// The words in a template that no catalog gave: text between tags, and the attributes
    /// people read or hear. Mustache tags are taken out first; blocks that hold an input's type
    /// or an id prefix are not words.
    static func literalWords(in template: String) -> [String] {
        var text = template
        text = text.replacingOccurrences(of: #"\{\{!.*?\}\}"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\{\{\$(type|prefix|id)\}\}.*?\{\{/\1\}\}"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\{\{\{?[^}]*\}?\}\}"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<script[^>]*>.*?</script>"#, with: " ", options: [.regularExpression])
        var words: [String] = []
        func collect(_ piece: String) {
            let cleaned = piece.replacingOccurrences(of: #"&[a-z]+;|&#\d+;"#, with: " ", options: .regularExpression)
            for word in cleaned.split(whereSeparator: { !$0.isLetter }) where word.count > 1 && !untranslated.contains(String(word)) {
                words.append(String(word))
            }
        }
        // Attributes people read or hear, wherever they stand (also in a parent's attrs block).
        for match in text.matches(of: /(?:placeholder|aria-label|title|alt|aria-description)="([^"]*)"/) {
            collect(String(match.1))
        }
        // Text outside tags; an attrs block's attributes are not text.
        let outside = text.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"[a-z-]+="[^"]*""#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"\b(required|autofocus|multiple|checked|selected|disabled|hidden|novalidate|readonly|data-[a-z-]+)(?=[\s>{]|$)"#,
                                  with: " ", options: .regularExpression)
        collect(outside)
        return words
    }

    @Test("no template holds words of its own: they all come from a catalog")
    func templatesHoldNoLiteralWords() throws {
        let folder = WebApp.repository.appendingPathComponent("Templates")
        var found: [String: [String]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".mustache") {
            let words = Self.literalWords(in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            if !words.isEmpty { found[file] = words }
        }
        #expect(found.isEmpty, "literal words in templates: \(found.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.prefix(8).joined(separator: " "))" })")
        // The check itself finds what it must: text, a placeholder, and words in an attrs block.
        #expect(Self.literalWords(in: "<p>Save recipe</p>") == ["Save", "recipe"])
        #expect(Self.literalWords(in: #"<input placeholder="Search {{page.t.x.y}}">"#) == ["Search"])
        #expect(Self.literalWords(in: #"{{$attrs}} aria-label="Quantity" required{{/attrs}}"#) == ["Quantity"])
        #expect(Self.literalWords(in: "{{$type}}email{{/type}}<b>{{page.t.login.email}}</b> · Larder &middot;").isEmpty)
        #expect(Self.literalWords(in: #"{{$attrs}} list="x" data-recipe-picker{{/attrs}} required"#).isEmpty)
    }

    /// One of each wording the model and the store give, with each label.
    static let everyWording: [Wording] = [
        .required(.name), .tooShort(.summary, minimum: 3), .tooLong(.instructions, maximum: 10, length: 12), .controlCharacters(.note),
        .singleLine(.tool), .required(.toolNote), .required(.skill), .required(.ingredientLine), .required(.unit), .required(.ingredient),
        .required(.item), .required(.aisle), .required(.recipeOrNote), .required(.tag), .required(.namedTag("veg")), .required(.staple("salt")),
        .required(.aNote), .required(.anItem), .required(.ingredientName), .required(.skillName),
        .emailRequired, .emailTooLong, .emailInvalid, .passwordTooShort(minimum: 10), .passwordTooLong(maximum: 200), .passwordCharacter,
        .servings, .servingsWhole, .sourceAddress, .tooManyTags(maximum: 20), .tagComma, .time, .tooManyRecipeLines(maximum: 100),
        .tooManySteps(maximum: 50), .stepDoesNotWait(step: 2), .onlyWhileEarlierStepWaits, .tooManyTools(maximum: 10), .tooManySkills(maximum: 10),
        .tooManyStepLines(maximum: 100), .negativeQuantity, .quantityTooLarge, .rangeNeedsLowerQuantity, .rangeUpperBelowLower,
        .cookedOnDate(example: "2026-11-27"), .cookedOnFuture, .cookedOnTooEarly, .stars, .chooseDay, .chooseSlot, .tooManyStaples(maximum: 200),
        .lastDayBeforeFirst, .listTooLong(maximumDays: 14), .density, .pictureTooLarge, .pictureFormat, .chooseTimeZone, .chooseWeekday,
        .linkExpiry(minimumDays: 1, maximumDays: 365), .tokenExpiry(minimumDays: 1, maximumDays: 365), .keepRevisions(maximum: 1000), .keepDays(maximum: 3650),
    ]

    @Test("the English catalog says each problem as the model does, and every language says it in its own words")
    func wordings() {
        for wording in Self.everyWording {
            #expect(Strings.en.say(wording) == wording.english)
            for strings in Strings.all where strings.language != .en {
                let said = strings.say(wording)
                #expect(!said.contains("{") && said != wording.english, "\(strings.language) \(wording): \(said)")
            }
        }
        #expect(Strings.de.say(FieldIssue("name", .required(.name))) == "Name fehlt noch")
        // What a save changed, as the history says it.
        let summary = ChangeSummary(restoredVersion: 2, changes: [.renamed("Soup"), .servings(from: 4, to: 6), .stepEdited(3), .linesAdded(1),
                                                                   .linesRemoved(2), .photoReplaced])
        #expect(Strings.en.say(summary) == summary.english)
        #expect(Strings.de.say(summary)
            == "Version 2 wiederhergestellt: umbenannt in „Soup“, Portionen 4 → 6, Schritt 3 bearbeitet, 1 Zeile hinzugefügt, 2 Zeilen entfernt, Foto ersetzt")
        #expect(Strings.en.say(ChangeSummary(changes: [])) == "nothing")
        // Two versions side by side: each part's name, and the words of a step's lines.
        let before = RecipeDraft(name: "Soup", summary: "", servings: 4, steps: [StepDraft(id: UUID(), instructions: "Boil.",
                                                                                            lines: [IngredientLineParser.parse("1.5 l water")])])
        var after = before
        after.servings = 6
        after.steps[0].lines = [IngredientLineParser.parse("2.5 l water")]
        let english = ComparisonView(RecipeComparison(before: before, after: after), before: "", after: "", strings: .en)
        #expect(english.parts.map(\.label) == ["Servings", "Step 1"])
        #expect(english.parts[1].after.map(\.text) == ["Boil.", "Ingredients: 2.5 l water"])
        let german = ComparisonView(RecipeComparison(before: before, after: after), before: "", after: "", strings: .de)
        #expect(german.parts.map(\.label) == ["Portionen", "Schritt 1"])
        #expect(german.parts[1].after.last?.text.hasSuffix(": 2,5 l water") == true, "\(german.parts[1].after.map(\.text))")
        #expect(Strings.de.say(RecipeMerge.MergedChange.added(.step(6))) == "Schritt 6 hinzugefügt")
        #expect(Strings.de.say(FieldIssue("name", "Schon vergeben")) == "Schon vergeben")
    }

    @Test("Accept-Language chooses among Larder's languages by weight, and falls back to none")
    func negotiation() {
        #expect(Language.preferred(by: "de-DE,de;q=0.9,en;q=0.8") == .de)
        #expect(Language.preferred(by: "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == .fr)
        #expect(Language.preferred(by: "ja, es;q=0.5") == .es)
        #expect(Language.preferred(by: "es;q=0.3, fr;q=0.7") == .fr)
        #expect(Language.preferred(by: "EN-us") == .en)
        #expect(Language.preferred(by: "en;q=0, de") == .de)
        #expect(Language.preferred(by: "*") == .en)
        #expect(Language.preferred(by: "ja, zh-CN") == nil)
        #expect(Language.preferred(by: "") == nil)
        #expect(Language.preferred(by: ";;;q=,,de;q=abc") == .de)
        #expect(Language.preferred(by: nil) == nil)
    }

    @Test("plural forms follow each language's rule: French says 0 and 1 alike; numbers and decimals as each writes them")
    func pluralsAndNumbers() {
        #expect(Language.en.pluralCategory(0) == .other)
        #expect(Language.en.pluralCategory(1) == .one)
        #expect(Language.de.pluralCategory(1) == .one)
        #expect(Language.de.pluralCategory(2) == .other)
        #expect(Language.fr.pluralCategory(0) == .one)
        #expect(Language.fr.pluralCategory(1) == .one)
        #expect(Language.fr.pluralCategory(2) == .other)
        #expect(Language.es.pluralCategory(0) == .other)
        let forms = PluralMessage(language: .fr, one: Message("{count} recette de {who}", names: ["count", "who"]),
                                  other: Message("{who} : {count} recettes", names: ["count", "who"]))
        #expect(forms.format(count: 0, ["Ada"]) == "0 recette de Ada")
        #expect(forms.format(count: 2, ["Ada"]) == "Ada : 2 recettes")
        #expect(Language.de.number(1250) == "1.250")
        #expect(Language.en.number(1250) == "1,250")
        #expect(Language.de.decimal("1.5 kg flour, Dr. Oetker 0.5") == "1,5 kg flour, Dr. Oetker 0,5")
        #expect(Language.en.decimal("1.5 kg") == "1.5 kg")
        #expect(Format.megabytes(5 * 1_048_576 + 400_000, .de) == "5,4 MB")
        #expect(Language.es.number(1250) == "1250" && Language.es.number(12_500) == "12.500")
        #expect(Language.fr.number(1250) == "1\u{202F}250")
    }

    @Test("whole numbers are grouped as ICU groups them, in every language, without asking ICU each time")
    func numbersAsICUWritesThem() {
        var random = SeededRandom(seed: 27)
        let samples = [0, 1, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, Int(Int32.max), Int.max, -1, -1250, -12_500, Int.min]
            + (0..<2000).map { _ in Int(random.next(upTo: 1 << UInt64(1 + random.next(upTo: 40)))) }
        for language in Language.allCases {
            for value in samples {
                #expect(language.number(value) == (value >= 1000 || value <= -1000 ? value.formatted(.number.locale(language.locale)) : String(value)),
                        "\(language) \(value)")
            }
        }
    }

    @Test("a visitor's browser language decides the page until they choose; a choice holds whatever the browser says")
    func chooseALanguage() async throws {
        try await WebApp.run { app in
            let visitor = app.browser()
            #expect(try await visitor.get("/login").text.contains(#"<html lang="en">"#))
            visitor.headers[.acceptLanguage] = "de-AT,de;q=0.9,en;q=0.5"
            let german = try await visitor.get("/login").text
            #expect(german.contains(#"<html lang="de">"#))
            #expect(german.contains("<h1>Anmelden</h1>"))
            #expect(german.contains(#"<script src="/js/strings/de.js" defer></script>"#))
            visitor.headers[.acceptLanguage] = "es"
            #expect(try await visitor.get("/login").text.contains("Contraseña"))

            let ada = try await app.owner(of: "Hill House", name: "Ada")
            ada.headers[.acceptLanguage] = "de"
            #expect(try await ada.get("/account").text.contains(#"<html lang="de">"#))
            let before = try await app.rowCounts()
            let refused = try await ada.post("/account/language", [("language", "xx")])
            #expect(refused.status == .badRequest)
            #expect(try await app.rowCounts() == before)

            try await ada.get("/account")
            let chosen = try await ada.post("/account/language", [("language", "fr")])
            #expect(chosen.status == .seeOther)
            let french = try await ada.follow(chosen).text
            #expect(french.contains(#"<html lang="fr">"#))
            #expect(french.contains("Se déconnecter"))
            // The browser still asks for German; the choice wins, on every page.
            #expect(try await ada.get("/recipes").text.contains(#"<html lang="fr">"#))
            #expect(try await app.pool.query("SELECT language FROM users WHERE display_name = 'Ada'")[0].decode(String.self) == "fr")
        }
    }

    /// What the navigation says in English, which no other language's page may.
    static let englishNavigation = [">Recipes<", ">Shopping<", ">Ingredients<", ">Household<", ">Log out<", "Skip to main content"]

    @Test("each language's pages show its words: navigation, headings and the recipe's numbers")
    func pagesInEachLanguage() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let draft = RecipeDraft(name: "Bread", summary: "Plain.", servings: 2, steps: [
                StepDraft(instructions: "Mix.", lines: [IngredientLineParser.parse("1.5 kg flour"), IngredientLineParser.parse("0.5 l water")]),
            ])
            let id = try await RecipeRepository(pool: app.pool).create(draft, in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            let pages = ["/recipes", "/recipes/\(id.uuidString)", "/recipes/new", "/plan", "/shopping", "/ingredients", "/skills", "/tags",
                         "/household", "/account", "/import", "/recipes/\(id.uuidString)/history", "/recipes/\(id.uuidString)/edit",
                         "/recipes/\(id.uuidString)/share", "/recipes/\(id.uuidString)/cooked", "/recipes/\(id.uuidString)/plan",
                         "/recipes/deleted", "/shared-links", "/household/delete", "/account/delete", "/plan/recipes"]
            for language in Language.allCases {
                try await ada.get("/account")
                try await ada.post("/account/language", [("language", language.rawValue)])
                for page in pages {
                    let response = try await ada.get(page)
                    #expect(response.status == .ok, "\(language) \(page)")
                    #expect(response.text.contains(#"<html lang="\#(language.rawValue)">"#), "\(language) \(page)")
                    if language != .en {
                        for english in Self.englishNavigation {
                            #expect(!response.text.contains(english), "\(language) \(page) says \(english)")
                        }
                    }
                }
                let recipe = ServingsTests.lists(try await ada.get("/recipes/\(id.uuidString)").text)
                let flour = language == .en ? "1.5 kg flour" : "1,5 kg flour"
                #expect(recipe.steps.first == flour, "\(language): \(recipe.steps)")
                #expect(recipe.ingredients.contains(flour), "\(language): \(recipe.ingredients)")
            }
        }
    }
}
