import Foundation
import LarderModel

/// Every problem found in an imported document, each named by its JSON path
/// (`$.recipes[2].steps[0].lines[1].quantity`), so a person can find and fix them all at once.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var issues: [Issue]

    public struct Issue: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        /// In English, as the API, the CLI and logs say it.
        public var problem: String
        /// The problem as each language's catalog says it; nil for a text no catalog has (a
        /// decoder's own message).
        public var wording: ImportProblem?

        /// A problem said only in English.
        public init(path: String, problem: String) {
            self.path = path
            self.problem = problem
        }

        public init(path: String, _ wording: ImportProblem) {
            self.path = path
            self.problem = wording.english
            self.wording = wording
        }

        /// The problem as its wording says it, or as its text.
        public var said: ImportProblem { wording ?? .text(problem) }

        public var description: String { "\(path): \(problem)" }

        /// Issues are equal when they say the same, at the same path: the wording says `problem`
        /// in other languages.
        public static func == (lhs: Issue, rhs: Issue) -> Bool {
            lhs.path == rhs.path && lhs.problem == rhs.problem
        }
    }

    public init(_ issues: [Issue]) {
        self.issues = issues
    }

    public init(path: String, problem: String) {
        self.init([Issue(path: path, problem: problem)])
    }

    public init(path: String, _ wording: ImportProblem) {
        self.init([Issue(path: path, wording)])
    }

    /// The problems reported at one path.
    public subscript(path: String) -> [String] {
        issues.filter { $0.path == path }.map(\.problem)
    }

    public var description: String { issues.map(\.description).joined(separator: "\n") }

    /// The problems alone, in one line: for a message about a single page or file.
    public var problems: String { issues.map(\.problem).joined(separator: "; ") }

    /// `problems` as every language says it; nil when no issue has a wording.
    public var wording: ImportProblem? {
        guard issues.contains(where: { $0.wording != nil }) else { return nil }
        return issues.count == 1 ? issues[0].wording : ImportProblem.several(issues.map(\.said))
    }

    /// `problems` as a wording, its texts said as they came where they have none.
    public var said: ImportProblem { wording ?? .text(problems) }
}

extension ImportError.Issue {
    init(_ path: JSONPath, _ problem: String) {
        self.init(path: path.description, problem: problem)
    }

    init(_ path: JSONPath, _ wording: ImportProblem) {
        self.init(path: path.description, wording)
    }

    /// One of the model's problems, by its message alone, at `path`.
    init(path: String, issue: FieldIssue) {
        self.init(path: path, problem: issue.message)
        wording = issue.wording.map(ImportProblem.rule)
    }

    init(_ path: JSONPath, issue: FieldIssue) {
        self.init(path: path.description, issue: issue)
    }

    /// `problems` of another error, at `path`.
    init(path: String, _ error: ImportError) {
        self.init(path: path, problem: error.problems)
        wording = error.wording
    }
}
