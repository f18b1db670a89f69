import Foundation
import Hummingbird
import LarderStore
import Logging

/// Turns every error into an HTML page with the right status. Errors a person can cause map to
/// 4xx pages; anything else is logged and shown as a plain 500 page without details.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let views: Views

    struct ErrorPage: Sendable, Encodable {
        var page: PageChrome
        var status: Int
        var heading: String
        var message: String
    }

    struct ThrottledPage: Sendable, Encodable {
        var page: PageChrome
        var retryAt: String
        var retryInMinutes: Int
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
            return .redirect(to: "/login?next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/")")
        case AppError.householdRequired:
            return Redirect.to("/household", flash: Flash("Create a household first: recipes belong to a household."))
        case AppError.throttled(let until):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_GB")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "HH:mm 'UTC'"
            let page = ThrottledPage(
                page: PageChrome(title: "Too many attempts", context: context), retryAt: formatter.string(from: until),
                retryInMinutes: max(1, Int((until.timeIntervalSinceNow / 60).rounded(.up))))
            var response = views.render(page, status: .tooManyRequests)
            response.headers[.retryAfter] = String(max(1, Int(until.timeIntervalSinceNow.rounded(.up))))
            return response
        default:
            let (status, heading, message) = describe(error, request: request, context: context)
            let page = ErrorPage(page: PageChrome(title: heading, context: context), status: Int(status.code), heading: heading, message: message)
            var response = views.render(page, status: status)
            if let unavailability = Store.unavailability(of: error) {
                // Browsers ignore it; proxies and scripts retry after it instead of at once.
                response.headers[.retryAfter] = unavailability == .busy ? "1" : "5"
            } else if error is BlockingWork.Busy {
                response.headers[.retryAfter] = "1"
            } else if case AppError.registrationsPaused(let until) = error {
                response.headers[.retryAfter] = String(max(1, Int(until.timeIntervalSinceNow.rounded(.up))))
            }
            return response
        }
    }

    private func describe(_ error: any Error, request: Request, context: Context) -> (HTTPResponse.Status, String, String) {
        switch error {
        case AppError.notFound, RecipeError.notFound, CatalogError.notFound, HouseholdError.notFound, AccountError.notFound:
            return notFound
        case AppError.forbidden(let message):
            return (.forbidden, "Not allowed", message)
        case AppError.registrationsPaused:
            return (.tooManyRequests, "New accounts are paused for a while",
                    "Many accounts were made on this Larder in the last hour, so the registration form waits before taking more. Please try again later. Someone in a household here can send you an invite link: with it you can register now.")
        case AppError.householdChanged(let open):
            return (.conflict, "This form was for another household",
                    "The household open now is “\(open)”, but the form was shown for another one, perhaps before you switched in another tab. Nothing was changed. Check which household is open (at the top of the page), then try again.")
        case HouseholdError.notAllowed:
            return (.forbidden, "Not allowed", "Only an owner of this household can do that.")
        case AppError.badRequest(let message):
            return (.badRequest, "Something in the request was wrong", message)
        case AppError.tooLarge(let limit):
            return (.contentTooLarge, "Too large", "That was more than the \(limit / (1024 * 1024)) MB this page accepts.")
        case let error as HTTPError where error.status == .notFound:
            return notFound
        case let error as HTTPError where error.status == .contentTooLarge:
            return (.contentTooLarge, "Too large", "That was more than this page accepts.")
        case let error as HTTPError where error.status.code < 500:
            return (error.status, error.status.reasonPhrase, error.body ?? "The request could not be handled.")
        case is BlockingWork.Busy:
            context.logger.warning("password or directory checks queued to the limit", metadata: ["path": "\(request.uri.path)"])
            return (.serviceUnavailable, "Larder is busy", "Too many people are logging in just now. Please try again in a moment.")
        case _ where Store.unavailability(of: error) == .busy:
            context.logger.warning("database busy", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return (.serviceUnavailable, "Larder is busy", "Too many pages are being served just now. Please try again in a moment.")
        case _ where Store.unavailability(of: error) != nil:
            context.logger.error("database unavailable", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return (.serviceUnavailable, "Larder is unavailable", "The database cannot be reached just now. Please try again in a moment.")
        default:
            context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            return (.internalServerError, "Something went wrong", "Larder could not finish this request. It has been logged.")
        }
    }

    private var notFound: (HTTPResponse.Status, String, String) {
        (.notFound, "Not found", "There is nothing here, or it belongs to a household you are not in.")
    }
}
