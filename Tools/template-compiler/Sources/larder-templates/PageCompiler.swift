/// Writes one Swift render function per page template, for the view type the template names.
///
/// Mustache finds a name by climbing the context stack at run time. Here the stack is known
/// when compiling: each frame is a Swift value of a known type, so a name becomes the first
/// frame whose type has that field. A field that is an optional may be nil, and a nil field
/// is one the reference renderer does not see (its views leave nils out): then the search goes
/// on outwards, so such a name compiles to `if let … else` over the frames that have it.
/// Partials and parents are inlined where they are used, with the blocks they are given.
struct PageCompiler {
    let templates: [String: [Node]]
    let types: ViewTypes
    /// Whether a name no frame has is an error (for Larder's pages, where it is a typo) or, as
    /// Mustache has it, nothing (for the specification's cases).
    let strictNames: Bool
    private var code = CodeWriter()
    private var nextName = 0
    /// Where each name was found by some page: a name no page finds is a typo.
    private(set) var found: Set<String> = []
    private(set) var looked: [String: Place] = [:]

    init(templates: [String: [Node]], types: ViewTypes, strictNames: Bool) {
        self.templates = templates
        self.types = types
        self.strictNames = strictNames
    }

    /// A value on the context stack: a Swift expression and its type (never optional).
    struct Frame {
        var expression: String
        var type: ViewType
    }

    /// The blocks a parent's users gave it, where they were written.
    typealias Blocks = [String: [Node]]

    mutating func compile(page: String, view: Declaration) throws -> String {
        code = CodeWriter()
        nextName = 0
        code.line("extension \(view.qualifiedName): CompiledPage {")
        code.indent()
        code.line("static let template = \(CodeWriter.literal(page))")
        code.line("")
        code.line("func render(into out: inout HTMLWriter) {")
        code.indent()
        guard let nodes = templates[page] else { throw TemplateError(place: view.place, problem: "no template \(page)") }
        try emit(nodes, stack: [Frame(expression: "self", type: .record(view))], blocks: [:], within: [page])
        code.flush()
        code.escapeRepeatedValuesOnce()
        code.outdent()
        code.line("}")
        code.outdent()
        code.line("}")
        return code.text
    }

    private mutating func fresh() -> String {
        nextName += 1
        return "v\(nextName)"
    }

    private mutating func emit(_ nodes: [Node], stack: [Frame], blocks: Blocks, within: [String]) throws {
        for node in nodes {
            try emit(node, stack: stack, blocks: blocks, within: within)
        }
    }

    private mutating func emit(_ node: Node, stack: [Frame], blocks: Blocks, within: [String]) throws {
        switch node {
        case .text(let text):
            code.text(text)
        case .comment, .contentType, .blockDefinition:
            break
        case .variable(let tag, let escaped):
            try resolve(tag, stack: stack) { compiler, value in
                guard let value else { return }
                try compiler.write(value, escaped: escaped, tag: tag)
            }
        case .section(let tag, let body):
            try resolve(tag, stack: stack) { compiler, value in
                guard let value else { return }
                try compiler.section(value, body: body, tag: tag, stack: stack, blocks: blocks, within: within)
            }
        case .invertedSection(let tag, let body):
            try resolve(tag, stack: stack) { compiler, value in
                guard let value else {
                    try compiler.emit(body, stack: stack, blocks: blocks, within: within)
                    return
                }
                try compiler.invertedSection(value, body: body, tag: tag, stack: stack, blocks: blocks, within: within)
            }
        case .partial(let name, let indentation, let place):
            try requireNoIndentation(indentation, place)
            try emit(try partial(name, place, within: within), stack: stack, blocks: blocks, within: within + [name])
        case .parent(let name, let indentation, let given, let place):
            try requireNoIndentation(indentation, place)
            // The blocks already in force win over the ones this use gives, as in swift-mustache.
            let merged = given.merging(blocks) { _, outer in outer }
            try emit(try partial(name, place, within: within), stack: stack, blocks: merged, within: within + [name])
        case .block(let name, let fallback, let indentation, let place):
            try requireNoIndentation(indentation, place)
            try emit(blocks[name] ?? fallback, stack: stack, blocks: blocks, within: within)
        }
    }

