import CPUWork
import Foundation
import LarderActions
import LarderExchange
import LarderModel
import LarderStore
import PostgresClient
import Testing

/// One reading of errors, and one table, for every door.
@Suite("Failures, read once for every door")
struct FailureTests {
    struct Refusal: FailureReason {
        var failure: Failure { .busy(.logins, retryAfter: 1) }
    }

    struct Fault: Error {}

    @Test("each store's and library's error is read as one failure; a fault of Larder's own is none")
    func reading() {
        let issue = FieldIssue("name", .required(.name))
        let cases: [(any Error, Failure?)] = [
            (RecipeError.notFound, .notFound), (CatalogError.notFound, .notFound), (PlanError.notFound, .notFound),
            (ShoppingError.notFound, .notFound), (HouseholdError.notFound, .notFound), (AccountError.notFound, .notFound),
            (RecipeError.invalid(ValidationError([issue])), .invalid([issue])), (PlanError.invalid(ValidationError([issue])), .invalid([issue])),
            (AccountError.invalid(ValidationError([issue])), .invalid([issue])), (ValidationError([issue]), .invalid([issue])),
            (ImportError(path: "$.name", problem: "a recipe needs a name"), .invalid([FieldIssue("$.name", "a recipe needs a name")])),
            (RecipeError.nameTaken(existing: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!), .recipeNameTaken(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)),
            (CatalogError.nameTaken(existing: UUID()), .entryNameTaken), (PlanError.noRecipeNamed("Soup"), .noRecipeNamed("Soup")),
            (HouseholdError.notAllowed, .ownerOnly), (ShoppingError.tooManyStreams(maximum: 8), .tooManyStreams(maximum: 8)),
            (CPUWork.Busy(retryAfter: 5), .busy(.files, retryAfter: 5)), (Refusal(), .busy(.logins, retryAfter: 1)),
            (PostgresError.poolTimeout(waited: .seconds(5), maxConnections: 8), .busy(.pages, retryAfter: 1)),
            (PostgresError.connectionFailed("refused"), .unavailable), (PostgresError.poolClosed, .unavailable),
            (Failure.paused(.registrations, until: Date(timeIntervalSince1970: 0)), .paused(.registrations, until: Date(timeIntervalSince1970: 0))),
            (Fault(), nil), (RecipeError.stale(current: 3), nil),
        ]
        for (error, failure) in cases {
            #expect(Failure(error) == failure, "\(error)")
        }
    }

    @Test("the table gives each failure a status of its kind, a problem type, and a wait where waiting helps")
    func table() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let rows: [(Failure, Int, String, Int?)] = [
            (.notFound, 404, "not-found", nil), (.invalid([]), 422, "invalid-fields", nil), (.noRecipeNamed("Soup"), 422, "invalid-fields", nil),
            (.recipeNameTaken(UUID()), 409, "conflict", nil), (.entryNameTaken, 409, "conflict", nil),
            (.householdChanged(open: "Home"), 409, "conflict", nil), (.ownerOnly, 403, "forbidden", nil), (.forbidden("no"), 403, "forbidden", nil),
            (.badRequest("no"), 400, "bad-request", nil), (.tooLarge(limit: 1024), 413, "too-large", nil), (.tooLarge(limit: nil), 413, "too-large", nil),
            (.tooManyStreams(maximum: 8), 429, "rate-limited", 30), (.paused(.inviteMails, until: now.addingTimeInterval(90.5)), 429, "rate-limited", 91),
            (.paused(.resetRequests, until: now.addingTimeInterval(-5)), 429, "rate-limited", 1),
            (.busy(.pages, retryAfter: 1), 503, "unavailable", 1), (.busy(.files, retryAfter: 5), 503, "unavailable", 5),
            (.unavailable, 503, "unavailable", 5),
        ]
        for (failure, status, type, wait) in rows {
            #expect(failure.status == status && failure.problemType == type && failure.retryAfter(now: now) == wait, "\(failure)")
        }
    }
}
