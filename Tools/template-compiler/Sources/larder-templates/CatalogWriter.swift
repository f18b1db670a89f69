import Foundation

/// Reads the language catalogs (`Languages/<code>/<area>.json`) and writes `Strings`: one Swift
/// type with a field for every key, and one value of it per language.
///
/// Pages read a catalog's plain texts as `{{page.t.<area>.<key>}}`, so a key a template names
/// and no catalog has is a build error, as any unknown name is. A text with values to fill in
/// ("Sign in with {provider}") or forms by count is a function Swift calls instead, its
/// arguments named by the placeholders. Every language must have exactly English's keys, each
/// of the same kind and with the same placeholders: a catalog that lacks one fails the build.
struct CatalogWriter {
    /// What one key holds.
    enum Entry: Equatable {
        case text(String)
        /// A text with `{name}` placeholders.
        case message(String)
        /// Forms by CLDR plural category ("one", "other"); `{count}` is the number.
        case plural([String: String])

        var kind: String {
            switch self {
            case .text: "a text"
            case .message: "a text with placeholders"
            case .plural: "forms by count"
            }
        }
    }

    /// The languages, English first: its catalog is the one the others are checked against.
    static let languages = ["en", "de", "fr", "es"]
    static let pluralCategories: Set<String> = ["one", "other"]

    /// language → area → key → entry.
    private(set) var catalogs: [String: [String: [String: Entry]]] = [:]
    let directory: String

