import CPUWork
import Foundation
import LarderStore
import Logging
import ServiceLifecycle
import Synchronization

/// `larder serve`'s share of the import jobs: a few addresses at a time, from any household's
/// job, households taking turns. With nothing pending it looks again every `idleInterval`; a
/// household that has spent its fetches for the minute is passed over until the next one.
public struct ImportWorkers: Service {
    /// The import actions, with the fetcher the application was given.
    let imports: ImportActions
    let logger: Logger
    /// `LARDER_IMPORT_WORKERS`: addresses fetched at once by this instance.
    let count: Int
    let idleInterval: Duration

    public init(imports: ImportActions, logger: Logger, count: Int = 4, idleInterval: Duration = .seconds(1)) {
        self.imports = imports
        self.logger = logger
        self.count = count
        self.idleInterval = idleInterval
    }

    public func run() async throws {
        let working = Working()
        await withDiscardingTaskGroup { group in
            for _ in 0..<count {
                group.addTask { await work(working) }
            }
        }
    }

    /// One worker at a time between looking at who is busy and taking an address: workers that
    /// woke together would each see a household with no worker on it, and all take its addresses.
    final class Turnstile: Sendable {
        private let state = Mutex<(isTaken: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

        func enter() async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let enters = state.withLock { state in
                    guard state.isTaken else {
                        state.isTaken = true
                        return true
                    }
                    state.waiting.append(continuation)
                    return false
                }
                if enters { continuation.resume() }
            }
        }

        func leave() {
            let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard !state.waiting.isEmpty else {
                    state.isTaken = false
                    return nil
                }
                return state.waiting.removeFirst()
            }
            next?.resume()
        }
    }

    /// How many of this instance's workers are on each household's addresses now.
    final class Working: Sendable {
        private let counts = Mutex<[UUID: Int]>([:])
        let turnstile = Turnstile()

        func add(_ household: UUID) { counts.withLock { $0[household, default: 0] += 1 } }

        func remove(_ household: UUID) {
            counts.withLock { counts in
                counts[household, default: 1] -= 1
                if counts[household] == 0 { counts[household] = nil }
            }
        }

        /// The households at least `count` workers are on.
        func households(withAtLeast count: Int) -> Set<UUID> {
            counts.withLock { Set($0.filter { $0.value >= count }.keys) }
        }
    }

    /// The household a worker is on, from its claim to the end of its address, and whether it has
    /// let the next worker through the turnstile.
    final class Claim: Sendable {
        let household = Mutex<UUID?>(nil)
        private let left = Mutex(false)

        /// Lets the next worker through, once.
        func leave(_ turnstile: Turnstile) {
            if left.withLock({ left in defer { left = true }; return !left }) { turnstile.leave() }
        }
    }

    private func work(_ working: Working) async {
        var waiting: [UUID: ContinuousClock.Instant] = [:]
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            await working.turnstile.enter()
            let claim = Claim()
            let now = ContinuousClock.now
            waiting = waiting.filter { $0.value > now }
            // One worker is kept for households no worker is on: one household's long job of
            // slow addresses leaves it free for the next household that brings a job.
            let full = count > 1 ? working.households(withAtLeast: count - 1) : []
            let skipped = Set(waiting.keys).union(full)
            let done: ImportQueue.Work
            do {
                // Shutting down cancels the address in hand; its transaction rolls back and it stays pending.
                done = try await cancelWhenGracefulShutdown {
                    // Where the pages are read: the threads for heavy work, which pages never wait behind.
                    try await imports.cpu.runInBackground {
                        try await imports.workOnce(skipping: skipped) { household in
                            working.add(household)
                            claim.household.withLock { $0 = household }
                            claim.leave(working.turnstile)
                        }
                    }
                }
            } catch {
                if !Task.isShuttingDownGracefully { logger.warning("import worker: \(error)") }
                done = .idle
            }
            // Nothing was taken (none pending, a budget spent, an error): the next worker may look.
            claim.leave(working.turnstile)
            if let household = claim.household.withLock({ $0 }) { working.remove(household) }
            switch done {
            case .worked(let job, let item):
                // An admin sees from the log that, and what, an instance imports.
                let metadata: Logger.Metadata = ["job": "\(job)", "url": "\(item.url)"]
                if item.state == .imported {
                    logger.info("imported \(item.recipeName ?? "a recipe")", metadata: metadata)
                } else {
                    logger.notice("import failed: \(item.said?.english ?? "")", metadata: metadata)
                }
            case .overBudget(let household):
                // The budget refills continuously: the household's next fetch is this far away.
                waiting[household] = now + .seconds(60.0 / Double(imports.budget.perMinute))
            case .idle:
                try? await cancelWhenGracefulShutdown { try await Task.sleep(for: idleInterval) }
            }
        }
    }
}
