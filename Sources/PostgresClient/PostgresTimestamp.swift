import Foundation

/// `timestamptz` travels as ISO text. Parsing and formatting are done by hand: they sit on every
/// row of every page, and Foundation's formatters are slow and locale-dependent.
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

    public static func decode(from cell: PostgresCell) throws -> Date {
        let bytes = try cell.required(Date.self)
        guard let date = parseTimestamp(bytes) else { throw cell.failure(Date.self) }
        return date
    }
}

/// Parses PostgreSQL's ISO output: `2026-11-22 10:00:00.123456+01`, offsets `+05:30`, `infinity`.
func parseTimestamp(_ bytes: UnsafeRawBufferPointer) -> Date? {
    if bytes.first == UInt8(ascii: "i") || bytes.count > 1 && bytes[1] == UInt8(ascii: "i") {
        if bytes.elementsEqual("infinity".utf8) { return .distantFuture }
        if bytes.elementsEqual("-infinity".utf8) { return .distantPast }
        return nil
    }
    var text = TimestampText(bytes: bytes)
    guard let year = text.number(maxDigits: 6, exactly: false), text.expect("-"),
          let month = text.number(), text.expect("-"), let day = text.number(),
          text.expect(" ") || text.expect("T"),
          let hour = text.number(), text.expect(":"), let minute = text.number(), text.expect(":"), let second = text.number()
    else { return nil }
    var micros: Int64 = 0
    if text.expect(".") {
        var scale: Int64 = 100_000
        while let digit = text.digit() {
            micros += Int64(digit) * scale
            scale /= 10
        }
    }
    var offsetSeconds: Int64 = 0
    if !text.isAtEnd {
        let sign: Int64
        if text.expect("+") { sign = 1 } else if text.expect("-") { sign = -1 } else if text.expect("Z") { sign = 0 } else { return nil }
        if sign != 0 {
            guard let hours = text.number() else { return nil }
            var offset = hours * 3600
            if text.expect(":") { guard let minutes = text.number() else { return nil }; offset += minutes * 60 }
            if text.expect(":") { guard let secs = text.number() else { return nil }; offset += secs }
            offsetSeconds = sign * offset
        }
    }
    guard text.isAtEnd else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    return Date(timeIntervalSince1970: Double(seconds) + Double(micros) / 1_000_000)
}

/// A timestamp's text read from the front. A struct with mutating methods, not functions nested
/// in the parser: those captured the position, and every read of it was checked for exclusive
/// access at run time, 150 instructions a character, so that a timestamp cost 3,600.
private struct TimestampText {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// The next byte as a digit's value, read past; nil if it is not one.
    mutating func digit() -> UInt8? {
        guard index < bytes.count, let digit = asciiDigit(bytes[index]) else { return nil }
        index += 1
        return digit
    }

    mutating func number(maxDigits: Int = 2, exactly: Bool = true) -> Int64? {
        var value: Int64 = 0
        var count = 0
        while count < maxDigits, let digit = digit() {
            value = value * 10 + Int64(digit)
            count += 1
        }
        return count == 0 || (exactly && count != maxDigits) ? nil : value
    }

    // A byte, not a `Character`: a character's `asciiValue` costs more than the rest of the parse.
    mutating func expect(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }
}

private func asciiDigit(_ byte: UInt8) -> UInt8? {
    let digit = byte &- UInt8(ascii: "0")
    return digit < 10 ? digit : nil
}

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
