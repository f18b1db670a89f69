/// Where a value sits in a JSON document, written as people read it: `$.recipes[2]['@type']`.
struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    let description: String

    static let root = JSONPath(description: "$")

    private init(description: String) {
        self.description = description
    }

    init(codingPath: [any CodingKey]) {
        self = codingPath.reduce(.root) { path, key in
            if let index = key.intValue { path[index] } else { path[key.stringValue] }
        }
    }

    subscript(key: String) -> JSONPath {
        let plain = key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return JSONPath(description: description + (plain ? ".\(key)" : "['\(escaped)']"))
    }

    subscript(index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }
}
