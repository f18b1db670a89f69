import CPUWork
import Foundation
import Testing

@Suite("Heavy work's own threads")
struct CPUWorkTests {
    @Test("work runs on the workers' threads, at a lower priority, never on Swift's pool")
    func runsOnItsThreads() async throws {
        let work = CPUWork(threads: 1, queueLength: 0)
        let (name, niceness) = try await work.run { Self.thisThread() }
        #expect(name == "larder-cpu-0")
        #expect(niceness == CPUWork.niceness)
    }

    /// The name and niceness of the thread that asks, as the kernel has them.
    static func thisThread() -> (name: String, niceness: Int32) {
        let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
        return (name.trimmingCharacters(in: .whitespacesAndNewlines), getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
    }

    @Test("past its threads and its queue, work is refused at once with Busy, and admitted again once there is room")
    func busyWhenFull() async throws {
        let work = CPUWork(threads: 1, queueLength: 1)
        let started = AsyncStream<Void>.makeStream()
        /// A body that holds its place until `release` ends.
        func holding(_ release: AsyncStream<Void>) -> Task<Void, any Error> {
            Task {
                try await work.run {
                    started.continuation.yield()
                    for await _ in release {}
                }
            }
        }
        let (first, second) = (AsyncStream<Void>.makeStream(), AsyncStream<Void>.makeStream())
        let running = [holding(first.stream), holding(second.stream)]
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        _ = await iterator.next()
        #expect(work.inFlight == 2)
        await #expect(throws: CPUWork.Busy(retryAfter: 5)) { try await work.run { 1 } }
        first.continuation.finish()
        second.continuation.finish()
        for task in running { try await task.value }
        #expect(try await work.run { 2 } == 2)
        #expect(work.inFlight == 0)
    }

    @Test("a body run within a body is admitted with it: it is not refused for the place its caller holds")
    func bodyWithinABody() async throws {
        let work = CPUWork(threads: 1, queueLength: 0)
        let (inner, name) = try await work.run { (try await work.run { 7 }, Self.thisThread().name) }
        #expect(inner == 7)
        #expect(name == "larder-cpu-0")
        #expect(work.inFlight == 0)
    }

    @Test("work the server schedules itself is never refused, even while every place is taken, and runs on the same threads")
    func backgroundWorkIsNeverRefused() async throws {
        let work = CPUWork(threads: 1, queueLength: 0)
        let (started, release) = (AsyncStream<Void>.makeStream(), AsyncStream<Void>.makeStream())
        let holding = Task {
            try await work.run {
                started.continuation.yield()
                for await _ in release.stream {}
            }
        }
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        await #expect(throws: CPUWork.Busy(retryAfter: 5)) { try await work.run { 1 } }
        #expect(try await work.runInBackground { Self.thisThread().name } == "larder-cpu-0")
        #expect(work.inFlight == 1, "background work is not counted")
        release.continuation.finish()
        try await holding.value
    }
}
