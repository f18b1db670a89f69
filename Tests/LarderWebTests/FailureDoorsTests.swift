import Foundation
import HTTPTypes
@testable import LarderAPI
import LarderActions
import LarderModel
import Testing
@testable import LarderWeb

/// `Failure` is read once and tabled once; each door only words it.
@Suite("Failures at both doors")
struct FailureDoorsTests {
    static let everyFailure: [Failure] = [
        .notFound, .invalid([FieldIssue("name", .required(.name))]), .recipeNameTaken(UUID()), .entryNameTaken, .noRecipeNamed("Soup"),
        .ownerOnly, .forbidden("This form has expired."), .badRequest("The request was odd."), .tooLarge(limit: 10 * 1_048_576),
        .tooLarge(limit: nil), .tooManyStreams(maximum: 8), .paused(.registrations, until: Date().addingTimeInterval(3600)),
        .paused(.resetRequests, until: Date().addingTimeInterval(3600)), .paused(.inviteMails, until: Date().addingTimeInterval(3600)),
        .householdChanged(open: "Home"), .busy(.pages, retryAfter: 1), .busy(.files, retryAfter: 5), .busy(.logins, retryAfter: 1), .unavailable,
    ]

    @Test("every failure has its page's words in each language, and its API problem, with the one table's status, type and wait")
    func everyFailureAtBothDoors() {
        for failure in Self.everyFailure {
            for strings in Strings.all {
                let (heading, text) = strings.say(failure)
                #expect(!heading.isEmpty && !text.isEmpty && !(heading + text).contains("{"), "\(strings.language) \(failure)")
            }
            let problem = APIProblem(failure)
            #expect(Int(problem.status.code) == failure.status && problem.kind == failure.problemType, "\(failure)")
            #expect(problem.headers[.retryAfter] == failure.retryAfter().map(String.init), "\(failure)")
            #expect(!problem.title.isEmpty && !problem.detail.isEmpty)
        }
        // The API's words for what it answered before the table are as they were.
        #expect(APIProblem(Failure.notFound).detail == "There is nothing here, or it belongs to another household.")
        #expect(APIProblem(Failure.tooManyStreams(maximum: 8)).detail == "One person may follow at most 8 lists at once. Close one first.")
        #expect(APIProblem(Failure.busy(.pages, retryAfter: 1)).title == "Larder is busy")
    }
}
