import Foundation
/// Writes one Swift render function per page template, for the view type the template names,
/// and one function per partial and parent (the layout, the header, the flashes, `csrf` …),
/// which the pages call.
///
/// Mustache finds a name by climbing the context stack at run time. Here the stack is known
/// when compiling: each frame is a Swift value of a known type, so a name becomes the first
/// frame whose type has that field. A field that is an optional may be nil, and a nil field
/// is one the reference renderer does not see (its views leave nils out): then the search goes
/// on outwards, so such a name compiles to `if let … else` over the frames that have it.
///
/// A partial is compiled once, as a function of the values its names find on the caller's
/// stack: the first part of each such name (`page` of `page.t.language`) is a parameter, found
/// at the call. A parent's blocks that its user fills are closures, written at the call with
/// the user's stack. Where that cannot be said so (a name that finds an optional on the caller's
/// stack, `{{.}}` of the caller's value, a block inside a section of the parent, blocks handed
/// on from an outer parent), the partial is written inline at that call, as Mustache reads it.
/// Local names come from the template's own names (`for recipe in self.recipes`), so that a
/// one-line template edit changes a few generated lines.
struct PageCompiler {
    let templates: [String: [Node]]
    let types: ViewTypes
    /// Whether a name no frame has is an error (for Larder's pages, where it is a typo) or, as
    /// Mustache has it, nothing (for the specification's cases).
    let strictNames: Bool
    /// The enum the partials' functions are declared in.
    let namespace: String
    private var code = CodeWriter(reserved: [])
    /// While a partial's call is being looked at: what its names find on the caller's stack.
    private var probe: Probe?
    /// Where each name was found by some page: a name no page finds is a typo.
    private(set) var found: Set<String> = []
    private(set) var looked: [String: Place] = [:]
    /// The partials' functions, by template, in the order they were first called.
    private(set) var functions: [String: [String]] = [:]
    private var compiledSignatures: Set<String> = []

    init(templates: [String: [Node]], types: ViewTypes, strictNames: Bool, namespace: String) {
        self.templates = templates
        self.types = types
        self.strictNames = strictNames
        self.namespace = namespace
    }

    /// A value on the context stack: a Swift expression and its type (never optional).
    struct Frame {
        var expression: String
        var type: ViewType
        /// A frame of the stack the partial being looked at was called with.
        var isEntry = false
        /// A partial function's parameter: it answers to this name alone, as the value it stands
        /// for answered at the call.
        var binding: String?
    }

    /// A block's content: the template's nodes, or, inside a parent's function, the closure
    /// parameter its user passed (nil when it passed none).
    enum Block {
        case nodes([Node])
        case parameter(String)
    }

    /// The blocks a parent's users gave it, where they were written.
    typealias Blocks = [String: Block]

    /// What a partial's names and blocks need of its call, found by writing it inline once and
    /// throwing that away.
    struct Probe {
        /// The first part of each name found on the caller's stack, and what it found there, in
        /// the order first used.
        var roots: [(name: String, value: Frame)] = []
        /// The blocks the partial shows that its caller may fill, in the order first shown.
        var blocks: [String] = []
        /// Those of `blocks` shown inside a section of the partial, which no closure of its caller's could fill.
        var blocksInSections: [String] = []
        /// Blocks the partial fills itself, for a parent it uses: a caller's block of the same
        /// name would win over them, which a function cannot say.
        var filledInside: [String] = []
        /// Why the partial is written inline at this call instead.
        var inline: String?
    }

