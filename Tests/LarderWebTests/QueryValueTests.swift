import Foundation
@testable import LarderWeb
import Testing

@Suite("Links' query values")
struct QueryValueTests {
    @Test("a query value is encoded natively as Foundation's .alphanumerics encodes it, for every scalar of the first plane")
    func encodedAsFoundationDoes() {
        let differing = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "a\(scalar)1"
            return text.asQueryValue != text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        }
        #expect(differing.isEmpty, "\(differing.count) differ, among them \(differing.prefix(10).map { String($0.value, radix: 16) })")
        #expect("crème fraîche & co".asQueryValue == "cr%C3%A8me%20fra%C3%AEche%20%26%20co")
        #expect("😀 ½".asQueryValue == "%F0%9F%98%80%20%C2%BD")
        #expect("".asQueryValue == "")
    }
}

@Suite("Form fields' error ids")
struct FieldErrorIDTests {
    @Test("a field's error id keeps letters and digits and makes every other character a hyphen, read as bytes as the Character rule reads it")
    func errorIDs() {
        func byCharacters(_ name: String) -> String {
            "error-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        }
        var names = (0..<128).map { "a\(Character(Unicode.Scalar(UInt8($0))))1" }
        names += ["", "servings", "day-2026-11-27", "lines[3].quantity", "crème", "e\u{301}tape", "½ cup", "名前"]
        var generator = SystemRandomNumberGenerator()
        let pieces = Array("aZ09-_. [];:\u{7F}")
        names += (0..<2_000).map { _ in String((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }) }
        let differing = names.filter { FormField.errorID(of: $0) != byCharacters($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(FormField("lines[3].quantity").errorID == "error-lines-3--quantity")
    }
}
