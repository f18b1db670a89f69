import Foundation
import NIOPosix
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A `larder-photos` process, which runs libvips for this one (see its main.c): the server never
/// maps libvips and the hundred libraries it brings, and a picture that crashes a decoder ends
/// that process, not the server.
///
/// Requests go one at a time over a socket, in frames of 64-bit words and byte blobs. Each call
/// blocks, so callers run it on NIO's thread pool; a worker serves one thread at a time, so there
/// are never more workers than the pool's threads. Workers left idle for 30 s are ended.
final class PhotoWorker: @unchecked Sendable {
    /// The reply to one request: the call's status first among its words, and libvips' error text.
    struct Reply {
        var words: [Int64]
        var blobs: [Data]
        var error: String
        var status: Int64 { words.first ?? -1 }
    }

    private let process: pid_t
    private let channel: Int32
    private var lastUsed = ContinuousClock.now
    /// How the process ended, once collected; its number may then be another process's.
    private var ending: String?

    /// Sends one request to an idle worker, or to a new one, and waits for its reply.
    static func run(_ words: [Int64], _ blobs: [Data]) throws -> Reply {
        let (worker, reused) = try takeIdle().map { ($0, true) } ?? (try PhotoWorker(), false)
        do {
            let reply = try worker.exchange(words, blobs)
            putBack(worker)
            return reply
        } catch let failure as WorkerFailure {
            worker.stop()
            // An idle worker may have ended (its own timeout, or a kill) as the request came: one
            // retry, on a new one. A new one that stops, or any that runs out of time, has failed
            // on this picture.
            if reused && !failure.isTimeout { return try run(words, blobs) }
            throw ImagingError.failed(failure.description)
        }
    }

    // MARK: - The idle workers

    private struct Idle {
        var workers: [PhotoWorker] = []
        var isSweeping = false
    }

    private static let idle = Mutex(Idle())
    /// A worker idle this long is ended by the server, which collects it: a server that saw a
    /// photo does not keep libvips in memory, nor a finished process in the process table.
    /// (A worker ends itself after 60 s idle, should its server stop sweeping.)
    private static let idleLimit = Duration.seconds(30)

    /// The processes waiting for a request, for tests that end one behind the pool's back.
    static var idleProcesses: [pid_t] { idle.withLock { $0.workers.map(\.process) } }

    private static func takeIdle() -> PhotoWorker? {
        idle.withLock { $0.workers.popLast() }
    }

    private static func putBack(_ worker: PhotoWorker) {
        worker.lastUsed = .now
        let startSweeping = idle.withLock { idle in
            idle.workers.append(worker)
            defer { idle.isSweeping = true }
            return !idle.isSweeping
        }
        guard startSweeping else { return }
        Task.detached {
            while true {
                try? await Task.sleep(for: .seconds(10))
                let (expired, done) = idle.withLock { idle in
                    let now = ContinuousClock.now
                    let expired = idle.workers.filter { now - $0.lastUsed >= idleLimit }
                    idle.workers.removeAll { now - $0.lastUsed >= idleLimit }
                    idle.isSweeping = !idle.workers.isEmpty
                    return (expired, idle.workers.isEmpty)
                }
                expired.forEach { $0.stop() }
                if done { return }
            }
        }
    }

    /// `larder-photos` beside the running program: `larder` in a release or a container, the
    /// test runner in `.build`.
    static let executable: String = {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("larder-photos").path
    }()

