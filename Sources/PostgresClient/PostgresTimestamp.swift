import Foundation

/// `timestamptz` is sent as ISO text, formatted by hand (Foundation's formatters are slow and
/// locale-dependent), and read in binary.
extension Date: PostgresCodable {
    public static var postgresType: PostgresType { .timestamptz }

    public var postgresBinding: PostgresBinding {
        if self == .distantFuture { return .text("infinity", as: .timestamptz) }
        if self == .distantPast { return .text("-infinity", as: .timestamptz) }
        let micros = (timeIntervalSince1970 * 1_000_000).rounded()
        var seconds = Int64((micros / 1_000_000).rounded(.down))
        let fraction = Int64(micros) - seconds * 1_000_000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        seconds -= days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(fraction, 6))Z"
        return .text(text, as: .timestamptz)
    }

    /// A `timestamptz` (or a `timestamp`, taken as UTC): microseconds since 2000-01-01 00:00
    /// UTC, whatever the session's time zone; the largest and smallest mean ±infinity.
    public static func decode(from cell: PostgresCell) throws -> Date {
        _ = try cell.required(Date.self)
        guard let bytes = cell.fixedWidth(.timestamptz, count: 8) ?? cell.fixedWidth(.timestamp, count: 8) else {
            throw cell.failure(Date.self)
        }
        let micros = bytes.bigEndian(Int64.self)
        if micros == .max { return .distantFuture }
        if micros == .min { return .distantPast }
        let (seconds, fraction) = micros.quotientAndRemainder(dividingBy: 1_000_000)
        // Whole seconds and the fraction apart, so that the sum keeps its microseconds.
        return Date(timeIntervalSince1970: Double(seconds + postgresEpoch) + Double(fraction) / 1_000_000)
    }
}

/// PostgreSQL's epoch, 2000-01-01 00:00 UTC, in seconds since 1970's.
private let postgresEpoch: Int64 = 946_684_800

/// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's civil-days algorithm).
func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
}

/// The inverse of `daysSinceEpoch`.
func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}
