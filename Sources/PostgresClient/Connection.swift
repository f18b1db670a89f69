import CLibPQ
import Foundation
import NIOConcurrencyHelpers
import NIOPosix

/// One libpq connection, used by one task at a time (the pool hands it out exclusively).
///
/// Statements are sent in libpq's pipeline mode without blocking; `SocketEventLoop` collects the
/// answers. Every statement is prepared once per connection and then executed by name, and a
/// whole batch of statements costs one round trip.
public final class Connection: @unchecked Sendable {
    private static let identifiers = NIOLockedValueBox<UInt64>(0)

    let id: UInt64
    let socket: Int32
    private let handle: OpaquePointer
    private let loop: SocketEventLoop
    /// PostgreSQL's version as a number, for example 150004.
    public let serverVersion: Int

    // Shared with the event-loop thread, guarded by `lock`; libpq calls happen under it too,
    // because libpq must never be entered from two threads at once.
    private let lock = NIOLock()
    private var waiter: CheckedContinuation<[ResultStorage], any Error>?
    private var collected: [ResultStorage] = []
    private var usesPipeline = true
    private var lostReason: String?
    private var isClosed = false

    // Touched only by the task that holds the connection.
    private var statementNames: [String: String] = [:]
    var transactionDepth = 0

    private init(handle: OpaquePointer, loop: SocketEventLoop) {
        self.handle = handle
        self.loop = loop
        socket = PQsocket(handle)
        serverVersion = Int(PQserverVersion(handle))
        id = Connection.identifiers.withLockedValue { $0 += 1; return $0 }
    }

    /// Opens a connection. The blocking libpq connect runs on NIO's blocking thread pool.
    public static func connect(_ configuration: ConnectionConfiguration) async throws -> Connection {
        let opened = try await NIOThreadPool.singleton.runIfActive { try OpenedHandle(configuration) }
        let connection = Connection(handle: opened.handle, loop: .shared)
        do {
            try SocketEventLoop.shared.register(connection)
        } catch {
            PQfinish(opened.handle)
            throw error
        }
        return connection
    }

    deinit {
        close()
    }

    /// Whether the connection has broken (server gone, socket closed); a broken one is never reused.
    public var isBroken: Bool {
        lock.withLock { lostReason != nil || isClosed }
    }

    /// Whether the connection sits inside `withTransaction`.
    public var isInTransaction: Bool { transactionDepth > 0 }

    public func close() {
        let wasOpen = lock.withLock {
            defer { isClosed = true }
            return !isClosed
        }
        guard wasOpen else { return }
        loop.deregister(self)
        lock.withLock { PQfinish(handle) }
    }

    // MARK: - Statements

    /// Runs one statement.
    @discardableResult
    public func query(_ statement: SQL) async throws -> QueryResult {
        try await pipeline([statement])[0]
    }

    /// Runs several statements in one round trip. Outside a transaction they also form one
    /// implicit transaction: if any fails, none takes effect.
    @discardableResult
    public func pipeline(_ statements: [SQL]) async throws -> [QueryResult] {
        let rendered = try statements.map(PreparedText.init)
        var steps: [PipelineStep] = []
        var newNames: [String: String] = [:]
        for statement in rendered {
            if let name = statementNames[statement.key] ?? newNames[statement.key] {
                steps.append(.execute(name, statement))
            } else {
                let name = "larder_\(statementNames.count + newNames.count + 1)"
                newNames[statement.key] = name
                steps.append(.prepare(name, statement))
                steps.append(.execute(name, statement))
            }
        }
        let results = try await roundTrip(.pipeline(steps))
        QueryCounter.current?.record(statements: rendered.count)
        guard results.count == steps.count else {
            throw PostgresError.protocolViolation("expected \(steps.count) results, got \(results.count)")
        }
        for (step, result) in zip(steps, results) {
            if case .prepare(let name, let statement) = step, result.status == PGRES_COMMAND_OK {
                statementNames[statement.key] = name
            }
        }
        if let failure = results.first(where: \.isFailure) {
            throw error(from: failure)
        }
        return zip(steps, results).compactMap { step, result in
            if case .execute = step { return QueryResult(result) }
            return nil
        }
    }

