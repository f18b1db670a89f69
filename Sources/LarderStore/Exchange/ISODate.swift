import Foundation

/// ISO 8601 dates as documents carry them: written in UTC to the millisecond, read in any of
/// the shapes sites publish ("2024-05-01", "2024-05-01T12:30:00+02:00", "…T12:30:00.123Z").
enum ISODate {
    static func format(_ date: Date) -> String {
        let instant = milliseconds(date)
        let fraction = (instant % 1000 + 1000) % 1000
        let whole = Date(timeIntervalSince1970: TimeInterval((instant - fraction) / 1000))
        let stamp = whole.formatted(Date.ISO8601FormatStyle())
        return stamp.dropLast() + String(format: ".%03ldZ", Int(fraction))
    }

    /// The instant, to the millisecond, that `format` writes; documents sort by it.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func parse(_ text: String) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        let styles = [Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle()]
        // A time without a zone is read as UTC, the only reading that gives one answer everywhere.
        for candidate in [text, text + "Z"] {
            for style in styles {
                if let date = try? style.parse(candidate) { return date }
            }
        }
        return try? Date.ISO8601FormatStyle().year().month().day().parse(text)
    }
}
