import Foundation
import JSONReading
import Testing

/// `JSONReader`: JSON read as it is parsed, by rows that read their own members, and what is not
/// JSON refused with an error rather than a crash.
@Suite("JSON read byte by byte")
struct JSONReaderTests {
    struct Row: JSONRow, Equatable {
        var text: String
        var number: Int
        var fraction: Double
        var flag: Bool
        var missing: String?
        var id: UUID

        init(json: inout JSONReader) throws {
            var (text, number, fraction, flag, missing, id): (String?, Int?, Double?, Bool?, String?, UUID?)
            try json.object { json, key in
                switch key {
                case "text": text = try json.string()
                case "number": number = try json.int()
                case "fraction": fraction = try json.double()
                case "flag": flag = try json.bool()
                case "missing": missing = try json.optional { try $0.string() }
                case "id": id = try json.uuid()
                default: try json.skip()
                }
            }
            (self.text, self.number) = (try JSONReader.required(text, "text"), try JSONReader.required(number, "number"))
            (self.fraction, self.flag) = (try JSONReader.required(fraction, "fraction"), try JSONReader.required(flag, "flag"))
            (self.missing, self.id) = (missing, try JSONReader.required(id, "id"))
        }
    }

    /// `text`, which must hold one value and nothing after it, read with `body`.
    static func read<T>(_ text: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        try Array(text.utf8).withUnsafeBytes { bytes in try JSONReader.read(bytes, body) }
    }

    @Test("what is not JSON, or not the row, is refused with an error, not a crash")
    func refusesWhatIsNotJSON() throws {
        let row = "{\"text\": \"a\", \"number\": 1, \"fraction\": 1, \"flag\": true, \"id\": \"\(UUID())\""
        for text in ["", "[", "[" + row + "}", "[" + row + "},]", "[" + row + ", \"x\" 1}]", "[" + row + ", \"x\": \"\\x\"}]",
                     "[" + row + ", \"x\": \"\\ud800\"}]", "[" + row + ", \"x\": tru}]", "[] []", "[" + row + ", \"x\": \"a}]",
                     "[" + row + ", \"x\": " + String(repeating: "[", count: 10_000) + "}]",
                     // Not the row: a member of the wrong kind, or one missing.
                     "[{\"text\": 5}]", "[{\"text\": \"a\"}]", "[" + row + ", \"number\": \"1\"}]", "[" + row + ", \"number\": 1.5}]",
                     "[" + row + ", \"id\": \"not a uuid\"}]", "{}", "[1]"] {
            #expect(throws: JSONReader.Mismatch.self, "\(text.prefix(80))") {
                try Array(text.utf8).withUnsafeBytes { bytes in try JSONReader.read(bytes) { try $0.array(of: Row.init(json:)) } }
            }
        }
        for (text, expected) in [("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("-0", 0), ("0", 0)] {
            #expect(try Array(text.utf8).withUnsafeBytes { bytes in try JSONReader.read(bytes) { try $0.int() } } == expected)
        }
        for text in ["9223372036854775808", "-9223372036854775809", "1e3", "-", "12a"] {
            #expect(throws: JSONReader.Mismatch.self, "\(text)") { try Array(text.utf8).withUnsafeBytes { bytes in try JSONReader.read(bytes) { try $0.int() } } }
        }
        let valid = try Array(("[" + row + "}]").utf8).withUnsafeBytes { bytes in try JSONReader.read(bytes) { try $0.array(of: Row.init(json:)) } }
        #expect(valid.count == 1 && valid[0].text == "a" && valid[0].missing == nil)
    }

    @Test("every escape JSON has is read as the character it stands for, a surrogate pair as one character beyond the BMP")
    func escapes() throws {
        let text = #""quote \" backslash \\ slash \/ \b\f\n\r\t \u00e9 \u00C9 \ud83c\udf4b""#
        #expect(try Self.read(text) { try $0.string() } == "quote \" backslash \\ slash / \u{08}\u{0C}\n\r\t é É 🍋")
    }

    @Test("a key is matched by its name whether written plainly or with escapes, and gives its text to a reader that keeps every member")
    func keys() throws {
        let members = try Self.read(#"{"name": 1, "n\u0061me": 2, "other": 3}"#) { json in
            var members: [(text: String, isName: Bool)] = []
            try json.object { json, key in
                switch key {
                case "name": members.append((key.text, true))
                default: members.append((key.text, false))
                }
                try json.skip()
            }
            return members
        }
        #expect(members.map(\.text) == ["name", "name", "other"])
        #expect(members.map(\.isName) == [true, true, false])
    }

    @Test("a number's text is kept as written, for a decimal read without rounding; doubles and integers are read from it")
    func numbers() throws {
        #expect(try Self.read("1.10") { try $0.number() } == "1.10")
        #expect(try Self.read(" -0.000123e+2 ") { try $0.number() } == "-0.000123e+2")
        #expect(try Self.read("2.5e3") { try $0.double() } == 2500)
        #expect(try Self.read("[1, -2, 30]") { try $0.array { try $0.int() } } == [1, -2, 30])
    }

    @Test("the next value's kind is told by its first character, a value a row does not read is passed over whole, and null is nil")
    func kindsAndSkipping() throws {
        let kinds = try Self.read(#"[{"a": [1, {"b": null}]}, [], "x", -1.5, true, false, null]"#) { json in
            try json.array { json -> JSONReader.Kind? in
                let kind = json.nextKind()
                try json.skip()
                return kind
            }
        }
        #expect(kinds == [.object, .array, .string, .number, .bool, .bool, .null])
        #expect(try Self.read(" null ") { try $0.optional { try $0.string() } } == nil)
        #expect(try Self.read(#""x""#) { try $0.optional { try $0.string() } } == "x")
    }

    @Test("arrays nested 64 deep are read; one deeper is refused before it can take the stack")
    func nesting() throws {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        #expect(throws: Never.self) { try Self.read(nested(64)) { try $0.skip() } }
        #expect(throws: JSONReader.Mismatch.self) { try Self.read(nested(65)) { try $0.skip() } }
    }
}
