import Foundation
@testable import Mail
import Testing

/// A message as the SMTP server receives it after DATA, and the addresses it may go to.
@Suite("Mail messages")
struct MailMessageTests {
    /// The decoded text part of a rendered message.
    static func plainText(of message: String) throws -> String {
        let part = try #require(message.components(separatedBy: "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n").last)
        let base64 = part.components(separatedBy: "\r\n--").first!.replacingOccurrences(of: "\r\n", with: "")
        return String(decoding: try #require(Data(base64Encoded: base64)), as: UTF8.self)
    }

    @Test("a message as the server receives it: CRLF lines of at most 78 characters, the subject and name as encoded words, nothing a header can break out of")
    func renderedMessage() throws {
        let from = try #require(MailAddress("larder@example.org", name: "Larder"))
        let to = try #require(MailAddress("oma@example.de"))
        let subject = "Demo cook lädt dich in den Haushalt „Müller & Söhne – Küche“ auf Larder ein, mit einem sehr langen Namen\r\nBcc: evil@example.com"
        let message = MailMessage(from: from, to: to, subject: subject, text: "Hallo\nZeile zwei", html: "<p>Hallo</p>")
        let rendered = message.rendered(date: Date(timeIntervalSince1970: 1_800_000_000), id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
        let (head, _) = try #require(rendered.range(of: "\r\n\r\n").map { (rendered[..<$0.lowerBound], rendered[$0.upperBound...]) })
        #expect(!rendered.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare line feed")
        #expect(rendered.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 78 })
        #expect(!head.contains("Bcc:"), "a line break in the subject made a header")
        #expect(head.contains("From: Larder <larder@example.org>\r\nTo: <oma@example.de>\r\nSubject: =?utf-8?b?"))
        #expect(head.contains("Date: Fri, 15 Jan 2027 08:00:00 +0000"))
        #expect(head.contains("Message-ID: <00000000-0000-0000-0000-000000000001@example.org>"))
        // The encoded words give the subject back (without its line break).
        let words = head.components(separatedBy: "\r\n").drop { !$0.hasPrefix("Subject:") }.prefix { $0.hasPrefix("Subject:") || $0.hasPrefix(" ") }
        let decoded = words.map { line in
            line.matches(of: /=\?utf-8\?b\?([A-Za-z0-9+\/=]+)\?=/).map { Data(base64Encoded: String($0.1))! }.reduce(Data(), +)
        }.reduce(Data(), +)
        #expect(String(decoding: decoded, as: UTF8.self) == subject.replacingOccurrences(of: "\r\n", with: ""))
        #expect(try Self.plainText(of: rendered) == "Hallo\r\nZeile zwei")

        for hostile in ["a@b>\r\nBcc: c@d", "a b@c", "<a@b>", "a@b,c@d", "@b", "a@", "a\"@b", String(repeating: "a", count: 65) + "@b"] {
            #expect(MailAddress(hostile) == nil, "\(hostile) was taken as an address")
        }
        #expect(MailAddress("kim+larder@example.co.uk") != nil)
        #expect(MailAddress("x@example.org", name: "Müller, Kim")?.header == "=?utf-8?b?TcO8bGxlciwgS2lt?= <x@example.org>")
    }
}
