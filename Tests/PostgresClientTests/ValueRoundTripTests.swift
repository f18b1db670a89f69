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

    @Test("numeric cells read as their text reads: every scale, long and tiny values, whole numbers into integers")
    func numericCells() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            var generator = SystemRandomNumberGenerator()
            var texts = ["0", "0.000", "-0.5", "1.50", "100", "10000", "100000000", "-12.5", "0.001", "0.0001", "0.00001",
                         "0.000000012300", "999999999999999999", "9999999999999999999", "18446744073709551615",
                         "18446744073709551616", "1234567890123456789.0123", "12345678901234567890.123", "1e20", "-1e-20",
                         "123456789012345678901234567890", "0.1000000000000000000001", "1e-130", "1e130"]
            for _ in 0..<500 {
                let whole = UInt64.random(in: 0...UInt64.random(in: 0...1_000_000_000_000_000, using: &generator), using: &generator)
                let places = Int.random(in: 0...12, using: &generator)
                let fraction = (0..<places).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
                texts.append((Bool.random(using: &generator) ? "-" : "") + String(whole) + (places > 0 ? "." + fraction : ""))
            }
            let rows = try await connection.query("SELECT v, v::text AS text FROM unnest(\(texts)::numeric[]) AS v")
            #expect(rows.count == texts.count)
            for row in rows {
                let (text, double) = try (row.decode(String.self, at: 1), row.decode(Double.self, at: 0))
                // Foundation reads no number beyond `Decimal`'s exponents (1e130): neither does the cell.
                if let expected = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) {
                    let value = try row.decode(Decimal.self, at: 0)
                    #expect(value == expected && value.description == expected.description, "\(text)")
                } else {
                    #expect(throws: PostgresError.self, "\(text)") { try row.decode(Decimal.self, at: 0) }
                }
                #expect(double == Double(text), "\(text)")
                let bytes = try #require(row.result.cell(row: row.index, column: 0).bytes)
                #expect(PostgresNumeric(bytes)?.text == text)
            }

            let wholes = try await connection.query("""
                SELECT sum(x) AS sum, (-9223372036854775808)::numeric AS least, 2.000::numeric AS two,
                       9223372036854775808::numeric AS over, 1.5::numeric AS half, 1e19::numeric AS large
                FROM unnest(ARRAY[9223372036854775807, 0]::bigint[]) x
                """)[0]
            #expect(try wholes.decode(Int.self, column: "sum") == .max)
            #expect(try wholes.decode(Int.self, column: "least") == .min)
            #expect(try wholes.decode(Int16.self, column: "two") == 2)
            for column in ["over", "half", "large"] {
                #expect(throws: PostgresError.self, "\(column)") { try wholes.decode(Int.self, column: column) }
            }
            let special = try await connection.query("SELECT 'NaN'::numeric, 'Infinity'::numeric, '-Infinity'::numeric")[0]
            #expect(try special.decode(Double.self, at: 0).isNaN)
            #expect(try special.decode(Double.self, at: 1) == .infinity)
            #expect(try special.decode(Double.self, at: 2) == -.infinity)
            #expect(throws: PostgresError.self) { try special.decode(Decimal.self, at: 0) }
            #expect(throws: PostgresError.self) { try special.decode(Decimal.self, at: 1) }
        }
    }

    @Test("each column type is read into the Swift types that can hold it, and into no other")
    func columnTypes() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let row = try await connection.query("""
                SELECT 7::int2 AS small, -8::int4 AS four, 9::int8 AS eight, 26::oid AS oid, 40000 AS wide, 1.25::float4 AS single,
                       'a'::varchar AS varchar, 'b'::char(3) AS padded, 'c'::name AS name, '{"k":1}'::json AS json,
                       '{"k": 1}'::jsonb AS jsonb, 'x' AS literal, false AS no, '2026-11-27'::date AS day,
                       '2000-01-01 00:00:00.5'::timestamp AS local, '1999-12-31 23:59:59.5+00'::timestamptz AS before
                """)[0]
            #expect(try row.decode(Int.self, column: "small") == 7)
            #expect(try row.decode(Int.self, column: "four") == -8)
            #expect(try row.decode(Int32.self, column: "eight") == 9)
            #expect(try row.decode(Int.self, column: "oid") == 26)
            #expect(try row.decode(Double.self, column: "wide") == 40000)
            #expect(try row.decode(Decimal.self, column: "four") == -8)
            #expect(try row.decode(Double.self, column: "single") == 1.25)
            #expect(try row.decode(String.self, column: "varchar") == "a")
            #expect(try row.decode(String.self, column: "padded") == "b  ")
            #expect(try row.decode(String.self, column: "name") == "c")
            #expect(try row.decode(String.self, column: "json") == #"{"k":1}"#)
            #expect(try row.decode(String.self, column: "jsonb") == #"{"k": 1}"#)
            #expect(try row.decode(String.self, column: "literal") == "x")
            #expect(try row.decode(Bool.self, column: "no") == false)
            #expect(try row.decode(Date.self, column: "local") == Date(timeIntervalSince1970: 946_684_800.5))
            #expect(try row.decode(Date.self, column: "before") == Date(timeIntervalSince1970: 946_684_799.5))

            // Another type's bytes are never taken for these: an error names the column.
            let refusals: [(String, (Row) throws -> Any)] = [
                ("wide", { try $0.decode(Int16.self, column: "wide") }), ("four", { try $0.decode(String.self, column: "four") }),
                ("day", { try $0.decode(String.self, column: "day") }), ("day", { try $0.decode(Date.self, column: "day") }),
                ("no", { try $0.decode(Int.self, column: "no") }), ("eight", { try $0.decode(Bool.self, column: "eight") }),
                ("varchar", { try $0.decode(Data.self, column: "varchar") }), ("single", { try $0.decode(Int.self, column: "single") }),
            ]
            for (column, read) in refusals {
                #expect(performing: { try read(row) }, throws: { error in
                    guard case PostgresError.decoding(let named, _, _) = error else { return false }
                    return named == column
                })
            }
        }
    }

    @Test("arrays: empty, with NULLs, of a narrower integer, from another lower bound; more dimensions are refused")
    func arrays() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let row = try await connection.query("""
                SELECT '{}'::text[] AS empty, ARRAY['a', NULL, ''] AS holes, ARRAY[1, 2]::int4[] AS four,
                       '[0:1]={5,6}'::int8[] AS shifted, ARRAY[[1, 2], [3, 4]] AS square
                """)[0]
            #expect(try row.decode([String].self, column: "empty") == [])
            #expect(try row.decode([String?].self, column: "holes") == ["a", nil, ""])
            #expect(throws: PostgresError.self) { try row.decode([String].self, column: "holes") }
            #expect(try row.decode([Int].self, column: "four") == [1, 2])
            #expect(try row.decode([Int].self, column: "shifted") == [5, 6])
            #expect(throws: PostgresError.self) { try row.decode([Int].self, column: "square") }
            #expect(throws: PostgresError.self) { try row.decode([UUID].self, column: "four") }
        }
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
                SELECT 1 AS "Name", 2 AS name, 3 AS names, 4 AS "na", 5 AS "ünïcode", 6 AS name, 7 AS "a""quote",
                       8 AS created_at, 9 AS created_by
                """)[0]
            #expect(try row.decode(Int.self, column: "Name") == 1)
            #expect(try row.decode(Int.self, column: "name") == 2)
            #expect(try row.decode(Int.self, column: "names") == 3)
            #expect(try row.decode(Int.self, column: "na") == 4)
            #expect(try row.decode(Int.self, column: "ünïcode") == 5)
            #expect(try row.decode(Int.self, column: "a\"quote") == 7)
            // The same length and first seven bytes.
            #expect(try row.decode(Int.self, column: "created_by") == 9)
            #expect(try row.decode(Int.self, column: "created_at") == 8)
            for missing in ["", "n", "NAME", "nam", "namess", "name\u{0}", "\u{0}", "created_ax"] {
                #expect(throws: PostgresError.self, "\(missing)") { try row.decode(Int.self, column: missing) }
            }
        }
    }
}