    /// Runs a script of several statements with the simple query protocol. It takes no
    /// parameters: it exists for migration files, which are trusted text shipped with Larder.
    public func executeScript(_ script: String) async throws {
        guard !script.utf8.contains(0) else { throw PostgresError.invalidParameter("script contains a NUL byte") }
        let results = try await roundTrip(.script(script))
        QueryCounter.current?.record(statements: max(results.count, 1))
        if let failure = results.first(where: \.isFailure) {
            throw error(from: failure)
        }
    }

    private func error(from result: ResultStorage) -> PostgresError {
        if let message = result.serverMessage {
            // A server shutting down terminates sessions with 57P01…57P03; the connection is gone.
            if message.sqlState.hasPrefix("57P") || PQstatus(handle) == CONNECTION_BAD {
                markLost(message.message)
                return .connectionLost(message.message)
            }
            return PostgresError(server: message)
        }
        if PQstatus(handle) == CONNECTION_BAD {
            markLost(result.errorMessage)
            return .connectionLost(result.errorMessage)
        }
        return .protocolViolation(result.errorMessage)
    }

    private func markLost(_ reason: String) {
        lock.withLock { if lostReason == nil { lostReason = reason } }
    }

    // MARK: - Round trips

    private enum Work {
        case pipeline([PipelineStep])
        case script(String)
    }

    private enum PipelineStep {
        case prepare(String, PreparedText)
        case execute(String, PreparedText)
    }

    private func roundTrip(_ work: Work) async throws -> [ResultStorage] {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if let reason = lostReason ?? (isClosed ? "the connection was closed" : nil) {
                lock.unlock()
                continuation.resume(throwing: PostgresError.connectionLost(reason))
                return
            }
            guard send(work) else {
                let reason = libpqError
                lostReason = reason
                lock.unlock()
                loop.deregister(self)
                continuation.resume(throwing: PostgresError.connectionLost(reason))
                return
            }
            waiter = continuation
            collected = []
            let flushed = PQflush(handle)
            if flushed == 1 { loop.watchWritable(self, true) }
            lock.unlock()
            // If the answer is already there, epoll is level-triggered and reports it anyway.
        }
    }

    /// Queues the work in libpq's output buffer. Called with `lock` held.
    private func send(_ work: Work) -> Bool {
        switch work {
        case .script(let text):
            usesPipeline = false
            return PQsendQuery(handle, text) == 1
        case .pipeline(let steps):
            usesPipeline = true
            guard PQenterPipelineMode(handle) == 1 else { return false }
            for step in steps {
                let sent: Int32
                switch step {
                case .prepare(let name, let statement):
                    let types = statement.bindings.map { Oid($0.type.rawValue) }
                    sent = PQsendPrepare(handle, name, statement.text, Int32(types.count), types)
                case .execute(let name, let statement):
                    sent = statement.withParameters { count, values, lengths, formats in
                        PQsendQueryPrepared(handle, name, count, values, lengths, formats, 0)
                    }
                }
                guard sent == 1 else { return false }
            }
            return PQpipelineSync(handle) == 1
        }
    }

    private var libpqError: String {
        String(cString: PQerrorMessage(handle)).asOneLine
    }

    /// Called by the event loop when the socket is ready.
    func socketIsReady(readable: Bool, writable: Bool) {
        var completion: (CheckedContinuation<[ResultStorage], any Error>, Result<[ResultStorage], any Error>)?
        var lost = false
        lock.withLock {
            guard !isClosed, lostReason == nil else { return }
            if writable {
                let flushed = PQflush(handle)
                if flushed == 0 { loop.watchWritable(self, false) }
                if flushed < 0 { lost = true }
            }
            if readable, !lost {
                if PQconsumeInput(handle) == 0 || PQstatus(handle) == CONNECTION_BAD {
                    lost = true
                } else if waiter != nil, let results = collectResults() {
                    completion = (waiter!, .success(results))
                    waiter = nil
                }
            }
            if lost {
                lostReason = libpqError
                if let waiter {
                    completion = (waiter, .failure(PostgresError.connectionLost(lostReason!)))
                    self.waiter = nil
                }
            }
        }
        // A dead socket stays readable forever; stop watching it.
        if lost { loop.deregister(self) }
        if let (continuation, result) = completion { continuation.resume(with: result) }
    }

    /// Takes every result that has fully arrived; returns them all once the round trip is complete.
    private func collectResults() -> [ResultStorage]? {
        var consecutiveNulls = 0
        while PQisBusy(handle) == 0 {
            guard let result = PQgetResult(handle) else {
                // Without a pipeline, NULL ends the command string. In a pipeline it separates commands.
                if !usesPipeline { return finishRoundTrip() }
                consecutiveNulls += 1
                if consecutiveNulls > 1 { return nil }
                continue
            }
            consecutiveNulls = 0
            if PQresultStatus(result) == PGRES_PIPELINE_SYNC {
                PQclear(result)
                PQexitPipelineMode(handle)
                return finishRoundTrip()
            }
            collected.append(ResultStorage(result))
        }
        return nil
    }

    private func finishRoundTrip() -> [ResultStorage] {
        defer { collected = [] }
        return collected
    }
}

