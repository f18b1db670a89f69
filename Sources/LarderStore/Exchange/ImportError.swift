import Foundation

/// Every problem found in an imported document, each named by its JSON path
/// (`$.recipes[2].steps[0].lines[1].quantity`), so a person can find and fix them all at once.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var issues: [Issue]

    public struct Issue: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var problem: String

        public init(path: String, problem: String) {
            self.path = path
            self.problem = problem
        }

        public var description: String { "\(path): \(problem)" }
    }

    public init(_ issues: [Issue]) {
        self.issues = issues
    }

    public init(path: String, problem: String) {
        self.init([Issue(path: path, problem: problem)])
    }

    /// The problems reported at one path.
    public subscript(path: String) -> [String] {
        issues.filter { $0.path == path }.map(\.problem)
    }

    public var description: String { issues.map(\.description).joined(separator: "\n") }

    /// The problems alone, in one line: for a message about a single page or file.
    public var problems: String { issues.map(\.problem).joined(separator: "; ") }
}

extension ImportError.Issue {
    init(_ path: JSONPath, _ problem: String) {
        self.init(path: path.description, problem: problem)
    }
}