    init(directory: String) throws {
        self.directory = directory
        let files = FileManager.default
        for language in Self.languages {
            let folder = "\(directory)/\(language)"
            guard let names = try? files.contentsOfDirectory(atPath: folder) else {
                throw TemplateError(place: Place(file: folder, line: 0), problem: "there is no catalog for the language \(language)")
            }
            var areas: [String: [String: Entry]] = [:]
            for name in names.sorted() where name.hasSuffix(".json") {
                let path = "\(folder)/\(name)"
                let area = String(name.dropLast(".json".count))
                try Self.checkIdentifier(area, place: Place(file: path, line: 0))
                guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] else {
                    throw TemplateError(place: Place(file: path, line: 1), problem: "a catalog is one JSON object of keys")
                }
                var entries: [String: Entry] = [:]
                for (key, value) in object {
                    let place = Place(file: path, line: Self.line(of: key, in: path))
                    try Self.checkIdentifier(key, place: place)
                    entries[key] = try Self.entry(value, place: place)
                }
                areas[area] = entries
            }
            catalogs[language] = areas
        }
        try check()
    }

    /// Every language has English's areas and keys, each of the same kind with the same placeholders.
    private func check() throws {
        let english = catalogs["en"]!
        for language in Self.languages.dropFirst() {
            let other = catalogs[language]!
            for area in Set(english.keys).union(other.keys).sorted() {
                let place = Place(file: "\(directory)/\(language)/\(area).json", line: 0)
                guard let theirs = other[area] else {
                    throw TemplateError(place: place, problem: "the \(language) catalog has no \(area).json, which en has")
                }
                guard let ours = english[area] else {
                    throw TemplateError(place: place, problem: "the \(language) catalog has \(area).json, which en has not")
                }
                for key in Set(ours.keys).union(theirs.keys).sorted() {
                    let keyPlace = Place(file: place.file, line: Self.line(of: key, in: place.file))
                    guard let mine = ours[key] else {
                        throw TemplateError(place: keyPlace, problem: "\(area).\(key) is in the \(language) catalog but not in en's")
                    }
                    guard let translated = theirs[key] else {
                        throw TemplateError(place: keyPlace, problem: "the \(language) catalog lacks \(area).\(key), which en has")
                    }
                    guard mine.kind == translated.kind else {
                        throw TemplateError(place: keyPlace, problem: "\(area).\(key) is \(mine.kind) in en but \(translated.kind) in \(language)")
                    }
                    guard Set(Self.placeholders(of: mine)) == Set(Self.placeholders(of: translated)) else {
                        throw TemplateError(place: keyPlace, problem: "\(area).\(key) has the placeholders {\(Self.placeholders(of: mine).joined(separator: "}, {"))} in en "
                            + "but {\(Self.placeholders(of: translated).joined(separator: "}, {"))} in \(language)")
                    }
                }
            }
        }
    }

    /// The area the browser's script reads (`Public/js/strings/<code>.js`), and Swift does not.
    static let scriptArea = "script"

    /// Each language's words for the page script, as a script that sets `window.larderStrings`.
    func scripts() throws -> [(language: String, text: String)] {
        try Self.languages.map { language in
            var words: [String: String] = [:]
            for (key, entry) in catalogs[language]![Self.scriptArea] ?? [:] {
                switch entry {
                case .text(let text), .message(let text): words[key] = text
                case .plural: throw TemplateError(place: Place(file: "\(directory)/\(language)/\(Self.scriptArea).json", line: 0),
                                                  problem: "the script's words have no forms by count")
                }
            }
            let json = try JSONSerialization.data(withJSONObject: words, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            return (language, "// Written by Tools/template-compiler from Languages/\(language)/\(Self.scriptArea).json (`make templates`): do not edit.\n"
                + "window.larderStrings = \(String(decoding: json, as: UTF8.self));\n")
        }
    }

    /// The Swift source of `Strings`.
    func source() -> String {
        let english = catalogs["en"]!
        let areas = english.keys.sorted().filter { $0 != Self.scriptArea }
        var code = CodeWriter()
        code.line("/// Every word the pages say, in one language, from `Languages/<code>/*.json`. A page reads a")
        code.line("/// text as `{{page.t.<area>.<key>}}`; Swift calls the functions of a text with placeholders.")
        code.open("final class Strings: Sendable, Encodable {")
        code.line("let language: Language")
        for area in areas { code.line("let \(area): \(Self.typeName(area))") }
        code.line("")
        code.open("init(language: Language, \(areas.map { "\($0): \(Self.typeName($0))" }.joined(separator: ", "))) {")
        code.line("self.language = language")
        for area in areas { code.line("self.\(area) = \(area)") }
        code.close("}")
        for area in areas {
            code.line("")
            code.open("struct \(Self.typeName(area)): Sendable, Encodable {")
            for key in english[area]!.keys.sorted() {
                switch english[area]![key]! {
                case .text: code.line("let \(key): String")
                case .message: code.line("let \(key): Message")
                case .plural: code.line("let \(key): PluralMessage")
                }
            }
            code.close("}")
        }
        code.close("}")
        for area in areas {
            let functions = english[area]!.keys.sorted().compactMap { key -> String? in
                switch english[area]![key]! {
                case .text: return nil
                case .message:
                    let names = Self.placeholders(of: english[area]![key]!)
                    return "func \(key)(\(names.map { "\($0): String" }.joined(separator: ", "))) -> String { self.\(key).format([\(names.joined(separator: ", "))]) }"
                case .plural:
                    let names = Self.placeholders(of: english[area]![key]!).filter { $0 != "count" }
                    let parameters = ["count: Int"] + names.map { "\($0): String" }
                    return "func \(key)(\(parameters.joined(separator: ", "))) -> String { self.\(key).format(count: count, [\(names.joined(separator: ", "))]) }"
                }
            }
            guard !functions.isEmpty else { continue }
            code.line("")
            code.open("extension Strings.\(Self.typeName(area)) {")
            for function in functions { code.line(function) }
            code.close("}")
        }
        code.line("")
        code.open("extension Strings {")
        code.line("/// Each language's catalog, in `Language.allCases`' order.")
        code.line("static let all: [Strings] = [\(Self.languages.joined(separator: ", "))]")
        code.line("")
        code.line("static func catalog(for language: Language) -> Strings { all[Language.allCases.firstIndex(of: language)!] }")
        for language in Self.languages {
            code.line("")
            code.open("static let \(language) = Strings(")
            code.line("language: .\(language),")
            for (index, area) in areas.enumerated() {
                let entries = catalogs[language]![area]!
                code.open("\(area): \(Self.typeName(area))(")
                let keys = english[area]!.keys.sorted()
                for (keyIndex, key) in keys.enumerated() {
                    let comma = keyIndex == keys.count - 1 ? "" : ","
                    let names = Self.placeholders(of: english[area]![key]!)
                    switch entries[key]! {
                    case .text(let text):
                        code.line("\(key): \(CodeWriter.literal(text))\(comma)")
                    case .message(let text):
                        code.line("\(key): Message(\(CodeWriter.literal(text)), names: [\(names.map(CodeWriter.literal).joined(separator: ", "))])\(comma)")
                    case .plural(let forms):
                        let ordered = ["count"] + names.filter { $0 != "count" }
                        let list = "[\(ordered.map(CodeWriter.literal).joined(separator: ", "))]"
                        code.line("\(key): PluralMessage(language: .\(language), one: Message(\(CodeWriter.literal(forms["one"]!)), names: \(list)), "
                            + "other: Message(\(CodeWriter.literal(forms["other"]!)), names: \(list)))\(comma)")
                    }
                }
                code.close(")" + (index == areas.count - 1 ? "" : ","))
            }
            code.close(")")
        }
        code.close("}")
        return code.text
    }

    // MARK: Reading

    private static func entry(_ value: Any, place: Place) throws -> Entry {
        if let text = value as? String {
            let names = try placeholders(in: text, place: place)
            return names.isEmpty ? .text(text) : .message(text)
        }
        if let forms = value as? [String: Any] {
            guard Set(forms.keys) == pluralCategories, let one = forms["one"] as? String, let other = forms["other"] as? String else {
                throw TemplateError(place: place, problem: "forms by count are an object of \"one\" and \"other\" texts")
            }
            _ = try placeholders(in: one, place: place)
            _ = try placeholders(in: other, place: place)
            guard try placeholders(in: other, place: place).contains("count") else {
                throw TemplateError(place: place, problem: "the \"other\" form says the number: it needs {count}")
            }
            return .plural(["one": one, "other": other])
        }
        throw TemplateError(place: place, problem: "a key holds a text, or forms by count")
    }

    /// The placeholders a text names, in the order they first appear.
    static func placeholders(in text: String, place: Place) throws -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
                throw TemplateError(place: place, problem: "a brace without its pair in \(CodeWriter.literal(text))")
            }
            let name = String(rest[rest.index(after: open)..<close])
            try checkIdentifier(name, place: place)
            if !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    private static func placeholders(of entry: Entry) -> [String] {
        let place = Place(file: "", line: 0)
        switch entry {
        case .text: return []
        case .message(let text): return (try? placeholders(in: text, place: place)) ?? []
        case .plural(let forms):
            var names = (try? placeholders(in: forms["other"]!, place: place)) ?? []
            for name in (try? placeholders(in: forms["one"]!, place: place)) ?? [] where !names.contains(name) { names.append(name) }
            return names
        }
    }

    private static func checkIdentifier(_ name: String, place: Place) throws {
        guard let first = name.unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first), name.unicodeScalars.allSatisfy({ $0.isASCII && CharacterSet.alphanumerics.contains($0) }),
              !CodeWriter.keywords.contains(name), name != "language"
        else {
            throw TemplateError(place: place, problem: "\(CodeWriter.literal(name)) must be a name in lowerCamelCase (letters and digits), and not a Swift keyword")
        }
    }

    private static func typeName(_ area: String) -> String { area.prefix(1).uppercased() + area.dropFirst() }

    /// The line a key is written on, for messages.
    private static func line(of key: String, in path: String) -> Int {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("\"\(key)\"") {
            return index + 1
        }
        return 0
    }
}
