import Foundation
import LarderActions
import NIOConcurrencyHelpers
import NIOPosix
import Testing

@Suite("Password hashing under a burst")
struct PasswordHasherTests {
    @Test("a burst of logins queues on bcrypt's own threads up to a bound, beyond it is told to wait, and the shared pool stays free")
    func boundedBurst() async throws {
        let hasher = PasswordHasher(cost: 10)
        let hash = try await hasher.hash("a long kitchen password")
        let finished = NIOLockedValueBox<[String]>([])
        let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    do {
                        _ = try await hasher.verify("a guess", against: hash)
                        finished.withLockedValue { $0.append("hash") }
                        return "checked"
                    } catch is BlockingWork.Busy {
                        return "busy"
                    }
                }
            }
            // While bcrypt's threads are full, the shared pool (static files, photos) still answers.
            group.addTask {
                try await NIOThreadPool.singleton.runIfActive { () }
                finished.withLockedValue { $0.append("shared pool") }
                return "shared"
            }
            return try await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        }
        #expect(outcomes["busy", default: 0] > 0, "\(outcomes)")
        #expect(outcomes["checked", default: 0] >= PasswordHasher.maximumPending - 2, "\(outcomes)")
        let order = finished.withLockedValue { $0 }
        #expect(order.firstIndex(of: "shared pool")! < order.count - 1, "the shared pool answered before the burst was through")
    }
}
