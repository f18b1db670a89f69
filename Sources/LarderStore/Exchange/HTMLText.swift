/// Plain text from the fields of schema.org documents, which sites fill with HTML fragments
/// and entities ("Mom&#39;s <em>best</em> bread").
enum HTMLText {
    /// Tags removed (those that end a block become line breaks), entities decoded, control
    /// characters dropped and spaces collapsed; single-line text also loses its line breaks.
    static func plainText(_ html: String, multiline: Bool) -> String {
        // Some sites encode twice ("&amp;#39;"); a second pass reads what the first uncovered.
        let decoded = decodingEntities(decodingEntities(removingTags(html)))
        let lines = decoded.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(whereSeparator: { $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } })
                .joined(separator: " ")
        }
        guard multiline else { return lines.filter { !$0.isEmpty }.joined(separator: " ") }
        var kept: [String] = []
        for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) {
            kept.append(line)
        }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// One step's text as sites write it: a line break inside a paragraph is the source's
    /// wrapping, not the author's, so it becomes a space; a blank line still parts paragraphs.
    /// (Tags that break lines, `<br>` and `<p>`, are read later by `plainText`.)
    static func unwrapped(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var result = ""
        var pendingBreak = ""
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.allSatisfy(\.isWhitespace) {
                if !result.isEmpty { pendingBreak = "\n\n" }
                continue
            }
            if !result.isEmpty { result += pendingBreak.isEmpty ? " " : pendingBreak }
            result += line
            pendingBreak = ""
        }
        return result
    }

    /// Every run of white space as one space, as a browser shows HTML's text.
    static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for character in text {
            if character.isWhitespace {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.append(character)
                inSpace = false
            }
        }
        return result
    }

    static let blockTags: Set<String> = ["br", "p", "div", "li", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6",
                                         "tr", "section", "article", "blockquote", "hr"]

    /// Linear in the text: once no ">" is left after a "<", none is looked for again (a field of
    /// half a million "<a" used to search to its end from each of them).
    static func removingTags(_ html: String) -> String {
        var result = ""
        var index = html.startIndex
        var closesLeft = true
        while index < html.endIndex {
            let character = html[index]
            let next = html.index(after: index)
            // Only "<" followed by a letter, "/" or "!" opens a tag; "a < b" is text.
            if character == "<", closesLeft, next < html.endIndex, html[next].isLetter || html[next] == "/" || html[next] == "!",
               let close = html[next...].firstIndex(of: ">") ?? { closesLeft = false; return nil }() {
                let name = html[next..<close].drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
                if blockTags.contains(name) { result.append("\n") }
                index = html.index(after: close)
            } else {
                // "\r\n" is one Character in Swift: a Windows line break is a break too.
                result.append(character == "\r" || character == "\r\n" ? "\n" : character)
                index = next
            }
        }
        return result
    }

    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";"),
               let decoded = entity(String(text[text.index(after: index)..<semicolon])) {
                result += decoded
                index = text.index(after: semicolon)
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    /// The text an entity name ("amp", "#39", "#x27") stands for.
    static func entity(_ name: String) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let code = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let code, code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            return String(Character(scalar))
        }
        return namedEntities[name]
    }

    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ensp": " ", "emsp": " ",
        "thinsp": " ", "shy": "", "ndash": "–", "mdash": "—", "minus": "−", "hellip": "…", "bull": "•", "middot": "·",
        "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»",
        "deg": "°", "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac18": "⅛",
        "times": "×", "divide": "÷", "copy": "©", "reg": "®", "trade": "™", "cent": "¢", "pound": "£", "euro": "€",
        "yen": "¥", "micro": "µ", "szlig": "ß", "aacute": "á", "agrave": "à", "acirc": "â", "auml": "ä", "aring": "å",
        "aelig": "æ", "ccedil": "ç", "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "iacute": "í",
        "igrave": "ì", "icirc": "î", "iuml": "ï", "ntilde": "ñ", "oacute": "ó", "ograve": "ò", "ocirc": "ô",
        "ouml": "ö", "oslash": "ø", "uacute": "ú", "ugrave": "ù", "ucirc": "û", "uuml": "ü", "Auml": "Ä",
        "Eacute": "É", "Ouml": "Ö", "Uuml": "Ü",
    ]
}
