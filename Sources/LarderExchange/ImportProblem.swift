import Foundation
import LarderFetch
import LarderImaging
import LarderModel

/// Why a document, an app's export, a saved page or a fetched address could not be read (or a
/// part of it), as something every language can say: each case is a text of the catalogs'
/// `importProblems` area (`Languages/<code>/importProblems.json`), and its values fill that text
/// in. Pages say it in their reader's language; `english` is what the API, the CLI and logs say,
/// and what the English catalog says too (a test holds them together). It travels beside the
/// English text as `ImportError.Issue.wording`, and an import job stores it as itself (`jsonb`,
/// Swift's own coding of an enum: `{"givenUp": {"tries": 5}}`), so its case names are stored
/// names: renaming one needs a migration stage.
public enum ImportProblem: Sendable, Equatable, Codable {
    // The file or document as a whole.
    case fileTooLarge(megabytes: Int, maximum: Int)
    case documentTooLarge(megabytes: Int, maximum: Int)
    case documentNestsTooDeep(maximum: Int)
    case notJSON
    case archiveOfNoKnownApp
    case unknownFormat(found: Found)
    case neitherLarderNorSchemaOrg

    // A Larder document: its header, and what its parts hold.
    case expectedDocumentObject(found: Found)
    /// A reader's own message about the document, after "could not be read: ".
    case couldNotBeRead(String)
    case formatMissing
    case formatExpected(found: Found)
    case versionTooNew(version: Int, newest: Int)
    case missing
    case versionExpected(newest: Int, found: Found)
    /// "expected a whole number, found a string"; nothing found when the path holds nothing.
    case expected(Expected, found: Found?)
    case expectedDateTime(found: String)
    /// `choices` as the document writes them: `"a", "b"`.
    case expectedOneOf(choices: String, found: String?)
    case elementUnreadable
    case pictureTooLarge(megabytes: Int)
    case notBase64
    case notAPicture
    case notAPlainFileName
    case versionFromOne
    case versionTwice(Int)
    case listedTwice(name: String, alsoAt: String)
    case expectedDecimal(found: String)
    case tooManyDecimals(String)
    /// A rule of the model, said by itself.
    case rule(Wording)
    /// The model's problems with a recipe, each after its field ("name: Name is required").
    case fieldIssues([FieldIssue])

    // A household's backup beside its recipes.
    case expectedDay(found: String)
    case namesNoRecipe
    case servingsRange
    case unknownTimeZone
    case weekdayRange
    case recipeOrNote
    case starsRange

    // Schema.org and web pages.
    case noSchemaOrgRecipe
    case needsName
    /// What a page holds instead of a recipe: other schema.org types (the first six), no
    /// schema.org data at all, and its title (its first 120 characters).
    case noRecipeOnPage(otherKinds: [String], noSchemaData: Bool, title: String?)
    /// A page cut at the size limit, and what reading the part that came found.
    indirect case truncated(ImportProblem, megabytes: Int)
    case couldNotFetch(FetchError)
    /// The page's content type (its first 80 characters).
    case notAWebPage(type: String)
    case notAWebAddress
    case notAWebAddressScheme
    /// A web page's picture that is no photo, or a photo of a file.
    case picture(Picture.Problem)

    // A job of addresses.
    case noAddresses
    case tooManyAddresses(count: Int, maximum: Int)
    case tooManyOpenJobs(maximum: Int)
    case givenUp(tries: Int)
    case couldNotBeSaved(String)

    // Apps' exports.
    case notMealieBackup
    case noSuchMealieGroup(chosen: String, groups: [MealieGroup])
    /// `count` groups have recipes; `groups` are all of them.
    case chooseMealieGroup(count: Int, groups: [MealieGroup])
    case jsonNestsTooDeep(maximum: Int)
    case notPaprikaGzip
    case notPaprikaRecipe
    case notGzip
    case unpacksToMoreThan(megabytes: Int)
    case damagedGzip
    /// The decompressor's own words, in brackets.
    case damagedGzipSaying(String)
    case gzipCutShort
    case damagedZipContents
    case tooManyZipFiles(maximum: Int)
    case pathLeavesZip
    case zipTooLarge(megabytes: Int)
    case damagedInZip
    case checksumMismatch
    case notTandoorRecipe
    case damagedZip
    case noRecipeJSON

