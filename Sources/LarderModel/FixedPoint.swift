import Foundation

/// A decimal number held as a whole number of 10⁻¹⁵ths: the arithmetic of quantities. It is
/// exact for every amount Larder stores (thousandths), every unit's size (the US teaspoon,
/// 4.92892159375 ml, has eleven places) and every density (thousandths), so that sums,
/// scalings and conversions add and multiply integers, and only a division rounds, at the
/// fifteenth place. Through Foundation's `Decimal`, whose every operation normalizes a 128-bit
/// mantissa and whose division is long division, a recipe page spent half its instructions
/// on its ingredient totals (3.3 M of 6.7 M; 1.2 M now).
///
/// Amounts beyond any kitchen's (past 10²³) saturate rather than trap: they are only ever said.
struct FixedPoint: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The value times 10¹⁵.
    let units: Int128

    static let places = 15
    static let scale = Int128(1_000_000_000_000_000)

    init(units: Int128) { self.units = units }

    init(integerLiteral value: Int) { self.init(value) }

    init(_ whole: Int) { units = Int128(whole) * Self.scale }

    /// `numerator / denominator`, rounded at the fifteenth place: ⅛, ⅓, 0.01.
    init(_ numerator: Int, over denominator: Int) {
        self = FixedPoint(numerator) / FixedPoint(denominator)
    }

    /// The decimal's value: exact up to fifteen places, rounded half away from zero past them.
    ///
    /// Read from the decimal's bytes as swift-foundation lays them out: the exponent; a byte
    /// whose high four bits count the mantissa's words and whose bit 3 is the sign; two
    /// reserved; eight 16-bit words of mantissa, least significant first. Foundation makes
    /// those fields internal on Linux, and its public ways to a number go through
    /// `NSDecimalNumber`, which costs more than the sum itself. `FixedPointTests` compares this
    /// with Foundation's own text of thousands of decimals, so a change of layout fails there.
    init(_ decimal: Decimal) {
        let (exponent, length, negative, mantissa) = withUnsafeBytes(of: decimal) { bytes -> (Int, Int, Bool, UInt128) in
            precondition(bytes.count == 20, "Foundation's Decimal is no longer laid out as this reads it")
            let length = Int(bytes[1] >> 4)
            var mantissa = UInt128(0)
            for word in stride(from: length - 1, through: 0, by: -1) {
                mantissa = mantissa << 16 | UInt128(bytes[4 + 2 * word]) | UInt128(bytes[5 + 2 * word]) << 8
            }
            return (Int(Int8(bitPattern: bytes[0])), length, bytes[1] & 0x08 != 0, mantissa)
        }
        guard length > 0 else {
            self.init(units: 0)
            return
        }
        let shift = exponent + Self.places
        var magnitude: UInt128
        if shift >= 0 {
            let (product, overflow) = shift > 38 ? (0, true) : mantissa.multipliedReportingOverflow(by: Self.powerOfTen(shift))
            magnitude = overflow ? .max : product
        } else if -shift > 38 {
            magnitude = 0
        } else {
            let divisor = Self.powerOfTen(-shift)
            magnitude = mantissa / divisor + (mantissa % divisor >= divisor - divisor / 2 ? 1 : 0)
        }
        self.init(magnitude: magnitude, negative: negative)
    }

    private init(magnitude: UInt128, negative: Bool) {
        let clamped = Int128(clamping: magnitude)
        units = negative ? -clamped : clamped
    }

    /// 10ⁿ, for n up to 38.
    private static func powerOfTen(_ exponent: Int) -> UInt128 {
        var power = UInt128(1)
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    /// The same value as a `Decimal`, for what is kept or sent on.
    var decimal: Decimal {
        var (mantissa, exponent) = (units.magnitude, -Self.places)
        while exponent < 0, mantissa != 0, mantissa % 10 == 0 { mantissa /= 10; exponent += 1 }
        let high = Decimal(UInt64(truncatingIfNeeded: mantissa >> 64)), low = Decimal(UInt64(truncatingIfNeeded: mantissa))
        let significand = mantissa >> 64 == 0 ? low : high * (Decimal(UInt64.max) + 1) + low
        return Decimal(sign: units < 0 ? .minus : .plus, exponent: exponent, significand: significand)
    }

    var double: Double { Double(units) / 1e15 }

    static func < (lhs: FixedPoint, rhs: FixedPoint) -> Bool { lhs.units < rhs.units }

    static func + (lhs: FixedPoint, rhs: FixedPoint) -> FixedPoint {
        let (sum, overflow) = lhs.units.addingReportingOverflow(rhs.units)
        return FixedPoint(units: overflow ? (rhs.units < 0 ? .min : .max) : sum)
    }

    static func - (lhs: FixedPoint, rhs: FixedPoint) -> FixedPoint {
        lhs + FixedPoint(units: rhs.units == .min ? .max : -rhs.units)
    }

    static func += (lhs: inout FixedPoint, rhs: FixedPoint) { lhs = lhs + rhs }

    static func * (lhs: FixedPoint, rhs: FixedPoint) -> FixedPoint {
        muldiv(lhs.units, rhs.units, scale)
    }

    static func / (lhs: FixedPoint, rhs: FixedPoint) -> FixedPoint {
        precondition(rhs.units != 0, "division of an amount by zero")
        return muldiv(lhs.units, scale, rhs.units)
    }

    /// The amount times `numerator / denominator` (servings), divided once.
    func times(_ numerator: Int, over denominator: Int) -> FixedPoint {
        Self.muldiv(units, Int128(numerator), Int128(denominator))
    }

    /// `a × b / c`, rounded half away from zero, through a 256-bit product.
    private static func muldiv(_ a: Int128, _ b: Int128, _ c: Int128) -> FixedPoint {
        let negative = ((a < 0) != (b < 0)) != (c < 0)
        let (high, low) = a.magnitude.multipliedFullWidth(by: b.magnitude)
        let divisor = c.magnitude
        let quotient: UInt128, remainder: UInt128
        if high == 0 {
            (quotient, remainder) = low.quotientAndRemainder(dividingBy: divisor)
        } else if high < divisor {
            (quotient, remainder) = divisor.dividingFullWidth((high, low))
        } else {
            return FixedPoint(magnitude: .max, negative: negative)
        }
        return FixedPoint(magnitude: remainder >= divisor - divisor / 2 ? quotient + 1 : quotient, negative: negative)
    }

    /// How far apart two amounts are.
    func distance(to other: FixedPoint) -> FixedPoint {
        other > self ? other - self : self - other
    }

    /// The nearest multiple of `step`, halves away from zero ("7.3 to the nearest 0.5 is 7.5"),
    /// or, `down`, the multiple at or below.
    func rounded(toNearest step: FixedPoint, down: Bool = false) -> FixedPoint {
        let (quotient, remainder) = units.quotientAndRemainder(dividingBy: step.units)
        var multiples = quotient
        if down {
            if remainder < 0 { multiples -= 1 }
        } else if remainder.magnitude >= step.units.magnitude - step.units.magnitude / 2 {
            multiples += remainder < 0 ? -1 : 1
        }
        let (product, overflow) = multiples.multipliedReportingOverflow(by: step.units)
        return FixedPoint(units: overflow ? (multiples < 0 ? .min : .max) : product)
    }

    /// Rounded to `places` decimal places (negative: to tens, hundreds…), halves away from zero.
    func rounded(places: Int) -> FixedPoint {
        guard places < Self.places else { return self }
        let shift = Self.places - places
        // 10³⁸ is the largest power of ten an Int128 holds; past it every amount rounds to 0.
        guard shift <= 38 else { return 0 }
        return rounded(toNearest: FixedPoint(units: Int128(Self.powerOfTen(shift))))
    }

    /// The shortest decimal text: "1230", "2.35", "0.0123", "0".
    var text: String {
        let (whole, fraction) = units.magnitude.quotientAndRemainder(dividingBy: UInt128(Self.scale))
        var text = units < 0 ? "-" : ""
        text += whole <= UInt128(UInt64.max) ? String(UInt64(whole)) : String(whole)
        guard fraction != 0 else { return text }
        var digits = Array(String(UInt64(fraction)).utf8)
        digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: Self.places - digits.count), at: 0)
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return text + "." + String(decoding: digits, as: UTF8.self)
    }
}
