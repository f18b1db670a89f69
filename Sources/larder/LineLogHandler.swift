import Foundation
import LarderExchange
import LarderStore
import Logging
import NIOConcurrencyHelpers

/// One line per event on standard output, as `logfmt` (`key=value`, readable and greppable) or
/// JSON (for a log shipper). Containers collect standard output, so there is no file to rotate.
///
/// Every request logs a line, so a line is made without Foundation's formatters: the time from
/// the clock's fields (`ISODate`), the text as UTF-8 bytes. Lines are gathered and written
/// together, at most a tenth of a second later in a server (`LogOutput`); a warning or an error
/// is written at once, with what came before it.
struct LineLogHandler: LogHandler {
    let label: String
    let format: Settings.LogFormat
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    /// Sends every logger of this process through a handler in `format`, from `level` up;
    /// `batched` for a server (`LogOutput`).
    static func bootstrap(format: Settings.LogFormat, level: Logger.Level, batched: Bool = false) {
        LoggingSystem.bootstrap { LineLogHandler(label: $0, format: format, logLevel: level) }
        if batched { LogOutput.shared.batch() }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var line = LogLine(format: format)
        line.field("time", ISODate.format(Date()))
        line.field("level", event.level.rawValue)
        line.field("logger", label)
        line.field("message", event.message.description)
        // A request's line has only its own metadata: no dictionary to merge, only its keys to sort.
        let merged = metadata.isEmpty ? event.metadata ?? [:] : metadata.merging(event.metadata ?? [:]) { $1 }
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            line.field(key, value.description)
        }
        LogOutput.shared.write(line.finished(), immediately: event.level >= .warning)
    }
}

/// One log line's bytes, field by field.
struct LogLine {
    let format: Settings.LogFormat
    private var bytes: [UInt8] = []

    init(format: Settings.LogFormat) {
        self.format = format
        bytes.reserveCapacity(256)
        if format == .json { bytes.append(UInt8(ascii: "{")) }
    }

    mutating func field(_ key: String, _ value: String) {
        switch format {
        case .logfmt:
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            bytes += key.utf8
            bytes.append(UInt8(ascii: "="))
            // Bare when it can be, quoted with escapes when it holds spaces, quotes, `=` or controls.
            // Looked at through its contiguous bytes: a `UTF8View` walked byte by byte cost 400
            // instructions a field, and a request's line has ten.
            var value = value
            let isPlain = value.withUTF8 { utf8 in
                guard !utf8.isEmpty, !utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\\") })
                else { return false }
                bytes.append(contentsOf: utf8)
                return true
            }
            if !isPlain { quoted(value) }
        case .json:
            if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
            quoted(key)
            bytes.append(UInt8(ascii: ":"))
            quoted(value)
        }
    }

    /// The line, ended.
    mutating func finished() -> [UInt8] {
        if format == .json { bytes.append(UInt8(ascii: "}")) }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// A JSON string, escaped as the JSON-LD writer escapes one.
    private mutating func quoted(_ value: String) {
        JSONWriter.quote(value, into: &bytes)
    }
}

/// Standard output. `larder serve` writes it in batches: a line per request, each its own
/// `write`, was a system call per request. There lines wait at most `interval`, and no longer
/// than it takes to gather 32 KB; an urgent line is written at once with those before it, and
/// what is left is written at exit. Other commands write each line as it comes, in order with
/// what they print.
final class LogOutput: Sendable {
    static let shared = LogOutput()

    static let interval = 0.1
    static let batchBytes = 32_768

    private struct State {
        var pending: [UInt8] = []
        var isBatching = false
    }

    private let state = NIOLockedValueBox(State())

    /// From now on lines are written in batches, by a thread that wakes every `interval`.
    func batch() {
        let started = state.withLockedValue { state in
            defer { state.isBatching = true }
            return state.isBatching
        }
        guard !started else { return }
        atexit { LogOutput.shared.flush() }
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: Self.interval)
                LogOutput.shared.flush()
            }
        }
    }

    /// Lines from concurrent tasks never interleave: each is appended whole, under the lock.
    func write(_ line: [UInt8], immediately: Bool) {
        let toWrite: [UInt8]? = state.withLockedValue { state in
            state.pending += line
            guard !state.isBatching || immediately || state.pending.count >= Self.batchBytes else { return nil }
            defer { state.pending.removeAll(keepingCapacity: true) }
            return state.pending
        }
        if let toWrite { Self.writeAll(toWrite) }
    }

    /// Writes what waits.
    func flush() {
        let toWrite = state.withLockedValue { state in
            defer { state.pending.removeAll(keepingCapacity: true) }
            return state.pending
        }
        Self.writeAll(toWrite)
    }

    /// Written under the output's own lock, so that two batches never interleave either.
    private static let output = NIOLockedValueBox(FileHandle.standardOutput)

    private static func writeAll(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        output.withLockedValue { $0.write(Data(bytes)) }
    }
}
