import ArgumentParser
import Foundation
import LarderActions
import LarderModel
import LarderStore

struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Manage personal access tokens for the JSON API.", subcommands: [Create.self, List.self, Revoke.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make a token for an account in one of its households, and print its secret (shown only this once).")

        @Option(help: "The account's email address.")
        var email: String

        @Option(help: "The household's id; the account must belong to it.")
        var household: String

        @Option(help: "read, or read-write.")
        var scope: String

        @Option(help: "What the token is for, as the account page lists it.")
        var name = "command line"

        @Option(help: "Days until the token expires (1 to 3650); without it, it lasts until revoked.")
        var expires: Int?

        func validate() throws {
            guard UUID(uuidString: household) != nil else { throw ValidationError("--household must be a household id (a UUID)") }
            guard TokenScope(rawValue: scope) != nil else { throw ValidationError("--scope must be read or read-write") }
        }

        func run() async throws {
            try await withStore { store in
                guard let user = try await store.accounts.credentials(email: email)?.user else {
                    throw CommandFailure("no account has the email \(email)")
                }
                do {
                    let (secret, token) = try await store.tokenActions.make(
                        name: name, for: user.id, in: UUID(uuidString: household)!, scope: TokenScope(rawValue: scope)!,
                        expiresInDays: expires)
                    // The secret alone goes to standard output, so that a script can take it.
                    print(secret)
                    let until = token.expiresAt.map { "until \($0.formatted(.iso8601))" } ?? "until revoked"
                    FileHandle.standardError.write(Data("\(token.scope.rawValue) token “\(token.name)” for \(user.email) in \(token.householdName), \(until)\n".utf8))
                } catch AccessTokenError.notMember {
                    throw CommandFailure("\(email) does not belong to the household \(household)")
                } catch let error as LarderModel.ValidationError {
                    throw CommandFailure(error.issues.map(\.message).joined(separator: "; "))
                }
            }
        }
    }

    /// An account's tokens, as its account page lists them: what an admin checks before revoking one.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List an account's tokens: id, household, scope, expiry and last use.")

        @Option(help: "The account's email address.")
        var email: String

        func run() async throws {
            try await withStore { store in
                let user = try await Self.account(email, in: store)
                let tokens = try await store.tokenActions.list(for: user.id)
                if tokens.isEmpty { FileHandle.standardError.write(Data("\(email) has no tokens\n".utf8)) }
                for token in tokens {
                    let expiry = token.expiresAt.map { "until \($0.formatted(.iso8601))" } ?? "until revoked"
                    let used = token.lastUsedAt.map { "last used \($0.formatted(.iso8601))" } ?? "never used"
                    print([token.id.uuidString.lowercased(), token.scope.rawValue, token.householdName, "“\(token.name)”", expiry, used]
                        .joined(separator: "\t"))
                }
            }
        }

        static func account(_ email: String, in store: Store) async throws -> User {
            guard let user = try await store.accounts.credentials(email: email)?.user else { throw CommandFailure("no account has the email \(email)") }
            return user
        }
    }

    /// Ends one token at once, as its Revoke button on the account page does.
    struct Revoke: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Revoke one of an account's tokens; it stops working at once.")

        @Option(help: "The account's email address.")
        var email: String

        @Option(help: "The token's id, as `larder token list` prints it.")
        var id: String

        func validate() throws {
            guard UUID(uuidString: id) != nil else { throw ValidationError("--id must be a token's id (a UUID), as larder token list prints it") }
        }

        func run() async throws {
            try await withStore { store in
                let user = try await List.account(email, in: store)
                guard let name = try await store.tokenActions.revoke(UUID(uuidString: id)!, of: user.id) else {
                    throw CommandFailure("\(email) has no token \(id)")
                }
                FileHandle.standardError.write(Data("revoked “\(name)” of \(email)\n".utf8))
            }
        }
    }
}
