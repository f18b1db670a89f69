import Foundation
import SignInTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A real SMTP server for one test: aiosmtpd (`python3 -m aiosmtpd`) on a free port of 127.0.0.1,
/// keeping each message it accepts in a maildir. It offers no STARTTLS and asks for no login.
final class SMTPServer {
    let port: Int
    private let folder: URL
    private let process = Process()

    init() throws {
        port = try LocalPort.free()
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("smtp-test-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("aiosmtpd.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // -n: stay the user the tests run as (as root, aiosmtpd would become nobody).
        process.arguments = ["python3", "-m", "aiosmtpd", "-n", "-l", "127.0.0.1:\(port)",
                             "-c", "aiosmtpd.handlers.Mailbox", folder.appendingPathComponent("maildir").path]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port) {
            guard process.isRunning, Date() < deadline else {
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                stop()
                throw SMTPServerError(description: "aiosmtpd did not start: \(said)")
            }
            usleep(20_000)
        }
    }

    /// The messages it accepted, as the maildir keeps them (lines ended by LF), oldest first.
    func messages() throws -> [String] {
        let new = folder.appendingPathComponent("maildir/new")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: new.path)) ?? []
        return try names.sorted().map { try String(contentsOf: new.appendingPathComponent($0), encoding: .utf8) }
    }

    func stop() {
        if process.isRunning {
            // Not SIGTERM: a child started from one of Swift's threads inherits their blocked signals, and never hears it.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Whether something listens on `port` of 127.0.0.1.
    private static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}

struct SMTPServerError: Error, CustomStringConvertible {
    let description: String
}
