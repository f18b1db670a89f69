import Foundation
import Synchronization

/// Every distinct statement a process sends, written to the file named by `LARDER_STATEMENT_LOG`
/// when it is set: one JSON string per line, its text with `$n` placeholders, written the first
/// time the text is sent. The routing test (`Tests/routing/check.py`) reads what the Swift tests
/// sent, to find statements that do not fix `household_id` to one value.
///
/// Scripts (migration files) are not written: they are trusted text, an exception by nature.
public final class StatementLog: Sendable {
    /// The log named by the environment, or nil: a process without it pays one nil check a round trip.
    public static let shared: StatementLog? = ProcessInfo.processInfo.environment["LARDER_STATEMENT_LOG"]
        .flatMap { $0.isEmpty ? nil : StatementLog(path: $0) }

    private let file: FileHandle
    private let seen = Mutex(Set<String>())

    init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        }
        guard let file = FileHandle(forWritingAtPath: path) else { return nil }
        file.seekToEndOfFile()
        self.file = file
    }

    func record(_ texts: some Sequence<String>) {
        let new = seen.withLock { seen in texts.filter { seen.insert($0).inserted } }
        guard !new.isEmpty else { return }
        var lines = Data()
        for text in new {
            // A JSON string keeps a statement of several lines on one line.
            lines += (try? JSONEncoder().encode(text)) ?? Data()
            lines += Data("\n".utf8)
        }
        // One write of whole lines, under the lock, so two connections' lines never interleave.
        seen.withLock { _ in file.write(lines) }
    }
}
