import CLibPQ

/// Where and how to connect: a libpq URI (`postgresql://user@host/db`) or key=value string
/// (`host=/run/postgresql dbname=app`). Validated when made, so a typo fails early and clearly.
public struct ConnectionConfiguration: Sendable, CustomStringConvertible {
    public private(set) var connectionString: String
    /// Set as `application_name`, visible in `pg_stat_activity`.
    public var applicationName: String
    /// How long opening a connection may take (libpq's `connect_timeout`), unless the string sets it.
    public var connectTimeout: Duration = .seconds(10)
    /// Seconds of silence before TCP keepalives probe the server (`keepalives_idle`), unless the
    /// string sets it; `nil` leaves the operating system's default.
    public var keepalivesIdle: Duration?
    /// Server settings for every session (`statement_timeout`, …), sent at connect time. The
    /// string's own `options` come after them, so an operator's `-c` wins.
    public var sessionSettings: [(name: String, value: String)] = []
    /// How long the client waits for any answer before it gives the connection up as lost.
    /// Set it above the server's `statement_timeout`: the server cancels slow statements itself,
    /// and this catches a server that can no longer answer at all. `nil` waits as long as TCP does.
    public var answerTimeout: Duration?
    /// Whether statements are prepared once per connection under a name. Off, every statement
    /// is sent unnamed: what PgBouncer in transaction mode needs, where a session's named
    /// statements may be on another server connection.
    public var preparesStatements = true

    public init(_ connectionString: String, applicationName: String = ConnectionConfiguration.programName) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(connectionString, &message) else {
            let reason = message.map { String(cString: $0) } ?? "cannot be parsed"
            if let message { PQfreemem(message) }
            throw PostgresError.invalidConfiguration(reason.trimmingTrailingNewlines)
        }
        PQconninfoFree(options)
        self.connectionString = connectionString
        self.applicationName = applicationName
    }

    /// This program's file name: the `application_name` unless another is given.
    public static var programName: String {
        CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "postgres-client"
    }

    /// The value of one keyword (`host`, `dbname`, `user`, …) as given.
    public func value(of keyword: String) -> String? {
        keywordValues.first { $0.0 == keyword }?.1
    }

    /// The same server and credentials, another database (tests clone one per test).
    public func replacing(database: String) throws -> ConnectionConfiguration {
        var settings = keywordValues
        settings.removeAll { $0.0 == "dbname" }
        settings.append(("dbname", database))
        let text = settings.map { key, value in
            "\(key)='\(value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'"))'"
        }
        var configuration = self
        configuration.connectionString = text.joined(separator: " ")
        return configuration
    }

    /// The keywords given, in libpq's order.
    private var keywordValues: [(String, String)] {
        guard let options = PQconninfoParse(connectionString, nil) else { return [] }
        defer { PQconninfoFree(options) }
        var settings: [(String, String)] = []
        var option = options
        while let name = option.pointee.keyword {
            if let value = option.pointee.val { settings.append((String(cString: name), String(cString: value))) }
            option += 1
        }
        return settings
    }

    /// The settings with any password hidden, safe to print.
    public var description: String {
        keywordValues.map { key, value in "\(key)=\(key == "password" ? "***" : value)" }.joined(separator: " ")
    }

    /// The settings every connection relies on, layered over the user's string. libpq lets later
    /// entries win, so the defaults an operator may override come before the expanded string,
    /// and the settings the client depends on come after it.
    var connectParameters: [(String, String)] {
        var defaults = [("connect_timeout", "\(max(2, connectTimeout.components.seconds))")]
        if let keepalivesIdle { defaults += [("keepalives", "1"), ("keepalives_idle", "\(keepalivesIdle.components.seconds)")] }
        // Our session settings first and the string's options after them: for `-c`, the last wins.
        // The formats the decoders rely on come last of all.
        let options = sessionSettings.map { "-c \($0.name)=\($0.value)" }
            + [value(of: "options")].compactMap { $0 }
            + ["-c DateStyle=ISO -c TimeZone=UTC -c IntervalStyle=iso_8601 -c extra_float_digits=3"]
        return defaults + [
            ("dbname", connectionString),
            ("client_encoding", "UTF8"),
            ("application_name", applicationName),
            ("options", options.joined(separator: " ")),
        ]
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// libpq messages span lines ("...failed: Connection refused\n\tIs the server running..."); one line reads better.
    var asOneLine: String {
        split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

import Foundation
