import Foundation

/// ISO 8601 dates as documents carry them: written in UTC to the millisecond, read in any of
/// the shapes sites publish ("2024-05-01", "2024-05-01T12:30:00+02:00", "…T12:30:00.123Z").
public enum ISODate {
    /// "2026-11-27T08:55:28.887Z": UTC, to the millisecond. Written from the clock's fields:
    /// Foundation's ISO 8601 style and `String(format:)` cost 20,000 instructions a date, and
    /// every recipe page's JSON-LD, every exported recipe and every request's log line say one.
    public static func format(_ date: Date) -> String {
        let instant = milliseconds(date)
        let fraction = (instant % 1000 + 1000) % 1000
        var seconds = time_t((instant - fraction) / 1000)
        var fields = tm()
        guard gmtime_r(&seconds, &fields) != nil, (1583...9999).contains(Int(fields.tm_year) + 1900) else {
            // Years of five digits, and those before the Gregorian calendar's, which Foundation
            // writes in the Julian calendar, as Foundation writes them.
            let stamp = Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(Date.ISO8601FormatStyle())
            return stamp.dropLast() + String(format: ".%03ldZ", Int(fraction))
        }
        return String(unsafeUninitializedCapacity: 24) { text in
            var at = 0
            func put(_ value: Int, digits: Int, then separator: Unicode.Scalar) {
                var divisor = 1
                for _ in 1..<digits { divisor *= 10 }
                while divisor > 0 {
                    text[at] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
                    at += 1
                    divisor /= 10
                }
                text[at] = UInt8(ascii: separator)
                at += 1
            }
            put(Int(fields.tm_year) + 1900, digits: 4, then: "-")
            put(Int(fields.tm_mon) + 1, digits: 2, then: "-")
            put(Int(fields.tm_mday), digits: 2, then: "T")
            put(Int(fields.tm_hour), digits: 2, then: ":")
            put(Int(fields.tm_min), digits: 2, then: ":")
            put(Int(fields.tm_sec), digits: 2, then: ".")
            put(Int(fraction), digits: 3, then: "Z")
            return at
        }
    }

    /// The instant, to the millisecond, that `format` writes; documents sort by it.
    package static func milliseconds(_ date: Date) -> Int64 {
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
