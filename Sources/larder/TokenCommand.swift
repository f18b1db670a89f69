import ArgumentParser
import Foundation
import LarderModel
import LarderStore

struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Manage personal access tokens for the JSON API.", subcommands: [Create.self])

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
                    let (secret, token) = try await store.accessTokens.create(
                        name: name, user: user.id, household: UUID(uuidString: household)!, scope: TokenScope(rawValue: scope)!,
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
}
