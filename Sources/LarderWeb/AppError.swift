import Foundation

/// What a page answers with a page or a redirect of its own rather than an error page; every
/// other error a person can cause is a `Failure`, which the pages and the API both read.
public enum AppError: Error, Sendable {
    /// 429: too many failed logins for an email; try again at this time.
    case throttled(until: Date)
    /// Not logged in: go to the login page, then come back to `next`.
    case loginRequired(next: String)
    /// Logged in but in no household yet: go and create one.
    case householdRequired
}
