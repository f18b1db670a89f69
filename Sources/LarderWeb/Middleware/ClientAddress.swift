import Foundation
import HTTPTypes
import LarderFetch

/// The address a request came from, as limits per client count it. Behind a proxy every request
/// comes from the proxy, which names the client in `X-Forwarded-For`; a proxy is trusted to say so
/// when it sits on a loopback or private network, as the proxies of a compose file or a cluster
/// do. The header is read from its end: each trusted hop is passed over, and the first address
/// that is no trusted proxy is the client, so a client cannot name another address by writing the
/// header itself.
enum ClientAddress {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    static func of(peer: String?, headers: HTTPFields) -> String {
        guard let peer else { return "unknown" }
        guard let forwarded = headers[forwardedFor], isTrustedProxy(peer) else { return peer }
        var client = peer
        for hop in forwarded.split(separator: ",").reversed() {
            let address = hop.trimmingCharacters(in: .whitespaces)
            guard IPAddress(address) != nil else { break }
            client = address
            if !isTrustedProxy(address) { break }
        }
        return client
    }

    /// Loopback and private networks (RFC 1918, IPv6 unique local): where a proxy in front of
    /// Larder sits.
    static func isTrustedProxy(_ address: String) -> Bool {
        switch IPAddress(address) {
        case .v4(let b)?: b[0] == 127 || b[0] == 10 || (b[0] == 172 && (16...31).contains(b[1])) || (b[0] == 192 && b[1] == 168)
        case .v6(let b)?:
            b[0..<15].allSatisfy { $0 == 0 } && b[15] == 1 || b[0] & 0xFE == 0xFC
                || (b[0..<10].allSatisfy { $0 == 0 } && b[10] == 0xFF && b[11] == 0xFF && isTrustedProxy("\(b[12]).\(b[13]).\(b[14]).\(b[15])"))
        case nil: false
        }
    }
}
