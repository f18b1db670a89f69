import Foundation
@testable import LarderExchange
import LarderFetch
import LarderImaging
import LarderModel
@testable import LarderStore
import PostgresClient
import Testing
@testable import LarderWeb
@testable import WebTestSupport

@Suite("Why an import could not read something, in each person's language")
struct ImportProblemWordingTests {
    static let groups = [MealieGroup(id: "1", name: "Family", recipeCount: 12), MealieGroup(id: "2", name: "Work", recipeCount: 1)]

    /// One of each problem LarderStore and LarderFetch give, with each kind of value they name.
    static let everyProblem: [ImportProblem] = [
        .fileTooLarge(megabytes: 60, maximum: 50), .documentTooLarge(megabytes: 51, maximum: 50), .documentNestsTooDeep(maximum: 64),
        .notJSON, .archiveOfNoKnownApp, .unknownFormat(found: .text("mealie")), .unknownFormat(found: .number("2")),
        .neitherLarderNorSchemaOrg, .expectedDocumentObject(found: .array), .couldNotBeRead("The data couldn’t be read."),
        .formatMissing, .formatExpected(found: .null), .versionTooNew(version: 3, newest: 2), .missing,
        .versionExpected(newest: 2, found: .bool(true)),
        .expected(.wholeNumber, found: .string), .expected(.string, found: .object), .expected(.number, found: .array),
        .expected(.bool, found: .null), .expected(.array, found: .number("2.5")), .expected(.object, found: nil),
        .expected(.other("RecipeTimes"), found: .text("soon")),
        .expectedDateTime(found: "yesterday"), .expectedOneOf(choices: #""active", "waiting""#, found: "idle"),
        .expectedOneOf(choices: #""breakfast", "lunch""#, found: nil), .elementUnreadable, .pictureTooLarge(megabytes: 5), .notBase64,
        .notAPicture, .notAPlainFileName, .versionFromOne, .versionTwice(2), .listedTwice(name: "Salt", alsoAt: "$.ingredients[0].name"),
        .expectedDecimal(found: "1,5"), .tooManyDecimals("1.2345"), .rule(.required(.name)),
        .fieldIssues([FieldIssue("name", .required(.name)), FieldIssue("servings", .servings)]),
        .expectedDay(found: "tomorrow"), .namesNoRecipe, .servingsRange, .unknownTimeZone, .weekdayRange, .recipeOrNote, .starsRange,
        .noSchemaOrgRecipe, .needsName, .noRecipeOnPage(otherKinds: ["Article", "WebPage"], noSchemaData: false, title: "Soup"),
        .noRecipeOnPage(otherKinds: [], noSchemaData: true, title: nil),
        .truncated(.noRecipeOnPage(otherKinds: [], noSchemaData: true, title: "Soup"), megabytes: 5),
        .couldNotFetch(.badAddress("two words")), .couldNotFetch(.refusedScheme("ftp")), .couldNotFetch(.refusedPort(8080)),
        .couldNotFetch(.refusedAddress(host: "localhost", address: "127.0.0.1")), .couldNotFetch(.unresolvable("nowhere.example")),
        .couldNotFetch(.tooManyRedirects(5)), .couldNotFetch(.timedOut(seconds: 10)), .couldNotFetch(.httpStatus(404)),
        .couldNotFetch(.unreachable("connection refused")),
        .notAWebPage(type: "image/png"), .notAWebAddress, .notAWebAddressScheme,
        .picture(.tooLarge), .picture(.notAPicture), .picture(.tooManyPixels),
        .noAddresses, .tooManyAddresses(count: 1001, maximum: 1000), .givenUp(tries: 5), .couldNotBeSaved("connection lost"),
        .notMealieBackup, .noSuchMealieGroup(chosen: "Home", groups: groups), .chooseMealieGroup(count: 2, groups: groups),
        .jsonNestsTooDeep(maximum: 64), .notPaprikaGzip, .notPaprikaRecipe, .notGzip, .unpacksToMoreThan(megabytes: 20), .damagedGzip,
        .damagedGzipSaying("invalid header"), .gzipCutShort, .damagedZipContents, .tooManyZipFiles(maximum: 100_000), .pathLeavesZip,
        .zipTooLarge(megabytes: 1024), .damagedInZip, .checksumMismatch, .notTandoorRecipe, .damagedZip, .noRecipeJSON,
        .named("Pancakes", .needsName), .several([.notJSON, .named("Soup", .text("boom"))]),
        .leftOut("wine: riesling", because: .noPlaceInLarder), .leftOut("9 days", because: .rule(.time)), .nutritionNotKept,
        .cutToFitSummary(maximum: 2000), .summaryFull(maximum: 2000), .ratingKeptAs(rating: "4.5", stars: 5), .stepWithoutWords,
        .lineWithoutWords, .headsNoLines, .headsNoSteps, .yieldKeptAs(yield: "12 buns", servings: 12),
        .yieldKeptAs(yield: "1 loaf", servings: 1), .yieldWithoutNumber, .timeUnreadable, .timelineNotKept(entries: 1),
        .timelineNotKept(entries: 3), .noPlaceInLarder, .onePhotoPerRecipe, .noStepForTool,
    ]

    @Test("the English catalog says each import problem as LarderStore does, and every language says it in its own words")
    func wordings() {
        for problem in Self.everyProblem {
            #expect(Strings.en.say(problem) == problem.english)
            for strings in Strings.all where strings.language != .en {
                let said = strings.say(problem)
                #expect(!said.contains("{") && said != problem.english, "\(strings.language) \(problem): \(said)")
            }
        }
        // A text no catalog has is said as it came, in every language.
        for strings in Strings.all {
            #expect(strings.say(ImportProblem.text("The given data was not valid JSON.")) == "The given data was not valid JSON.")
        }
        #expect(Strings.de.say(ImportProblem.couldNotFetch(.httpStatus(404))) == "die Seite ließ sich nicht abrufen: die Website antwortete mit 404")
        #expect(Strings.fr.say(ImportProblem.named("Crêpes", .needsName)) == "« Crêpes » : une recette doit avoir un nom")
    }

    @Test("an issue keeps its English problem beside its wording, and equals one said only in English")
    func issuesCarryTheirWording() {
        let issue = ImportError.Issue(path: "$", .notJSON)
        #expect(issue.problem == "not valid JSON")
        #expect(issue == ImportError.Issue(path: "$", problem: "not valid JSON"))
        #expect(Strings.es.say(issue) == "no es JSON válido")
        // One without a wording is shown as it came.
        #expect(Strings.de.say(ImportError.Issue(path: "$", problem: "something else")) == "something else")
        do throws(ImportError) {
            _ = try ImportPayload.parse(Data(#"{"format": 7}"#.utf8))
            Issue.record("a document of an unknown format was read")
        } catch {
            #expect(error.issues.first?.wording == .unknownFormat(found: .number("7")))
            #expect(Strings.en.say(error) == error.problems)
            #expect(Strings.de.say(error).hasPrefix("unbekanntes Format 7;"), "\(Strings.de.say(error))")
        }
    }

    @Test("what a job says of an address is stored as meaning, said in every language, and words kept as written are shown as they are")
    func jobSayings() throws {
        let notes: [ImportJobNote] = [.keptTheirs, .replacedTheirs, .savedAs("Soup (2)"), .pictureLeftOut(.picture(.notAPicture)),
                                      .severalRecipes(["Soup", "Bread"]), .recipeReadFromPage(name: "Soup", way: .headings)]
            + RecipePage.Source.allCases.filter(\.isPageStructure).map(ImportJobNote.readFromPage)
        for note in notes {
            #expect(Strings.en.say(note) == note.english)
            for strings in Strings.all where strings.language != .en {
                let said = strings.say(note)
                #expect(!said.contains("{") && said != note.english, "\(strings.language) \(note): \(said)")
            }
        }
        let sayings: [ImportItemSaying] = [.problem(.givenUp(tries: 5)), .problem(.couldNotFetch(.timedOut(seconds: 10))),
                                           .problem(.fieldIssues([FieldIssue("name", .required(.name))])), .notes(notes),
                                           .written("name: Name is required")]
        for saying in sayings {
            let stored = try JSONEncoder.postgres.encode(saying)
            #expect(try JSONDecoder.postgres.decode(ImportItemSaying.self, from: stored) == saying, "\(String(decoding: stored, as: UTF8.self))")
            #expect(Strings.en.say(saying) == saying.english)
        }
        // The rows hold Swift's coding of the enums: a renamed case needs a migration stage.
        #expect(String(decoding: try JSONEncoder.postgres.encode(ImportItemSaying.problem(.givenUp(tries: 5))), as: UTF8.self)
                == #"{"problem":{"_0":{"givenUp":{"tries":5}}}}"#)
        #expect(Strings.de.say(ImportItemSaying.notes([.savedAs("Soup (2)")])) == "gespeichert als „Soup (2)“")
        #expect(Strings.de.say(ImportItemSaying.notes([.severalRecipes(["Suppe", "Brot"])])) == "2 Rezepte auf der Seite: Suppe, Brot")
        #expect(Strings.fr.say(ImportItemSaying.problem(.couldNotFetch(.timedOut(seconds: 10))))
                == "impossible de récupérer la page : le site n’a pas répondu en 10 secondes")
        #expect(Strings.es.say(ImportItemSaying.written("name: Name is required")) == "name: Name is required")
    }

    @Test("a recipe read from a page's structure is said to be so in the job's note, the import's notes and the API's, to be checked")
    func pageStructureReachesTheReport() {
        var report = ImportReport(format: .webPage)
        report.created = ["Apfelkuchen vom Blech"]
        report.pageStructure = ["Apfelkuchen vom Blech": .headings]
        let stored = ImportQueue.notes(on: report)
        #expect(stored?.english == "read from its headings and lists, as the page has no schema.org recipe: check it against the page")
        func item(_ said: ImportItemSaying?) -> ImportJobStatus.Item {
            .init(position: 0, url: "https://recipes.example/apfelkuchen", state: .imported, recipeID: nil,
                  recipeName: "Apfelkuchen vom Blech", said: said)
        }
        #expect(ImportController.message(of: item(stored), Strings.de)
            == "aus ihren Überschriften und Listen gelesen, weil die Seite kein schema.org-Rezept enthält: bitte mit der Seite vergleichen")
        // Beside another note, each is said in the page's language.
        report.renamed = ["Apfelkuchen vom Blech": "Apfelkuchen vom Blech (2)"]
        report.created = ["Apfelkuchen vom Blech (2)"]
        report.pageStructure = ["Apfelkuchen vom Blech (2)": .plugin]
        #expect(ImportController.message(of: item(ImportQueue.notes(on: report)), Strings.es)
            == "se leyó a partir de la ficha de un plugin de recetas, porque la página no tiene una receta schema.org: compárala con la página; "
            + "guardada como «Apfelkuchen vom Blech (2)»")
        // A saved page brought in as a file: the import's notes, and the API's in English.
        #expect(ImportController.notes(report, unreadable: [], Strings.fr)
            == ["« Apfelkuchen vom Blech (2) » a été lue à partir de la fiche d’une extension de recettes, car la page ne contient pas de recette schema.org : vérifiez-la sur la page."])
        #expect(report.notes(unreadable: [])
            == ["“Apfelkuchen vom Blech (2)” was read from a recipe plugin’s card, as the page has no schema.org recipe: check it against the page."])
        // A recipe from schema.org data is noted as nothing of the kind.
        report.pageStructure = [:]
        #expect(ImportQueue.notes(on: report)?.english.contains("schema.org") != true)
        // A page of several recipes says so, with their names, in the page's language.
        report.created = ["Suppe", "Brot"]
        #expect(ImportController.message(of: item(ImportQueue.notes(on: report)), Strings.de)
            == "2 Rezepte auf der Seite: Suppe, Brot; gespeichert als „Apfelkuchen vom Blech (2)“")
    }
}