    mutating func compile(page: String, view: Declaration) throws -> String {
        code = CodeWriter(reserved: ["out", "self"])
        code.line("extension \(view.qualifiedName): CompiledPage {")
        code.indent()
        code.line("static let template = \(CodeWriter.literal(page))")
        code.line("")
        code.line("func render(into out: inout HTMLWriter) {")
        code.indent()
        guard let nodes = templates[page] else { throw TemplateError(place: view.place, problem: "no template \(page)") }
        try emit(nodes, stack: [Frame(expression: "self", type: .record(view))], blocks: [:], within: [page])
        code.flush()
        code.escapeRepeatedValuesOnce(roots: ["self"])
        code.outdent()
        code.line("}")
        code.outdent()
        code.line("}")
        return code.text
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
            try call(name, place, stack: stack, blocks: blocks, inForce: blocks, isParent: false, within: within)
        case .parent(let name, let indentation, let given, let place):
            try requireNoIndentation(indentation, place)
            // The blocks already in force win over the ones this use gives, as in swift-mustache.
            let merged = given.mapValues(Block.nodes).merging(blocks) { _, outer in outer }
            try call(name, place, stack: stack, blocks: merged, inForce: blocks, isParent: true, within: within)
        case .block(let name, let fallback, let indentation, let place):
            try requireNoIndentation(indentation, place)
            switch blocks[name] {
            case .nodes(let nodes)?:
                // Looking at a call, a block filled inside the partial, by a parent it uses.
                if probe != nil, !probe!.filledInside.contains(name) { probe!.filledInside.append(name) }
                try emit(nodes, stack: stack, blocks: blocks, within: within)
            case .parameter(let parameter)?:
                code.open("if let \(parameter) {")
                code.line("\(parameter)(&out)")
                code.reopen("} else {")
                try emit(fallback, stack: stack, blocks: blocks, within: within)
                code.close("}")
            case nil:
                if probe != nil {
                    // A block the caller may fill: a closure of the function, shown where the
                    // caller's stack is the partial's own (not inside a section of it).
                    if !probe!.blocks.contains(name) { probe!.blocks.append(name) }
                    if stack.last?.isEntry != true, !probe!.blocksInSections.contains(name) { probe!.blocksInSections.append(name) }
                }
                try emit(fallback, stack: stack, blocks: blocks, within: within)
            }
        }
    }

    // MARK: Partials as functions

    /// A partial or a parent, called as its function where its names allow, else written inline.
    /// `blocks`: those the partial is written with; `inForce`: those of outer parents, which win
    /// over a parent's own.
    private mutating func call(_ name: String, _ place: Place, stack: [Frame], blocks: Blocks, inForce: Blocks, isParent: Bool,
                               within: [String]) throws {
        let nodes = try partial(name, place, within: within)
        guard probe == nil else {
            // Looking at an enclosing partial's call: everything it includes is written inline.
            return try emit(nodes, stack: stack, blocks: blocks, within: within + [name])
        }
        var needs = try self.needs(of: nodes, on: stack, within: within + [name])
        if let reason = Self.inlineReason(needs, isParent: isParent, inForce: inForce) {
            // `LARDER_TEMPLATES_EXPLAIN=1 make templates` says where a partial is written inline, and why.
            if ProcessInfo.processInfo.environment["LARDER_TEMPLATES_EXPLAIN"] != nil {
                FileHandle.standardError.write(Data("\(within.joined(separator: " → ")) writes \(name) inline: \(reason)\n".utf8))
            }
            return try emit(nodes, stack: stack, blocks: blocks, within: within + [name])
        }
        // A partial's blocks that no outer parent fills show their own content: no closures.
        if !isParent { needs.blocks = [] }
        let function = CodeWriter.functionName(name)
        let signature = "\(name)(" + needs.roots.map { "\($0.name): \($0.value.type)" }.joined(separator: ", ") + "; blocks: \(needs.blocks))"
        if compiledSignatures.insert(signature).inserted {
            try compileFunction(name, function, nodes, needs, within: within + [name])
        }
        // The call: each parameter's value from the caller's stack, and each block its user gave.
        let arguments = needs.roots.map { "\(CodeWriter.identifier($0.name)): \($0.value.expression)" } + ["into: &out"]
        let given = needs.blocks.compactMap { block -> (String, [Node])? in
            guard case .nodes(let nodes)? = blocks[block] else { return nil }
            return (block, nodes)
        }
        guard !given.isEmpty else {
            code.line("\(namespace).\(function)(\(arguments.joined(separator: ", ")))")
            return
        }
        code.line("\(namespace).\(function)(")
        code.indent()
        code.line(arguments.joined(separator: ", ") + ",")
        for (index, (block, body)) in given.enumerated() {
            code.line("\(CodeWriter.identifier(block)): { out in")
            code.indent()
            try emit(body, stack: stack, blocks: blocks, within: within)
            code.flush()
            code.outdent()
            code.line(index == given.count - 1 ? "})" : "},")
        }
        code.outdent()
    }

    /// What the partial's names and blocks need of a call on `stack`: it is written inline once,
    /// on the caller's frames marked as such, and the code thrown away.
    private mutating func needs(of nodes: [Node], on stack: [Frame], within: [String]) throws -> Probe {
        let kept = code
        code = CodeWriter()
        probe = Probe()
        defer {
            code = kept
            probe = nil
        }
        let entry = stack.map { frame in
            var frame = frame
            frame.isEntry = true
            return frame
        }
        try emit(nodes, stack: entry, blocks: [:], within: within)
        return probe!
    }

    /// Why the partial cannot be called as its function here, or nil when it can.
    private static func inlineReason(_ needs: Probe, isParent: Bool, inForce: Blocks) -> String? {
        if let reason = needs.inline { return reason }
        if isParent, let filled = needs.filledInside.first { return "it fills the block \(filled), which its caller may fill too" }
        if let filled = needs.filledInside.first(where: { inForce[$0] != nil }) { return "it fills the block \(filled), which an outer parent fills" }
        if let shown = needs.blocks.first(where: { inForce[$0] != nil }) { return "it shows the block \(shown), which an outer parent fills" }
        if isParent, let shown = needs.blocksInSections.first { return "the block \(shown) is shown inside a section" }
        return nil
    }

    /// `static func name(root: Type, …, into out: inout HTMLWriter, block: …? = nil)`: the
    /// partial on a stack of its parameters.
    private mutating func compileFunction(_ template: String, _ function: String, _ nodes: [Node], _ needs: Probe, within: [String]) throws {
        let kept = code
        defer { code = kept }
        let labels = needs.roots.map { CodeWriter.identifier($0.name) }
        code = CodeWriter(reserved: Set(["out", "self"] + needs.roots.map(\.name) + needs.blocks))
        let parameters = zip(needs.roots, labels).map { "\($1): \($0.value.type)" } + ["into out: inout HTMLWriter"]
            + needs.blocks.map { "\(CodeWriter.identifier($0)): ((inout HTMLWriter) -> Void)? = nil" }
        code.line("static func \(function)(\(parameters.joined(separator: ", "))) {")
        code.indent()
        let stack = zip(needs.roots, labels).map { Frame(expression: $1, type: $0.value.type, binding: $0.name) }
        let blocks = Dictionary(uniqueKeysWithValues: needs.blocks.map { ($0, Block.parameter(CodeWriter.identifier($0))) })
        try emit(nodes, stack: stack, blocks: blocks, within: within)
        code.flush()
        code.escapeRepeatedValuesOnce(roots: Set(labels))
        code.outdent()
        code.line("}")
        functions[template, default: []].append(code.text)
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
            if top.isEntry { probe?.inline = "{{.}} shows the caller's value" }
            return try finish(&self, top)
        }
        guard !tag.name.isEmpty else {
            throw TemplateError(place: tag.place, problem: "sequence transforms (first(), index() …) are not supported")
        }
        let segments = tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if tag.name.hasPrefix(".") {
            // `.name`: the top frame only, no climbing.
            guard let top = stack.last else { return try finish(&self, nil) }
            if top.isEntry { probe?.inline = "{{\(tag.name)}} reads the caller's value" }
            if top.binding != nil, probe == nil {
                throw TemplateError(place: tag.place, problem: "\(tag.name) reads a partial's caller's value, which its function cannot")
            }
            return try follow(top, Array(segments.dropFirst()), tag: tag, finish)
        }
        try climb(segments, frames: Array(stack.reversed()), tag: tag, finish)
    }

    private mutating func climb(_ segments: [String], frames: [Frame], tag: Tag, _ finish: @escaping (inout PageCompiler, Frame?) throws -> Void) throws {
        guard let frame = frames.first else { return try finish(&self, nil) }
        let outer = Array(frames.dropFirst())
        let expression: String
        let type: ViewType
        if let binding = frame.binding {
            // A partial function's parameter: the value the name's first part found at the call.
            guard binding == segments[0] else { return try climb(segments, frames: outer, tag: tag, finish) }
            (expression, type) = (frame.expression, frame.type)
        } else {
            guard case .record(let declaration) = frame.type, let field = declaration.field(segments[0]) else {
                return try climb(segments, frames: outer, tag: tag, finish)
            }
            (expression, type) = ("\(frame.expression).\(CodeWriter.identifier(field.name))", try types.resolve(field, in: declaration))
        }
        if frame.isEntry, probe != nil {
            // An optional found on the caller's stack is a parameter that may be nil, unless a
            // frame below it has the name too: its nil would find that one, which the function
            // cannot see.
            if case .optional = type, outer.contains(where: { $0.isEntry && Self.answers($0, to: segments[0]) }) {
                probe!.inline = "\(segments[0]) is an optional on the caller's stack, over another"
            } else if !probe!.roots.contains(where: { $0.name == segments[0] }) {
                probe!.roots.append((segments[0], Frame(expression: expression, type: type)))
            }
        }
        if case .optional(let wrapped) = type {
            let name = code.fresh(segments[0])
            code.open("if let \(name) = \(expression) {")
            try follow(Frame(expression: name, type: try nonOptional(wrapped, tag)), Array(segments.dropFirst()), tag: tag, finish)
            code.reopen("} else {")
            try climb(segments, frames: outer, tag: tag, finish)
            code.close("}")
        } else {
            try follow(Frame(expression: expression, type: type), Array(segments.dropFirst()), tag: tag, finish)
        }
    }

    /// Whether a name's first part finds something in `frame`.
    private static func answers(_ frame: Frame, to name: String) -> Bool {
        if let binding = frame.binding { return binding == name }
        guard case .record(let declaration) = frame.type else { return false }
        return declaration.field(name) != nil
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
            let bound = code.fresh(name)
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
            let name = code.fresh(CodeWriter.singular(tag.name.split(separator: ".").last.map(String.init) ?? "item"))
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
    /// Every name declared in the function so far, and those it may not declare (its
    /// parameters, `out`, `self`): each local name is declared once, so none hides another.
    private var taken: Set<String>
    /// The local names declared by `fresh`, which `text` looks for uses of.
    private var locals: Set<String> = []

    init(reserved: Set<String> = []) {
        taken = reserved.union(Self.keywords)
    }

    /// A local name from a template's own name: `photo`, or `photo2` where `photo` is taken.
    mutating func fresh(_ base: String) -> String {
        var stem = String(base.filter { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        if stem.isEmpty || stem.first!.isNumber { stem = "value" + stem }
        var name = stem
        var count = 1
        while taken.contains(name) {
            count += 1
            name = "\(stem)\(count)"
        }
        taken.insert(name)
        locals.insert(name)
        return name
    }

    /// An element's name from its list's: `recipes` → `recipe`, `entries` → `entry`.
    static func singular(_ plural: String) -> String {
        if plural.hasSuffix("ies"), plural.count > 3 { return plural.dropLast(3) + "y" }
        if plural.hasSuffix("s"), !plural.hasSuffix("ss"), plural.count > 1 { return String(plural.dropLast()) }
        return plural.isEmpty ? "item" : plural + "Item"
    }

    /// A partial's function name from its template's: `text-field` → `textField`.
    static func functionName(_ template: String) -> String {
        let words = template.split { !($0.isLetter || $0.isNumber) }
        let name = (words.first.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "partial")
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return identifier(name.first!.isNumber ? "partial" + name : name)
    }

    /// The code, with an `if let` whose name nothing reads written as a test for nil, and a loop
    /// whose element nothing reads written `for _ in`.
    var text: String {
        var used: Set<Substring> = []
        for line in lines where !line.drop(while: { $0 == " " }).hasPrefix("out.text(") {
            // What a line reads: after `if let name = ` or `for name in `, only the value.
            var reading = Substring(line)
            if line.contains("if let "), let equals = line.range(of: " = ") { reading = line[equals.upperBound...] }
            if line.drop(while: { $0 == " " }).hasPrefix("for "), let inRange = line.range(of: " in ") { reading = line[inRange.upperBound...] }
            used.formUnion(Self.identifiers(in: reading).filter { locals.contains(String($0)) })
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

    /// The identifiers a line of code holds, outside its string literals.
    private static func identifiers(in line: Substring) -> [Substring] {
        var names: [Substring] = []
        var index = line.startIndex
        var inLiteral = false
        while index < line.endIndex {
            let character = line[index]
            if inLiteral {
                if character == "\\" { index = line.index(after: index) } else if character == "\"" { inLiteral = false }
                if index < line.endIndex { index = line.index(after: index) }
                continue
            }
            if character == "\"" {
                inLiteral = true
                index = line.index(after: index)
                continue
            }
            guard character.isLetter || character == "_" else {
                index = line.index(after: index)
                continue
            }
            var end = line.index(after: index)
            while end < line.endIndex, line[end].isLetter || line[end].isNumber || line[end] == "_" { end = line.index(after: end) }
            let before = index == line.startIndex ? " " : line[line.index(before: index)]
            // A field after a dot is no local name.
            if before != "." { names.append(line[index..<end]) }
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
    /// `roots`: the function's own values (`self`, or a partial's parameters).
    mutating func escapeRepeatedValuesOnce(roots: Set<String>) {
        guard let top = lines.firstIndex(where: { $0.hasSuffix("out: inout HTMLWriter) {") || $0.hasSuffix("-> Void)? = nil) {") }) else { return }
        // Paths from the function's own values that some loop shows, declared first, at the top.
        var inLoops: [String] = []
        for opener in lines.indices where opener > top && Self.loopVariable(lines[opener]) != nil {
            for index in (opener + 1)..<Self.blockEnd(lines, opener: opener) {
                if let value = Self.escapedPath(lines[index]), roots.contains(String(Self.root(of: value))), !inLoops.contains(value) {
                    inLoops.append(value)
                }
            }
        }
        hoist(inLoops, in: (top + 1)..<Self.blockEnd(lines, opener: top), after: top)
        // Then each loop's body, in the order written (an outer loop before those inside it).
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
                hoist(order.filter { uses[$0]! >= 2 }, in: body, after: opener)
            }
            opener += 1
        }
    }

    /// Declares a piece for each value after the line `opener` and writes it at each of the
    /// value's uses within `body`. A piece is named for its value's last field: `idHTML`.
    private mutating func hoist(_ values: [String], in body: Range<Int>, after opener: Int) {
        guard !values.isEmpty else { return }
        var names: [String: String] = [:]
        for value in values {
            names[value] = fresh(String(value.split(separator: ".").last ?? "value") + "HTML")
        }
        for index in body {
            if let value = Self.escapedPath(lines[index]), let piece = names[value] {
                lines[index] = Self.indentation(lines[index]) + "out.write(\(piece))"
            }
        }
        let indentation = Self.indentation(lines[opener]) + "    "
        lines.insert(contentsOf: values.map { indentation + "let \(names[$0]!) = out.escapedOnce(\($0))" }, at: opener + 1)
    }

    /// `name` of a line `for name in … {`.
    private static func loopVariable(_ line: String) -> String? {
        let code = line.drop { $0 == " " }
        guard code.hasPrefix("for "), code.hasSuffix(" {"), let inRange = code.range(of: " in ") else { return nil }
        let name = code[code.index(code.startIndex, offsetBy: 4)..<inRange.lowerBound]
        return name == "_" ? nil : String(name)
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
