import Foundation
import LarderModel

/// How dates, times and quantities read on pages: one place, so every page says them alike.
enum Format {
    static func date(_ date: Date) -> String {
        date.formatted(.dateTime.day().month(.abbreviated).year().locale(Locale(identifier: "en_GB")))
    }

    /// "12 Nov 2026": a calendar day, the same wherever the page is read.
    static func day(_ day: Day) -> String {
        day.noon.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!))
    }

    /// "Tue 24 Nov": a day of the plan.
    static func weekday(_ day: Day) -> String {
        day.noon.formatted(Date.FormatStyle(locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!)
            .weekday(.abbreviated).day().month(.abbreviated))
    }

    static func dateTime(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!)) + " UTC"
    }

    /// "" for no time at all, so templates can leave it out.
    static func duration(seconds: Int) -> String {
        seconds > 0 ? StepTime.format(seconds: seconds) : ""
    }

    /// A name fit for a downloaded file.
    static func fileName(_ name: String) -> String {
        let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "recipe" : String(slug.prefix(60))
    }
}
