import ArgumentParser
import Foundation
import LarderStore

/// `larder mail`: the admin's view of the mail Larder sends (invites, password-reset links).
struct MailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mail",
        abstract: "See mail not yet sent, and send mail given up on again.",
        subcommands: [List.self, Retry.self])

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the mail not yet sent: waiting for its next try, or given up on after its tries, with the last error.")

        @Flag(help: "Only mail given up on.")
        var failed = false

        func run() async throws {
            try await withStore { store in
                let mails = try await store.mail.unsent(failedOnly: failed)
                let time = Date.ISO8601FormatStyle(timeSeparator: .colon)
                for mail in mails {
                    let state = mail.failedAt.map { "failed \(time.format($0))" } ?? "next try \(time.format(mail.nextAttemptAt))"
                    print("\(mail.id.uuidString.lowercased())  \(mail.kind)  to \(mail.recipient)  made \(time.format(mail.createdAt))  "
                          + "\(mail.attempts) tr\(mail.attempts == 1 ? "y" : "ies")  \(state)")
                    if let error = mail.lastError { print("    \(error)") }
                }
                let failures = mails.filter { $0.failedAt != nil }.count
                FileHandle.standardError.write(Data("\(mails.count) mail not sent, \(failures) of it given up on\(failures > 0 ? " (larder mail retry sends it again)" : "")\n".utf8))
            }
        }
    }

    struct Retry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Send mail given up on again, from now, with its tries counted afresh.")

        @Argument(help: "The mail's id, as `larder mail list` shows it; every mail given up on when left out.")
        var id: String?

        func validate() throws {
            if let id, UUID(uuidString: id) == nil { throw ValidationError("the id must be a mail's id (a UUID) from larder mail list") }
        }

        func run() async throws {
            try await withStore { store in
                let count = try await store.mail.retry(id.flatMap(UUID.init(uuidString:)))
                print("\(count) mail put back to send")
            }
        }
    }
}
