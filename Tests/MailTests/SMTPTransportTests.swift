import Foundation
import Mail
import SignInTestSupport
import Testing

/// Messages sent by libcurl to a real SMTP server (aiosmtpd), and what a send that fails says.
@Suite("Sending through an SMTP server")
struct SMTPTransportTests {
    static let message = MailMessage(from: MailAddress("larder@example.org", name: "Larder")!, to: MailAddress("oma@example.de")!,
                                     subject: "Einladung in den Haushalt „Müller“", text: "Hallo Oma,\ndie Einladung ist da.",
                                     html: "<p>Hallo Oma,</p><p>die Einladung ist da.</p>")

    @Test("a message sent through a real SMTP server arrives as written, from Larder's address to the recipient's")
    func delivered() async throws {
        let server = try SMTPServer()
        defer { server.stop() }
        let transport = SMTPTransport(settings: try SMTPSettings(url: "smtp://127.0.0.1:\(server.port)", from: "larder@example.org"))
        let rendered = Self.message.rendered(date: Date(), id: UUID())
        try transport.send(rendered, to: "oma@example.de")

        let stored = try server.messages()
        try #require(stored.count == 1)
        // aiosmtpd writes the envelope it was given as headers of its own.
        let lines = stored[0].components(separatedBy: "\n")
        #expect(lines.contains("X-MailFrom: larder@example.org"))
        #expect(lines.contains("X-RcptTo: oma@example.de"))
        let arrived = stored[0].replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try MailMessageTests.plainText(of: arrived) == "Hallo Oma,\r\ndie Einladung ist da.")
        let body = try #require(rendered.range(of: "\r\n\r\n")).upperBound
        #expect(arrived.hasSuffix(String(rendered[body...])), "the body arrived changed")
    }

    @Test("a password is never sent in clear: a server that offers no STARTTLS is left before the login, and takes nothing")
    func noLoginWithoutTLS() async throws {
        let server = try SMTPServer()
        defer { server.stop() }
        let settings = try SMTPSettings(url: "smtp://larder:secret@127.0.0.1:\(server.port)", from: "larder@example.org")
        let error = #expect(throws: MailDeliveryError.self) {
            try SMTPTransport(settings: settings).send(Self.message.rendered(date: Date(), id: UUID()), to: "oma@example.de")
        }
        // CURLE_USE_SSL_FAILED: the upgrade it required was not offered.
        #expect(error?.code == 64, "\(error.map(String.init(describing:)) ?? "")")
        #expect(try server.messages().isEmpty)
    }

    @Test("a server nothing answers for: the send fails with libcurl's words for it")
    func unreachable() throws {
        let transport = SMTPTransport(settings: try SMTPSettings(url: "smtp://127.0.0.1:\(try LocalPort.free())", from: "larder@example.org"))
        let error = #expect(throws: MailDeliveryError.self) { try transport.send(Self.message.rendered(date: Date(), id: UUID()), to: "oma@example.de") }
        // CURLE_COULDNT_CONNECT.
        #expect(error?.code == 7, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.description.isEmpty == false)
    }
}
