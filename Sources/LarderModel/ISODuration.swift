import Foundation

/// ISO 8601 durations as recipe sites publish them ("PT1H30M", "P0DT0H35M", "pt20m").
public enum ISODuration {
    /// The duration in whole seconds, or nil when the text is not an ISO 8601 duration.
    public static func parse(_ text: String) -> Int? {
        let characters = Array(text.trimmed.uppercased())
        guard characters.first == "P" else { return nil }
        // Years and months have no exact length; recipe sites only ever write zero for them.
        let datePart: [(Character, Double)] = [("Y", 365 * 86_400), ("M", 30 * 86_400), ("W", 7 * 86_400), ("D", 86_400)]
        let timePart: [(Character, Double)] = [("H", 3_600), ("M", 60), ("S", 1)]

        var index = 1
        var total = 0.0
        var components = 0
        var designators = datePart[...]
        var inTimePart = false
        while index < characters.count {
            if characters[index] == "T" {
                guard !inTimePart, index + 1 < characters.count else { return nil }
                inTimePart = true
                designators = timePart[...]
                index += 1
                continue
            }
            let start = index
            while index < characters.count, characters[index].isASCIIDigit || characters[index] == "." || characters[index] == "," {
                index += 1
            }
            guard index > start, index < characters.count, index - start <= 15,
                  let value = Double(String(characters[start..<index]).replacingOccurrences(of: ",", with: ".")),
                  let found = designators.firstIndex(where: { $0.0 == characters[index] }) else { return nil }
            total += value * designators[found].1
            components += 1
            // Each designator appears at most once and in order: "PT30M1H" is not a duration.
            designators = designators[(found + 1)...]
            index += 1
        }
        guard components > 0, total.isFinite, total < Double(Int32.max) else { return nil }
        return Int(total.rounded())
    }

    /// "PT1H30M" for 5400; hours are not folded into days, as recipe sites write them.
    public static func format(seconds: Int) -> String {
        guard seconds > 0 else { return "PT0S" }
        let hours = seconds / 3_600, minutes = seconds % 3_600 / 60, rest = seconds % 60
        var text = "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 { text += "\(rest)S" }
        return text
    }
}
