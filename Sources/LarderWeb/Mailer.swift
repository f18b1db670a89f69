import Foundation
import LarderModel
import LarderStore
import Logging
import Mail
import NIOPosix
import ServiceLifecycle
import Synchronization

/// The mail Larder writes: an invite and a password-reset link, each in its reader's language,
/// as plain text and HTML, put in the outbox for `MailSender` to send off the request. Links
/// are made from `LARDER_PUBLIC_URL`, never from the request's Host header, which whoever asks
/// for a reset could set to their own server.
public final class Mailer: Sendable {
    public let settings: SMTPSettings
    /// Larder's address as its readers reach it, without a trailing slash.
    public let publicURL: String
    let outbox: MailOutbox
    /// Wakes this instance's sender as soon as a mail is written (other instances look every few seconds).
    let wakeup = Wakeup()

    public init(settings: SMTPSettings, publicURL: String, outbox: MailOutbox) {
        self.settings = settings
        self.publicURL = publicURL
        self.outbox = outbox
    }

    /// The HTML part's page (`Templates/mail.mustache`).
    struct MailView: Sendable, Encodable {
        var language: String
        var subject: String
        var lead: String
        var action: String
        var link: String
        var notes: [String]
        var linkFallback: String
        var footer: String
    }

    /// An invite to `household`, to `recipient`, from `inviter`, with the link that joins it.
    func sendInvite(to recipient: MailAddress, in language: Language, inviter: String, household: String, code: String,
                    expiresAt: Date, zone: TimeZone) async throws {
        let words = Strings.catalog(for: language).mail
        try await send(.invite, to: recipient, language: language, view: MailView(
            language: language.rawValue, subject: words.inviteSubject(inviter: inviter, household: household),
            lead: words.inviteLead(inviter: inviter, household: household), action: words.inviteAction(household: household),
            link: "\(publicURL)/invites/\(code.asPathSegment)",
            notes: [words.inviteExpires(date: Format.dateTime(expiresAt, in: zone, language)), words.inviteIgnore(inviter: inviter)],
            linkFallback: words.linkFallback, footer: words.footer(address: publicURL)))
    }

    /// A one-time link that chooses a new password for the account at `recipient`.
    func sendPasswordReset(to recipient: MailAddress, in language: Language, token: String) async throws {
        let words = Strings.catalog(for: language).mail
        try await send(.passwordReset, to: recipient, language: language, view: MailView(
            language: language.rawValue, subject: words.resetSubject, lead: words.resetLead(email: recipient.address),
            action: words.resetAction, link: "\(publicURL)/reset-password/\(token)",
            notes: [words.resetExpires, words.resetIgnore], linkFallback: words.linkFallback, footer: words.footer(address: publicURL)))
    }

    private func send(_ kind: MailOutbox.Kind, to recipient: MailAddress, language: Language, view: MailView) async throws {
        var html = HTMLWriter()
        view.render(into: &html)
        let message = MailMessage(from: settings.from, to: recipient, subject: view.subject,
                                  text: Self.plainText(view), html: String(buffer: html.buffer))
        try await outbox.enqueue(kind, to: recipient.address, subject: view.subject, message: message.rendered(date: Date(), id: UUID()))
        wakeup.signal()
    }

    /// The plain-text part: the same words, the link on a line of its own.
    static func plainText(_ view: MailView) -> String {
        ([view.lead, "", view.action + ":", view.link, ""] + view.notes + ["", "-- ", view.footer]).joined(separator: "\n") + "\n"
    }

    /// A signal that does not queue up: any number of signals before the sender looks wake it once.
    final class Wakeup: Sendable {
        private let pending = Mutex(false)

        func signal() { pending.withLock { $0 = true } }

        /// Returns soon after a signal (at once for one given since the last wait), or after `timeout`.
        /// It looks five times a second rather than parking a continuation: nothing to leak when
        /// the wait is cancelled or times out.
        func wait(timeout: Duration) async throws {
            let end = ContinuousClock.now + timeout
            while ContinuousClock.now < end {
                let signalled = pending.withLock { pending in
                    defer { pending = false }
                    return pending
                }
                if signalled { return }
                try await Task.sleep(for: .milliseconds(200))
            }
        }
    }
}

/// Sends what is in the outbox, one mail at a time, through libcurl on a thread of its own (a
/// mail server may take its whole timeout to answer), and looks again every `pollInterval` for
/// mail that other instances wrote or that is due to be tried again.
public struct MailSender: Service {
    let mailer: Mailer
    let policy: MailOutbox.RetryPolicy
    let pollInterval: Duration
    let logger: Logger

    public init(mailer: Mailer, policy: MailOutbox.RetryPolicy = .init(), pollInterval: Duration = .seconds(5), logger: Logger) {
        self.mailer = mailer
        self.policy = policy
        self.pollInterval = pollInterval
        self.logger = logger
    }

    public func run() async throws {
        let transport = SMTPTransport(settings: mailer.settings)
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            var outcome = MailOutbox.Outcome.idle
            do {
                outcome = try await mailer.outbox.sendOnce(policy: policy) { delivery in
                    try await NIOThreadPool.singleton.runIfActive {
                        try transport.send(delivery.message, to: delivery.recipient)
                    }
                }
            } catch {
                // The database may be away for a while: the next round tries again.
                if !Task.isShuttingDownGracefully { logger.warning("mail: \(error)") }
            }
            switch outcome {
            case .sent(let mail):
                logger.info("mail sent", metadata: ["mail": "\(mail.id)", "kind": "\(mail.kind)"])
                continue
            case .willRetry(let mail):
                logger.notice("mail not sent, will try again", metadata: [
                    "mail": "\(mail.id)", "attempt": "\(mail.attempts)", "error": "\(mail.lastError ?? "")"])
                continue
            case .failed(let mail):
                logger.error("mail not sent after \(mail.attempts) tries: see larder mail list", metadata: [
                    "mail": "\(mail.id)", "error": "\(mail.lastError ?? "")"])
                continue
            case .idle:
                try? await cancelWhenGracefulShutdown { try await mailer.wakeup.wait(timeout: pollInterval) }
            }
        }
    }
}
