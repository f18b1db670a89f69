import Foundation
import LarderActions
import LarderExchange
import LarderModel
import LarderStore
import OpenAPIRuntime

// Recipes in from their pages, and the whole household out.
extension APIServer.Operations {
    func importRecipes(_ input: Operations.ImportRecipes.Input) async throws -> Operations.ImportRecipes.Output {
        let holder = try APICaller.writer
        let household = holder.membership.household.id
        let body = switch input.body { case .json(let body): body }
        let policy = NameConflictPolicy(rawValue: body.onConflict?.rawValue ?? "skip") ?? .skip
        // A job, as the import page makes for many addresses: any instance works on it, and the
        // household's fetch budget is shared with its web users.
        let job = try await imports.startJob(body.urls, in: household, by: holder.user.id, onConflict: policy,
                                                         choices: ImportChoices(keywordsAsTags: body.keywordsAsTags ?? false))
        let status = try await imports.job(job, in: household)
        return .accepted(.init(headers: .init(location: "\(APIServer.prefix)/imports/\(job.api)"), body: .json(.init(status))))
    }

    func getImportJob(_ input: Operations.GetImportJob.Input) async throws -> Operations.GetImportJob.Output {
        let status = try await imports.job(try UUID.path(input.path.jobId), in: try APICaller.household)
        return .ok(.init(body: .json(.init(status))))
    }

    func importDocument(_ input: Operations.ImportDocument.Input) async throws -> Operations.ImportDocument.Output {
        let holder = try APICaller.writer
        let household = holder.membership.household.id
        let data = switch input.body { case .binary(let body): try await Data(collecting: body, upTo: ImportLimits.maximumDocumentBytes) }
        let policy = NameConflictPolicy(rawValue: input.query.onConflict?.rawValue ?? "rename") ?? .rename
        let group = input.query.mealieGroup?.searchText.nilIfEmpty
        let (payload, report) = try await cpu.run {
            // A Mealie backup of several groups with recipes: which one is the caller's to say.
            let groups = (try? AppExport.mealieGroups(in: data))?.filter { $0.recipeCount > 0 } ?? []
            if groups.count > 1, group == nil {
                throw APIProblem.invalid("mealie_group", "This Mealie backup holds \(groups.count) groups: choose one of "
                    + groups.map { "\($0.name) (\($0.id), \($0.recipeCount) recipes)" }.joined(separator: ", "))
            }
            let payload = try await imports.readFile(data, mealieGroup: group)
            if !payload.unreadable.isEmpty, input.query.skipUnreadable != true {
                throw APIProblem.invalid(payload.unreadable.map { FieldIssue($0.path, $0.problem) }
                    + [FieldIssue("skip_unreadable", "\(payload.recipes.count) recipes can be read; send skip_unreadable=true to import those")])
            }
            let choices = ImportChoices(keywordsAsTags: input.query.keywordsAsTags ?? false, takeSettings: input.query.takeSettings ?? false)
            return (payload, try await imports.importFile(payload, into: household, by: holder.user.id, onConflict: policy,
                                                                    choices: choices))
        }
        let created: [Components.Schemas.ImportReport.CreatedPayloadPayload] = zip(report.createdIDs, report.created).map {
            .init(id: $0.api, name: $1)
        }
        let renamed: [Components.Schemas.ImportReport.RenamedPayloadPayload] = report.renamed.sorted { $0.key < $1.key }.map {
            .init(from: $0.key, to: $0.value)
        }
        return .ok(.init(body: .json(.init(format: report.format.rawValue, created: created, replaced: report.replaced,
                                           skipped: report.skipped, renamed: renamed, notes: report.notes(unreadable: payload.unreadable)))))
    }

    func exportHousehold(_ input: Operations.ExportHousehold.Input) async throws -> Operations.ExportHousehold.Output {
        let household = try APICaller.holder.membership.household
        let document = PacedStream { write in try await exports.household(household.id, format: .larder) { try await write($0) } }
        return .ok(.init(headers: .init(contentDisposition: "attachment; filename=\"\(household.name.fileNameSlug).larder.json\""),
                         body: .applicationVnd_larder_document(HTTPBody(document, length: .unknown, iterationBehavior: .single))))
    }
}

extension Components.Schemas.ImportJob {
    init(_ status: ImportJobStatus) {
        self.init(
            id: status.id.api, createdAt: status.createdAt, onConflict: .init(rawValue: status.onConflict.rawValue) ?? .skip,
            imported: status.imported, failed: status.failed, remaining: status.remaining, finished: status.isFinished,
            items: status.items.map {
                .init(url: $0.url, state: .init(rawValue: $0.state.rawValue) ?? .pending, recipeId: $0.recipeID?.api,
                      recipeName: $0.recipeName, message: $0.said?.english ?? "")
            })
    }
}

/// What a producer writes, read by the response one piece at a time: the producer waits until
/// the reader asks for each next piece, so a slow client slows the export rather than piling the
/// document up in memory. The producer starts with the first read and is cancelled when the
/// reader stops (the client went away).
struct PacedStream: AsyncSequence, Sendable {
    typealias Element = ArraySlice<UInt8>
    typealias Write = (Data) async throws -> Void

    let produce: @Sendable (_ write: Write) async throws -> Void

    func makeAsyncIterator() -> Iterator {
        let (pieces, piece) = AsyncThrowingStream<Data, any Error>.makeStream()
        let (asks, ask) = AsyncStream<Void>.makeStream()
        let producer = Task {
            var next = asks.makeAsyncIterator()
            do {
                guard await next.next() != nil else { return }
                try await produce { data in
                    piece.yield(data)
                    // The reader takes this piece, then asks again: only then is the next one made.
                    if await next.next() == nil { throw CancellationError() }
                }
                piece.finish()
            } catch {
                piece.finish(throwing: error)
            }
        }
        piece.onTermination = { _ in
            producer.cancel()
            ask.finish()
        }
        return Iterator(pieces: pieces.makeAsyncIterator(), ask: ask)
    }

    struct Iterator: AsyncIteratorProtocol {
        var pieces: AsyncThrowingStream<Data, any Error>.AsyncIterator
        let ask: AsyncStream<Void>.Continuation

        mutating func next() async throws -> ArraySlice<UInt8>? {
            ask.yield()
            return try await pieces.next().map { ArraySlice($0) }
        }
    }
}
