import CLibPQ
import Foundation
import NIOPosix
import Synchronization

/// One libpq connection, used by one task at a time (the pool hands it out exclusively).
///
/// Statements are sent in libpq's pipeline mode without blocking. Each connection belongs to one
/// `SocketEventLoop`, and every libpq call for it happens on that loop's thread: statements hop
/// there if the calling task is elsewhere. Every statement is prepared once per connection and
/// then executed by name (unless the configuration turns that off), and a whole batch of
/// statements costs one round trip.
public final class Connection: @unchecked Sendable {
    private static let identifiers = Atomic<UInt64>(0)

    let id: UInt64
    let socket: Int32
    let loop: SocketEventLoop
    private let handle: OpaquePointer
    /// PostgreSQL's version as a number, for example 150004.
    public let serverVersion: Int

    // Confined to the loop thread.
    private var waiter: CheckedContinuation<[ResultStorage], any Error>?
    private var collected: [ResultStorage] = []
    private var usesPipeline = true
    private var lostReason: String?
    /// When the round trip under way stops waiting for its answer; the loop watches it.
    private(set) var answerDeadline: ContinuousClock.Instant?
    /// Where `NOTIFY`s for the channels this connection listens on go, once asked for.
    private var notificationSink: AsyncStream<PostgresNotification>.Continuation?

    /// Set once the connection broke or was closed; read from any thread (the pool checks it).
    private let unusable = Atomic<Bool>(false)
    private let closed = Atomic<Bool>(false)

    // Touched only by the task that holds the connection.
    /// Prepared statements by text; the same text with other parameter types is another statement.
    private var preparedStatements: [StatementText: [(types: [Oid], name: String)]] = [:]
    private var preparedCount = 0
    private let preparesStatements: Bool
    /// How long a round trip waits for the server's answer (from the configuration). The task
    /// holding the connection may lift it for work known to be long, such as a migration.
    public var answerTimeout: Duration?
    var transactionDepth = 0
    /// Whether the statement under way opens a transaction, so that its success commits nothing.
    var isBeginning = false
    /// Whether a statement outside a transaction, or a COMMIT, has succeeded since the pool lent
    /// the connection: work that took effect, which must not be done twice.
    var hasCommittedWork = false
    /// Whether the server ended the session with an error (57P01…57P03: shut down, terminated),
    /// in place of the answer to a statement under way, which therefore took no effect. A session
    /// cut off without that error may have committed its last statement: the server does so
    /// when it is stopped while it waits for a synchronous standby, and then says nothing more.
    var wasEndedByServer = false
    /// Whether a statement found the connection lost before it was sent: it never reached the
    /// server, so it took no effect (a pooled connection the server closed a moment before).
    var wasLostBeforeSending = false
    /// Whether the connection was given up because the server fell silent (`answerTimeout`): a
    /// server that may be frozen, which work done once more would only wait for again.
    var wentSilent = false

    private init(handle: OpaquePointer, loop: SocketEventLoop, configuration: ConnectionConfiguration) {
        self.handle = handle
        self.loop = loop
        preparesStatements = configuration.preparesStatements
        answerTimeout = configuration.answerTimeout
        socket = PQsocket(handle)
        serverVersion = Int(PQserverVersion(handle))
        id = Connection.identifiers.add(1, ordering: .relaxed).newValue
    }

    /// Opens a connection. The blocking libpq connect runs on NIO's blocking thread pool.
    public static func connect(_ configuration: ConnectionConfiguration) async throws -> Connection {
        let opened = try await NIOThreadPool.singleton.runIfActive { try OpenedHandle(configuration) }
        let loop = SocketEventLoop.next()
        let connection = Connection(handle: opened.handle, loop: loop, configuration: configuration)
        await withTaskExecutorPreference(loop) {
            // The server's words outside an answer come to the connection, which listens for a
            // goodbye among them (`heard(_:)`). It is set on the loop, as every libpq call is;
            // the handle lives no longer than the connection, which it points back to unretained.
            PQsetNoticeReceiver(opened.handle, { context, result in
                guard let context, let result else { return }
                Unmanaged<Connection>.fromOpaque(context).takeUnretainedValue().heard(result)
            }, Unmanaged.passUnretained(connection).toOpaque())
            loop.register(connection)
        }
        return connection
    }

    /// Whether the connection has broken (server gone, socket closed) or been closed; such a
    /// connection is never reused.
    public var isBroken: Bool { unusable.load(ordering: .acquiring) }

    /// Whether the connection sits inside `withTransaction`.
    public var isInTransaction: Bool { transactionDepth > 0 }

