import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ports of 127.0.0.1 for the servers the tests start.
public enum LocalPort {
    /// A port nothing listens on now: the kernel's choice for a socket bound to port 0.
    public static func free() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SignInTestSupportError("socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw SignInTestSupportError("cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

public struct SignInTestSupportError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