    // What an import keeps of a recipe, and what it leaves out.
    /// Something a recipe's source held (its words, their first 120 characters) that was left
    /// out, and why.
    indirect case leftOut(String, because: ImportProblem)
    case nutritionNotKept
    case cutToFitSummary(maximum: Int)
    case summaryFull(maximum: Int)
    /// A rating that is not whole stars (as the source wrote it), and the stars it is kept as.
    case ratingKeptAs(rating: String, stars: Int)
    case stepWithoutWords
    case lineWithoutWords
    case headsNoLines
    case headsNoSteps
    /// The yield as the app shows it ("12 buns"), and the servings it is kept as.
    case yieldKeptAs(yield: String, servings: Int)
    case yieldWithoutNumber
    case timeUnreadable
    case timelineNotKept(entries: Int)
    case noPlaceInLarder
    case onePhotoPerRecipe
    /// An import gives a recipe at most this many tags.
    case tagsPerImport(maximum: Int)
    case noStepForTool

    // Problems made of others.
    /// A recipe of an export, by its name (its first 120 characters), and what keeps it out.
    indirect case named(String, ImportProblem)
    /// Several problems in one line, parted by "; ".
    indirect case several([ImportProblem])
    /// A text no catalog has (a library's message), said as it came.
    case text(String)

