import Foundation
@testable import LarderModel
import PropertyBased
import Testing

@Suite("Quantities' arithmetic in integers")
struct FixedPointTests {
    @Test("a decimal read from its bytes is the value Foundation writes, and goes back unchanged", arguments: [
        "0", "1", "-7", "0.5", "-0.5", "0.001", "123.456", "999999999.999", "28.349523125", "4.92892159375", "0.000000000000001",
        "1234567890123456789012", "-1234567890123.5",
    ])
    func readsDecimals(text: String) {
        let decimal = Decimal(string: text)!
        #expect(FixedPoint(decimal).text == decimal.description)
        #expect(FixedPoint(decimal).decimal == decimal)
    }

    @Test("any amount a line can store reads exactly, whatever Foundation's arithmetic made of it")
    func readsStoredAmounts() async {
        await propertyCheck(count: 5000, input: Gen.int(in: 0...999_999_999_999), Gen.int(in: 0...3), Gen.bool) { thousandths, divisions, negative in
            // The same value reached by Foundation's own sums and quotients, which leave its
            // mantissa in any length and exponent.
            var decimal = Decimal(thousandths) / 1000
            for _ in 0..<divisions { decimal = decimal * 7 / 7 }
            if negative { decimal = -decimal }
            let expected = Decimal(string: (negative && thousandths > 0 ? "-" : "") + "\(thousandths / 1000).\(String(format: "%03d", thousandths % 1000))")!
            #expect(FixedPoint(decimal).decimal == expected, "\(decimal)")
        }
    }

    @Test("past fifteen places a decimal is rounded half away from zero")
    func roundsLongDecimals() {
        #expect(FixedPoint(Decimal(1) / 3).text == "0.333333333333333")
        #expect(FixedPoint(Decimal(2) / 3).text == "0.666666666666667")
        #expect(FixedPoint(-Decimal(2) / 3).text == "-0.666666666666667")
        #expect(FixedPoint(Decimal(string: "0.0000000000000005")!).text == "0.000000000000001")
        #expect(FixedPoint(Decimal(string: "0.00000000000000049")!).text == "0")
    }

    @Test("sums, products and quotients are Foundation's to the fifteenth place")
    func arithmetic() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...99_999_999), Gen.int(in: 1...99_999_999)) { a, b in
            let (x, y) = (Decimal(a) / 1000, Decimal(b) / 100_000)
            #expect((FixedPoint(x) + FixedPoint(y)).decimal == x + y)
            #expect((FixedPoint(x) - FixedPoint(y)).decimal == x - y)
            #expect((FixedPoint(x) * FixedPoint(y)).decimal == x * y)
            #expect((FixedPoint(x) / FixedPoint(y)).text == FixedPoint(x / y).text, "\(x) / \(y)")
        }
    }

    @Test("rounding to a step takes the nearest multiple, halves away from zero, or the one below")
    func rounding() {
        #expect(FixedPoint(Decimal(string: "7.3")!).rounded(toNearest: .half).text == "7.5")
        #expect(FixedPoint(Decimal(string: "7.25")!).rounded(toNearest: .half).text == "7.5")
        #expect(FixedPoint(Decimal(string: "7.2")!).rounded(toNearest: .half).text == "7")
        #expect(FixedPoint(Decimal(string: "1.99")!).rounded(toNearest: 1, down: true).text == "1")
        #expect(FixedPoint(Decimal(string: "1234")!).rounded(places: -1).text == "1230")
        #expect(FixedPoint(Decimal(string: "2.345")!).rounded(places: 2).text == "2.35")
        #expect(FixedPoint(Decimal(string: "0.01234")!).rounded(places: 4).text == "0.0123")
    }

    @Test("amounts past any kitchen's saturate instead of stopping the server")
    func saturates() {
        let huge = FixedPoint(Decimal(string: "99999999999999999999999")!)
        #expect((huge * huge).units == .max)
        #expect((huge + huge).units == .max)
        #expect((FixedPoint(units: .max) + 1).units == .max)
        #expect((huge / FixedPoint(1, over: 1000)).units == .max)
    }
}
