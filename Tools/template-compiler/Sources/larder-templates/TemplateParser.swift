/// A tag's name and the transforms around it, with where it stands: `{{#empty(recipe.steps)}}` is
/// the name `recipe.steps` with the transform `empty`, applied innermost first.
struct Tag {
    var name: String
    var transforms: [String]
    var place: Place
}

/// A file and a line in it, for errors and for the comments of the generated code.
struct Place: CustomStringConvertible {
    var file: String
    var line: Int
    var description: String { "\(file):\(line)" }
}

/// One part of a parsed template.
indirect enum Node {
    case text(String)
    case variable(Tag, escaped: Bool)
    case section(Tag, [Node])
    case invertedSection(Tag, [Node])
    /// `{{> name}}`; `indentation` is the whitespace before a standalone tag.
    case partial(String, indentation: String?, Place)
    /// `{{< name}}…{{/name}}`: the named template, with these blocks overridden.
    case parent(String, indentation: String?, blocks: [String: [Node]], Place)
    /// `{{$ name}}default{{/name}}` where a template offers a block to override.
    case block(String, default: [Node], indentation: String?, Place)
    /// `{{$ name}}…{{/name}}` directly inside a parent: an override, gathered into the parent.
    case blockDefinition(String, [Node])
    /// `{{% CONTENT_TYPE: … }}`.
    case contentType(String, Place)
    /// `{{! … }}`, kept so that a page template can name its view type.
    case comment(String)
}

struct TemplateError: Error, CustomStringConvertible {
    var place: Place
    var problem: String
    var description: String { "\(place): error: \(problem)" }
}

/// Parses Mustache as swift-mustache 2.1 does, whitespace included, so that the compiled pages
/// are the reference's byte for byte: a tag alone on its line (a standalone tag) takes the line
/// with it; inside a parent's block, the first line's indentation is taken off every line.
/// Set-delimiter tags and dynamic partials are refused: Larder's templates use neither.
struct TemplateParser {
    private let characters: [Character]
    private var position = 0
    private let file: String

    init(_ text: String, file: String) {
        characters = Array(text)
        self.file = file
    }

    static func parse(_ text: String, file: String) throws -> [Node] {
        var parser = TemplateParser(text, file: file)
        return try parser.parse(State())
    }

    private struct State {
        var sectionName: String?
        var sectionTransforms: [String] = []
        /// Where the open section's tag stands, for the error if it is never closed.
        var sectionPlace: Place?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var partialDefinitionIndent: String?

        func inSection(_ name: String, transforms: [String] = [], newLine: Bool, at place: Place) -> State {
            var state = self
            state.sectionName = name
            state.sectionPlace = place
            state.sectionTransforms = transforms
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func inParent(_ name: String, at place: Place) -> State {
            var state = self
            state.sectionName = name
            state.sectionPlace = place
            state.sectionTransforms = []
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }
    }

    private var atEnd: Bool { position == characters.count }
    private var current: Character { atEnd ? "\0" : characters[position] }
    private var place: Place { Place(file: file, line: characters[..<min(position, characters.count)].reduce(1) { $1.isNewline ? $0 + 1 : $0 }) }

    private func error(_ problem: String) -> TemplateError { TemplateError(place: place, problem: problem) }

