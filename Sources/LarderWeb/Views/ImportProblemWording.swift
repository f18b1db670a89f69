import LarderExchange
import LarderFetch
import LarderImaging
import LarderModel
import LarderStore

/// Why an import could not read something, as a page says it in its reader's language: the
/// `importProblems` area of the catalogs has a text for each `ImportProblem` LarderStore gives,
/// and for each `FetchError`. Numbers are written as LarderStore writes them, so that the English
/// catalog says exactly what the API says.
extension Strings {
    /// An import's issue in this language; its English text as it came when it has no wording.
    func say(_ issue: ImportError.Issue) -> String {
        issue.wording.map(say) ?? issue.problem
    }

    /// The problems alone, in one line, as `ImportError.problems` says them.
    func say(_ error: ImportError) -> String {
        error.issues.map(say).joined(separator: "; ")
    }

    func say(_ problem: ImportProblem) -> String {
        let words = importProblems
        let format = LarderDocument.formatName
        return switch problem {
        case .fileTooLarge(let megabytes, let maximum): words.fileTooLarge(megabytes: String(megabytes), maximum: String(maximum))
        case .documentTooLarge(let megabytes, let maximum): words.documentTooLarge(megabytes: String(megabytes), maximum: String(maximum))
        case .documentNestsTooDeep(let maximum): words.documentNestsTooDeep(maximum: String(maximum))
        case .notJSON: words.notJSON
        case .archiveOfNoKnownApp: words.archiveOfNoKnownApp
        case .unknownFormat(let found): words.unknownFormat(found: say(found), format: format)
        case .neitherLarderNorSchemaOrg: words.neitherLarderNorSchemaOrg(format: format)
        case .expectedDocumentObject(let found): words.expectedDocumentObject(format: format, found: say(found))
        case .couldNotBeRead(let error): words.couldNotBeRead(error: error)
        case .formatMissing: words.formatMissing(format: format)
        case .formatExpected(let found): words.formatExpected(format: format, found: say(found))
        case .versionTooNew(let version, let newest): words.versionTooNew(version: String(version), newest: String(newest))
        case .missing: words.missing
        case .versionExpected(let newest, let found): words.versionExpected(newest: String(newest), found: say(found))
        case .expected(let expected, .none): words.expectedValue(kind: say(expected))
        case .expected(let expected, let found?): words.expectedValueFound(kind: say(expected), found: say(found))
        case .expectedDateTime(let found): words.expectedDateTime(found: found)
        case .expectedOneOf(let choices, .none): words.expectedOneOf(choices: choices)
        case .expectedOneOf(let choices, let found?): words.expectedOneOfFound(choices: choices, found: found)
        case .elementUnreadable: words.elementUnreadable
        case .pictureTooLarge(let megabytes): words.pictureTooLarge(megabytes: String(megabytes))
        case .notBase64: words.notBase64
        case .notAPicture: words.notAPicture
        case .notAPlainFileName: words.notAPlainFileName
        case .versionFromOne: words.versionFromOne
        case .versionTwice(let version): words.versionTwice(version: String(version))
        case .listedTwice(let name, let path): words.listedTwice(name: name, path: path)
        case .expectedDecimal(let found): words.expectedDecimal(found: found)
        case .tooManyDecimals(let quantity): words.tooManyDecimals(quantity: quantity)
        case .rule(let wording): say(wording)
        case .fieldIssues(let issues): issues.map { words.fieldIssue(field: $0.field, problem: say($0)) }.joined(separator: "; ")
        case .expectedDay(let found): words.expectedDay(found: found)
        case .namesNoRecipe: words.namesNoRecipe
        case .servingsRange: words.servingsRange
        case .unknownTimeZone: words.unknownTimeZone
        case .weekdayRange: words.weekdayRange
        case .recipeOrNote: words.recipeOrNote
        case .starsRange: words.starsRange
        case .noSchemaOrgRecipe: words.noSchemaOrgRecipe
        case .needsName: words.needsName
        case .noRecipeOnPage(let kinds, let noSchemaData, let title):
            words.noRecipeOnPage(contents: sayPageContents(kinds: kinds, noSchemaData: noSchemaData, title: title))
        case .truncated(let problem, let megabytes): words.truncated(problem: say(problem), megabytes: String(megabytes))
        case .couldNotFetch(let error): words.couldNotFetch(reason: say(error))
        case .notAWebPage(let type): words.notAWebPage(type: type)
        case .notAWebAddress: words.notAWebAddress
        case .notAWebAddressScheme: words.notAWebAddressScheme
        case .picture(let problem): say(problem)
        case .noAddresses: words.noAddresses
        case .tooManyAddresses(let count, let maximum): words.tooManyAddresses(addresses: String(count), maximum: String(maximum))
        case .tooManyOpenJobs(let maximum): words.tooManyOpenJobs(maximum: String(maximum))
        case .givenUp(let tries): words.givenUp(tries: String(tries))
        case .couldNotBeSaved(let error): words.couldNotBeSaved(error: error)
        case .notMealieBackup: words.notMealieBackup
        case .noSuchMealieGroup(let chosen, let groups): words.noSuchMealieGroup(chosen: chosen, groups: sayGroups(groups))
        case .chooseMealieGroup(let count, let groups): words.chooseMealieGroup(number: String(count), groups: sayGroups(groups))
        case .jsonNestsTooDeep(let maximum): words.jsonNestsTooDeep(maximum: String(maximum))
        case .notPaprikaGzip: words.notPaprikaGzip
        case .notPaprikaRecipe: words.notPaprikaRecipe
        case .notGzip: words.notGzip
        case .unpacksToMoreThan(let megabytes): words.unpacksToMoreThan(megabytes: String(megabytes))
        case .damagedGzip: words.damagedGzip
        case .damagedGzipSaying(let error): words.damagedGzipSaying(error: error)
        case .gzipCutShort: words.gzipCutShort
        case .damagedZipContents: words.damagedZipContents
        case .tooManyZipFiles(let maximum): words.tooManyZipFiles(maximum: String(maximum))
        case .pathLeavesZip: words.pathLeavesZip
        case .zipTooLarge(let megabytes): words.zipTooLarge(megabytes: String(megabytes))
        case .damagedInZip: words.damagedInZip
        case .checksumMismatch: words.checksumMismatch
        case .notTandoorRecipe: words.notTandoorRecipe
        case .damagedZip: words.damagedZip
        case .noRecipeJSON: words.noRecipeJSON
        case .leftOut(let what, let reason): words.leftOut(what: String(what.prefix(120)), reason: say(reason))
        case .nutritionNotKept: words.nutritionNotKept
        case .cutToFitSummary(let maximum): words.cutToFitSummary(maximum: String(maximum))
        case .summaryFull(let maximum): words.summaryFull(maximum: String(maximum))
        case .ratingKeptAs(let rating, let stars): words.ratingKeptAs(rating: rating, stars: String(stars))
        case .stepWithoutWords: words.stepWithoutWords
        case .lineWithoutWords: words.lineWithoutWords
        case .headsNoLines: words.headsNoLines
        case .headsNoSteps: words.headsNoSteps
        case .yieldKeptAs(let yield, let servings): words.yieldKeptAs(count: servings, yield: yield)
        case .yieldWithoutNumber: words.yieldWithoutNumber
        case .timeUnreadable: words.timeUnreadable
        case .timelineNotKept(let entries): words.timelineNotKept(count: entries)
        case .noPlaceInLarder: words.noPlaceInLarder
        case .onePhotoPerRecipe: words.onePhotoPerRecipe
        case .tagsPerImport(let maximum): words.tagsPerImport(count: maximum)
        case .noStepForTool: words.noStepForTool
        case .named(let name, let problem): words.named(name: String(name.prefix(120)), problem: say(problem))
        case .several(let problems): problems.map(say).joined(separator: "; ")
        case .text(let text): text
        }
    }

