import Foundation
import HummingbirdTesting
import LarderStore
@testable import Mail
import Testing
@testable import LarderWeb
@testable import WebTestSupport

/// Mail: what the pages write to the outbox (Tests/mail/run.py sends it through a real SMTP
/// server) and how the outbox shares and retries it; the message itself is tested in MailTests.
@Suite("Mail")
struct MailTests {
    static let publicURL = "https://larder.example.org"

    /// An application that writes mail (to a server no test sends to: the sender is not started here).
    static func withMail(_ body: @escaping @Sendable (WebApp) async throws -> Void) async throws {
        try await WebApp.run({ configuration in
            let settings = try! SMTPSettings(url: "smtp://127.0.0.1:9", from: "larder@example.org")
            configuration.mailer = Mailer(settings: settings, publicURL: publicURL, outbox: configuration.store.mail)
        }, body)
    }

    static func outbox(_ app: WebApp) async throws -> [(kind: String, recipient: String, subject: String, message: String?)] {
        try await app.pool.query("SELECT kind, recipient, subject, message FROM outgoing_mail ORDER BY created_at, id")
            .decode(String.self, String.self, String.self, String?.self).map { ($0.0, $0.1, $0.2, $0.3) }
    }

    /// The decoded text part of a rendered message.
    static func plainText(of message: String) throws -> String {
        let part = try #require(message.components(separatedBy: "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n").last)
        let base64 = part.components(separatedBy: "\r\n--").first!.replacingOccurrences(of: "\r\n", with: "")
        return String(decoding: try #require(Data(base64Encoded: base64)), as: UTF8.self)
    }

    @Test("a forgotten password: the same words whether the address has an account, a link mailed only to an account, in its language, three an hour at most")
    func forgottenPassword() async throws {
        try await Self.withMail { app in
            let kim = try await app.register("Kim")
            try await kim.get("/account")
            try await kim.post("/account/language", [("language", "fr")])
            let login = try await app.browser().get("/login")
            #expect(login.text.contains("<a href=\"/password/forgot\">Forgot your password?</a>"))

            let visitor = app.browser()
            try await visitor.get("/password/forgot")
            let known = try await visitor.post("/password/forgot", [("email", "KIM@example.com")])
            try await visitor.get("/password/forgot")
            let unknown = try await visitor.post("/password/forgot", [("email", "nobody@example.com")])
            #expect(known.status == .ok && unknown.status == .ok)
            #expect(known.text.replacingOccurrences(of: "KIM@example.com", with: "X").replacing(/name="_csrf" value="[^"]*"/, with: "")
                    == unknown.text.replacingOccurrences(of: "nobody@example.com", with: "X").replacing(/name="_csrf" value="[^"]*"/, with: ""),
                    "the answer tells whether the address has an account")
            let mails = try await Self.outbox(app)
            #expect(mails.map(\.recipient) == ["kim@example.com"], "a mail went to an address with no account")
            let mail = try #require(mails.first)
            #expect(mail.kind == "password_reset" && mail.subject == "Choisissez un nouveau mot de passe pour Larder")
            let text = try Self.plainText(of: try #require(mail.message))
            let link = try #require(text.firstMatch(of: /https:\/\/larder\.example\.org\/reset-password\/[A-Za-z0-9_-]+/)).output
            #expect(text.contains("pour le compte kim@example.com"))

            // The link works once, made from LARDER_PUBLIC_URL whatever Host the request named.
            let path = String(link.dropFirst(Self.publicURL.count))
            let page = try await visitor.get(path)
            #expect(page.status == .ok && page.text.contains("kim@example.com"))
            #expect(try await visitor.post(path, [("new_password", "a new kitchen password")]).status == .seeOther)
            #expect(try await app.browser().get(path).status == .notFound)

            for _ in 0..<4 {
                try await visitor.get("/password/forgot")
                #expect(try await visitor.post("/password/forgot", [("email", "kim@example.com")]).status == .ok)
            }
            #expect(try await Self.outbox(app).count == 3, "one address is sent three links an hour, whoever asks")
        }
    }

    @Test("a bad address comes back with the form as typed; a client that asks too often is paused with 429 and Retry-After")
    func forgotRefusals() async throws {
        try await Self.withMail { app in
            let visitor = app.browser()
            try await visitor.get("/password/forgot")
            let bad = try await visitor.post("/password/forgot", [("email", "kim at home")])
            #expect(bad.status == .unprocessableContent)
            #expect(ShownForm(bad).values("email") == ["kim at home"])
            #expect(!ShownForm(bad).errors("email").isEmpty)
            for number in 0..<10 {
                try await visitor.get("/password/forgot")
                #expect(try await visitor.post("/password/forgot", [("email", "n\(number)@example.com")]).status == .ok)
            }
            try await visitor.get("/password/forgot")
            let paused = try await visitor.post("/password/forgot", [("email", "n11@example.com")])
            #expect(paused.status == .tooManyRequests)
            #expect(paused.headers[.retryAfter] != nil)
        }
    }

    @Test("an invite mailed from the household page is in the reader's language when they chose one; a bad address keeps the form")
    func mailedInvite() async throws {
        try await Self.withMail { app in
            let ada = try await app.owner(of: "Ada's kitchen", name: "Ada")
            let oma = try await app.register("Oma")
            try await oma.get("/account")
            try await oma.post("/account/language", [("language", "de")])
            try await ada.get("/household")
            let bad = try await ada.post("/household/invites", [("expires_hours", "168"), ("max_uses", "1"), ("email", "oma@")])
            #expect(bad.status == .unprocessableContent)
            #expect(ShownForm(bad).values("email") == ["oma@"])
            #expect(try await Self.outbox(app).isEmpty)
            #expect(try await app.pool.query("SELECT count(*) FROM invites").decode(Int.self) == [0], "a refused form made an invite")

            let made = try await ada.post("/household/invites", [("expires_hours", "168"), ("max_uses", "1"), ("email", "oma@example.com")])
            #expect(made.status == .created)
            #expect(made.text.contains("The link is on its way to oma@example.com."))
            let shown = try #require(made.text.firstMatch(of: /value="(https?:\/\/[^"]+\/invites\/[A-Za-z0-9_-]+)"/)).output.1
            let mail = try #require(try await Self.outbox(app).first)
            #expect(mail.kind == "invite" && mail.subject == "Ada lädt dich in den Haushalt Ada's kitchen auf Larder ein")
            let text = try Self.plainText(of: try #require(mail.message))
            let code = String(shown[shown.range(of: "/invites/")!.upperBound...])
            #expect(text.contains("\(Self.publicURL)/invites/\(code)"), "the mail carries the link just made, at the public address")

            try await ada.get("/household")
            try await ada.post("/household/invites", [("expires_hours", "168"), ("max_uses", "1"), ("email", "new@example.com")])
            #expect(try await Self.outbox(app).last?.subject == "Ada invites you to Ada's kitchen on Larder", "no account: the inviter's language")
        }
    }

    @Test("without mail, the forgot page says whom to ask and how to set mail up, and the household page says invites can be mailed once it is")
    func withoutMail() async throws {
        try await WebApp.run { app in
            let page = try await app.browser().get("/password/forgot")
            #expect(page.status == .ok)
            #expect(page.text.contains("LARDER_SMTP_URL") && !page.text.contains("action=\"/password/forgot\""))
            let ada = try await app.owner(of: "Ada's kitchen", name: "Ada")
            let household = try await ada.get("/household")
            #expect(household.text.contains("Larder can email invites once an admin sets LARDER_SMTP_URL"))
            #expect(ShownForm(household).values("email").isEmpty)
            // A typed address is ignored rather than refused: the field is not there.
            #expect(try await ada.post("/household/invites", [("expires_hours", "168"), ("max_uses", "1"), ("email", "x@example.com")]).status == .created)
            #expect(try await Self.outbox(app).isEmpty)
        }
    }

    @Test("the outbox: each mail claimed by one sender, tried again later after a failure, given up on after its tries, and sent again when the admin says")
    func outbox() async throws {
        try await WebApp.run { app in
            let outbox = app.store.mail
            for number in 0..<12 {
                try await outbox.enqueue(.invite, to: "guest\(number)@example.org", subject: "Invite \(number)", message: "message \(number)")
            }
            // Four senders at once, as four instances: each mail delivered once.
            let delivered = Delivered()
            let policy = {
                var policy = MailOutbox.RetryPolicy()
                policy.attempts = 2
                return policy
            }()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        while case .sent = try! await outbox.sendOnce(policy: policy, { delivered.add($0.recipient); try await Task.sleep(for: .milliseconds(20)) }) {}
                    }
                }
            }
            #expect(delivered.all.sorted() == (0..<12).map { "guest\($0)@example.org" }.sorted())
            #expect(try await app.pool.query("SELECT count(*) FROM outgoing_mail WHERE message IS NULL AND sent_at IS NOT NULL").decode(Int.self) == [12],
                    "a sent mail keeps no message (it may hold a link that signs in)")

