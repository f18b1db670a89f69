import Foundation
@testable import PostgresClient
import Testing
import PostgresTestSupport

@Suite("Values travel to PostgreSQL and back unchanged")
struct ValueRoundTripTests {
    @Test("text with quotes, backslashes, Unicode and emoji comes back as sent")
    func awkwardText() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let samples = [
                "O'Brien's \"famous\" pie", #"C:\recipes\new\n"#, "'; DROP TABLE users; --",
                "Crème brûlée à la façon de Grand-mère", "辣子鸡 🌶️🔥", "👩‍👩‍👧‍👦 family 🍲", "", " ", "$1", "%_\\",
            ]
            for sample in samples {
                let echoed = try await connection.query("SELECT \(sample)::text, length(\(sample))")
                let (text, length) = try echoed[0].decode(String.self, Int.self)
                #expect(text == sample)
                #expect(length == sample.unicodeScalars.count)
            }
        }
    }

    @Test("text holding a NUL byte is refused before it is sent")
    func nulIsRefused() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            await #expect(throws: PostgresError.self) {
                try await connection.query("SELECT \("a\u{0}b")::text")
            }
            // The connection is still usable afterwards.
            #expect(try await connection.query("SELECT 1")[0].decode(Int.self) == 1)
        }
    }

    @Test("every supported type round-trips through a table")
    func everyType() async throws {
        struct Tool: Codable, Equatable, Sendable {
            var name: String
            var note: String?
        }
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("""
                CREATE TABLE sample (
                    i8 bigint, i4 integer, i2 smallint, f8 double precision, q numeric(12,3), t text,
                    b boolean, ts timestamptz, id uuid, bytes bytea, tools jsonb, names text[], ids uuid[], counts bigint[])
                """)
            let when = Date(timeIntervalSince1970: 1_795_000_000.123456)
            let id = UUID()
            let bytes = Data([0, 1, 2, 0xfe, 0xff, 0, 92, 120])
            let tools = [Tool(name: "Dutch oven", note: "cast iron"), Tool(name: "Whisk", note: nil)]
            let names = ["plain", "with space", "with,comma", "with \"quote\"", "back\\slash", "", "NULL"]
            let ids = [UUID(), UUID()]
            try await connection.query("""
                INSERT INTO sample VALUES (\(Int.max), \(Int32.min), \(Int16(-7)), \(3.141592653589793), \(Decimal(string: "1234.125")!),
                    \("Tomato"), \(true), \(when), \(id), \(bytes), \(JSONB(tools)), \(names), \(ids), \([1, -2, 3]))
                """)
            let row = try await connection.query("SELECT * FROM sample")[0]
            let (i8, i4, i2, f8, q, t, b, ts, uuid, data, json, textArray, uuidArray, intArray) = try row.decode(
                Int.self, Int32.self, Int16.self, Double.self, Decimal.self, String.self, Bool.self, Date.self, UUID.self,
                Data.self, JSONB<[Tool]>.self, [String].self, [UUID].self, [Int].self)
            #expect(i8 == Int.max)
            #expect(i4 == Int32.min)
            #expect(i2 == -7)
            #expect(f8 == 3.141592653589793)
            #expect(q == Decimal(string: "1234.125")!)
            #expect(t == "Tomato")
            #expect(b == true)
            #expect(abs(ts.timeIntervalSince(when)) < 0.000_001)
            #expect(uuid == id)
            #expect(data == bytes)
            #expect(json.value == tools)
            #expect(textArray == names)
            #expect(uuidArray == ids)
            #expect(intArray == [1, -2, 3])
        }
    }

    @Test("numeric text is read as Decimal(string:) reads it: value, description and sign, and long or odd forms too")
    func numericText() {
        var generator = SystemRandomNumberGenerator()
        // PostgreSQL's forms, and some it never writes, which are Foundation's to read as before.
        var texts = ["0", "-0", "0.000", "1.50", "100", "-12.5", "0.001", "999999999999999999", "1234567890123456789",
                     "12345678901234567890.123", "NaN", "1e5", "0.1000000000000000000001", "", "-", ".", "1.2.3", "12a", "--1"]
        for _ in 0..<2000 {
            let whole = String(UInt64.random(in: 0...1_000_000_000_000, using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999, using: &generator))
            texts.append((Bool.random(using: &generator) ? "-" : "") + whole + (Bool.random(using: &generator) ? "." + fraction : ""))
        }
        for text in texts {
            let fast = Decimal(numeric: text), foundation = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
            #expect(fast == foundation && fast?.description == foundation?.description, "\(text)")
        }
    }

    @Test("NULL decodes as nil into optionals and is an error for non-optionals")
    func nulls() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let row = try await connection.query("SELECT \(Int?.none), \(String?.none), \(UUID?.none), \(Date?.none), \(Decimal?.none)")[0]
            let (a, b, c, d, e) = try row.decode(Int?.self, String?.self, UUID?.self, Date?.self, Decimal?.self)
            #expect(a == nil && b == nil && c == nil && d == nil && e == nil)
            #expect(throws: PostgresError.self) { try row.decode(Int.self, at: 0) }
        }
    }

    @Test("timestamps keep microseconds, before 1970 and far ahead, whatever the session time zone")
    func timestamps() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let dates = [
                Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1_234_567_890.5),
                Date(timeIntervalSince1970: 4_102_444_800.000001), Date(timeIntervalSince1970: 1_700_000_000.999999),
            ]
            try await connection.query("SET TimeZone = 'Asia/Kolkata'")
            for date in dates {
                let back = try await connection.query("SELECT \(date)::timestamptz")[0].decode(Date.self)
                #expect(abs(back.timeIntervalSince(date)) < 0.000_002, "\(date) came back as \(back)")
            }
            let epoch = try await connection.query("SELECT extract(epoch FROM \(dates[1]))::float8")[0].decode(Double.self)
            #expect(epoch == -1_234_567_890.5)
            let infinite = try await connection.query("SELECT 'infinity'::timestamptz")[0].decode(Date.self)
            #expect(infinite == .distantFuture)
            #expect(try await connection.query("SELECT '-infinity'::timestamptz")[0].decode(Date.self) == .distantPast)
            // Amsterdam's offset in 1900 had seconds (+00:19:32), which PostgreSQL writes.
            try await connection.query("SET TimeZone = 'Europe/Amsterdam'")
            let old = Date(timeIntervalSince1970: -2_208_988_800)
            let text = try await connection.query("SELECT \(old)::timestamptz::text")[0].decode(String.self)
            #expect(text.hasSuffix("+00:19:32"))
            #expect(try await connection.query("SELECT \(old)::timestamptz")[0].decode(Date.self) == old)
        }
    }

    @Test("timestamp text that is not PostgreSQL's is refused")
    func malformedTimestamps() {
        for text in ["", "i", "-", "infinityx", "-infinit", "2026-11-22", "2026-1-22 10:00:00+00", "2026-11-22 10:00:00+",
                     "2026-11-22 10:00:00+1", "2026-11-22 10:00:00.5x", "2026-11-22x10:00:00", "2026-11-22 10:00:00+01:3"] {
            #expect(Array(text.utf8).withUnsafeBytes { parseTimestamp($0) } == nil, "\(text)")
        }
        let read = { (text: String) in Array(text.utf8).withUnsafeBytes { parseTimestamp($0) } }
        #expect(read("1970-01-01 00:00:00+00") == Date(timeIntervalSince1970: 0))
        #expect(read("1970-01-01T05:30:00+05:30") == Date(timeIntervalSince1970: 0))
        #expect(read("1970-01-01 00:00:00.25Z") == Date(timeIntervalSince1970: 0.25))
        #expect(read("10000-01-01 00:00:00+00") == Date(timeIntervalSince1970: 253_402_300_800))
    }

    @Test("doubles keep their extremes: NaN, infinities and the smallest values")
    func doubles() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            for value in [Double.infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.1, 1e-5] {
                let back = try await connection.query("SELECT \(value)::float8")[0].decode(Double.self)
                #expect(back == value)
            }
            #expect(try await connection.query("SELECT \(Double.nan)::float8")[0].decode(Double.self).isNaN)
        }
    }

    @Test("a value that does not fit the Swift type is a decoding error naming the column")
    func decodingErrors() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let row = try await connection.query("SELECT 99999999999::bigint AS big, 'x' AS letter")[0]
            #expect {
                try row.decode(Int32.self, column: "big")
            } throws: { error in
                guard case PostgresError.decoding(let column, _, _) = error else { return false }
                return column == "big"
            }
            #expect(throws: PostgresError.self) { try row.decode(UUID.self, column: "letter") }
        }
    }

    @Test("a column is found by its exact name: case, a prefix, a longer name and a repeated name told apart")
    func columnsByName() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let row = try await connection.query("""
                SELECT 1 AS "Name", 2 AS name, 3 AS names, 4 AS "na", 5 AS "ünïcode", 6 AS name, 7 AS "a""quote"
                """)[0]
            #expect(try row.decode(Int.self, column: "Name") == 1)
            #expect(try row.decode(Int.self, column: "name") == 2)
            #expect(try row.decode(Int.self, column: "names") == 3)
            #expect(try row.decode(Int.self, column: "na") == 4)
            #expect(try row.decode(Int.self, column: "ünïcode") == 5)
            #expect(try row.decode(Int.self, column: "a\"quote") == 7)
            for missing in ["", "n", "NAME", "nam", "namess", "name\u{0}", "\u{0}"] {
                #expect(throws: PostgresError.self, "\(missing)") { try row.decode(Int.self, column: missing) }
            }
        }
    }
}
