import Foundation
import LarderModel

/// How dates, times and quantities read on pages: one place, so every page says them alike.
enum Format {
    /// "12 Nov 2026": the day a moment falls on where the household lives.
    static func date(_ date: Date, in zone: TimeZone) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_GB"), timeZone: zone))
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

    /// "12 Nov 2026, 15:03", where the household lives; a time in UTC says so.
    static func dateTime(_ date: Date, in zone: TimeZone) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_GB"), timeZone: zone))
            + (zone.secondsFromGMT(for: date) == 0 && zone.identifier.hasPrefix("UTC") || zone == .gmt ? " UTC" : "")
    }

    /// "step 2, servings and tags".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "5 MB", "23.4 MB": a file's size as the limits say it (1 MB is 1,048,576 bytes).
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return (value >= 10 || value == value.rounded() ? String(Int(value.rounded())) : String(format: "%.1f", value)) + " MB"
    }

    /// "" for no time at all, so templates can leave it out.
    static func duration(seconds: Int) -> String {
        seconds > 0 ? StepTime.format(seconds: seconds) : ""
    }
}
