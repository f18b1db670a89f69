import HTTPTypes
import Hummingbird
@testable import LarderWeb
import Testing

@Suite("Request cookies")
struct RequestCookiesTests {
    /// Cookie headers of pairs and pieces without `=`, split by `;` with or without spaces and
    /// tabs, whose values hold `=`, quotes, spaces, percent signs and accents; names repeat.
    /// Values are never empty nor begin with `=`: there Hummingbird's reading departs from RFC
    /// 6265's (`b==x` gives it `x`, `b=` no cookie), and the last test pins ours down.
    private static func headers(_ generator: inout some RandomNumberGenerator) -> [String] {
        let names = ["a", "b", "larder_session", "larder_form", "é"]
        let valuePieces = ["x", "=", "\"", " ", "\t", "%3D", "é", "yz"]
        return (0..<Int.random(in: 1...2, using: &generator)).map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ -> String in
                let space = ["", " ", "  ", "\t"].randomElement(using: &generator)!
                if Int.random(in: 0..<5, using: &generator) == 0 { return space + "junk" }
                let rest = (0..<Int.random(in: 0...4, using: &generator)).map { _ in valuePieces.randomElement(using: &generator)! }.joined()
                return space + names.randomElement(using: &generator)! + "=" + "v" + rest
            }.joined(separator: ";")
        }
    }

    @Test("every cookie is read as Hummingbird's Cookies reads it, on 20,000 generated headers")
    func readAsHummingbirdReadsThem() {
        var generator = SystemRandomNumberGenerator()
        var differing: [String] = []
        for _ in 0..<20_000 {
            var fields = HTTPFields()
            for value in Self.headers(&generator) { fields.append(HTTPField(name: .cookie, value: value)) }
            let ours = RequestCookies(fields)
            // Both read what a request holds: header values without their outer whitespace.
            let theirs = Cookies(from: fields[values: .cookie])
            for name in ["a", "b", "larder_session", "larder_form", "é", "junk", "x"] where ours[name] != theirs[name]?.value {
                differing.append("\(fields[values: .cookie]) [\(name)]: \(ours[name] ?? "nil") against \(theirs[name]?.value ?? "nil")")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, among them \(differing.prefix(5))")
    }

    @Test("a request's cookies by name, the first of a name winning, and none without a Cookie header")
    func byName() {
        var fields: HTTPFields = [.cookie: "larder_session=abc; theme=dark;  larder_session=later;flash=a=b"]
        fields.append(HTTPField(name: .cookie, value: "second=2"))
        let cookies = RequestCookies(fields)
        #expect(cookies["larder_session"] == "abc")
        #expect(cookies["theme"] == "dark")
        #expect(cookies["flash"] == "a=b")
        #expect(cookies["second"] == "2")
        #expect(cookies["missing"] == nil)
        #expect(RequestCookies(HTTPFields())["larder_session"] == nil)
    }

    @Test("as RFC 6265 reads a pair: the name up to the first =, the value all after it, even when empty")
    func pairsAsTheRFCReadsThem() {
        let cookies = RequestCookies([.cookie: "empty=; padded==abc=; =nameless; bare"])
        #expect(cookies["empty"] == "")
        #expect(cookies["padded"] == "=abc=")
        #expect(cookies[""] == "nameless")
        #expect(cookies["bare"] == nil)
    }
}
