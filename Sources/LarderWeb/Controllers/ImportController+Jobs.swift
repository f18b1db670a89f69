import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderModel
import LarderStore

/// A job of many addresses: its page, which shows each address's recipe or the reason it failed.
extension ImportController {
    // MARK: - Jobs

    @Sendable func jobPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let status = try await imports.job(id, in: context.household.id)
        let strings = context.strings
        let words = strings.importing
        let language = context.language
        let title = status.isFinished ? words.jobFinished : words.jobRunning
        let (total, done) = (status.items.count, status.imported + status.failed)
        return views.render(JobPage(
            page: PageChrome(title: title, context: context, section: .recipes),
            total: total, imported: status.imported, failed: status.failed, remaining: status.remaining,
            isFinished: status.isFinished, done: done,
            progressText: words.doneOf(done: language.number(done), total: language.number(total)), toGo: words.toGoOf(total: language.number(total)),
            // What failed first: it is what the person has to act on, and a report ends with it.
            items: (status.items.filter { $0.state == .failed } + status.items.filter { $0.state != .failed }).map { item in
                JobPage.Item(url: item.url, state: item.state.rawValue, isPending: item.state == .pending, isImported: item.state == .imported,
                             isFailed: item.state == .failed, recipeName: item.recipeName,
                             recipeURL: item.recipeID.map { "/recipes/\($0.text)" }, message: Self.message(of: item, strings))
            }))
    }
}