            struct Refused: Error {}
            try await outbox.enqueue(.passwordReset, to: "kim@example.com", subject: "Reset", message: "link")
            guard case .willRetry(let first) = try await outbox.sendOnce(policy: policy, { _ in throw Refused() }) else {
                Issue.record("a failed mail was not kept to try again")
                return
            }
            #expect(first.attempts == 1 && first.nextAttemptAt > Date() && first.lastError == "Refused()")
            #expect(try await outbox.sendOnce(policy: policy) { _ in } == .idle, "a mail waiting for its next try was sent early")
            try await app.pool.query("UPDATE outgoing_mail SET next_attempt_at = now() WHERE sent_at IS NULL")
            guard case .failed(let gaveUp) = try await outbox.sendOnce(policy: policy, { _ in throw Refused() }) else {
                Issue.record("a mail that used its tries was not given up on")
                return
            }
            #expect(gaveUp.attempts == 2 && gaveUp.failedAt != nil)
            #expect(try await outbox.unsent(failedOnly: true).map(\.recipient) == ["kim@example.com"])
            #expect(try await outbox.sendOnce(policy: policy) { _ in } == .idle)
            #expect(try await outbox.retry() == 1)
            guard case .sent(let sent) = try await outbox.sendOnce(policy: policy, { _ in }) else {
                Issue.record("a mail put back was not sent")
                return
            }
            #expect(sent.recipient == "kim@example.com" && sent.attempts == 1)
            #expect(try await outbox.unsent().isEmpty)
        }
    }

    final class Delivered: @unchecked Sendable {
        private let lock = NSLock()
        private var recipients: [String] = []
        func add(_ recipient: String) { lock.withLock { recipients.append(recipient) } }
        var all: [String] { lock.withLock { recipients } }
    }
}