    public var english: String {
        switch self {
        case .fileTooLarge(let megabytes, let maximum): "the file is \(megabytes) MB; at most \(maximum) MB can be imported"
        case .documentTooLarge(let megabytes, let maximum): "the document is \(megabytes) MB; at most \(maximum) MB can be imported"
        case .documentNestsTooDeep(let maximum): "the document nests arrays and objects more than \(maximum) levels deep"
        case .notJSON: "not valid JSON"
        case .archiveOfNoKnownApp: "a zip or gzip file, but no export Larder reads: Mealie, Tandoor, Paprika and Nextcloud Cookbook exports are"
        case .unknownFormat(let found):
            "unknown format \(found.english); Larder reads \"\(LarderDocument.formatName)\" documents and schema.org recipes"
        case .neitherLarderNorSchemaOrg:
            "neither a Larder export (\"format\": \"\(LarderDocument.formatName)\") nor schema.org recipe JSON-LD (an object with \"@type\": \"Recipe\")"
        case .expectedDocumentObject(let found): "expected an object with \"format\": \"\(LarderDocument.formatName)\", found \(found.english)"
        case .couldNotBeRead(let error): "could not be read: \(error)"
        case .formatMissing: "missing; a Larder document says \"format\": \"\(LarderDocument.formatName)\""
        case .formatExpected(let found): "expected \"\(LarderDocument.formatName)\", found \(found.english)"
        case .versionTooNew(let version, let newest):
            "this document is version \(version) of the Larder format, but this Larder reads versions up to \(newest); upgrade Larder to import it"
        case .missing: "missing (required)"
        case .versionExpected(let newest, let found): "expected a version number from 1 to \(newest), found \(found.english)"
        case .expected(let expected, let found): "expected \(expected.english)" + (found.map { ", found \($0.english)" } ?? "")
        case .expectedDateTime(let found): "expected an ISO 8601 date and time like \"2024-05-01T12:30:00Z\", found \"\(found)\""
        case .expectedOneOf(let choices, let found): "expected one of \(choices)" + (found.map { ", found \"\($0)\"" } ?? "")
        case .elementUnreadable: "could not be read"
        case .pictureTooLarge(let megabytes): "the picture is larger than \(megabytes) MB"
        case .notBase64: "not valid base64"
        case .notAPicture: "not a PNG, JPEG, GIF or WebP picture"
        case .notAPlainFileName: "must be a plain file name of at most 200 characters, without folders"
        case .versionFromOne: "expected a version from 1 on"
        case .versionTwice(let version): "version \(version) is given twice"
        case .listedTwice(let name, let path): "\"\(name)\" is listed twice (also at \(path)); names must differ, ignoring case"
        case .expectedDecimal(let found): "expected a decimal number written as a string, like \"1.5\", found \"\(found)\""
        case .tooManyDecimals(let text): "at most 3 decimal places are kept; write \(text) with 3 or fewer"
        case .rule(let wording): wording.english
        case .fieldIssues(let issues): issues.map(\.description).joined(separator: "; ")
        case .expectedDay(let found): "expected a day like \"2026-11-25\", found \"\(found)\""
        case .namesNoRecipe: "names no recipe of this document"
        case .servingsRange: "expected from 1 to 100 servings"
        case .unknownTimeZone: "not a time zone Larder knows"
        case .weekdayRange: "expected a day of the week from 1 (Monday) to 7 (Sunday)"
        case .recipeOrNote: "an entry is a recipe with servings, or a note"
        case .starsRange: "expected from 1 to 5 stars"
        case .noSchemaOrgRecipe: "no schema.org recipe found (an object with \"@type\": \"Recipe\")"
        case .needsName: "a recipe needs a name"
        case .noRecipeOnPage(let kinds, let noSchemaData, let title):
            "no recipe found on this page; it holds \(Self.pageParts(kinds: kinds, noSchemaData: noSchemaData, title: title).joined(separator: " and "))"
        case .truncated(let problem, let megabytes): "\(problem.english) (only its first \(megabytes) MB were read)"
        case .couldNotFetch(let error): "could not fetch the page: \(error)"
        case .notAWebPage(let type): "this address is not a web page (it is \(type))"
        case .notAWebAddress: "not a web address"
        case .notAWebAddressScheme: "not a web address (one starting with https:// or http://)"
        case .picture(let problem): problem.reason
        case .noAddresses: "give at least one address"
        case .tooManyAddresses(let count, let maximum): "\(count) addresses is more than the \(maximum) one import takes"
        case .tooManyOpenJobs(let maximum): "this household has \(maximum) imports running, as many as it may: wait for one to finish"
        case .givenUp(let tries): "given up after \(tries) tries, each of which ended its server before it was done"
        case .couldNotBeSaved(let error): "could not be saved (\(error))"
        case .notMealieBackup: "not a Mealie backup (1.0 or later): it holds no database.json"
        case .noSuchMealieGroup(let chosen, let groups): "this Mealie backup has no group “\(chosen)”; its groups are \(Self.listed(groups))"
        case .chooseMealieGroup(let count, let groups): "this Mealie backup holds \(count) groups: \(Self.listed(groups)); choose the group to import"
        case .jsonNestsTooDeep(let maximum): "its JSON nests more than \(maximum) levels deep"
        case .notPaprikaGzip: "not a Paprika recipe (not gzip data)"
        case .notPaprikaRecipe: "not a Paprika recipe (no name, ingredients or directions)"
        case .notGzip: "not gzip data"
        case .unpacksToMoreThan(let megabytes): "unpacks to more than \(megabytes) MB"
        case .damagedGzip: "damaged gzip data"
        case .damagedGzipSaying(let error): "damaged gzip data (\(error))"
        case .gzipCutShort: "damaged gzip data (cut short)"
        case .damagedZipContents: "a damaged zip file: its table of contents cannot be read"
        case .tooManyZipFiles(let maximum): "the zip holds more than \(maximum) files"
        case .pathLeavesZip: "a path that leads out of the zip file; the file is refused"
        case .zipTooLarge(let megabytes): "the zip file unpacks to more than \(megabytes) MB; it is refused"
        case .damagedInZip: "damaged in the zip file"
        case .checksumMismatch: "damaged in the zip file (its checksum does not match)"
        case .notTandoorRecipe: "not a recipe of a Tandoor export (each is a zip file)"
        case .damagedZip: "a damaged zip file"
        case .noRecipeJSON: "it holds no recipe.json"
        case .leftOut(let what, let reason): "“\(what.prefix(120))” was left out: \(reason.english)"
        case .nutritionNotKept: "nutrition facts were left out: Larder keeps none"
        case .cutToFitSummary(let maximum): "cut short: a recipe's summary holds at most \(maximum) characters"
        case .summaryFull(let maximum): "the recipe's summary is full (it holds at most \(maximum) characters)"
        case .ratingKeptAs(let rating, let stars): "rated \(rating), kept as \(stars) of 5 stars: Larder rates in whole stars"
        case .stepWithoutWords: "a step with no words of its own was left out"
        case .lineWithoutWords: "an ingredient line with no words was left out"
        case .headsNoLines: "no ingredient line follows this heading"
        case .headsNoSteps: "no step follows this heading"
        case .yieldKeptAs(let yield, let servings): "the yield “\(yield)” is kept as \(servings) serving\(servings == 1 ? "" : "s")"
        case .yieldWithoutNumber: "Larder counts servings, and it names no number"
        case .timeUnreadable: "Larder could not read it as a time"
        case .timelineNotKept(let entries): "the recipe's timeline (\(entries) entr\(entries == 1 ? "y" : "ies")) was left out: Larder keeps none"
        case .noPlaceInLarder: "Larder has no place for it"
        case .onePhotoPerRecipe: "a recipe keeps one photo"
        case .tagsPerImport(let maximum): "an import gives a recipe at most \(maximum) tags"
        case .noStepForTool: "the recipe has no step to hold it"
        case .named(let name, let problem): "“\(name.prefix(120))”: \(problem.english)"
        case .several(let problems): problems.map(\.english).joined(separator: "; ")
        case .text(let text): text
        }
    }