    private init() throws {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw ImagingError.unavailable("no socket for larder-photos: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The worker's end becomes its standard input (it closes whatever else it inherits).
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        var process: pid_t = 0
        let path = Self.executable
        let spawned = path.withCString { path in
            var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
            defer { free(arguments[0]) }
            return posix_spawn(&process, path, &actions, nil, &arguments, environ)
        }
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw ImagingError.unavailable("\(path) did not start: \(String(cString: strerror(spawned)))")
        }
        self.process = process
        self.channel = ends[0]
        // A picture that sends a decoder into a loop would hold this thread, one of the few that
        // also open database connections, for good: past the limit the worker is ended instead.
        var limit = timeval(tv_sec: Int(Self.timeLimit.components.seconds), tv_usec: 0)
        setsockopt(channel, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        // Its first frame says whether libvips started there.
        let hello: Reply
        do {
            hello = try receive()
        } catch {
            stop()
            throw ImagingError.unavailable("\(path) did not answer: \(error)")
        }
        guard hello.status == 0 else {
            stop()
            throw ImagingError.unavailable(hello.blobs.first.map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
    }

    /// Ends the process (if it has not ended itself) and collects it.
    private func stop() {
        close(channel)
        guard ending == nil else { return }
        kill(process, SIGKILL)
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    }

    // MARK: - Frames

    /// The longest a request may take: a 50-megapixel picture takes a few seconds.
    static let timeLimit = Duration.seconds(60)

    private struct WorkerFailure: Error, CustomStringConvertible {
        var description: String
        var isTimeout = false
    }

    private func exchange(_ words: [Int64], _ blobs: [Data]) throws -> Reply {
        var frame = Data()
        append(UInt32(words.count), to: &frame)
        words.forEach { append($0, to: &frame) }
        append(UInt32(blobs.count), to: &frame)
        for blob in blobs {
            append(UInt64(blob.count), to: &frame)
            frame.append(blob)
        }
        try frame.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let sent = send(channel, bytes.baseAddress! + done, bytes.count - done, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { throw WorkerFailure(description: "larder-photos stopped \(collect())") }
                done += sent
            }
        }
        return try receive()
    }

    private func append<Number: FixedWidthInteger>(_ number: Number, to frame: inout Data) {
        withUnsafeBytes(of: number) { frame.append(contentsOf: $0) }
    }

    private func receive() throws -> Reply {
        let wordCount = try read(UInt32.self)
        guard wordCount <= 16 else { throw WorkerFailure(description: "larder-photos sent a malformed reply") }
        let words = try (0..<wordCount).map { _ in try read(Int64.self) }
        let blobCount = try read(UInt32.self)
        guard blobCount >= 1, blobCount <= 4 else { throw WorkerFailure(description: "larder-photos sent a malformed reply") }
        var blobs = try (0..<blobCount).map { _ in try readBytes(Int(try read(UInt64.self))) }
        let error = String(decoding: blobs.removeLast(), as: UTF8.self)
        return Reply(words: words, blobs: blobs, error: error)
    }

    private func read<Number: FixedWidthInteger>(_: Number.Type) throws -> Number {
        var number = Number.zero
        try withUnsafeMutableBytes(of: &number) { try fill($0) }
        return number
    }

    private func readBytes(_ count: Int) throws -> Data {
        guard count <= 64 << 20 else { throw WorkerFailure(description: "larder-photos sent a malformed reply") }
        var data = Data(count: count)
        try data.withUnsafeMutableBytes { try fill($0) }
        return data
    }

    private func fill(_ buffer: UnsafeMutableRawBufferPointer) throws {
        var done = 0
        while done < buffer.count {
            let count = recv(channel, buffer.baseAddress! + done, buffer.count - done, 0)
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                throw WorkerFailure(description: "larder-photos took longer than \(Self.timeLimit.components.seconds) s", isTimeout: true)
            }
            guard count > 0 else { throw WorkerFailure(description: "larder-photos stopped \(collect())") }
            done += count
        }
    }

    /// How the process ended, for the error that its silence becomes; it is collected here.
    private func collect() -> String {
        var status: Int32 = 0
        // It may still be closing: a moment, then whatever it says.
        for _ in 0..<50 {
            if waitpid(process, &status, WNOHANG) == process {
                ending = status & 0x7f == 0 ? "(exit status \((status >> 8) & 0xff))" : "(signal \(status & 0x7f))"
                return ending!
            }
            usleep(2_000)
        }
        return "(still running)"
    }
}