    private func partial(_ name: String, _ place: Place, within: [String]) throws -> [Node] {
        guard let nodes = templates[name] else { throw TemplateError(place: place, problem: "no template named \(name)") }
        guard !within.contains(name) else {
            throw TemplateError(place: place, problem: "\(name) includes itself (\(within.joined(separator: " → ")) → \(name)): recursive partials are not supported")
        }
        return nodes
    }

    private func requireNoIndentation(_ indentation: String?, _ place: Place) throws {
        guard let indentation, !indentation.isEmpty else { return }
        throw TemplateError(place: place, problem: "an indented standalone partial or block is not supported: start its line with the tag")
    }

    // MARK: Names

    /// Finds a tag's value and hands it to `use`, in every branch the search needs: nil where
    /// no frame has it (then the reference renders as for a missing value).
    private mutating func resolve(_ tag: Tag, stack: [Frame], _ use: @escaping (inout PageCompiler, Frame?) throws -> Void) throws {
        let key = "\(tag.place) \(tag.name)"
        looked[key] = tag.place
        let finish: (inout PageCompiler, Frame?) throws -> Void = { compiler, value in
            guard let value else { return try use(&compiler, nil) }
            if tag.name != "." { compiler.found.insert(key) }
            try use(&compiler, try compiler.transform(value, tag: tag))
        }
        if tag.name == "." {
            found.insert(key)
            guard let top = stack.last else { return try finish(&self, nil) }
            return try finish(&self, top)
        }
        guard !tag.name.isEmpty else {
            throw TemplateError(place: tag.place, problem: "sequence transforms (first(), index() …) are not supported")
        }
        let segments = tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if tag.name.hasPrefix(".") {
            // `.name`: the top frame only, no climbing.
            guard let top = stack.last else { return try finish(&self, nil) }
            return try follow(top, Array(segments.dropFirst()), tag: tag, finish)
        }
        try climb(segments, frames: Array(stack.reversed()), tag: tag, finish)
    }

    private mutating func climb(_ segments: [String], frames: [Frame], tag: Tag, _ finish: @escaping (inout PageCompiler, Frame?) throws -> Void) throws {
        guard let frame = frames.first else { return try finish(&self, nil) }
        let outer = Array(frames.dropFirst())
        guard case .record(let declaration) = frame.type, let field = declaration.field(segments[0]) else {
            return try climb(segments, frames: outer, tag: tag, finish)
        }
        let type = try types.resolve(field, in: declaration)
        let expression = "\(frame.expression).\(CodeWriter.identifier(field.name))"
        if case .optional(let wrapped) = type {
            let name = fresh()
            code.open("if let \(name) = \(expression) {")
            try follow(Frame(expression: name, type: try nonOptional(wrapped, tag)), Array(segments.dropFirst()), tag: tag, finish)
            code.reopen("} else {")
            try climb(segments, frames: outer, tag: tag, finish)
            code.close("}")
        } else {
            try follow(Frame(expression: expression, type: type), Array(segments.dropFirst()), tag: tag, finish)
        }
    }

    /// The rest of a dotted name, read from the value found for its first part only.
    private mutating func follow(_ value: Frame, _ segments: [String], tag: Tag, _ finish: @escaping (inout PageCompiler, Frame?) throws -> Void) throws {
        guard let name = segments.first else { return try finish(&self, value) }
        guard case .record(let declaration) = value.type, let field = declaration.field(name) else {
            guard !strictNames else { throw TemplateError(place: tag.place, problem: "\(tag.name): \(value.type) has no field \(name)") }
            return try finish(&self, nil)
        }
        let type = try types.resolve(field, in: declaration)
        let expression = "\(value.expression).\(CodeWriter.identifier(field.name))"
        if case .optional(let wrapped) = type {
            let bound = fresh()
            code.open("if let \(bound) = \(expression) {")
            try follow(Frame(expression: bound, type: try nonOptional(wrapped, tag)), Array(segments.dropFirst()), tag: tag, finish)
            code.reopen("} else {")
            try finish(&self, nil)
            code.close("}")
        } else {
            try follow(Frame(expression: expression, type: type), Array(segments.dropFirst()), tag: tag, finish)
        }
    }

