#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An address a host name resolved to, and whether a server that fetches for its users may
/// connect to it: never to itself, its private networks, link-local (cloud metadata at
/// 169.254.169.254) or multicast addresses, in either family or in IPv6 forms that carry an
/// IPv4 address.
public enum IPAddress: Sendable, Hashable, CustomStringConvertible {
    case v4([UInt8])
    case v6([UInt8])

    /// An address written as one: "192.168.1.1", "::1", "[::ffff:10.0.0.1]".
    public init?(_ text: String) {
        var text = Substring(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        var v4 = in_addr()
        if inet_pton(AF_INET, String(text), &v4) == 1 {
            self = .v4(withUnsafeBytes(of: v4) { Array($0) })
            return
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, String(text), &v6) == 1 {
            self = .v6(withUnsafeBytes(of: v6) { Array($0) })
            return
        }
        return nil
    }

    public var description: String {
        switch self {
        case .v4(let bytes): return bytes.map(String.init).joined(separator: ".")
        case .v6(let bytes):
            var address = in6_addr()
            withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count))
            return String(cString: buffer)
        }
    }

    /// Whether it is an address on the public internet: none of the kinds a fetch must never
    /// reach (RFC 6890's special-purpose registries, in short).
    public var isPublic: Bool {
        switch self {
        case .v4(let b):
            let (a, b2) = (b[0], b[1])
            if a == 0 || a == 10 || a == 127 { return false }                  // this network, private, loopback
            if a == 100 && (64...127).contains(b2) { return false }            // shared address space (CGNAT)
            if a == 169 && b2 == 254 { return false }                          // link-local, cloud metadata
            if a == 172 && (16...31).contains(b2) { return false }             // private
            if a == 192 && b2 == 168 { return false }                          // private
            if a == 192 && b2 == 0 && (b[2] == 0 || b[2] == 2) { return false } // IETF protocol, documentation
            if a == 198 && (b2 == 18 || b2 == 19) { return false }             // benchmarking
            if a == 198 && b2 == 51 && b[2] == 100 { return false }            // documentation
            if a == 203 && b2 == 0 && b[2] == 113 { return false }             // documentation
            if a >= 224 { return false }                                       // multicast, reserved, broadcast
            return true
        case .v6(let b):
            if let embedded = embeddedIPv4 { return embedded.isPublic }
            if b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0 { return false }       // Teredo: a tunnel to any IPv4 host
            if b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xFF && b[3] == 0x9B && b[4] == 0 && b[5] == 0x01 { return false } // local NAT64
            if b[0] == 0x01 && b[1...7].allSatisfy({ $0 == 0 }) { return false }   // discard-only (RFC 6666)
            if b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x00 && (0x10...0x2F).contains(b[3]) { return false } // ORCHID, ORCHIDv2
            if b[0] == 0xFF { return false }                                   // multicast
            if b[0] & 0xFE == 0xFC { return false }                            // unique local (RFC 4193)
            if b[0] == 0xFE && b[1] & 0xC0 == 0x80 { return false }            // link-local
            if b[0] == 0xFE && b[1] & 0xC0 == 0xC0 { return false }            // site-local (deprecated)
            if b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x0D && b[3] == 0xB8 { return false } // documentation
            if b[0] == 0 && b[1] == 0 && b[2...13].allSatisfy({ $0 == 0 }) { return false }   // ::, ::1 and other IPv4-compatible
            return true
        }
    }

    /// The IPv4 address an IPv6 one carries, and so the host it reaches: IPv4-mapped
    /// (`::ffff:10.0.0.1`), IPv4-translated (`::ffff:0:10.0.0.1`), NAT64 (`64:ff9b::10.0.0.1`),
    /// 6to4 (`2002:0a00:0001::`, the address in its second and third groups) and IPv4-compatible
    /// (`::10.0.0.1`) forms.
    var embeddedIPv4: IPAddress? {
        guard case .v6(let b) = self else { return nil }
        let last = Array(b[12...])
        if b[0..<10].allSatisfy({ $0 == 0 }) && b[10] == 0xFF && b[11] == 0xFF { return .v4(last) }
        if b[0..<8].allSatisfy({ $0 == 0 }) && b[8] == 0xFF && b[9] == 0xFF && b[10] == 0 && b[11] == 0 { return .v4(last) }
        if b[0] == 0x20 && b[1] == 0x02 { return .v4(Array(b[2..<6])) }
        if b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xFF && b[3] == 0x9B && b[4..<12].allSatisfy({ $0 == 0 }) { return .v4(last) }
        if b[0..<12].allSatisfy({ $0 == 0 }) && !(last[0] == 0 && last[1] == 0 && last[2] == 0) { return .v4(last) }
        return nil
    }
}
