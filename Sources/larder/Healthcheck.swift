import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `larder healthcheck`: the container's health probe. The runtime image has no curl, and a
/// probe must not hang, so this asks one URL over a plain socket with a deadline and exits 0
/// only for a 2xx answer.
struct Healthcheck: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Exit 0 when the server's readiness probe answers 200.")

    @Option(help: "The URL to ask (default: http://127.0.0.1:$PORT/readyz).")
    var url: String?

    @Option(help: "Seconds to wait for the answer.")
    var timeout: Int = 3

    func run() async throws {
        let text = try url ?? "http://127.0.0.1:\(Settings().port)/readyz"
        guard let target = URLComponents(string: text), target.scheme == "http", let host = target.host, !host.isEmpty else {
            throw CommandFailure("\(text) is not an http:// URL")
        }
        let path = (target.percentEncodedPath.isEmpty ? "/" : target.percentEncodedPath) + (target.percentEncodedQuery.map { "?\($0)" } ?? "")
        let status = try Self.status(host: host, port: target.port ?? 80, path: path, timeout: max(1, timeout))
        guard (200..<300).contains(status) else { throw CommandFailure("\(text) answered \(status)") }
        print("\(text) answered \(status)")
    }

    /// Sends `GET path` and reads the status code of the answer's first line.
    static func status(host: String, port: Int, path: String, timeout: Int) throws -> Int {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            throw CommandFailure("cannot resolve \(host)")
        }
        defer { freeaddrinfo(found) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { throw CommandFailure("cannot open a socket") }
        defer { close(descriptor) }
        // On Linux the send timeout also bounds connect().
        var deadline = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &deadline, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &deadline, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            throw CommandFailure("cannot connect to \(host):\(port): \(String(cString: strerror(errno)))")
        }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUser-Agent: larder-healthcheck\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == request.count else {
            throw CommandFailure("cannot send to \(host):\(port)")
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while !answer.contains(UInt8(ascii: "\n")) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        let statusLine = String(decoding: answer.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let code = Int(parts[1]) else {
            throw CommandFailure("no HTTP answer from \(host):\(port) within \(timeout) s")
        }
        return code
    }
}
