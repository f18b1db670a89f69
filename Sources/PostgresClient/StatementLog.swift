import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
        // Appended to, so that processes sharing the file (a server and the commands beside it)
        // each add whole lines after the others' rather than over them.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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
