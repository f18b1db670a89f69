import Foundation
import JSONReading

/// A `json`/`jsonb` array cell of rows, read with `JSONReader` rather than `JSONDecoder`.
public struct JSONRows<Row: JSONRow>: PostgresDecodable, Sendable {
    public var rows: [Row]

    public static func decode(from cell: PostgresCell) throws -> JSONRows<Row> {
        _ = try cell.required([Row].self)
        guard let bytes = cell.textBytes else { throw cell.failure([Row].self) }
        do {
            return JSONRows(rows: try JSONReader.read(bytes) { try $0.array(of: Row.init(json:)) })
        } catch {
            throw PostgresError.decoding(column: cell.columnName, expected: "[\(Row.self)] (json)", found: "\(error)")
        }
    }
}
