import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Logging
import NIOCore

/// Turns every error into an HTML page with the right status. Errors a person can cause map to
/// 4xx pages; anything else is logged and shown as a plain 500 page without details.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let views: Views

    struct ErrorPage: Sendable, Encodable {
        var page: PageChrome
        var status: Int
        /// "Error 404", in the page's language.
        var statusLabel: String
        var heading: String
        var message: String
    }

    struct ThrottledPage: Sendable, Encodable {
        var page: PageChrome
        var retryAt: String
        /// "in about 3 minutes".
        var retryIn: String
        /// The command an admin makes a reset link with, as typed in every language.
        let resetCommand = "larder user reset-password"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            return response(for: error, request: request, context: context)
        }
    }

    func response(for error: any Error, request: Request, context: Context) -> Response {
        switch error {
        case AppError.loginRequired(let next):
            return .redirect(to: "/login?next=" + next.asQueryValue)
        case AppError.householdRequired:
            return Redirect.to("/household", flash: Flash(context.strings.errors.householdFirst))
        case AppError.throttled(let until):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_GB")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "HH:mm 'UTC'"
            let minutes = max(1, Int((until.timeIntervalSinceNow / 60).rounded(.up)))
            let page = ThrottledPage(
                page: PageChrome(title: context.strings.errors.throttledTitle, context: context), retryAt: formatter.string(from: until),
                retryIn: context.strings.errors.retryIn(count: minutes))
            var response = views.render(page, status: .tooManyRequests)
            response.headers[.retryAfter] = String(max(1, Int(until.timeIntervalSinceNow.rounded(.up))))
            return response
        default:
            let failure = Failure(error)
            let (status, heading, message) = describe(error, as: failure, request: request, context: context)
            let page = ErrorPage(page: PageChrome(title: heading, context: context), status: Int(status.code),
                                 statusLabel: context.strings.errors.errorStatus(status: String(status.code)), heading: heading, message: message)
            var response = views.render(page, status: status)
            if let seconds = failure?.retryAfter() {
                // Browsers ignore it; proxies and scripts retry after it instead of at once.
                response.headers[.retryAfter] = String(seconds)
            }
            return response
        }
    }

    /// Whether `error` says that what the request names is not there (for this person): a 404.
    static func isNotFound(_ error: any Error) -> Bool {
        if let error = error as? HTTPError { return error.status == .notFound }
        return Failure(error) == .notFound
    }

    /// The status, heading and words of an error's page: a failure's from `Failure`'s table and
    /// the page's language; Hummingbird's own errors by their status; anything else a logged 500.
    private func describe(_ error: any Error, as failure: Failure?, request: Request, context: Context) -> (HTTPResponse.Status, String, String) {
        let words = context.strings.errors
        if let failure {
            switch failure {
            case .busy(.logins, _): context.logger.warning("password or directory checks queued to the limit", metadata: ["path": "\(request.uri.path)"])
            case .busy(.files, _): context.logger.warning("heavy work queued to the limit", metadata: ["path": "\(request.uri.path)"])
            case .busy(.pages, _): context.logger.warning("database busy", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            case .unavailable: context.logger.error("database unavailable", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            default: break
            }
            let (heading, message) = context.strings.say(failure)
            return (HTTPResponse.Status(code: failure.status), heading, message)
        }
        switch error {
        case let error as HTTPError where error.status == .contentTooLarge:
            return (.contentTooLarge, words.tooLargeHeading, words.tooLargeText)
        case let error as HTTPError where error.status == .notFound:
            return (.notFound, words.notFoundHeading, words.notFoundText)
        case let error as HTTPError where error.status.code < 500:
            // The status's standard reason phrase ("Method Not Allowed"), and Hummingbird's own message where it gives one.
            return (error.status, error.status.reasonPhrase, error.body ?? words.requestNotHandled)
        default:
            context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            return (.internalServerError, words.failedHeading, words.failedText)
        }
    }
}

extension Strings {
    /// A failure's heading and words on its error page.
    func say(_ failure: Failure) -> (heading: String, text: String) {
        let words = errors
        return switch failure {
        case .notFound: (words.notFoundHeading, words.notFoundText)
        case .invalid(let issues): (words.invalidHeading, words.invalidText(problems: issues.map { say($0) }.joined(separator: "; ")))
        case .noRecipeNamed(let name): (words.invalidHeading, words.noRecipeNamed(name: name))
        case .recipeNameTaken: (words.nameTakenHeading, words.recipeNameTaken)
        case .entryNameTaken: (words.nameTakenHeading, words.entryNameTaken)
        case .householdChanged(let open): (words.householdChangedHeading, words.householdChangedText(name: open))
        case .ownerOnly: (words.notAllowedHeading, words.ownerOnly)
        case .forbidden(let message): (words.notAllowedHeading, message)
        case .badRequest(let message): (words.badRequestHeading, message)
        case .tooLarge(let limit?): (words.tooLargeHeading, words.tooLargeLimit(size: Format.megabytes(limit, language)))
        case .tooLarge(nil): (words.tooLargeHeading, words.tooLargeText)
        case .tooManyStreams(let maximum): (words.tooManyStreamsHeading, words.tooManyStreamsText(count: language.number(maximum)))
        case .paused(.registrations, _): (words.registrationsPausedHeading, words.registrationsPausedText)
        case .paused(.resetRequests, _): (words.resetRequestsPausedHeading, words.resetRequestsPausedText)
        case .paused(.inviteMails, _): (words.inviteMailsPausedHeading, words.inviteMailsPausedText)
        case .busy(.logins, _): (words.busyHeading, words.busyLogins)
        case .busy(.files, _): (words.busyHeading, words.busyFiles)
        case .busy(.pages, _): (words.busyHeading, words.busyPages)
        case .unavailable: (words.unavailableHeading, words.unavailableText)
        }
    }
}
