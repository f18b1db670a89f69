import Foundation
import PostgresClient
import PostgresTestSupport
import Testing

/// `JSONNode` reads what PostgreSQL writes as JSON exactly as Foundation's decoder does, and
/// refuses what is not JSON with an error rather than a crash.
@Suite("JSON cells read without JSONDecoder")
struct JSONNodeTests {
    struct Row: JSONRow, Codable, Equatable {
        var text: String
        var number: Int
        var fraction: Double
        var flag: Bool
        var missing: String?
        var id: UUID

        init(json: JSONNode) throws {
            text = try json["text"].string()
            number = try json["number"].int()
            fraction = try json["fraction"].double()
            flag = try json["flag"].bool()
            missing = try json["missing"].optional { try $0.string() }
            id = try json["id"].uuid()
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
                                                          'missing', NULL, 'id', \(id)))::\(cast)
                        """)
                    let fast = try result[0].decode(JSONRows<Row>.self).rows
                    let foundation = try result[0].decode(JSONB<[Row]>.self).value
                    #expect(fast == foundation, "\(type): \(text.debugDescription)")
                    #expect(fast.first?.text == text && fast.first?.id == id)
                }
            }
        }
    }

    @Test("what is not JSON, or not the row, is refused with an error, not a crash")
    func refusesWhatIsNotJSON() throws {
        for text in ["", "[", "[{\"text\": \"a}]", "[1,]", "{\"a\" 1}", "[\"\\x\"]", "[\"\\ud800\"]", "tru", "[] []",
                     String(repeating: "[", count: 10_000)] {
            #expect(throws: JSONNode.Mismatch.self, "\(text.prefix(20))") {
                try Array(text.utf8).withUnsafeBytes { try JSONNode.parse($0) }
            }
        }
        let parsed = try Array("[{\"text\": 5}]".utf8).withUnsafeBytes { try JSONNode.parse($0) }
        #expect(throws: JSONNode.Mismatch.self) { try parsed.array().map(Row.init(json:)) }
    }

    @Test("UUIDs read from text as Foundation reads them, and what is not one is refused")
    func uuids() {
        for _ in 0..<1_000 {
            let id = UUID()
            #expect(UUID(hyphenated: id.uuidString.utf8) == id)
            #expect(UUID(hyphenated: id.uuidString.lowercased().utf8) == id)
        }
        for text in ["", "not a uuid", "E2161987-819F-46F3-861A-1D9C85A8C33", "E2161987-819F-46F3-861A-1D9C85A8C33G",
                     "E2161987x819F-46F3-861A-1D9C85A8C339", "E2161987-819F-46F3-861A-1D9C85A8C3399"] {
            #expect(UUID(hyphenated: text.utf8) == nil, "\(text)")
            #expect(UUID(uuidString: text) == nil, "\(text)")
        }
    }
}