    /// Closes the connection (on its loop, soon). Call it when done: the loop holds on to
    /// every open connection.
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        unusable.store(true, ordering: .releasing)
        let (loop, id, handle) = (loop, id, handle)
        loop.execute {
            self.notificationSink?.finish()
            loop.deregister(id: id, socket: PQsocket(handle))
            PQfinish(handle)
        }
    }

    deinit {
        // Only reached once the loop let go of it (after a loss); nothing else can touch it now.
        if !closed.load(ordering: .acquiring) { PQfinish(handle) }
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
        steps.reserveCapacity(rendered.count)
        var preparing: [(text: String, types: [Oid], name: String)] = []
        for statement in rendered {
            let types = statement.types
            if statement.isPlannedEachTime || !preparesStatements {
                steps.append(.executeUnprepared(statement))
            } else if let name = preparedName(statement.text, types)
                ?? preparing.first(where: { $0.text == statement.text && $0.types == types })?.name {
                steps.append(.execute(name, statement))
            } else {
                preparedCount += 1
                let name = "s\(preparedCount)"
                preparing.append((statement.text, types, name))
                steps.append(.prepare(name, statement))
                steps.append(.execute(name, statement))
            }
        }
        let results = try await roundTrip(.pipeline(steps))
        if transactionDepth == 0, !isBeginning, !results.contains(where: \.isFailure) { hasCommittedWork = true }
        QueryCounter.current?.record(rendered.map { QueryCounter.Statement(text: $0.text, bindings: $0.bindings) })
        StatementLog.shared?.record(rendered.lazy.map(\.text))
        if !preparing.isEmpty {
            for (step, result) in zip(steps, results) {
                if case .prepare(let name, let statement) = step, result.status == PGRES_COMMAND_OK {
                    preparedStatements[StatementText(statement.text), default: []].append((statement.types, name))
                }
            }
        }
        // Checked before the count: a deferred constraint fails at the implicit commit, after
        // every statement succeeded, and libpq reports that as one result more.
        if let failure = results.first(where: \.isFailure) {
            throw await error(from: failure)
        }
        guard results.count == steps.count else {
            throw PostgresError.protocolViolation("expected \(steps.count) results, got \(results.count)")
        }
        var executed: [QueryResult] = []
        executed.reserveCapacity(rendered.count)
        for (step, result) in zip(steps, results) {
            switch step {
            case .execute, .executeUnprepared: executed.append(QueryResult(result))
            case .prepare: break
            }
        }
        return executed
    }

    /// Runs a script of several statements with the simple query protocol. It takes no
    /// parameters: it exists for migration files, which are trusted text shipped with the application.
    public func executeScript(_ script: String) async throws {
        guard !script.utf8.contains(0) else { throw PostgresError.invalidParameter("script contains a NUL byte") }
        let results = try await roundTrip(.script(script))
        QueryCounter.current?.record([QueryCounter.Statement(text: script, bindings: [])])
        if let failure = results.first(where: \.isFailure) {
            throw await error(from: failure)
        }
    }

    private func preparedName(_ text: String, _ types: [Oid]) -> String? {
        guard let candidates = preparedStatements[StatementText(text)] else { return nil }
        return candidates.first { $0.types == types }?.name
    }

    private func error(from result: ResultStorage) async -> PostgresError {
        await withTaskExecutorPreference(loop) {
            if let message = result.serverMessage {
                // A server shutting down ends sessions with 57P01…57P03; the connection is gone.
                if message.sqlState.hasPrefix("57P") || PQstatus(handle) == CONNECTION_BAD {
                    if message.sqlState.hasPrefix("57P") { wasEndedByServer = true }
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
    }

    /// On the loop thread: the connection is unusable from now on.
    private func markLost(_ reason: String) {
        guard lostReason == nil else { return }
        lostReason = reason
        unusable.store(true, ordering: .releasing)
        notificationSink?.finish()
        // A dead socket stays readable forever; stop watching it. Ask libpq for it: on EOF libpq
        // has closed it already, and its number may belong to a newer connection by now.
        loop.deregister(id: id, socket: PQsocket(handle))
    }

    // MARK: - Notifications

    /// The `NOTIFY`s this connection receives, from the channels it `LISTEN`s on, as they
    /// arrive (libpq's `PQnotifies`), whether or not a statement is under way. The stream
    /// finishes when the connection is lost or closed. Ask once, before the first `LISTEN`.
    public func notifications() async -> AsyncStream<PostgresNotification> {
        let (stream, continuation) = AsyncStream.makeStream(of: PostgresNotification.self, bufferingPolicy: .bufferingNewest(1024))
        await withTaskExecutorPreference(loop) {
            notificationSink = continuation
            if lostReason != nil || isBroken { continuation.finish() }
        }
        return stream
    }

    /// On the loop thread, after input was consumed: hands on every notification libpq parsed.
    /// A notice, or an error the server sent while no statement was under way, which libpq
    /// passes on as a notice. A server that ends the session while it sits idle (a fast shutdown,
    /// `pg_terminate_backend`) says so with a FATAL 57P01…57P03 before it closes the socket: the
    /// connection is lost from then on, not only once the socket's end is read.
    ///
    /// Only a FATAL counts. A server stopped while a commit waits for the synchronous standby
    /// says 57P01 too, as a WARNING, and then nothing more: that commit took effect.
    private func heard(_ notice: OpaquePointer) {
        guard let severity = PQresultErrorField(notice, Int32(UInt8(ascii: "V"))), String(cString: severity) == "FATAL",
              let state = PQresultErrorField(notice, Int32(UInt8(ascii: "C"))), String(cString: state).hasPrefix("57P") else { return }
        wasEndedByServer = true
    }

    private func deliverNotifications() {
        while let notice = PQnotifies(handle) {
            let notification = PostgresNotification(channel: String(cString: notice.pointee.relname),
                                                    payload: String(cString: notice.pointee.extra),
                                                    processID: Int(notice.pointee.be_pid))
            PQfreemem(notice)
            notificationSink?.yield(notification)
        }
    }

    // MARK: - Round trips

    private enum Work {
        case pipeline([PipelineStep])
        case script(String)
    }

    private enum PipelineStep {
        case prepare(String, PreparedText)
        case execute(String, PreparedText)
        /// Parsed and planned with its values on every run (libpq's unnamed statement).
        case executeUnprepared(PreparedText)
    }

    /// Sends the work and waits for all its results, on the loop thread. A task already running
    /// there (the pool puts it there) stays; any other hops to the loop for the round trip.
    private func roundTrip(_ work: Work) async throws -> [ResultStorage] {
        if loop.isCurrent { return try await roundTripOnLoop(work) }
        return try await withTaskExecutorPreference(loop) { try await roundTripOnLoop(work) }
    }

    private func roundTripOnLoop(_ work: Work) async throws -> [ResultStorage] {
        try await withCheckedThrowingContinuation { continuation in
            precondition(loop.isCurrent, "libpq used off its loop")
            if let reason = lostReason ?? (isBroken ? "the connection was closed" : nil) {
                wasLostBeforeSending = true
                continuation.resume(throwing: PostgresError.connectionLost(reason))
                return
            }
            guard send(work) else {
                wasLostBeforeSending = true
                markLost(libpqError)
                continuation.resume(throwing: PostgresError.connectionLost(lostReason!))
                return
            }
            waiter = continuation
            collected = []
            answerDeadline = answerTimeout.map { .now + $0 }
            if PQflush(handle) == 1 { loop.watchWritable(self, true) }
            // If the answer is already there, epoll is level-triggered and reports it anyway.
        }
    }

    /// Called by the loop once `answerDeadline` has passed. A server that vanished without a
    /// word (a black-holed network, a frozen host) never answers, and TCP may take many minutes
    /// to say so: the connection is given up as lost, so the request fails now and the pool
    /// opens a fresh one.
    func answerIsOverdue() {
        guard waiter != nil, let answerTimeout else { return }
        wentSilent = true
        markLost("no answer from the server within \(answerTimeout)")
        finish(.failure(PostgresError.connectionLost(lostReason!)))
    }

    /// Hands the finished round trip's outcome to its waiter.
    private func finish(_ outcome: Result<[ResultStorage], any Error>) {
        guard let waiter else { return }
        self.waiter = nil
        answerDeadline = nil
        waiter.resume(with: outcome)
    }

    /// The results of every statement come in binary (libpq asks one format for a whole result);
    /// `PostgresCell` says why. A script's come as text, and nothing reads them.
    private static let binaryResults: Int32 = 1

    /// Queues the work in libpq's output buffer.
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
                    let types = statement.types
                    sent = PQsendPrepare(handle, name, statement.text, Int32(types.count), types)
                case .execute(let name, let statement):
                    sent = statement.withParameters { count, values, lengths, formats in
                        PQsendQueryPrepared(handle, name, count, values, lengths, formats, Self.binaryResults)
                    }
                case .executeUnprepared(let statement):
                    let types = statement.types
                    sent = statement.withParameters { count, values, lengths, formats in
                        PQsendQueryParams(handle, statement.text, count, types, values, lengths, formats, Self.binaryResults)
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

    /// Whether the connection turns out lost when it is taken from the pool: reads at once,
    /// without waiting, anything the server sent while it sat idle (a stopping server's goodbye
    /// that the loop has not read yet), on the loop's thread. A statement sent on such a
    /// connection could not tell whether it took effect; one never sent can go elsewhere.
    func isLostOnCheckout() -> Bool {
        guard loop.isCurrent, !isBroken else { return isBroken }
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 0) > 0 { socketIsReady(readable: true, writable: false) }
        return isBroken
    }

    /// Called by the loop when the socket is ready.
    func socketIsReady(readable: Bool, writable: Bool) {
        guard lostReason == nil, !isBroken else { return }
        var lost = false
        if writable {
            let flushed = PQflush(handle)
            if flushed == 0 { loop.watchWritable(self, false) }
            if flushed < 0 { lost = true }
        }
        if readable, !lost {
            if PQconsumeInput(handle) == 0 || PQstatus(handle) == CONNECTION_BAD {
                lost = true
            } else {
                if waiter != nil, let results = collectResults() { finish(.success(results)) }
                deliverNotifications()
                // Parsing what arrived may have heard the server end the session while idle.
                if waiter == nil, wasEndedByServer { lost = true }
            }
        }
        if lost {
            // The server's goodbye and the end of the stream often come in one read: its error
            // then waits among the results, where it says whether the statement took effect.
            if waiter != nil, serverSaidItEnded() { wasEndedByServer = true }
            markLost(libpqError)
            finish(.failure(PostgresError.connectionLost(lostReason!)))
        }
    }

    /// Whether the results that arrived before the connection was lost hold the server's error
    /// for ending the session (57P01…57P03). Reads only what has arrived, never waiting.
    private func serverSaidItEnded() -> Bool {
        var said = collected.contains { $0.serverMessage?.sqlState.hasPrefix("57P") == true }
        for _ in 0..<64 where PQisBusy(handle) == 0 {
            guard let result = PQgetResult(handle) else { break }
            if let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))), String(cString: state).hasPrefix("57P") { said = true }
            PQclear(result)
        }
        return said
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

/// A rendered statement: its text and its parameters.
struct PreparedText {
    let text: String
    let bindings: [PostgresBinding]
    let isPlannedEachTime: Bool

    init(_ statement: SQL) throws {
        (text, bindings) = statement.render()
        isPlannedEachTime = statement.isPlannedEachTime
        for binding in bindings {
            if case .text(let value) = binding.value, value.utf8.contains(0) {
                throw PostgresError.invalidParameter("text values cannot contain a NUL character")
            }
        }
    }

    var types: [Oid] { bindings.map { Oid($0.type.rawValue) } }

    /// Lays every parameter out in one temporary buffer (text NUL-terminated, as libpq wants) and
    /// hands libpq the pointers; libpq copies them before returning, so nothing is heap-allocated.
    func withParameters<R>(
        _ body: (Int32, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> R
    ) -> R {
        let count = bindings.count
        var total = 0
        for binding in bindings {
            switch binding.value {
            case .null: break
            case .text(let value): total += value.utf8.count + 1
            case .binary(let bytes): total += bytes.count
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(total, 1)) { buffer in
            withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: max(count, 1)) { values in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(2 * count, 1)) { numbers in
                    var offset = 0
                    for (index, binding) in bindings.enumerated() {
                        let start = buffer.baseAddress! + offset
                        switch binding.value {
                        case .null:
                            values[index] = nil
                            numbers[index] = 0
                            numbers[count + index] = 0
                        case .text(var value):
                            let length = value.withUTF8 { utf8 in
                                if let source = utf8.baseAddress { UnsafeMutableRawPointer(start).copyMemory(from: source, byteCount: utf8.count) }
                                return utf8.count
                            }
                            start[length] = 0
                            values[index] = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
                            numbers[index] = Int32(length)
                            numbers[count + index] = 0
                            offset += length + 1
                        case .binary(let bytes):
                            bytes.withUnsafeBytes { source in
                                if let from = source.baseAddress { UnsafeMutableRawPointer(start).copyMemory(from: from, byteCount: source.count) }
                            }
                            values[index] = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
                            numbers[index] = Int32(bytes.count)
                            numbers[count + index] = 1
                            offset += bytes.count
                        }
                    }
                    return body(Int32(count), UnsafePointer(values.baseAddress), UnsafePointer(numbers.baseAddress),
                                UnsafePointer(numbers.baseAddress! + count))
                }
            }
        }
    }
}

/// A statement's text as the key of the statements a connection has prepared, hashed by its
/// length, its two ends and a sample of the bytes between them. A page's statement runs to a
/// thousand characters and more and is looked up on every run; hashing all of it cost more
/// than the rest of the lookup. Texts whose samples agree still compare whole, so two
/// statements can share a bucket but never a name.
struct StatementText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { bytes in
            hasher.combine(bytes.count)
            let end = min(64, bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<end])))
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[(bytes.count - end)...])))
            var sample: UInt64 = 0
            for index in stride(from: end, to: bytes.count - end, by: 37) {
                sample = (sample &<< 5 | sample &>> 59) ^ UInt64(bytes[index])
            }
            hasher.combine(sample)
        }
    }
}