/// The blocking part of connecting, done off the cooperative pool.
private struct OpenedHandle: @unchecked Sendable {
    let handle: OpaquePointer

    init(_ configuration: ConnectionConfiguration) throws {
        let parameters = configuration.connectParameters
        let keywords = parameters.map { strdup($0.0) }
        let values = parameters.map { strdup($0.1) }
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        let keywordPointers = keywords.map { UnsafePointer($0) } + [nil]
        let valuePointers = values.map { UnsafePointer($0) } + [nil]
        guard let handle = PQconnectdbParams(keywordPointers, valuePointers, 1) else {
            throw PostgresError.connectionFailed("out of memory")
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(handle)).asOneLine
            PQfinish(handle)
            throw PostgresError.connectionFailed(message)
        }
        // Notices (such as "extension already exists, skipping") are not errors; don't print them.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        guard PQsetnonblocking(handle, 1) == 0 else {
            PQfinish(handle)
            throw PostgresError.connectionFailed("cannot switch the connection to non-blocking mode")
        }
        self.handle = handle
    }
}

/// A rendered statement: its text, its parameters, and the key under which it is prepared.
struct PreparedText {
    let text: String
    let bindings: [PostgresBinding]
    let key: String

    init(_ statement: SQL) throws {
        (text, bindings) = statement.render()
        for binding in bindings where binding.format == .text {
            if binding.bytes?.contains(0) == true {
                throw PostgresError.invalidParameter("text values cannot contain a NUL character")
            }
        }
        key = bindings.isEmpty ? text : text + "\u{0}" + bindings.map { String($0.type.rawValue) }.joined(separator: ",")
    }

    /// Lays every parameter out in one buffer (text ones NUL-terminated, as libpq wants) and
    /// hands libpq the pointers; libpq copies them before returning.
    func withParameters<R>(
        _ body: (Int32, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> R
    ) -> R {
        var buffer: [UInt8] = []
        var offsets: [Int?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        for binding in bindings {
            formats.append(binding.format.rawValue)
            guard let bytes = binding.bytes else {
                offsets.append(nil)
                lengths.append(0)
                continue
            }
            offsets.append(buffer.count)
            lengths.append(Int32(bytes.count))
            buffer.append(contentsOf: bytes)
            if binding.format == .text { buffer.append(0) }
        }
        if buffer.isEmpty { buffer.append(0) }
        return buffer.withUnsafeBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
            let values: [UnsafePointer<CChar>?] = offsets.map { $0.map { base + $0 } }
            return body(Int32(bindings.count), values, lengths, formats)
        }
    }
}
