import CLibPQ
import Synchronization

/// Owns a libpq result; immutable once made, so any thread may read it.
final class ResultStorage: @unchecked Sendable {
    let pointer: OpaquePointer
    /// The columns' names, made the first time a column is asked for by name: the recipe list
    /// reads 13 columns by name in each of its rows. `PQfnumber` copied and case-folded a quoted
    /// name made for each call, a tenth of that page's request; a dictionary hashed the name
    /// each time, 350 instructions.
    private let columnNames = Mutex<[ColumnName]?>(nil)

    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { PQclear(pointer) }

    /// The first column whose name is exactly `name`.
    func column(named name: String) -> Int? {
        let key = ColumnName.key(name)
        return columnNames.withLock { names in
            if names == nil {
                names = (0..<PQnfields(pointer)).map { ColumnName(String(cString: PQfname(pointer, $0))) }
            }
            return names?.firstIndex { $0.key == key && $0.name == name }
        }
    }

    var status: ExecStatusType { PQresultStatus(pointer) }
    var isFailure: Bool { status == PGRES_FATAL_ERROR || status == PGRES_BAD_RESPONSE || status == PGRES_NONFATAL_ERROR }

    func field(_ code: Character) -> String? {
        guard let value = PQresultErrorField(pointer, Int32(code.asciiValue!)) else { return nil }
        return String(cString: value)
    }

    var serverMessage: ServerMessage? {
        guard let sqlState = field("C") else { return nil }
        return ServerMessage(
            sqlState: sqlState, severity: field("V") ?? field("S") ?? "ERROR",
            message: field("M") ?? "", detail: field("D"), hint: field("H"),
            constraint: field("n"), table: field("t"), column: field("c")
        )
    }

    var errorMessage: String { String(cString: PQresultErrorMessage(pointer)).asOneLine }
}

/// A column's name, with its length and first bytes in one word, so that most columns are told
/// apart from the one asked for by comparing a word.
private struct ColumnName {
    let name: String
    let key: UInt64

    init(_ name: String) {
        self.name = name
        key = Self.key(name)
    }

    /// Through the name's contiguous bytes: walking `utf8.prefix(7)` as a collection cost 400
    /// instructions, more than the dictionary's hashing it replaced.
    static func key(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var key = UInt64(truncatingIfNeeded: bytes.count) << 56
            for index in 0..<min(7, bytes.count) { key |= UInt64(bytes[index]) << (8 * index) }
            return key
        }
    }
}

/// The rows and the command tag of one executed statement.
public struct QueryResult: Sendable, RandomAccessCollection {
    let storage: ResultStorage

    init(_ storage: ResultStorage) {
        self.storage = storage
    }

    public var columnNames: [String] {
        (0..<PQnfields(storage.pointer)).map { String(cString: PQfname(storage.pointer, $0)) }
    }

    var columnCount: Int { Int(PQnfields(storage.pointer)) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(PQntuples(storage.pointer)) }
    public subscript(position: Int) -> Row { Row(result: self, index: Int32(position)) }

    /// Rows inserted, updated, deleted or selected, from the command tag.
    public var affectedRows: Int { Int(String(cString: PQcmdTuples(storage.pointer))) ?? 0 }

    /// Decodes every row into a tuple of the given types, column by column.
    public func decode<each T: PostgresDecodable>(_ types: repeat (each T).Type) throws -> [(repeat each T)] {
        try map { try $0.decode(repeat each types) }
    }

    func cell(row: Int32, column: Int32) -> PostgresCell {
        let pointer = storage.pointer
        let type = PostgresType(rawValue: PQftype(pointer, column))
        if PQgetisnull(pointer, row, column) == 1 {
            return PostgresCell(bytes: nil, type: type, result: pointer, column: column)
        }
        let bytes = UnsafeRawBufferPointer(start: PQgetvalue(pointer, row, column), count: Int(PQgetlength(pointer, row, column)))
        return PostgresCell(bytes: bytes, type: type, result: pointer, column: column)
    }
}

/// One row of a result. Cells are decoded straight from libpq's buffer.
public struct Row: Sendable {
    let result: QueryResult
    let index: Int32

    public var columnCount: Int { result.columnCount }

    public func decode<T: PostgresDecodable>(_ type: T.Type, at column: Int) throws -> T {
        guard column < columnCount else {
            throw PostgresError.decoding(column: "#\(column)", expected: "\(T.self)", found: "only \(columnCount) columns")
        }
        return try T.decode(from: result.cell(row: index, column: Int32(column)))
    }

    public func decode<T: PostgresDecodable>(_ type: T.Type, column name: String) throws -> T {
        guard let column = result.storage.column(named: name) else {
            throw PostgresError.decoding(column: name, expected: "\(T.self)", found: "no such column")
        }
        return try decode(type, at: column)
    }

    /// Decodes the leading columns in order: `let (id, name) = try row.decode(UUID.self, String.self)`.
    public func decode<each T: PostgresDecodable>(_ types: repeat (each T).Type) throws -> (repeat each T) {
        var columns = Columns(row: self)
        return (repeat try columns.next(each types))
    }

    /// The row's cells read in order. A struct, not a function nested in `decode` that counted in
    /// a variable it captured: each use of that variable was checked for exclusive access at
    /// run time.
    private struct Columns {
        let row: Row
        var column = 0

        mutating func next<U: PostgresDecodable>(_ type: U.Type) throws -> U {
            defer { column += 1 }
            return try row.decode(type, at: column)
        }
    }
}
