import Foundation
import LarderModel
import LarderStore

/// A person's access tokens for the API, made and revoked on the account page and by
/// `larder token`, and checked by the API's gate and its event streams: written once for every
/// door.
public struct TokenActions: Sendable {
    let tokens: AccessTokenRepository

    public init(tokens: AccessTokenRepository) {
        self.tokens = tokens
    }

    /// The words a token's name is refused for, checked before it is made so that a form marks
    /// every mistake at once.
    public static func nameIssues(_ name: String) -> [FieldIssue] {
        AccessTokenRepository.nameIssues(name)
    }

    /// Makes a token for `user` in one of their households, and gives its secret, shown this once
    /// and kept nowhere. `ValidationError` for its name or expiry, `AccessTokenError.notMember`
    /// when the user does not belong to the household.
    public func make(name: String, for user: UUID, in household: UUID, scope: TokenScope,
                     expiresInDays: Int?) async throws -> (secret: String, token: AccessToken) {
        try await tokens.create(name: name, user: user, household: household, scope: scope, expiresInDays: expiresInDays)
    }

    /// The user's tokens, newest first.
    public func list(for user: UUID) async throws -> [AccessToken] {
        try await tokens.list(for: user)
    }

    /// Revokes one of the user's tokens at once: its name, nil when the user has no such token.
    @discardableResult
    public func revoke(_ token: UUID, of user: UUID) async throws -> String? {
        try await tokens.revoke(token, of: user)
    }

    /// The holder of a secret sent to the API (its person, household and scope); nil for a
    /// secret that is unknown, revoked or expired.
    public func holder(of secret: String) async throws -> TokenHolder? {
        try await tokens.authenticate(secret)
    }

    /// Whether the token still works in its household, asked by an open stream before each event.
    public func isLive(_ token: UUID, in household: UUID) async throws -> Bool {
        try await tokens.isLive(token, in: household)
    }
}

extension Store {
    /// The actions on this store's access tokens.
    public var tokenActions: TokenActions {
        TokenActions(tokens: accessTokens)
    }
}
