import Foundation

/// larder-templates --templates DIR --sources DIR… --output DIR|FILE.swift [--namespace NAME] [--samples FILE]
///                  [--catalogs DIR --strings FILE [--scripts DIR]] [--imports LINE] [--allow-missing-names]
///
/// Compiles every page template (one that names its view type with `{{! page: Type }}`) into a
/// Swift render function, and each partial its pages call into a function of the enum
/// `NAME` (`Partials`). Into a folder, each template's code goes to a file of its own
/// (`recipe.swift`, `header.swift`), and the enum to `NAME.swift`; into a `.swift` file, all of it. With `--catalogs`, it first writes the
/// languages' `Strings` that the pages read their words from. Any error names the file and line.
func run(_ arguments: [String]) throws {
    var templatesDirectory: String?
    var sources: [String] = []
    var output: String?
    var samples: String?
    var imports: [String] = []
    var strictNames = true
    var catalogs: String?
    var strings: String?
    var scripts: String?
    var namespace = "Partials"
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--templates": index += 1; templatesDirectory = arguments[index]
        case "--output": index += 1; output = arguments[index]
        case "--samples": index += 1; samples = arguments[index]
        case "--imports": index += 1; imports.append(arguments[index])
        case "--allow-missing-names": strictNames = false
        case "--catalogs": index += 1; catalogs = arguments[index]
        case "--strings": index += 1; strings = arguments[index]
        case "--scripts": index += 1; scripts = arguments[index]
        case "--namespace": index += 1; namespace = arguments[index]
        case "--sources":
            while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                index += 1
                sources.append(arguments[index])
            }
        default: throw Usage(message: "unknown argument \(arguments[index])")
        }
        index += 1
    }
    guard let templatesDirectory, let output, !sources.isEmpty else {
        throw Usage(message: "usage: larder-templates --templates DIR --sources DIR… --output FILE [--samples FILE] [--catalogs DIR --strings FILE] "
            + "[--imports LINE] [--allow-missing-names]")
    }
    guard (catalogs == nil) == (strings == nil) else { throw Usage(message: "--catalogs and --strings go together") }
    let files = FileManager.default
    var templates: [String: [Node]] = [:]
    var pages: [(template: String, view: String, place: Place)] = []
    for name in try files.contentsOfDirectory(atPath: templatesDirectory).sorted() where name.hasSuffix(".mustache") {
        let path = "\(templatesDirectory)/\(name)"
        let template = String(name.dropLast(".mustache".count))
        let nodes = try TemplateParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        templates[template] = nodes
        for case .comment(let text) in nodes {
            let words = text.split(whereSeparator: \.isWhitespace)
            if words.count == 2, words[0] == "page:" {
                pages.append((template, String(words[1]), Place(file: path, line: 1)))
            }
        }
    }
    var swiftFiles: [URL] = []
    for directory in sources {
        guard let enumerator = files.enumerator(atPath: directory) else { throw Usage(message: "no folder \(directory)") }
        for case let file as String in enumerator where file.hasSuffix(".swift") && !file.contains("Generated/") {
            swiftFiles.append(URL(fileURLWithPath: "\(directory)/\(file)"))
        }
    }
    var generated: [(file: String, source: String)] = []
    if let catalogs, let strings {
        let catalog = try CatalogWriter(directory: catalogs)
        generated.append((strings, catalog.source()))
        if let scripts {
            try files.createDirectory(atPath: scripts, withIntermediateDirectories: true)
            for (language, text) in try catalog.scripts() {
                try text.write(toFile: "\(scripts)/\(language).js", atomically: true, encoding: .utf8)
            }
        }
    }
    let types = try ViewTypes(files: swiftFiles.sorted { $0.path < $1.path }, generated: generated)
    var compiler = PageCompiler(templates: templates, types: types, strictNames: strictNames, namespace: namespace)
    var parts: [(template: String, code: String)] = []
    var views: [Declaration] = []
    for page in pages {
        guard let view = types.lookUp(page.view.split(separator: ".").map(String.init), from: nil) else {
            throw TemplateError(place: page.place, problem: "the page's view type \(page.view) is declared nowhere in \(sources.joined(separator: ", "))")
        }
        parts.append((page.template, try compiler.compile(page: page.template, view: view)))
        views.append(view)
    }
    let unknown = compiler.looked.filter { !compiler.found.contains($0.key) }.sorted { $0.key < $1.key }
    if strictNames, !unknown.isEmpty {
        throw TemplateError(place: unknown[0].value, problem: "no page that uses it has a value named "
            + unknown.map { String($0.key.split(separator: " ").last ?? "") + " (\($0.value))" }.joined(separator: ", "))
    }
    func header(_ what: String) -> String {
        """
        // Written by Tools/template-compiler from \(templatesDirectory)/*.mustache and the view types in
        // \(sources.joined(separator: ", ")) (`make templates`): do not edit.
        // \(what)

        import Foundation
        import LarderModel
        \(imports.map { $0 + "\n" }.joined())

        """
    }
    let pagesSaid = "Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte."
    let declaration = "/// The partials' functions, which the pages call: one per partial and the values its names find.\nenum \(namespace) {}\n"
    func partials(_ template: String) -> String? {
        guard let functions = compiler.functions[template] else { return nil }
        return "extension \(namespace) {\n" + functions.map { $0.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") }.joined(separator: "\n").trimmingSuffix() + "\n}\n"
    }
    if output.hasSuffix(".swift") {
        let code = parts.map(\.code) + templates.keys.sorted().compactMap(partials) + [declaration]
        try (header(pagesSaid) + code.joined(separator: "\n")).write(toFile: output, atomically: true, encoding: .utf8)
    } else {
        try files.createDirectory(atPath: output, withIntermediateDirectories: true)
        for stale in try files.contentsOfDirectory(atPath: output) where stale.hasSuffix(".swift") {
            try files.removeItem(atPath: "\(output)/\(stale)")
        }
        for template in templates.keys.sorted() {
            let code = parts.filter { $0.template == template }.map(\.code) + [partials(template)].compactMap { $0 }
            guard !code.isEmpty else { continue }
            try (header("From \(templatesDirectory)/\(template).mustache. " + pagesSaid) + code.joined(separator: "\n"))
                .write(toFile: "\(output)/\(template).swift", atomically: true, encoding: .utf8)
        }
        try (header(pagesSaid) + declaration).write(toFile: "\(output)/\(namespace).swift", atomically: true, encoding: .utf8)
    }
    for (file, source) in generated {
        try (header("The languages' catalogs, from \(catalogs ?? "")/<code>/*.json.") + source).write(toFile: file, atomically: true, encoding: .utf8)
    }
    if let samples {
        let writer = SampleWriter(types: types, module: URL(fileURLWithPath: sources[0]).standardizedFileURL.path)
        let text = header("Pages of sample values, for the property test that compares the compiled pages with swift-mustache.")
            + (try writer.write(pages: views))
        try text.write(toFile: samples, atomically: true, encoding: .utf8)
    }
}

struct Usage: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}

extension String {
    /// Without its trailing newlines.
    func trimmingSuffix() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
