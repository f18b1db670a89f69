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
