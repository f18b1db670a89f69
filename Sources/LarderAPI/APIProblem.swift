import CPUWork
import Foundation
import LarderExchange
import HTTPTypes
import LarderModel
import LarderStore
import NIOCore

/// What an API request can fail with, each answered as an RFC 9457 problem. Handlers throw these;
/// `APIGate` writes them, so every operation says the same thing about the same failure.
struct APIProblem: Error, Sendable {
    var status: HTTPResponse.Status
    /// The anchor on the reference page that explains it: `/api#problem-<kind>`.
    var kind: String
    var title: String
    var detail: String
    var fields: [FieldIssue] = []
    var headers: HTTPFields = [:]

    static func badRequest(_ detail: String) -> APIProblem {
        APIProblem(status: .badRequest, kind: "bad-request", title: "The request could not be read", detail: detail)
    }

    static func unauthorized(_ detail: String) -> APIProblem {
        APIProblem(status: .unauthorized, kind: "unauthorized", title: "A valid access token is needed", detail: detail,
                   headers: [.wwwAuthenticate: "Bearer realm=\"larder\""])
    }

    static let readOnly = APIProblem(
        status: .forbidden, kind: "read-only-token", title: "This token may only read",
        detail: "The token's scope is read. Make a token with the read-write scope on the account page to change things.")

    static let notFound = APIProblem(
        status: .notFound, kind: "not-found", title: "Not found",
        detail: "There is nothing here, or it belongs to another household.")

    /// A method the path's operations do not take; `Allow` lists those they do.
    static func methodNotAllowed(_ allowed: [HTTPRequest.Method]) -> APIProblem {
        let names = Set(allowed.map(\.rawValue)).sorted()
        return APIProblem(status: .methodNotAllowed, kind: "method-not-allowed", title: "This address does not take that method",
                          detail: "It takes \(names.joined(separator: ", ")).", headers: [.allow: names.joined(separator: ", ")])
    }

    static func conflict(_ detail: String) -> APIProblem {
        APIProblem(status: .conflict, kind: "conflict", title: "That clashes with what is there now", detail: detail + " Nothing was changed.")
    }

    static func tooLarge(limit: Int) -> APIProblem {
        APIProblem(status: .contentTooLarge, kind: "too-large", title: "The body is too large",
                   detail: "This operation takes at most \(limit / 1024) KB.")
    }

    static func invalid(_ issues: [FieldIssue]) -> APIProblem {
        APIProblem(status: .unprocessableContent, kind: "invalid-fields", title: "Some fields are invalid",
                   detail: "Nothing was saved. " + issues.map(\.description).joined(separator: "; "), fields: issues)
    }

    static func invalid(_ field: String, _ message: String) -> APIProblem { invalid([FieldIssue(field, message)]) }

    static func tooManyRequests(retryAfter seconds: Int, limit: Int) -> APIProblem {
        APIProblem(status: .tooManyRequests, kind: "rate-limited", title: "Too many requests",
                   detail: "This token may make \(limit) requests a minute. Try again in \(seconds) second\(seconds == 1 ? "" : "s").",
                   headers: [.retryAfter: String(seconds)])
    }

    static func unavailable(_ unavailability: Unavailability) -> APIProblem {
        APIProblem(status: .serviceUnavailable, kind: "unavailable",
                   title: unavailability == .busy ? "Larder is busy" : "Larder is unavailable",
                   detail: unavailability == .busy ? "Too many requests are being served just now. Try again in a moment."
                       : "The database cannot be reached just now. Try again in a moment.",
                   headers: [.retryAfter: unavailability == .busy ? "1" : "5"])
    }

    static let internalError = APIProblem(
        status: .internalServerError, kind: "internal", title: "Something went wrong",
        detail: "Larder could not finish this request. It has been logged.")

    /// The problem as its JSON document says it.
    var document: Components.Schemas.Problem {
        Components.Schemas.Problem(
            _type: "/api#problem-\(kind)", title: title, status: Int(status.code), detail: detail,
            errors: fields.isEmpty ? nil : fields.map { .init(field: $0.field, message: $0.message) })
    }
}

extension APIProblem {
    /// The problem a store's error means, when it is one a request can cause; nil for a fault.
    init?(storeError error: any Error) {
        switch error {
        case let problem as APIProblem: self = problem
        case RecipeError.notFound, CatalogError.notFound, PlanError.notFound, ShoppingError.notFound: self = .notFound
        case RecipeError.invalid(let error), CatalogError.invalid(let error), PlanError.invalid(let error), ShoppingError.invalid(let error):
            self = .invalid(error.issues)
        case let error as ValidationError: self = .invalid(error.issues)
        case let error as ImportError: self = .invalid(error.issues.map { FieldIssue($0.path, $0.problem) })
        case ShoppingError.tooManyStreams(let maximum):
            self = APIProblem(status: .tooManyRequests, kind: "rate-limited", title: "Too many streams",
                              detail: "One person may follow at most \(maximum) lists at once. Close one first.", headers: [.retryAfter: "30"])
        case let busy as CPUWork.Busy:
            self = APIProblem(status: .serviceUnavailable, kind: "unavailable", title: "Larder is busy",
                              detail: "Too many files are being read just now. Try again in a moment.",
                              headers: [.retryAfter: String(busy.retryAfter)])
        case is NIOTooManyBytesError:
            self = APIProblem(status: .contentTooLarge, kind: "too-large", title: "The body is too large",
                              detail: "The body is over this operation's limit.")
        case RecipeError.nameTaken(let existing):
            self = .conflict("Another recipe of the household has this name (\(existing.uuidString.lowercased())).")
        case CatalogError.nameTaken:
            self = .conflict("Another entry of the household has this name.")
        case PlanError.noRecipeNamed(let name):
            self = .invalid("recipe_id", "The household has no recipe “\(name)”")
        default:
            guard let unavailability = Store.unavailability(of: error) else { return nil }
            self = .unavailable(unavailability)
        }
    }
}
