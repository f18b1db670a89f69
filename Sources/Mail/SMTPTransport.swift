import CCurl
import Foundation

/// Where and how Larder sends mail (`LARDER_SMTP_URL`, `LARDER_MAIL_FROM`, `LARDER_SMTP_CA_FILE`).
public struct SMTPSettings: Sendable, Equatable {
    /// The server's address without its credentials: `smtp://mail.example.org:587`.
    public let url: String
    public let user: String?
    public let password: String?
    /// Certificate authorities to trust instead of the system's (a relay with its own certificate).
    public let caFile: String?
    public let from: MailAddress
    /// How long one message may take, connecting included.
    public var timeout: Duration = .seconds(30)

    /// smtps:// is encrypted from the start. smtp:// upgrades with STARTTLS, and must when it logs
    /// in: a password is never sent in clear. A relay that needs no login (a local Postfix on port
    /// 25) may answer without STARTTLS.
    public var requiresTLS: Bool { url.hasPrefix("smtps://") || user != nil }

    /// Reads `smtp://user:password@host:port` (user and password percent-encoded, as in any URL).
    /// Throws a sentence naming what is wrong.
    public init(url text: String, from: String, caFile: String? = nil) throws {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "smtp" || scheme == "smtps", let host = components.host, !host.isEmpty else {
            throw MailSetupError("LARDER_SMTP_URL must be smtp://host:port or smtps://host:port, with user:password@ before the host if the server wants a login")
        }
        guard components.path.isEmpty || components.path == "/", components.query == nil else {
            throw MailSetupError("LARDER_SMTP_URL names a server only: no path or query after host:port")
        }
        guard let sender = MailAddress(from, name: "Larder") else {
            throw MailSetupError("LARDER_MAIL_FROM must be the one address mail is sent from, as larder@example.org")
        }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        url = "\(scheme)://\(shownHost)" + (components.port.map { ":\($0)" } ?? "")
        user = components.user.flatMap { $0.isEmpty ? nil : $0 }
        password = components.password
        self.caFile = caFile
        self.from = sender
    }
}

public struct MailSetupError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Why the server did not take a message: libcurl's code and words, which name the step
/// (connect, STARTTLS, login, a refused recipient).
public struct MailDeliveryError: Error, CustomStringConvertible {
    public let code: Int
    public let description: String
}

/// Sends messages through libcurl's SMTP. Each send is one connection, blocking its thread for
/// up to `timeout`: call it off the event loops.
public struct SMTPTransport: Sendable {
    public let settings: SMTPSettings

    private static let started: Bool = larder_curl_start() == CURLE_OK

    public init(settings: SMTPSettings) {
        self.settings = settings
    }

    public func send(_ message: String, to recipient: String) throws(MailDeliveryError) {
        guard Self.started else { throw MailDeliveryError(code: Int(CURLE_FAILED_INIT.rawValue), description: "libcurl could not start") }
        var error = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE))
        let bytes = Array(message.utf8)
        let seconds = max(1, Int(settings.timeout.components.seconds))
        let result = bytes.withUnsafeBufferPointer { body in
            body.withMemoryRebound(to: CChar.self) { body in
                larder_smtp_send(settings.url, settings.user, settings.password, settings.caFile,
                                 settings.requiresTLS ? LARDER_SMTP_TLS_REQUIRED : LARDER_SMTP_TLS_OPPORTUNISTIC,
                                 "<\(settings.from.address)>", "<\(recipient)>", body.baseAddress, body.count, seconds, &error)
            }
        }
        guard result == CURLE_OK else {
            let words = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw MailDeliveryError(code: Int(result.rawValue), description: words)
        }
    }
}
