import CPUWork
import Foundation
import LarderExchange
import LarderModel
import LarderStore
import NIOCore

/// Why a request could not be done, as every door answers it: one type for what a person can
/// cause or meet, and one table, below, of each case's HTTP status, problem type and wait. The
/// pages word each case in their reader's language (`Strings.say(_: Failure)`), the API in English
/// (`APIProblem(_:)`): both switch over it without a `default`, so a new case is said at both
/// doors or neither builds.
///
/// `Failure(error)` reads any error a store, a library or an action throws as one of these, in one
/// place; nil is a fault of Larder's own, a 500 that is logged.
public enum Failure: Error, Sendable, Equatable {
    /// What the request names is not there, or belongs to another household.
    case notFound
    /// The input breaks the model's rules: nothing was saved.
    case invalid([FieldIssue])
    /// Another recipe of the household has this name: its id.
    case recipeNameTaken(UUID)
    /// Another entry of the household's catalog has this name.
    case entryNameTaken
    /// A plan names a recipe the household does not have.
    case noRecipeNamed(String)
    /// Only an owner of the household may do this.
    case ownerOnly
    /// A form that did not come from Larder, or a role that does not allow the action: the page's words.
    case forbidden(String)
    /// A request that could not be read: the page's words.
    case badRequest(String)
    /// The body is over the limit, in bytes when the limit is known.
    case tooLarge(limit: Int?)
    /// The person follows as many live lists as one may.
    case tooManyStreams(maximum: Int)
    /// A limit per hour is reached until `until`.
    case paused(Pause, until: Date)
    /// A household's form was shown for another household than the one open now: its name.
    case householdChanged(open: String)
    /// Too much at once: try again after `retryAfter` seconds.
    case busy(Busy, retryAfter: Int)
    /// The database cannot be reached, or the server is shutting down.
    case unavailable

    /// What waits an hour.
    public enum Pause: Sendable, Equatable {
        case registrations, resetRequests, inviteMails
    }

    /// What is busy.
    public enum Busy: Sendable, Equatable {
        /// The database's connections, or a statement past its timeout.
        case pages
        /// The threads that read files and pictures.
        case files
        /// The threads that check passwords and ask the directory.
        case logins
    }

    // MARK: - The table

    /// The HTTP status both doors answer with.
    public var status: Int {
        switch self {
        case .notFound: 404
        case .invalid, .noRecipeNamed: 422
        case .recipeNameTaken, .entryNameTaken, .householdChanged: 409
        case .ownerOnly, .forbidden: 403
        case .badRequest: 400
        case .tooLarge: 413
        case .tooManyStreams, .paused: 429
        case .busy, .unavailable: 503
        }
    }

    /// The API's problem type, the anchor of `/api#problem-<type>`.
    public var problemType: String {
        switch self {
        case .notFound: "not-found"
        case .invalid, .noRecipeNamed: "invalid-fields"
        case .recipeNameTaken, .entryNameTaken, .householdChanged: "conflict"
        case .ownerOnly, .forbidden: "forbidden"
        case .badRequest: "bad-request"
        case .tooLarge: "too-large"
        case .tooManyStreams, .paused: "rate-limited"
        case .busy, .unavailable: "unavailable"
        }
    }

    /// Seconds a client should wait before it tries again (`Retry-After`), where waiting helps.
    public func retryAfter(now: Date = Date()) -> Int? {
        switch self {
        case .tooManyStreams: 30
        case .paused(_, let until): max(1, Int(until.timeIntervalSince(now).rounded(.up)))
        case .busy(_, let seconds): seconds
        case .unavailable: 5
        case .notFound, .invalid, .recipeNameTaken, .entryNameTaken, .noRecipeNamed, .ownerOnly, .forbidden, .badRequest, .tooLarge,
             .householdChanged: nil
        }
    }

    // MARK: - Reading errors

    /// The failure `error` is; nil for a fault.
    public init?(_ error: any Error) {
        switch error {
        case let failure as Failure: self = failure
        case let reason as any FailureReason: self = reason.failure
        case RecipeError.notFound, CatalogError.notFound, PlanError.notFound, ShoppingError.notFound, HouseholdError.notFound,
             AccountError.notFound:
            self = .notFound
        case RecipeError.invalid(let error), CatalogError.invalid(let error), PlanError.invalid(let error), ShoppingError.invalid(let error),
             AccountError.invalid(let error):
            self = .invalid(error.issues)
        case let error as ValidationError: self = .invalid(error.issues)
        case let error as ImportError: self = .invalid(error.issues.map { FieldIssue($0.path, $0.problem) })
        case RecipeError.nameTaken(let existing): self = .recipeNameTaken(existing)
        case CatalogError.nameTaken: self = .entryNameTaken
        case PlanError.noRecipeNamed(let name): self = .noRecipeNamed(name)
        case HouseholdError.notAllowed: self = .ownerOnly
        case ShoppingError.tooManyStreams(let maximum): self = .tooManyStreams(maximum: maximum)
        case let busy as CPUWork.Busy: self = .busy(.files, retryAfter: busy.retryAfter)
        case is NIOTooManyBytesError: self = .tooLarge(limit: nil)
        default:
            switch Store.unavailability(of: error) {
            case .busy?: self = .busy(.pages, retryAfter: 1)
            case .unreachable?, .shuttingDown?: self = .unavailable
            case nil: return nil
            }
        }
    }
}

/// An error of a door's own that is one of the failures (the pages' threads for passwords being
/// full, say): it names which, and `Failure(error)` reads it.
public protocol FailureReason: Error {
    var failure: Failure { get }
}
