import ArgumentParser
import Foundation
import LarderActions
import LarderModel
import LarderStore
import LarderWeb

struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "user", abstract: "Manage accounts.", subcommands: [Create.self, ResetPassword.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create an account, and its household when --household names one that does not exist.")

        @Option(help: "The email address to log in with.")
        var email: String

        @Option(help: "The password (at least 10 characters).")
        var password: String

        @Option(help: "The display name (defaults to the part of the email before @).")
        var name: String?

        @Option(help: "A household to create, owned by this account.")
        var household: String?

        @Flag(help: "Let this account see /admin.")
        var admin = false

        func run() async throws {
            let registration = Registration(email: email, password: password, displayName: name ?? String(email.prefix { $0 != "@" }))
            let issues = registration.validationIssues()
            guard issues.isEmpty else { throw CommandFailure(issues.map(\.message).joined(separator: "; ")) }
            try await withStore { store in
                let user: User
                do {
                    user = try await store.accountActions(hasher: PasswordHasher(cost: 12)).create(registration, isAdmin: admin)
                } catch AccountError.emailTaken {
                    throw CommandFailure("an account with the email \(email) already exists")
                }
                print("created \(admin ? "admin " : "")account \(user.email) (\(user.id.uuidString))")
                if let household {
                    let created = try await store.households.create(named: household, owner: user.id)
                    print("created household \(created.name) (\(created.id.uuidString)), owned by \(user.email)")
                }
            }
        }
    }

    struct ResetPassword: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset-password",
            abstract: "Print a one-time password-reset link for an account (valid for an hour; replaces any earlier one).")

        @Option(help: "The account's email address.")
        var email: String

        @Option(help: "The address people reach this Larder at (default: http://localhost:PORT).")
        var baseURL: String?

        func run() async throws {
            let base = try baseURL ?? "http://localhost:\(Settings().port)"
            try await withStore { store in
                do {
                    let (token, user, expiresAt) = try await store.passwordResets.issue(forEmail: email, by: nil)
                    print("\(base.hasSuffix("/") ? String(base.dropLast()) : base)/reset-password/\(token)")
                    // The link alone goes to standard output, so that a script can take it.
                    FileHandle.standardError.write(Data("for \(user.email), valid once until \(expiresAt.formatted(.iso8601))\n".utf8))
                } catch AccountError.notFound {
                    throw CommandFailure("no account has the email \(email)")
                }
            }
        }
    }
}