    private mutating func read(while accepts: (Character) -> Bool) -> String {
        let start = position
        while !atEnd, accepts(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    private mutating func read(_ expected: String) -> Bool {
        let wanted = Array(expected)
        guard position + wanted.count <= characters.count, Array(characters[position..<position + wanted.count]) == wanted else { return false }
        position += wanted.count
        return true
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    private mutating func parse(_ initial: State) throws -> [Node] {
        var nodes: [Node] = []
        var state = initial
        var whiteSpaceBefore = ""
        while !atEnd {
            if state.newLine {
                let whiteSpace = read(while: Self.isBlank)
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = String(whiteSpace.dropFirst(indent.count))
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = readUntilTagOrNewline()
            if !atEnd, current.isNewline {
                nodes.append(.text(whiteSpaceBefore + text + String(current)))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if atEnd { break }
            let tagPlace = place
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let (name, transforms) = try parseName()
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let body = try parse(state.inSection(name, transforms: transforms, newLine: setNewLine, at: tagPlace))
                let tag = Tag(name: name, transforms: transforms, place: tagPlace)
                nodes.append(inverted ? .invertedSection(tag, body) : .section(tag, body))

            case "/":
                position += 1
                let (name, transforms) = try parseName()
                guard name == state.sectionName, transforms == state.sectionTransforms else {
                    throw TemplateError(place: tagPlace, problem: "{{/\(name)}} closes no open section"
                        + (state.sectionName.map { " (the open one is \($0))" } ?? ""))
                }
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                // The caller continues after the closing tag, on a new line if it stood alone.
                _ = setNewLine
                return nodes

            case "!":
                position += 1
                let start = position
                while !atEnd, !read("}}") { position += 1 }
                guard characters[..<position].suffix(2) == ["}", "}"] else { throw error("a comment is not closed") }
                nodes.append(.comment(String(characters[start..<(position - 2)])))
                setNewLine = isStandalone(state)

            case "{", "&":
                let triple = current == "{"
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                position += 1
                let (name, transforms) = try parseName()
                if triple, !read("}") { throw TemplateError(place: tagPlace, problem: "{{{\(name)}} is not closed by }}}") }
                nodes.append(.variable(Tag(name: name, transforms: transforms, place: tagPlace), escaped: false))

            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                if current == "*" { throw TemplateError(place: tagPlace, problem: "dynamic partials are not supported") }
                let name = try parsePartialName()
                if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                if isStandalone(state) {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: whiteSpaceBefore, tagPlace))
                } else {
                    nodes.append(.partial(name, indentation: nil, tagPlace))
                }
                whiteSpaceBefore = ""

            case "<":
                position += 1
                _ = read(while: \.isWhitespace)
                let name = try parsePartialName()
                if name.hasPrefix("*") { throw TemplateError(place: tagPlace, problem: "dynamic parents are not supported") }
                if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                if isStandalone(state) { setNewLine = true }
                var blocks: [String: [Node]] = [:]
                for node in try parse(state.inParent(name, at: tagPlace)) {
                    switch node {
                    case .blockDefinition(let block, let body): blocks[block] = body
                    case .text, .comment: break
                    default: throw TemplateError(place: tagPlace, problem: "inside {{<\(name)}} only blocks ({{$name}}) may stand")
                    }
                }
                nodes.append(.parent(name, indentation: whiteSpaceBefore, blocks: blocks, tagPlace))
                whiteSpaceBefore = ""

            case "$":
                position += 1
                let (name, transforms) = try parseName()
                guard transforms.isEmpty else { throw TemplateError(place: tagPlace, problem: "a block takes no transform") }
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) { setNewLine = true }
                    nodes.append(.blockDefinition(name, try parse(state.inSection(name, newLine: setNewLine, at: tagPlace))))
                } else {
                    if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                    if isStandalone(state) { setNewLine = true }
                    let body = try parse(state.inSection(name, newLine: setNewLine, at: tagPlace))
                    nodes.append(.block(name, default: body, indentation: whiteSpaceBefore, tagPlace))
                    whiteSpaceBefore = ""
                }

            case "=":
                throw TemplateError(place: tagPlace, problem: "set-delimiter tags are not supported")

            case "%":
                position += 1
                _ = read(while: \.isWhitespace)
                let variable = read(while: Self.isNameCharacter)
                _ = read(while: \.isWhitespace)
                guard read(":") else { throw TemplateError(place: tagPlace, problem: "a {{% }} tag reads {{% NAME: value }}") }
                _ = read(while: \.isWhitespace)
                let value = read(while: Self.isNameCharacter)
                _ = read(while: \.isWhitespace)
                guard read("}}"), variable == "CONTENT_TYPE", !value.isEmpty else {
                    throw TemplateError(place: tagPlace, problem: "only {{% CONTENT_TYPE: … }} is supported")
                }
                nodes.append(.contentType(value, tagPlace))
                setNewLine = isStandalone(state)

            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let (name, transforms) = try parseName()
                nodes.append(.variable(Tag(name: name, transforms: transforms, place: tagPlace), escaped: true))
            }
            state.newLine = setNewLine
        }
        if let open = state.sectionName {
            throw TemplateError(place: state.sectionPlace ?? place, problem: "{{#\(open)}} is never closed")
        }
        return nodes
    }

    /// Reads text up to a newline (left unread) or an opening `{{` (read).
    private mutating func readUntilTagOrNewline() -> String {
        var text = ""
        while !atEnd {
            let character = characters[position]
            if character == "\n" || character == "\r\n" { break }
            if character == "{" {
                if read("{{") { break }
                text.append(character)
                position += 1
                continue
            }
            text.append(character)
            position += 1
        }
        return text
    }

    /// After a tag: whether it stood alone on its line. If so, the rest of the line (blanks and
    /// the newline) is consumed.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var probe = position
        while probe < characters.count, Self.isBlank(characters[probe]) { probe += 1 }
        guard probe < characters.count, characters[probe].isNewline else { return false }
        position = probe + 1
        return true
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || ".-_?*".contains(character))
    }

    /// `name` or `transform(name)` or `outer(inner(name))`.
    private mutating func parseName() throws -> (String, [String]) {
        let start = place
        _ = read(while: \.isWhitespace)
        let text = read(while: { Self.isNameCharacter($0) || $0 == "(" || $0 == ")" })
        _ = read(while: \.isWhitespace)
        guard read("}}") else { throw TemplateError(place: start, problem: "a tag is not closed by }}, or its name has a character names cannot have") }
        guard text.contains("(") else { return (text, []) }
        var parts = text.split(separator: "(", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.popLast(), parts.allSatisfy({ !$0.isEmpty && !$0.contains(")") }) else {
            throw TemplateError(place: start, problem: "\(text) is not a name with transforms, such as empty(items)")
        }
        let closing = last.drop(while: { $0 != ")" })
        let name = String(last.prefix(while: { $0 != ")" }))
        guard closing.count == parts.count, closing.allSatisfy({ $0 == ")" }) else {
            throw TemplateError(place: start, problem: "\(text) does not close each transform's bracket")
        }
        return (name, parts)
    }

    private mutating func parsePartialName() throws -> String {
        _ = read(while: \.isWhitespace)
        let name = read(while: { Self.isNameCharacter($0) || $0 == "(" || $0 == ")" || $0 == "/" })
        _ = read(while: \.isWhitespace)
        guard read("}}") else { throw error("a partial's tag is not closed by }}") }
        return name
    }
}
