/// Plain text from the Markdown that Mealie and Tandoor keep instructions in: the marks that
/// only format ("**bold**", "# heading", "[link](…)") go, the words stay. HTML among it is read
/// as HTML.
enum MarkdownText {
    static func plainText(_ markdown: String) -> String {
        let lines = HTMLText.plainText(markdown, multiline: true).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { line in withoutInlineMarks(withoutLeadingMarks(String(line))) }.joined(separator: "\n").trimmed
    }

    /// "## Dough" → "Dough"; "> Tip" → "Tip"; "- Mix" / "* Mix" → "Mix".
    static func withoutLeadingMarks(_ line: String) -> String {
        var rest = Substring(line.trimmed)
        for mark in ["#", ">"] where rest.hasPrefix(mark) {
            rest = rest.drop { String($0) == mark }.drop { $0 == " " }
        }
        if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " {
            rest = rest.dropFirst(2)
        }
        return String(rest)
    }

    /// "**Mix** the [flour](https://…)" → "Mix the flour"; images go entirely.
    static func withoutInlineMarks(_ line: String) -> String {
        var result = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let isImage = character == "!" && line[line.index(after: index)...].first == "["
            let open = isImage ? line.index(after: index) : index
            if line[open] == "[", let close = line[open...].firstIndex(of: "]"),
               line[line.index(after: close)...].first == "(", let end = line[close...].firstIndex(of: ")") {
                if !isImage { result += line[line.index(after: open)..<close] }
                index = line.index(after: end)
                continue
            }
            result.append(character)
            index = line.index(after: index)
        }
        for mark in ["**", "__", "~~", "`"] { result = result.replacingOccurrences(of: mark, with: "") }
        return result
    }
}
