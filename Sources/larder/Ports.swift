import Foundation
import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// The ports `larder serve` listens on, each tried before anything starts. NIO's own error for a
/// port that is taken names neither the port nor the setting that moves it, and it came after the
/// database had started and the server had said it was running.
enum Ports {
    /// Binds each port for a moment, as the server will (with `SO_REUSEADDR`, so a port that a
    /// stopped server left in TIME_WAIT counts as free); throws a `CommandFailure` naming the
    /// first one that cannot be listened on, and the setting that changes it.
    static func checkFree(host: String, pages: Int, metrics: Int?) throws {
        var wanted = [(port: pages, name: "the pages' port", setting: "--port or PORT")]
        if let metrics {
            wanted.append((metrics, "the metrics port", "LARDER_METRICS_PORT (0 turns the metrics off)"))
        }
        for (port, name, setting) in wanted {
            let address: SocketAddress
            do {
                address = try SocketAddress.makeAddressResolvingHost(host, port: port)
            } catch {
                throw CommandFailure("Larder cannot listen on \(name) \(port) on \(host) (\(error)). Set \(setting), or LARDER_HOST.")
            }
            switch bindError(address) {
            case nil:
                continue
            case EADDRINUSE:
                throw CommandFailure("\(name) \(port) on \(host) is taken: another program, or another Larder, listens on it. "
                    + "Set \(setting) to a free one.")
            case EACCES:
                throw CommandFailure("\(name) \(port) on \(host) needs privileges Larder does not have. Set \(setting) to one above 1023.")
            case let code?:
                throw CommandFailure("Larder cannot listen on \(name) \(port) on \(host) (\(String(cString: strerror(code)))). "
                    + "Set \(setting), or LARDER_HOST.")
            }
        }
    }

    /// The errno of binding a TCP socket to `address`, or nil when it binds. It only binds and
    /// never listens: a probe that listened took in a connection that came at that moment (a
    /// load balancer's first check, a browser already waiting), and once the probe was gone that
    /// connection was answered by no one, for ever. Without a listener the connection is refused,
    /// and tried again, as it is before the server starts.
    private static func bindError(_ address: SocketAddress) -> Int32? {
        let descriptor = socket(Int32(address.protocol.rawValue), Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var on: Int32 = 1
        guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else { return errno }
        let bound = address.withSockAddr { bind(descriptor, $0, socklen_t($1)) }
        return bound == 0 ? nil : errno
    }
}
