import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// Why a fetch was refused or failed, in words a person can act on.
public enum FetchError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    case badAddress(String)
    case refusedScheme(String)
    case refusedPort(Int)
    /// The host resolves only to addresses a server must not reach for its users.
    case refusedAddress(host: String, address: String)
    case unresolvable(String)
    case tooManyRedirects(Int)
    case timedOut(seconds: Int)
    case httpStatus(Int)
    case unreachable(String)

    public var description: String {
        switch self {
        case .badAddress(let text): return "“\(text.prefix(200))” is not a web address"
        case .refusedScheme(let scheme): return "only http and https addresses are fetched, not \(scheme):"
        case .refusedPort(let port): return "only the usual web ports (80 and 443) are fetched, not \(port)"
        case .refusedAddress(let host, let address):
            return "\(host) is a private or local address (\(address)), which Larder does not fetch"
        case .unresolvable(let host): return "\(host) could not be found"
        case .tooManyRedirects(let limit): return "the page redirected more than \(limit) times"
        case .timedOut(let seconds): return "the site did not answer within \(seconds) seconds"
        case .httpStatus(let status): return "the site answered \(status)"
        case .unreachable(let reason): return "the site could not be reached (\(reason))"
        }
    }
}

/// What a fetch brought back: the address it ended at (after redirects), its type, and its
/// body, cut at the size limit.
public struct Fetched: Sendable {
    public var url: URL
    public var contentType: String?
    public var body: Data
    /// The body went on past the size limit and was cut there.
    public var isTruncated: Bool
}

/// The rules every fetch follows.
public struct FetchPolicy: Sendable {
    /// Any address and port (`LARDER_FETCH_ALLOW_PRIVATE=1`), for trusted networks and tests.
    public var allowsPrivate = false
    public var maximumRedirects = 5
    public var timeout: Duration = .seconds(10)
    public var maximumBytes = 5 * 1024 * 1024
    public var userAgent = "Larder/1.0 (self-hosted recipe manager; fetches recipes its users paste)"
    /// Which resolved addresses may be connected to; by default the public ones (or any, when
    /// private addresses are allowed). Tests narrow it to show where a connection goes.
    public var permits: @Sendable (IPAddress) -> Bool = { $0.isPublic }
    /// The ports fetched; nil for any.
    public var ports: Set<Int>? = [80, 443]

    public init() {}

    func allows(_ address: IPAddress) -> Bool { allowsPrivate || permits(address) }
    func allows(port: Int) -> Bool { allowsPrivate || ports?.contains(port) ?? true }
}

/// Finds the addresses of a host name; the system's resolver unless a test gives its own.
public protocol HostResolver: Sendable {
    func addresses(of host: String) async throws -> [IPAddress]
}

/// The system's resolver (getaddrinfo), on a thread of its own: it blocks.
public struct SystemResolver: HostResolver {
    public init() {}

    public func addresses(of host: String) async throws -> [IPAddress] {
        try await NIOThreadPool.singleton.runIfActive {
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var result: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(host, nil, &hints, &result) == 0, let first = result else { return [] }
            defer { freeaddrinfo(first) }
            var addresses: [IPAddress] = []
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let current = entry {
                if let address = current.pointee.ai_addr {
                    switch Int32(current.pointee.ai_family) {
                    case AF_INET:
                        address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                            addresses.append(.v4(withUnsafeBytes(of: pointer.pointee.sin_addr) { Array($0) }))
                        }
                    case AF_INET6:
                        address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                            addresses.append(.v6(withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }))
                        }
                    default: break
                    }
                }
                entry = current.pointee.ai_next
            }
            return addresses.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
    }
}

/// Fetches a web page or picture for a user, as safely as a server can: only http and https on
/// the usual ports; the host resolved first and every address checked (loopback, private,
/// link-local and multicast ones refused, IPv4-mapped IPv6 included), and the connection made
/// to the very address checked, so that a DNS answer changed between the check and the
/// connection (rebinding) cannot move it. Redirects are followed by hand, at most five, each
/// checked the same way; a fetch gives up after ten seconds and reads at most 5 MB, gzip and
/// deflate decoded.
public struct SafeFetcher: Sendable {
    public let policy: FetchPolicy
    let resolver: any HostResolver

    public init(policy: FetchPolicy = FetchPolicy(), resolver: any HostResolver = SystemResolver()) {
        self.policy = policy
        self.resolver = resolver
    }

