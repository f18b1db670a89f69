import CPUWork
import Foundation
import Hummingbird
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
            let (status, heading, message) = describe(error, request: request, context: context)
            let page = ErrorPage(page: PageChrome(title: heading, context: context), status: Int(status.code),
                                 statusLabel: context.strings.errors.errorStatus(status: String(status.code)), heading: heading, message: message)
            var response = views.render(page, status: status)
            if let unavailability = Store.unavailability(of: error) {
                // Browsers ignore it; proxies and scripts retry after it instead of at once.
                response.headers[.retryAfter] = unavailability == .busy ? "1" : "5"
            } else if error is BlockingWork.Busy {
                response.headers[.retryAfter] = "1"
            } else if let busy = error as? CPUWork.Busy {
                response.headers[.retryAfter] = String(busy.retryAfter)
            } else if let until = Self.pausedUntil(error) {
                response.headers[.retryAfter] = String(max(1, Int(until.timeIntervalSinceNow.rounded(.up))))
            }
            return response
        }
    }

    /// When a 429 that counts per hour lets the client try again.
    static func pausedUntil(_ error: any Error) -> Date? {
        switch error {
        case AppError.registrationsPaused(let until), AppError.resetRequestsPaused(let until), AppError.inviteMailsPaused(let until): until
        default: nil
        }
    }

    /// Whether `error` says that what the request names is not there (for this person): a 404.
    static func isNotFound(_ error: any Error) -> Bool {
        switch error {
        case AppError.notFound, RecipeError.notFound, CatalogError.notFound, HouseholdError.notFound, AccountError.notFound: true
        case let error as HTTPError: error.status == .notFound
        default: false
        }
    }

    private func describe(_ error: any Error, request: Request, context: Context) -> (HTTPResponse.Status, String, String) {
        let words = context.strings.errors
        let notFound = (HTTPResponse.Status.notFound, words.notFoundHeading, words.notFoundText)
        if Self.isNotFound(error) { return notFound }
        switch error {
        case AppError.forbidden(let message):
            return (.forbidden, words.notAllowedHeading, message)
        case AppError.registrationsPaused:
            return (.tooManyRequests, words.registrationsPausedHeading, words.registrationsPausedText)
        case AppError.resetRequestsPaused:
            return (.tooManyRequests, words.resetRequestsPausedHeading, words.resetRequestsPausedText)
        case AppError.inviteMailsPaused:
            return (.tooManyRequests, words.inviteMailsPausedHeading, words.inviteMailsPausedText)
        case AppError.tooManyStreams(let maximum):
            return (.tooManyRequests, words.tooManyStreamsHeading, words.tooManyStreamsText(count: context.language.number(maximum)))
        case AppError.householdChanged(let open):
            return (.conflict, words.householdChangedHeading, words.householdChangedText(name: open))
        case HouseholdError.notAllowed:
            return (.forbidden, words.notAllowedHeading, words.ownerOnly)
        case AppError.badRequest(let message):
            return (.badRequest, words.badRequestHeading, message)
        case AppError.tooLarge(let limit):
            return (.contentTooLarge, words.tooLargeHeading, words.tooLargeLimit(size: Format.megabytes(limit, context.language)))
        case let error as HTTPError where error.status == .contentTooLarge:
            return (.contentTooLarge, words.tooLargeHeading, words.tooLargeText)
        case is NIOTooManyBytesError:
            return (.contentTooLarge, words.tooLargeHeading, words.tooLargeText)
        case let error as HTTPError where error.status.code < 500:
            // The status's standard reason phrase ("Method Not Allowed"), and Hummingbird's own message where it gives one.
            return (error.status, error.status.reasonPhrase, error.body ?? words.requestNotHandled)
        case is BlockingWork.Busy:
            context.logger.warning("password or directory checks queued to the limit", metadata: ["path": "\(request.uri.path)"])
            return (.serviceUnavailable, words.busyHeading, words.busyLogins)
        case is CPUWork.Busy:
            context.logger.warning("heavy work queued to the limit", metadata: ["path": "\(request.uri.path)"])
            return (.serviceUnavailable, words.busyHeading, words.busyFiles)
        case _ where Store.unavailability(of: error) == .busy:
            context.logger.warning("database busy", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return (.serviceUnavailable, words.busyHeading, words.busyPages)
        case _ where Store.unavailability(of: error) != nil:
            context.logger.error("database unavailable", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return (.serviceUnavailable, words.unavailableHeading, words.unavailableText)
        default:
            context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            return (.internalServerError, words.failedHeading, words.failedText)
        }
    }
}