    /// What a page holds, each part as English says it.
    static func pageParts(kinds: [String], noSchemaData: Bool, title: String?) -> [String] {
        var parts: [String] = []
        if !kinds.isEmpty { parts.append("schema.org data of another kind (\(kinds.joined(separator: ", ")))") }
        if noSchemaData { parts.append("no schema.org data at all") }
        if let title { parts.append("the title “\(title)”") }
        return parts
    }

    /// "“Family” (12 recipes), “Work” (1 recipe)".
    static func listed(_ groups: [MealieGroup]) -> String {
        groups.map { "“\($0.name)” (\($0.recipeCount) recipe\($0.recipeCount == 1 ? "" : "s"))" }.joined(separator: ", ")
    }

    /// What a document held where something else was expected.
    public enum Found: Sendable, Equatable, Codable {
        /// A string, quoted with what it says (its first 100 characters): `"larder"`.
        case text(String)
        /// A string, named by its kind: "a string".
        case string
        case null
        case bool(Bool)
        /// A number as the document holds it: "2.5", "3".
        case number(String)
        case array
        case object

        public var english: String {
            switch self {
            case .text(let text): "\"\(text)\""
            case .string: "a string"
            case .null: "null"
            case .bool(let flag): "\(flag)"
            case .number(let number): number
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// What a document should have held.
    public enum Expected: Sendable, Equatable, Codable {
        case wholeNumber, string, number, bool, array, object
        /// A type no document names otherwise, by its Swift name.
        case other(String)

        public var english: String {
            switch self {
            case .wholeNumber: "a whole number"
            case .string: "a string"
            case .number: "a number"
            case .bool: "true or false"
            case .array: "an array"
            case .object: "an object"
            case .other(let name): name
            }
        }
    }
}

extension JSONValue {
    /// This value as a problem names what it found: its kind ("a string"), or a number as it is.
    var foundKind: ImportProblem.Found {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number: .number(kindDescription)
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// A string quoted (its first 100 characters), anything else by its kind.
    var foundQuoted: ImportProblem.Found {
        if case .string(let text) = self { return .text(String(text.prefix(100))) }
        return foundKind
    }
}
