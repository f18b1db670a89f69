import CSpawn
import Foundation
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion and captures what it prints.
///
/// Spawned with posix_spawn rather than Foundation's `Process`, which on Linux can miss the exit
/// of a child that leaves a daemon behind (`pg_ctl start`).
public struct ExternalCommand: Sendable {
    public let executable: URL
    public let arguments: [String]

    public init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    public struct Outcome: Sendable {
        public let status: Int32
        public let output: String
        public var succeeded: Bool { status == 0 }
        /// The last lines, which say what went wrong.
        public var tail: String {
            output.split(whereSeparator: \.isNewline).suffix(3).joined(separator: " ")
        }
    }

    /// Waits on NIO's blocking pool, never on a cooperative thread.
    public func run() async throws -> Outcome {
        let command = self
        return try await NIOThreadPool.singleton.runIfActive { try command.runBlocking() }
    }

    public func runBlocking() throws -> Outcome {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw CommandError.cannotStart(executable.path, errno) }
        // Close-on-exec, so only the child's stdout and stderr (dup2 copies) refer to the pipe.
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        // Nothing else of this process goes with the child. The server `pg_ctl start` leaves
        // behind lives on, and a descriptor it inherited would stay open as long as it does: a
        // listening socket, or a pipe another thread reads to its end (a test's child then never
        // saw the end of its input, and the test run hung).
        larder_spawn_close_from(&actions, 3)

        // The calling thread may block signals (Dispatch's threads do); a child inherits that
        // mask, and pgbench, for one, then never hears its SIGALRM. Start it with none blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw CommandError.cannotStart(executable.path, spawned)
        }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count > 0 { output += buffer[0..<count]; continue }
            if count < 0, errno == EINTR { continue }
            break
        }
        close(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(status: exitCode, output: String(decoding: output, as: UTF8.self))
    }

    enum CommandError: Error, CustomStringConvertible {
        case cannotStart(String, Int32)
        var description: String {
            switch self {
            case .cannotStart(let path, let code): return "cannot run \(path): \(String(cString: strerror(code)))"
            }
        }
    }
}