    private func nonOptional(_ type: ViewType, _ tag: Tag) throws -> ViewType {
        if case .optional = type { throw TemplateError(place: tag.place, problem: "\(tag.name) is an optional optional") }
        return type
    }

    /// The tag's transforms, innermost first.
    private func transform(_ value: Frame, tag: Tag) throws -> Frame {
        var value = value
        for name in tag.transforms.reversed() {
            switch (name, value.type) {
            case ("empty", .array), ("empty", .string):
                value = Frame(expression: "\(value.expression).isEmpty", type: .bool)
            case ("count", .array):
                value = Frame(expression: "\(value.expression).count", type: .int)
            case ("equalzero", .int):
                value = Frame(expression: "(\(value.expression) == 0)", type: .bool)
            case ("minusone", .int):
                value = Frame(expression: "(\(value.expression) - 1)", type: .int)
            case ("plusone", .int):
                value = Frame(expression: "(\(value.expression) + 1)", type: .int)
            case ("even", .int):
                value = Frame(expression: "(\(value.expression) & 1 == 0)", type: .bool)
            case ("odd", .int):
                value = Frame(expression: "(\(value.expression) & 1 == 1)", type: .bool)
            default:
                throw TemplateError(place: tag.place, problem: "the transform \(name) does not apply to \(tag.name), a \(value.type)")
            }
        }
        return value
    }

    // MARK: Output

    private mutating func write(_ value: Frame, escaped: Bool, tag: Tag) throws {
        let call = escaped ? "escaped" : "raw"
        switch value.type {
        case .string: code.call("out.\(call)(\(value.expression))")
        case .int: code.call("out.integer(\(value.expression))")
        case .double: code.call("out.\(call)(String(describing: \(value.expression)))")
        case .bool: code.call("out.raw(\(value.expression) ? \"true\" : \"false\")")
        case .uuid: code.call("out.raw(\(value.expression).uuidString)")
        case .rawString: code.call("out.\(call)(\(value.expression).rawValue)")
        case .optional, .array, .record:
            throw TemplateError(place: tag.place, problem: "{{\(tag.name)}} shows a \(value.type), which has no text: show one of its fields")
        }
    }

    private mutating func section(_ value: Frame, body: [Node], tag: Tag, stack: [Frame], blocks: Blocks, within: [String]) throws {
        switch value.type {
        case .bool:
            code.open("if \(value.expression) {")
            try emit(body, stack: stack, blocks: blocks, within: within)
            code.close("}")
        case .array(let element):
            let name = fresh()
            code.open("for \(name) in \(value.expression) {")
            try emit(body, stack: stack + [Frame(expression: name, type: try nonOptional(element, tag))], blocks: blocks, within: within)
            code.close("}")
        case .record, .string, .int, .double, .uuid, .rawString:
            // A value is pushed as the expression that reads it: a bound name or a path of fields.
            try emit(body, stack: stack + [value], blocks: blocks, within: within)
        case .optional:
            throw TemplateError(place: tag.place, problem: "\(tag.name) is an optional optional")
        }
    }

    private mutating func invertedSection(_ value: Frame, body: [Node], tag: Tag, stack: [Frame], blocks: Blocks, within: [String]) throws {
        switch value.type {
        case .bool:
            code.open("if !\(value.expression) {")
            try emit(body, stack: stack, blocks: blocks, within: within)
            code.close("}")
        case .array:
            // The reference renders an empty list's inverted section with the list on the stack,
            // where no name is found.
            code.open("if \(value.expression).isEmpty {")
            try emit(body, stack: stack + [value], blocks: blocks, within: within)
            code.close("}")
        case .record, .string, .int, .double, .uuid, .rawString:
            break
        case .optional:
            throw TemplateError(place: tag.place, problem: "\(tag.name) is an optional optional")
        }
    }
}

/// Swift source, indented, with runs of template text gathered into one write.
struct CodeWriter {
    private var lines: [String] = []
    private var depth = 0
    private var pending = ""

