import Foundation
import NIOCore
import NIOPosix

/// The ports `larder serve` listens on, each tried before anything starts. NIO's own error for a
/// port that is taken names neither the port nor the setting that moves it, and it came after the
/// database had started and the server had said it was running.
enum Ports {
    /// Binds each port for a moment, as the server will (with `SO_REUSEADDR`, so a port that a
    /// stopped server left in TIME_WAIT counts as free); throws a `CommandFailure` naming the
    /// first one that cannot be listened on, and the setting that changes it.
    static func checkFree(host: String, pages: Int, metrics: Int?) async throws {
        var wanted = [(port: pages, name: "the pages' port", setting: "--port or PORT")]
        if let metrics {
            wanted.append((metrics, "the metrics port", "LARDER_METRICS_PORT (0 turns the metrics off)"))
        }
        for (port, name, setting) in wanted {
            do {
                let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                    .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                    .bind(host: host, port: port).get()
                try await channel.close()
            } catch let error as IOError where error.errnoCode == EADDRINUSE {
                throw CommandFailure("\(name) \(port) on \(host) is taken: another program, or another Larder, listens on it. "
                    + "Set \(setting) to a free one.")
            } catch let error as IOError where error.errnoCode == EACCES {
                throw CommandFailure("\(name) \(port) on \(host) needs privileges Larder does not have. Set \(setting) to one above 1023.")
            } catch {
                throw CommandFailure("Larder cannot listen on \(name) \(port) on \(host) (\(error)). Set \(setting), or LARDER_HOST.")
            }
        }
    }
}
