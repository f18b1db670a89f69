import Foundation
import LarderModel
import Synchronization

/// How dates, times and quantities read on pages: one place, so every page says them alike, in
/// the reader's language ("12 Nov 2026", "12. Nov. 2026", "12 nov. 2026").
enum Format {
    private static let utc = TimeZone(identifier: "UTC")!

    /// "12 Nov 2026": the day a moment falls on where the household lives.
    static func date(_ date: Date, in zone: TimeZone, _ language: Language) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: language.locale, timeZone: zone))
    }

    /// "12 Nov 2026": a calendar day, the same wherever the page is read.
    static func day(_ day: Day, _ language: Language) -> String {
        remembered(.day, day, language) {
            day.noon.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: language.locale, timeZone: utc))
        }
    }

    /// "Tue 24 Nov": a day of the plan.
    static func weekday(_ day: Day, _ language: Language) -> String {
        remembered(.weekday, day, language) {
            day.noon.formatted(Date.FormatStyle(locale: language.locale, timeZone: utc).weekday(.abbreviated).day().month(.abbreviated))
        }
    }

    private enum DayStyle { case day, weekday }

    private struct DayWording: Hashable {
        let style: DayStyle
        let day: Day
        let language: Language
    }

    /// Days as they were last said. A day's words depend on nothing else, and Foundation's
    /// formatter, through ICU, costs some 14,000 instructions a day: a tenth of the week's page,
    /// which shows the same seven days to everyone who opens it. Forgotten all at once when full.
    private static let wordings = Mutex<[DayWording: String]>([:])

    private static func remembered(_ style: DayStyle, _ day: Day, _ language: Language, _ say: () -> String) -> String {
        let key = DayWording(style: style, day: day, language: language)
        if let known = wordings.withLock({ $0[key] }) { return known }
        let words = say()
        wordings.withLock { wordings in
            if wordings.count >= 4_096 { wordings.removeAll(keepingCapacity: true) }
            wordings[key] = words
        }
        return words
    }

    /// "12 Nov 2026, 15:03", where the household lives; a time in UTC says so.
    static func dateTime(_ date: Date, in zone: TimeZone, _ language: Language) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: language.locale, timeZone: zone))
            + (zone.secondsFromGMT(for: date) == 0 && zone.identifier.hasPrefix("UTC") || zone == .gmt ? " UTC" : "")
    }

    /// "step 2, servings and tags", with the language's "and".
    static func list(_ items: [String], _ strings: Strings) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : strings.common.listPair(first: items.dropLast().joined(separator: ", "), last: last)
    }

    /// "5 MB", "23.4 MB" ("23,4 MB", "23,4 Mo"): a file's size as the limits say it (1 MB is 1,048,576 bytes).
    static func megabytes(_ bytes: Int, _ language: Language) -> String {
        let value = Double(bytes) / 1_048_576
        let number = value >= 10 || value == value.rounded() ? String(Int(value.rounded())) : String(format: "%.1f", value)
        return language.decimal(number) + (language == .fr ? " Mo" : " MB")
    }

    /// "" for no time at all, so templates can leave it out.
    static func duration(seconds: Int) -> String {
        seconds > 0 ? StepTime.format(seconds: seconds) : ""
    }
}