    /// The resource at `url`; `accept` says what kind is wanted (a page, a picture).
    public func fetch(_ url: URL, accept: String = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5") async throws(FetchError) -> Fetched {
        let deadline = ContinuousClock.now + policy.timeout
        var current = url
        for _ in 0...policy.maximumRedirects {
            let (host, address) = try await checked(current)
            let response = try await get(current, host: host, address: address, accept: accept, deadline: deadline)
            switch response {
            case .redirect(let location):
                guard let next = URL(string: location, relativeTo: current)?.absoluteURL else { throw .badAddress(location) }
                current = next
            case .fetched(let fetched):
                return fetched
            }
        }
        throw .tooManyRedirects(policy.maximumRedirects)
    }

    /// The address's host and the address to connect to, once every rule holds.
    func checked(_ url: URL) async throws(FetchError) -> (host: String, address: IPAddress) {
        guard let scheme = url.scheme?.lowercased() else { throw .badAddress(url.absoluteString) }
        guard scheme == "http" || scheme == "https" else { throw .refusedScheme(scheme) }
        guard let host = url.host, !host.isEmpty else { throw .badAddress(url.absoluteString) }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        guard policy.allows(port: port) else { throw .refusedPort(port) }
        let addresses: [IPAddress]
        if let literal = IPAddress(host) {
            addresses = [literal]
        } else {
            do {
                addresses = try await resolver.addresses(of: host)
            } catch {
                throw .unresolvable(host)
            }
        }
        guard let first = addresses.first else { throw .unresolvable(host) }
        // Any address the name gives that may be reached; the connection goes to that one.
        guard let allowed = addresses.first(where: policy.allows) else { throw .refusedAddress(host: host, address: first.description) }
        return (host, allowed)
    }

    private enum Hop {
        case redirect(String)
        case fetched(Fetched)
    }

    private func get(_ url: URL, host: String, address: IPAddress, accept: String, deadline: ContinuousClock.Instant) async throws(FetchError) -> Hop {
        let remaining = deadline - ContinuousClock.now
        let seconds = Int(policy.timeout.components.seconds)
        guard remaining > .zero else { throw .timedOut(seconds: seconds) }
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .milliseconds(Int64(min(remaining, .seconds(5)).components.seconds * 1000 + 1))),
            decompression: .enabled(limit: .size(policy.maximumBytes * 4)))
        // Connect to the address checked, whatever the name resolves to by then; TLS still checks the name.
        configuration.dnsOverride = [host: address.description]
        // A client per hop (for the address above) makes one request; its connection closes with
        // the answer. Left idle until the client shut down, it kept the client's pools alive: about
        // 8 KB a page that a server importing for months would never give back (async-http-client 1.x).
        configuration.maximumUsesPerConnection = 1
        let client = HTTPClient(eventLoopGroupProvider: .shared(MultiThreadedEventLoopGroup.singleton), configuration: configuration)
        let result: Result<Hop, FetchError>
        do {
            result = .success(try await get(url, accept: accept, with: client, deadline: deadline, remaining: remaining))
        } catch {
            result = .failure(error)
        }
        try? await client.shutdown()
        return try result.get()
    }

    private func get(_ url: URL, accept: String, with client: HTTPClient, deadline: ContinuousClock.Instant,
                     remaining: Duration) async throws(FetchError) -> Hop {
        let seconds = Int(policy.timeout.components.seconds)
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: policy.userAgent)
        request.headers.add(name: "Accept", value: accept)
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        do {
            let nanoseconds = Int64(remaining.components.seconds) * 1_000_000_000 + remaining.components.attoseconds / 1_000_000_000
            let response = try await client.execute(request, deadline: .now() + .nanoseconds(nanoseconds))
            if [301, 302, 303, 307, 308].contains(Int(response.status.code)), let location = response.headers.first(name: "Location") {
                return .redirect(location)
            }
            guard (200..<300).contains(Int(response.status.code)) else { throw FetchError.httpStatus(Int(response.status.code)) }
            var body = Data()
            var truncated = false
            for try await chunk in response.body {
                if ContinuousClock.now > deadline { throw FetchError.timedOut(seconds: seconds) }
                let room = policy.maximumBytes - body.count
                if chunk.readableBytes > room {
                    body.append(contentsOf: chunk.readableBytesView.prefix(room))
                    truncated = true
                    break
                }
                body.append(contentsOf: chunk.readableBytesView)
            }
            return .fetched(Fetched(url: url, contentType: response.headers.first(name: "Content-Type"), body: body, isTruncated: truncated))
        } catch let error as FetchError {
            throw error
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout {
            throw .timedOut(seconds: seconds)
        } catch {
            if ContinuousClock.now >= deadline { throw .timedOut(seconds: seconds) }
            throw .unreachable(String(describing: error).prefix(200).description)
        }
    }
}
