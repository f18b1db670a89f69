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

    /// Every run of HTML's white space (ASCII spaces, tabs and line breaks) as one space, as a
    /// browser shows text; a no-break space is kept.
    static func collapsingWhitespace(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var inSpace = false
        for byte in text.utf8 {
            if isSpace(byte) {
                if !inSpace { result.append(UInt8(ascii: " ")) }
                inSpace = true
            } else {
                result.append(byte)
                inSpace = false
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }

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
                if ElementTraits.of(name).contains(.breaksLine) { result.append("\n") }
                index = html.index(after: close)
            } else {
                // "\r\n" is one Character in Swift: a Windows line break is a break too.
                result.append(character == "\r" || character == "\r\n" ? "\n" : character)
                index = next
            }
        }
        return result
    }

    /// Entities ("&amp;", "&#39;", "&#x27;") as what they stand for; an "&" that starts none
    /// stays. Read as bytes: a page's text may be megabytes of them.
    static func decodingEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let source = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "&"), let (decoded, end) = entity(at: index, in: source) {
                result.append(contentsOf: decoded.utf8)
                index = end
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The entity whose "&" is at `start` (its ";" within the next 11 bytes): what it stands
    /// for, and where the text after it starts.
    private static func entity(at start: Int, in bytes: [UInt8]) -> (String, Int)? {
        let limit = min(bytes.count, start + 12)
        guard let semicolon = bytes[(start + 1)..<limit].firstIndex(of: UInt8(ascii: ";")),
              let decoded = entity(String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)) else { return nil }
        return (decoded, semicolon + 1)
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
        "Eacute": "É", "Ouml": "Ö", "Uuml": "Ü", "oelig": "œ", "OElig": "Œ", "Agrave": "À", "Aacute": "Á", "Acirc": "Â",
        "Ccedil": "Ç", "Egrave": "È", "Ecirc": "Ê", "Euml": "Ë", "Iacute": "Í", "Icirc": "Î", "Iuml": "Ï", "Ntilde": "Ñ",
        "Oacute": "Ó", "Ocirc": "Ô", "Uacute": "Ú", "Ugrave": "Ù", "Ucirc": "Û", "Aring": "Å", "AElig": "Æ", "Oslash": "Ø",
        "iexcl": "¡", "iquest": "¿", "ordf": "ª", "ordm": "º", "sup1": "¹", "sup2": "²", "sup3": "³", "frac15": "⅕",
        "lsaquo": "‹", "rsaquo": "›", "prime": "′", "Prime": "″", "sect": "§", "para": "¶", "plusmn": "±", "acute": "´",
        "cedil": "¸", "uml": "¨", "macr": "¯", "not": "¬", "ge": "≥", "le": "≤", "asymp": "≈", "ne": "≠", "infin": "∞",
        "zwnj": "", "zwj": "", "lrm": "", "rlm": "",
    ]
}
