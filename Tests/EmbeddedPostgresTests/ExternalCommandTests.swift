import EmbeddedPostgres
import Foundation
import Testing

@Suite("Programs run for the embedded cluster")
struct ExternalCommandTests {
    @Test("a program inherits none of the process's descriptors but its standard ones, so a server it leaves running holds none open")
    func inheritsNoDescriptors() async throws {
        // An open pipe without close-on-exec, as Foundation's `Pipe` and other code leave them.
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer { pipe.forEach { close($0) } }
        let outcome = try await ExternalCommand(executable: URL(fileURLWithPath: "/bin/sh"),
                                                arguments: ["-c", "ls /proc/$$/fd"]).run()
        #expect(outcome.succeeded)
        let descriptors = outcome.output.split(whereSeparator: \.isNewline).compactMap { Int32($0) }
        #expect(Set(descriptors) == [0, 1, 2], "\(descriptors)")
        #expect(!descriptors.contains(pipe[0]) && !descriptors.contains(pipe[1]))
    }
}
