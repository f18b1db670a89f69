import Foundation

/// One mail as it goes out: a plain-text part and an HTML part of the same words
/// (multipart/alternative), UTF-8, each part in base64 so that no line is too long and no
/// character is changed on the way. The subject and the sender's name are encoded words
/// (RFC 2047), so that "Einladung in den Haushalt „Müller“" arrives as written.
public struct MailMessage: Sendable, Equatable {
    public var from: MailAddress
    public var to: MailAddress
    public var subject: String
    public var text: String
    public var html: String

    public init(from: MailAddress, to: MailAddress, subject: String, text: String, html: String) {
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
    }

    /// The message as the SMTP server receives it after DATA: headers, a blank line, the body,
    /// every line ended by CRLF. `id` makes the Message-ID and the parts' boundary.
    public func rendered(date: Date, id: UUID) -> String {
        let token = id.uuidString.lowercased()
        let boundary = "larder-" + token
        var lines = [
            "From: " + from.header,
            "To: " + to.header,
            "Subject: " + Self.encodedWords(subject),
            "Date: " + Self.dateFormat.format(date),
            "Message-ID: <\(token)@\(from.domain)>",
            "MIME-Version: 1.0",
            "Auto-Submitted: auto-generated",
            // Folded: with the boundary, the line would pass the 78 characters RFC 5322 asks for.
            "Content-Type: multipart/alternative;",
            " boundary=\"\(boundary)\"",
            "",
        ]
        for (type, body) in [("text/plain", text), ("text/html", html)] {
            lines += [
                "--" + boundary,
                "Content-Type: \(type); charset=utf-8",
                "Content-Transfer-Encoding: base64",
                "",
            ]
            lines += Self.base64Lines(Data(Self.crlf(body).utf8))
        }
        lines += ["--" + boundary + "--", ""]
        return lines.joined(separator: "\r\n")
    }

    /// A header's text as encoded words when it is not plain printable ASCII: each word at most
    /// 64 characters, cut between characters, never inside one.
    static func encodedWords(_ text: String, always: Bool = false) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } && text.count <= 70
        if plain && !always { return text }
        var words: [String] = []
        var chunk = Data()
        for character in text where !character.isNewline {
            let bytes = Data(String(character).utf8)
            // 39 bytes make 52 characters of base64: with "=?utf-8?b?", "?=" and "Subject: " before
            // the first, 73, under the 76 a line of encoded words may take.
            if chunk.count + bytes.count > 39 {
                words.append(chunk.base64EncodedString())
                chunk = Data()
            }
            chunk.append(bytes)
        }
        if !chunk.isEmpty { words.append(chunk.base64EncodedString()) }
        return words.map { "=?utf-8?b?\($0)?=" }.joined(separator: "\r\n ")
    }

    static func base64Lines(_ data: Data) -> [String] {
        data.base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
            .components(separatedBy: "\r\n")
    }

    /// Every line end as CRLF, as SMTP requires, whatever the text was written with.
    static func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// RFC 5322's date: "Sun, 29 Nov 2026 06:15:00 +0000", in English whatever the reader's language.
    static let dateFormat = Date.VerbatimFormatStyle(
        format: "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) +0000",
        locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: Calendar(identifier: .gregorian))
}

/// An address mail is sent from or to, with the name shown beside it. Only an address that
/// cannot break out of its header is made: no spaces, controls, angle brackets, commas or
/// quotes, one "@" with something on each side.
public struct MailAddress: Sendable, Equatable {
    public let address: String
    public let name: String?

    public init?(_ address: String, name: String? = nil) {
        let address = address.trimmingCharacters(in: .whitespaces)
        guard Self.isPlausible(address) else { return nil }
        self.address = address
        self.name = name.flatMap { $0.contains(where: \.isNewline) ? nil : $0 }
    }

    public static func isPlausible(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard address.utf8.count <= 254, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, parts[0].utf8.count <= 64 else { return false }
        return !address.unicodeScalars.contains { scalar in
            scalar.value <= 0x20 || scalar.value == 0x7F || "<>,;:\"()[]\\".unicodeScalars.contains(scalar)
        }
    }

    var domain: String { String(address.split(separator: "@").last ?? "larder") }

    var header: String {
        guard let name, !name.isEmpty else { return "<\(address)>" }
        // A name of words alone is written as it is; anything else (a comma, a quote, an accent) is encoded.
        let plain = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == " " || ("0"..."9").contains($0)) }
        return (plain ? name : MailMessage.encodedWords(name, always: true)) + " <\(address)>"
    }
}
