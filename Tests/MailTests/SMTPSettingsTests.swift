import Mail
import Testing

@Suite("SMTP settings")
struct SMTPSettingsTests {
    @Test("LARDER_SMTP_URL: a login taken apart from the address, percent-encoding undone; STARTTLS required whenever a password is sent")
    func settings() throws {
        let login = try SMTPSettings(url: "smtp://larder:p%40ss%3Aword@mail.example.org:587", from: "larder@example.org")
        #expect(login.url == "smtp://mail.example.org:587" && login.user == "larder" && login.password == "p@ss:word" && login.requiresTLS)
        let relay = try SMTPSettings(url: "smtp://localhost:25", from: "larder@example.org")
        #expect(relay.user == nil && !relay.requiresTLS)
        #expect(try SMTPSettings(url: "smtps://[::1]:465", from: "larder@example.org").url == "smtps://[::1]:465")
        for bad in ["http://mail.example.org", "smtp://", "smtp://mail.example.org/inbox", "mail.example.org:587"] {
            #expect(throws: MailSetupError.self) { try SMTPSettings(url: bad, from: "larder@example.org") }
        }
        #expect(throws: MailSetupError.self) { try SMTPSettings(url: "smtp://mail.example.org", from: "Larder <larder@example.org>") }
    }
}