    /// The code, with an `if let` whose name nothing reads written as a test for nil.
    var text: String {
        var used: Set<Substring> = []
        for line in lines {
            // What a line reads: after `if let vN = ` or `for vN in `, only the value.
            var reading = Substring(line)
            if line.contains("if let "), let equals = line.range(of: " = ") { reading = line[equals.upperBound...] }
            if line.drop(while: { $0 == " " }).hasPrefix("for "), let inRange = line.range(of: " in ") { reading = line[inRange.upperBound...] }
            used.formUnion(Self.names(in: reading))
        }
        return lines.map { line -> String in
            if let loop = line.range(of: "for "), let inRange = line.range(of: " in "), line[line.startIndex..<loop.lowerBound].allSatisfy({ $0 == " " }),
               !used.contains(line[loop.upperBound..<inRange.lowerBound]) {
                return line[..<loop.upperBound] + "_" + line[inRange.lowerBound...] + "\n"
            }
            guard let range = line.range(of: "if let "), let equals = line.range(of: " = ") else { return line + "\n" }
            let name = line[range.upperBound..<equals.lowerBound]
            guard !used.contains(name) else { return line + "\n" }
            return line[..<range.lowerBound] + "if " + line[equals.upperBound...].dropLast(2) + " != nil {\n"
        }.joined()
    }

    /// The generated names (`v12`) a line reads.
    private static func names(in line: Substring) -> [Substring] {
        var names: [Substring] = []
        var index = line.startIndex
        while let found = line[index...].firstIndex(of: "v") {
            let before = found == line.startIndex ? " " : line[line.index(before: found)]
            var end = line.index(after: found)
            while end < line.endIndex, line[end].isNumber { end = line.index(after: end) }
            if !(before.isLetter || before.isNumber || before == "_"), end > line.index(after: found),
               end == line.endIndex || !(line[end].isLetter || line[end] == "_") {
                names.append(line[found..<end])
            }
            index = end
        }
        return names
    }

    /// Values a page shows again and again, escaped once (a catalog row's id stands in each of
    /// its five forms; the CSRF token and the words of a row's buttons in every row): each is
    /// escaped into a piece before its uses, which copy the piece's bytes without looking at
    /// them again. Escaping had been a quarter of the ingredients catalog's request.
    /// - A path from `self` that a loop shows is escaped at the start of the function.
    /// - A path from a loop's element that its body shows twice or more is escaped at the start
    ///   of the body.
    /// The values are the view's stored or computed fields, which read the same each time.
    mutating func escapeRepeatedValuesOnce() {
        guard let top = lines.firstIndex(where: { $0.hasSuffix("func render(into out: inout HTMLWriter) {") }) else { return }
        var pieces = 0
        func piece() -> String {
            pieces += 1
            return "e\(pieces)"
        }
        // Paths from `self` that some loop shows, declared first, at the top.
        var inLoops: [String] = []
        for opener in lines.indices where opener > top && Self.loopVariable(lines[opener]) != nil {
            for index in (opener + 1)..<Self.blockEnd(lines, opener: opener) {
                if let value = Self.escapedPath(lines[index]), Self.root(of: value) == "self", !inLoops.contains(value) {
                    inLoops.append(value)
                }
            }
        }
        hoist(inLoops, in: (top + 1)..<Self.blockEnd(lines, opener: top), after: top, name: piece)
        // Then each loop's body, in the order written (an outer loop before those inside it),
        // so that the pieces are numbered as they are declared.
        var opener = top + 1
        while opener < lines.count {
            if let variable = Self.loopVariable(lines[opener]) {
                let body = (opener + 1)..<Self.blockEnd(lines, opener: opener)
                var uses: [String: Int] = [:]
                var order: [String] = []
                for index in body {
                    guard let value = Self.escapedPath(lines[index]), Self.root(of: value) == variable else { continue }
                    if uses[value] == nil { order.append(value) }
                    uses[value, default: 0] += 1
                }
                hoist(order.filter { uses[$0]! >= 2 }, in: body, after: opener, name: piece)
            }
            opener += 1
        }
    }

