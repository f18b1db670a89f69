import Foundation
import Logging
import NIOConcurrencyHelpers

/// One line per event on standard output, as `logfmt` (`key=value`, readable and greppable) or
/// JSON (for a log shipper). Containers collect standard output, so there is no file to rotate.
struct LineLogHandler: LogHandler {
    let label: String
    let format: Settings.LogFormat
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    /// Lines from concurrent tasks never interleave.
    private static let output = NIOLockedValueBox(FileHandle.standardOutput)

    /// Sends every logger of this process through a handler in `format`, from `level` up.
    static func bootstrap(format: Settings.LogFormat, level: Logger.Level) {
        LoggingSystem.bootstrap { LineLogHandler(label: $0, format: format, logLevel: level) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields: [(String, String)] = [
            ("time", Self.timestamp.format(Date())),
            ("level", event.level.rawValue),
            ("logger", label),
            ("message", event.message.description),
        ]
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        fields += merged.sorted { $0.key < $1.key }.map { ($0.key, "\($0.value)") }
        let line: String
        switch format {
        case .logfmt: line = fields.map { "\($0)=\(Self.logfmtValue($1))" }.joined(separator: " ")
        case .json: line = "{" + fields.map { "\(Self.jsonString($0)):\(Self.jsonString($1))" }.joined(separator: ",") + "}"
        }
        let data = Data((line + "\n").utf8)
        Self.output.withLockedValue { $0.write(data) }
    }

    private static let timestamp = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// Bare when it can be, quoted with escapes when it holds spaces, quotes, `=` or controls.
    private static func logfmtValue(_ value: String) -> String {
        let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0 != "\"" && $0 != "=" && $0 != "\\" }
        return plain ? value : jsonString(value)
    }

    private static func jsonString(_ value: String) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
