import Foundation
import Hummingbird
import LarderStore

/// Errors a handler throws for the error middleware to turn into the right page.
public enum AppError: Error, Sendable {
    /// 404, for a missing resource and for one of another household alike.
    case notFound
    /// 403: a missing or wrong CSRF token, or a role that does not allow the action.
    case forbidden(String)
    /// 400, with a message for the person.
    case badRequest(String)
    /// 413: the request body is over the limit.
    case tooLarge(limit: Int)
    /// 429: too many failed logins for an email; try again at this time.
    case throttled(until: Date)
    /// 429: the open registration form has taken its accounts for this hour.
    case registrationsPaused(until: Date)
    /// 429: this client has asked for its password-reset mails for this hour.
    case resetRequestsPaused(until: Date)
    /// 429: the household has mailed its invites for this hour.
    case inviteMailsPaused(until: Date)
    /// Not logged in: go to the login page, then come back to `next`.
    case loginRequired(next: String)
    /// Logged in but in no household yet: go and create one.
    case householdRequired
    /// 429: the person follows as many live lists as one may.
    case tooManyStreams(maximum: Int)
    /// 409: a household form was shown for another household than the one open now (a tab
    /// left open while another switched); `open` names the one open now.
    case householdChanged(open: String)
}
