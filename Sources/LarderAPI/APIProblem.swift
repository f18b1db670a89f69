import Foundation
import HTTPTypes
import LarderActions
import LarderModel
import LarderStore

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

    static let notFound = APIProblem(Failure.notFound)

    /// A method the path's operations do not take; `Allow` lists those they do.
    static func methodNotAllowed(_ allowed: [HTTPRequest.Method]) -> APIProblem {
        let names = Set(allowed.map(\.rawValue)).sorted()
        return APIProblem(status: .methodNotAllowed, kind: "method-not-allowed", title: "This address does not take that method",
                          detail: "It takes \(names.joined(separator: ", ")).", headers: [.allow: names.joined(separator: ", ")])
    }

    static func conflict(_ detail: String) -> APIProblem {
        APIProblem(status: .conflict, kind: "conflict", title: conflictTitle, detail: detail + " Nothing was changed.")
    }

    static func tooLarge(limit: Int) -> APIProblem { APIProblem(Failure.tooLarge(limit: limit)) }

    static func invalid(_ issues: [FieldIssue]) -> APIProblem { APIProblem(Failure.invalid(issues)) }

    static func invalid(_ field: String, _ message: String) -> APIProblem { invalid([FieldIssue(field, message)]) }

    static func tooManyRequests(retryAfter seconds: Int, limit: Int) -> APIProblem {
        APIProblem(status: .tooManyRequests, kind: "rate-limited", title: "Too many requests",
                   detail: "This token may make \(limit) requests a minute. Try again in \(seconds) second\(seconds == 1 ? "" : "s").",
                   headers: [.retryAfter: String(seconds)])
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
    /// The problem an error means, when it is one a request can cause or meet (`Failure`'s table
    /// gives its status, type and wait); nil for a fault.
    init?(failing error: any Error) {
        if let problem = error as? APIProblem {
            self = problem
        } else if let failure = Failure(error) {
            self.init(failure)
        } else {
            return nil
        }
    }

    /// A failure as the API says it, in English.
    init(_ failure: Failure) {
        // The fields a client can mark: those of the model's rules, or the plan's recipe it named.
        let fields: [FieldIssue] = switch failure {
        case .invalid(let issues): issues
        case .noRecipeNamed(let name): [FieldIssue("recipe_id", "The household has no recipe “\(name)”")]
        default: []
        }
        let (title, detail): (String, String) = switch failure {
        case .notFound: ("Not found", "There is nothing here, or it belongs to another household.")
        case .invalid, .noRecipeNamed: ("Some fields are invalid", "Nothing was saved. " + fields.map(\.description).joined(separator: "; "))
        case .recipeNameTaken(let existing):
            (Self.conflictTitle, "Another recipe of the household has this name (\(existing.uuidString.lowercased())). Nothing was changed.")
        case .entryNameTaken: (Self.conflictTitle, "Another entry of the household has this name. Nothing was changed.")
        case .householdChanged(let open):
            (Self.conflictTitle, "The household open now is “\(open)”, not the one the request was made for. Nothing was changed.")
        case .ownerOnly: ("Not allowed", "Only an owner of this household can do that.")
        case .forbidden(let detail): ("Not allowed", detail)
        case .badRequest(let detail): ("The request could not be read", detail)
        case .tooLarge(let limit?): ("The body is too large", "This operation takes at most \(limit / 1024) KB.")
        case .tooLarge(nil): ("The body is too large", "The body is over this operation's limit.")
        case .tooManyStreams(let maximum): ("Too many streams", "One person may follow at most \(maximum) lists at once. Close one first.")
        case .paused(.registrations, _): ("Too many requests", "Many accounts were made from here in the last hour. Try again later.")
        case .paused(.resetRequests, _): ("Too many requests", "Many password-reset links were asked for from here in the last hour. Try again later.")
        case .paused(.inviteMails, _): ("Too many requests", "The household has mailed many invites in the last hour. Try again later.")
        case .busy(.pages, _): ("Larder is busy", "Too many requests are being served just now. Try again in a moment.")
        case .busy(.files, _): ("Larder is busy", "Too many files are being read just now. Try again in a moment.")
        case .busy(.logins, _): ("Larder is busy", "Too many people are signing in just now. Try again in a moment.")
        case .unavailable: ("Larder is unavailable", "The database cannot be reached just now. Try again in a moment.")
        }
        self.init(status: HTTPResponse.Status(code: failure.status), kind: failure.problemType, title: title, detail: detail, fields: fields,
                  headers: failure.retryAfter().map { [.retryAfter: String($0)] } ?? [:])
    }

    private static let conflictTitle = "That clashes with what is there now"
}
