import Foundation
import JSONReading
import PostgresClient
import PostgresTestSupport
import Testing

/// `JSONRows` reads what PostgreSQL writes as JSON exactly as Foundation's decoder does (what the
/// reader refuses is in JSONReadingTests).
@Suite("JSON cells read without JSONDecoder")
struct JSONRowsTests {
    struct Row: JSONRow, Codable, Equatable {
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

    static let texts = [
        "", "plain", "quote \" and backslash \\ and slash /", "tab\tnewline\ncarriage\r", "\u{01}\u{1F} controls",
        "Crème brûlée, 日本, e\u{301}", "emoji 🍋 beyond the BMP", "\u{2028}\u{2029} separators", "{\"looks\": [\"like\", \"json\"]}",
    ]

    @Test("PostgreSQL's json and jsonb text, every escape included, reads as JSONDecoder reads it")
    func readsWhatPostgresWrites() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let casts: [(String, SQL)] = [("json", "json"), ("jsonb", "jsonb")]
            for (type, cast) in casts {
                for text in Self.texts {
                    let id = UUID()
                    let result = try await connection.query("""
                        SELECT json_agg(json_build_object('text', \(text)::text, 'number', -42, 'fraction', 2.5, 'flag', true,
                                                          'missing', NULL, 'id', \(id), 'unread', json_build_array(1, 'two', NULL, false,
                                                          json_build_object('deep', json_build_array(json_build_object())))))::\(cast)
                        """)
                    let fast = try result[0].decode(JSONRows<Row>.self).rows
                    let foundation = try result[0].decode(JSONB<[Row]>.self).value
                    #expect(fast == foundation, "\(type): \(text.debugDescription)")
                    #expect(fast.first?.text == text && fast.first?.id == id)
                }
            }
        }
    }
}
