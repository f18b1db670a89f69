import LarderModel

/// Times as people type them into recipe apps: "1 hr 20 mins", "1 1/2 hours", "45 min.",
/// "1h30", "1:30", "20-25 minutes", "90", or an ISO 8601 duration ("PT1H20M").
enum DurationText {
    /// The time in seconds; nil when the text names none (or more than a week: a typo, or
    /// "overnight" spelled in days).
    static func seconds(_ text: String?) -> Int? {
        if case .seconds(let seconds) = reading(text) { return seconds }
        return nil
    }

    /// What a time field holds, for a reader that says what it leaves out.
    enum Reading: Equatable {
        /// Nothing, or no time at all ("0", "PT0M").
        case none
        case seconds(Int)
        /// Words that name no time ("overnight").
        case unreadable
        case overAWeek
    }

    static func reading(_ text: String?) -> Reading {
        guard let text = text?.trimmed.nilIfEmpty else { return .none }
        guard text.count <= 100 else { return .unreadable }
        if let seconds = ISODuration.parse(text) ?? spelled(text.lowercased()) { return reading(seconds: seconds) }
        // "0", "0 min": a time of none, which the app wrote as nothing else.
        let numbers = tokens(text.lowercased()).compactMap { if case .number(let value) = $0 { value } else { nil } }
        return !numbers.isEmpty && numbers.allSatisfy { $0 == 0 } ? .none : .unreadable
    }

    static func reading(seconds: Int) -> Reading {
        seconds <= 0 ? .none : seconds <= StepTime.maximumSeconds ? .seconds(seconds) : .overAWeek
    }

    static let unitSeconds: [String: Double] = {
        var units: [String: Double] = [:]
        for word in ["d", "day", "days", "tag", "tage", "jour", "jours"] { units[word] = 86_400 }
        for word in ["h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "uur"] { units[word] = 3_600 }
        for word in ["m", "mn", "min", "mins", "minute", "minutes", "minuten", "minuut"] { units[word] = 60 }
        for word in ["s", "sec", "secs", "second", "seconds", "sek", "sekunden", "seconde", "secondes"] { units[word] = 1 }
        return units
    }()

    enum Token: Equatable {
        case number(Double)
        case word(String)
        case rangeMark
        case colon
    }

    /// Each amount followed by a unit adds up; the upper end of a range ("20-25") is dropped; a
    /// number after a unit is the next unit down ("1 h 30"); a bare number is minutes.
    static func spelled(_ text: String) -> Int? {
        let tokens = self.tokens(text)
        var total = 0.0
        if case .number(let hours)? = tokens.first, tokens.count == 3, tokens[1] == .colon, case .number(let minutes) = tokens[2] {
            total = hours * 3_600 + minutes * 60
            return total > 0 && total < Double(Int32.max) ? Int(total.rounded()) : nil
        }
        var pending: Double?
        var lastUnit: Double?
        var skipNextNumber = false
        for token in tokens {
            switch token {
            case .number(let value):
                if skipNextNumber { skipNextNumber = false; continue }
                pending = (pending ?? 0) + value
            case .rangeMark:
                if pending != nil { skipNextNumber = true }
            case .word(let word):
                if let unit = unitSeconds[word] {
                    if let amount = pending { total += amount * unit; pending = nil; lastUnit = unit }
                } else if pending != nil, ["to", "or", "bis", "à"].contains(word) {
                    skipNextNumber = true
                }
            case .colon:
                break
            }
        }
        if let amount = pending {
            let unit = lastUnit.map { $0 >= 3_600 ? $0 / 60 : 1 } ?? 60
            total += amount * unit
        }
        guard total > 0, total < Double(Int32.max) else { return nil }
        return Int(total.rounded())
    }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let fraction = vulgarFraction(character) {
                if case .number(let whole)? = tokens.last { tokens[tokens.count - 1] = .number(whole + fraction) } else { tokens.append(.number(fraction)) }
                index = text.index(after: index)
            } else if character.isASCII && character.isNumber {
                let run = text[index...].prefix { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," || $0 == "/" }
                index = run.endIndex
                let written = String(run).trimming { ".,/".unicodeScalars.contains($0) }.replacingOccurrences(of: ",", with: ".")
                if let value = fractionValue(written) ?? Double(written) { tokens.append(.number(value)) }
            } else if character.isLetter {
                let run = text[index...].prefix { $0.isLetter }
                index = run.endIndex
                tokens.append(.word(String(run)))
            } else {
                if "-–—".contains(character) { tokens.append(.rangeMark) }
                if character == ":" { tokens.append(.colon) }
                index = text.index(after: index)
            }
        }
        return tokens
    }

    /// "½" → 0.5, as Unicode gives it.
    static func vulgarFraction(_ character: Character) -> Double? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .numeric, let value = scalar.properties.numericValue, value < 1 else { return nil }
        return value
    }

    /// "1/2" → 0.5.
    static func fractionValue(_ text: String) -> Double? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 else { return nil }
        return top / bottom
    }
}