    /// What a job says of one of its addresses; words stored before stage 30 that were not
    /// Larder's own, as they are.
    func say(_ saying: ImportItemSaying) -> String {
        switch saying {
        case .problem(let problem): say(problem)
        case .notes(let notes): notes.map(say).joined(separator: "; ")
        case .written(let text): text
        }
    }

    /// A note of a job on an address it imported.
    func say(_ note: ImportJobNote) -> String {
        switch note {
        case .keptTheirs: importing.noteKeptTheirs
        case .replacedTheirs: importing.noteReplacedTheirs
        case .savedAs(let name): importing.noteSavedAs(name: name)
        case .pictureLeftOut(let problem): importing.notePictureLeftOut(problem: say(problem))
        case .readFromPage(let way): importing.noteReadFromPage(way: say(way))
        case .severalRecipes(let names): importing.noteSeveralRecipes(count: names.count, names: names.joined(separator: ", "))
        case .recipeReadFromPage(let name, let way): importing.readFromPage(name: name, way: say(way))
        }
    }

    /// Where on a page without schema.org data a recipe was read from: "its headings and lists".
    func say(_ way: RecipePage.Source) -> String {
        switch way {
        case .jsonLD, .microdata: way.rawValue
        case .microformats: importing.wayMicroformats
        case .rdfa: importing.wayRDFa
        case .plugin: importing.wayPlugin
        case .headings: importing.wayHeadings
        }
    }

