import Foundation
import Logging
import ServiceLifecycle

/// `larder serve`'s share of the import jobs: a few addresses at a time, from any household's
/// job. With nothing pending it looks again every `idleInterval`; a household that has spent
/// its fetches for the minute is passed over until the next one.
public struct ImportWorkers: Service {
    let queue: ImportQueue
    let logger: Logger
    /// `LARDER_IMPORT_WORKERS`: addresses fetched at once by this instance.
    let count: Int
    let idleInterval: Duration

    public init(queue: ImportQueue, logger: Logger, count: Int = 4, idleInterval: Duration = .seconds(1)) {
        self.queue = queue
        self.logger = logger
        self.count = count
        self.idleInterval = idleInterval
    }

    public func run() async throws {
        await withDiscardingTaskGroup { group in
            for _ in 0..<count {
                group.addTask { await work() }
            }
        }
    }

    private func work() async {
        var waiting: [UUID: ContinuousClock.Instant] = [:]
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            let now = ContinuousClock.now
            waiting = waiting.filter { $0.value > now }
            let skipped = Set(waiting.keys)
            let done: ImportQueue.Work
            do {
                // Shutting down cancels the address in hand; its transaction rolls back and it stays pending.
                done = try await cancelWhenGracefulShutdown { try await queue.workOnce(skipping: skipped) }
            } catch {
                if !Task.isShuttingDownGracefully { logger.warning("import worker: \(error)") }
                done = .idle
            }
            switch done {
            case .worked(let job, let item):
                // An admin sees from the log that, and what, an instance imports.
                let metadata: Logger.Metadata = ["job": "\(job)", "url": "\(item.url)"]
                if item.state == .imported {
                    logger.info("imported \(item.recipeName ?? "a recipe")", metadata: metadata)
                } else {
                    logger.notice("import failed: \(item.message)", metadata: metadata)
                }
            case .overBudget(let household):
                // The budget refills continuously: the household's next fetch is this far away.
                waiting[household] = now + .seconds(60.0 / Double(queue.budget.perMinute))
            case .idle:
                try? await cancelWhenGracefulShutdown { try await Task.sleep(for: idleInterval) }
            }
        }
    }
}