    /// Declares a piece for each value after the line `opener` and writes it at each of the
    /// value's uses within `body`.
    private mutating func hoist(_ values: [String], in body: Range<Int>, after opener: Int, name: () -> String) {
        guard !values.isEmpty else { return }
        let names = Dictionary(uniqueKeysWithValues: values.map { ($0, name()) })
        for index in body {
            if let value = Self.escapedPath(lines[index]), let piece = names[value] {
                lines[index] = Self.indentation(lines[index]) + "out.write(\(piece))"
            }
        }
        let indentation = Self.indentation(lines[opener]) + "    "
        lines.insert(contentsOf: values.map { indentation + "let \(names[$0]!) = out.escapedOnce(\($0))" }, at: opener + 1)
    }

    /// `vN` of a line `for vN in … {`.
    private static func loopVariable(_ line: String) -> String? {
        let code = line.drop { $0 == " " }
        guard code.hasPrefix("for v"), code.hasSuffix(" {"), let inRange = code.range(of: " in ") else { return nil }
        return String(code[code.index(code.startIndex, offsetBy: 4)..<inRange.lowerBound])
    }

    /// The line after a block's last, the block opening at `opener`: the first line indented no
    /// deeper than the opener (its closing brace).
    private static func blockEnd(_ lines: [String], opener: Int) -> Int {
        let depth = indentation(lines[opener]).count
        return lines[(opener + 1)...].firstIndex { !$0.isEmpty && indentation($0).count <= depth } ?? lines.count
    }

    /// The value of a line `out.escaped(path)` whose argument is a path of fields from `self` or
    /// a bound name, and nil for any other line.
    private static func escapedPath(_ line: String) -> String? {
        let code = line.drop { $0 == " " }
        guard code.hasPrefix("out.escaped("), code.hasSuffix(")") else { return nil }
        let value = code.dropFirst("out.escaped(".count).dropLast()
        let isPath = value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && segment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
        }
        return isPath ? String(value) : nil
    }

    private static func root(of path: String) -> Substring {
        path.prefix { $0 != "." }
    }

    private static func indentation(_ line: String) -> String {
        String(line.prefix { $0 == " " })
    }

    mutating func indent() { depth += 1 }
    mutating func outdent() { depth -= 1 }

    mutating func line(_ line: String) {
        flush()
        lines.append(line.isEmpty ? "" : String(repeating: "    ", count: depth) + line)
    }

    mutating func text(_ literal: String) { pending += literal }

    mutating func call(_ statement: String) { line(statement) }

    mutating func open(_ line: String) {
        self.line(line)
        depth += 1
    }

    /// `} else {`. An `if let` whose body wrote nothing becomes a test for nil.
    mutating func reopen(_ line: String) {
        flush()
        depth -= 1
        let opener = String(repeating: "    ", count: depth) + "if let "
        if let last = lines.last, last.hasPrefix(opener), last.hasSuffix(" {"), let equals = last.range(of: " = ") {
            let value = last[equals.upperBound..<last.index(last.endIndex, offsetBy: -2)]
            lines[lines.count - 1] = String(repeating: "    ", count: depth) + "if \(value) == nil {"
        } else {
            self.line(line)
        }
        depth += 1
    }


    /// Closes a block; an `else` that wrote nothing is dropped, and so is a block that wrote nothing.
    mutating func close(_ line: String) {
        flush()
        depth -= 1
        let indentation = String(repeating: "    ", count: depth)
        if let last = lines.last, last == indentation + "} else {" {
            lines[lines.count - 1] = indentation + "}"
            return
        }
        if let last = lines.last, last.hasPrefix(indentation), last.hasSuffix(" {"), !last.hasPrefix(indentation + " "),
           !last.hasPrefix(indentation + "}") {
            // An opener with nothing inside: the whole block goes.
            lines.removeLast()
            return
        }
        self.line(line)
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        let literal = Self.literal(pending)
        pending = ""
        line("out.text(\(literal))")
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + escaped + "\""
    }

    static let keywords: Set<String> = ["in", "default", "case", "class", "struct", "enum", "func", "let", "var", "return", "if", "else",
                                        "for", "while", "do", "switch", "import", "static", "self", "true", "false", "nil", "is", "as",
                                        "where", "repeat", "break", "continue", "throw", "throws", "try", "catch", "init", "operator",
                                        "protocol", "extension", "public", "private", "internal", "fileprivate", "subscript", "typealias"]

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