    /// What a document held where something else was expected; JSON's own words stay as they are.
    func say(_ found: ImportProblem.Found) -> String {
        switch found {
        case .string: importProblems.kindString
        case .array: importProblems.kindArray
        case .object: importProblems.kindObject
        case .text, .null, .bool, .number: found.english
        }
    }

    func say(_ expected: ImportProblem.Expected) -> String {
        switch expected {
        case .wholeNumber: importProblems.kindWholeNumber
        case .string: importProblems.kindString
        case .number: importProblems.kindNumber
        case .bool: importProblems.kindTrueOrFalse
        case .array: importProblems.kindArray
        case .object: importProblems.kindObject
        case .other(let name): name
        }
    }

    /// Why a page could not be fetched.
    func say(_ error: FetchError) -> String {
        let words = importProblems
        return switch error {
        case .badAddress(let text): words.fetchBadAddress(address: String(text.prefix(200)))
        case .refusedScheme(let scheme): words.fetchRefusedScheme(scheme: scheme)
        case .refusedPort(let port): words.fetchRefusedPort(port: String(port))
        case .refusedAddress(let host, let address): words.fetchRefusedAddress(host: host, address: address)
        case .unresolvable(let host): words.fetchUnresolvable(host: host)
        case .tooManyRedirects(let limit): words.fetchTooManyRedirects(limit: String(limit))
        case .timedOut(let seconds): words.fetchTimedOut(seconds: String(seconds))
        case .httpStatus(let status): words.fetchHTTPStatus(status: String(status))
        case .unreachable(let reason): words.fetchUnreachable(reason: reason)
        }
    }

    /// What is wrong with a picture, after its place ("The picture at … was left out: …").
    func say(_ problem: Picture.Problem) -> String {
        switch problem {
        case .tooLarge: importProblems.photoTooLarge(megabytes: String(Picture.maximumBytes / 1_048_576))
        case .notAPicture: importProblems.photoNotAPicture
        case .tooManyPixels: importProblems.photoTooManyPixels(millions: String(Picture.maximumPixels / 1_000_000))
        }
    }

    /// What a page holds instead of a recipe, its parts joined as the language joins two.
    private func sayPageContents(kinds: [String], noSchemaData: Bool, title: String?) -> String {
        let words = importProblems
        var parts: [String] = []
        if !kinds.isEmpty { parts.append(words.pageOtherKinds(kinds: kinds.joined(separator: ", "))) }
        if noSchemaData { parts.append(words.pageNoSchemaData) }
        if let title { parts.append(words.pageTitle(title: title)) }
        guard let first = parts.first else { return "" }
        return parts.dropFirst().reduce(first) { words.pageBoth(first: $0, second: $1) }
    }

    /// A Mealie backup's groups, each with its count of recipes.
    private func sayGroups(_ groups: [MealieGroup]) -> String {
        groups.map { importProblems.mealieGroup(count: $0.recipeCount, name: $0.name) }.joined(separator: ", ")
    }
}
