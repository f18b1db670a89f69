import Foundation
@testable import LarderExchange
import Hummingbird
import LarderFetch
import LarderStore
import NIOCore
import RecipeSiteSupport
import Synchronization
import Testing

/// The fetcher's site: pages, redirects of every kind, and hostile answers.
enum FetcherSite {
    static let page = "<!doctype html><html><head><title>Soup</title></head><body><p>Leek soup</p></body></html>"

    static func serve<T: Sendable>(on host: String = "127.0.0.1", _ body: @Sendable (_ base: String) async throws -> T) async throws -> T {
        try await RecipeSite.serve(on: host, routes: routes, body)
    }

    static func routes(_ router: Router<BasicRequestContext>) {
        router.get("/page") { _, _ in RecipeSite.html(page) }
        router.get("/hops/:n") { _, context in
            let n = Int(context.parameters.get("n") ?? "0") ?? 0
            return Response(status: .found, headers: [.location: n <= 1 ? "/page" : "/hops/\(n - 1)"])
        }
        router.get("/to-private") { _, _ in Response(status: .movedPermanently, headers: [.location: "http://10.0.0.1/page"]) }
        router.get("/to-metadata") { _, _ in Response(status: .temporaryRedirect, headers: [.location: "http://[::ffff:169.254.169.254]/latest/meta-data/"]) }
        router.get("/to-file") { _, _ in Response(status: .found, headers: [.location: "file:///etc/passwd"]) }
        router.get("/slow") { _, _ in
            try await Task.sleep(for: .seconds(30))
            return Response(status: .ok)
        }
        router.get("/endless") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html"], body: ResponseBody { writer in
                let chunk = ByteBuffer(repeating: UInt8(ascii: "a"), count: 16 * 1024)
                while true { try await writer.write(chunk) }
            })
        }
        router.get("/gzip") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .contentEncoding: "gzip"],
                     body: .init(byteBuffer: ByteBuffer(bytes: gzippedPage)))
        }
        router.get("/latin1") { _, _ in
            RecipeSite.bytes("<html><head><title>Crème brûlée</title></head></html>".data(using: .isoLatin1)!, contentType: "text/html; charset=ISO-8859-1")
        }
        router.get("/wrong-charset") { _, _ in
            // Says UTF-8, is Windows-1252 (as old sites are).
            RecipeSite.bytes("<html><head><title>Café – ½ price</title></head></html>".data(using: .windowsCP1252)!, contentType: "text/html; charset=utf-8")
        }
        router.get("/echo-agent") { request, _ in
            RecipeSite.html(request.headers[.userAgent] ?? "", contentType: "text/plain")
        }
    }

    /// `page` as the command-line tool gzips it (`gzip -9 -n`), written down once. Running the tool
    /// from the test hung a clean clone's run: another test started a process of its own while the
    /// pipes were open, that process kept a copy of the input's write end, and gzip waited for an
    /// end of input that never came, holding one of the two threads of Swift's pool in its read.
    static let gzippedPage: [UInt8] = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xb3, 0x51, 0x4c, 0xc9, 0x4f, 0x2e, 0xa9, 0x2c, 0x48, 0x55,
        0xc8, 0x28, 0xc9, 0xcd, 0xb1, 0xb3, 0x81, 0x92, 0xa9, 0x89, 0x29, 0x76, 0x36, 0x25, 0x99, 0x25, 0x39, 0xa9, 0x76, 0xc1,
        0xf9, 0xa5, 0x05, 0x36, 0xfa, 0x10, 0xb6, 0x8d, 0x3e, 0x44, 0x26, 0x29, 0x3f, 0xa5, 0xd2, 0xce, 0xa6, 0xc0, 0xce, 0x27,
        0x35, 0x35, 0x5b, 0xa1, 0x18, 0xac, 0xa0, 0x00, 0x28, 0x09, 0x11, 0xd6, 0x07, 0x9b, 0x01, 0x00, 0x6d, 0x00, 0x97, 0x67,
        0x59, 0x00, 0x00, 0x00,
    ]
}

/// A resolver whose answers the test writes: a different one each time it is asked, as a
/// rebinding attacker's DNS server gives.
final class ScriptedResolver: HostResolver, Sendable {
    private let state: Mutex<(answers: [[IPAddress]], asked: Int)>

    init(_ answers: [[IPAddress]]) { state = Mutex((answers, 0)) }

    var asked: Int { state.withLock { $0.asked } }

    func addresses(of host: String) async throws -> [IPAddress] {
        state.withLock { state in
            state.asked += 1
            return state.answers.count > 1 ? state.answers.removeFirst() : state.answers[0]
        }
    }
}

@Suite("Fetching pages for users, safely")
struct SafeFetcherTests {
    /// A policy that reaches the test's loopback server and nothing else private.
    static func local(_ allowed: String = "127.0.0.1") -> FetchPolicy {
        var policy = FetchPolicy()
        policy.permits = { $0 == IPAddress(allowed) }
        policy.ports = nil
        return policy
    }

    @Test("a page is fetched through redirects, at most five, each checked again; with an honest User-Agent")
    func redirects() async throws {
        try await FetcherSite.serve { base in
            let fetcher = SafeFetcher(policy: Self.local())
            let page = try await fetcher.fetch(URL(string: base + "/hops/5")!)
            #expect(page.url.path == "/page" && String(decoding: page.body, as: UTF8.self) == FetcherSite.page)
            await #expect(throws: FetchError.tooManyRedirects(5)) { try await fetcher.fetch(URL(string: base + "/hops/6")!) }
            let agent = try await fetcher.fetch(URL(string: base + "/echo-agent")!)
            #expect(String(decoding: agent.body, as: UTF8.self).hasPrefix("Larder/"))
        }
    }

    @Test("a redirect to a private, link-local or non-web address is refused, as the address itself is")
    func refusedRedirects() async throws {
        try await FetcherSite.serve { base in
            let fetcher = SafeFetcher(policy: Self.local())
            await #expect(throws: FetchError.refusedAddress(host: "10.0.0.1", address: "10.0.0.1")) {
                try await fetcher.fetch(URL(string: base + "/to-private")!)
            }
            await #expect(throws: FetchError.refusedAddress(host: "::ffff:169.254.169.254", address: "::ffff:169.254.169.254")) {
                try await fetcher.fetch(URL(string: base + "/to-metadata")!)
            }
            await #expect(throws: FetchError.refusedScheme("file")) { try await fetcher.fetch(URL(string: base + "/to-file")!) }
        }
        // The rules as a server on the internet has them.
        let strict = SafeFetcher(policy: FetchPolicy(), resolver: ScriptedResolver([[IPAddress("192.168.1.20")!]]))
        await #expect(throws: FetchError.refusedAddress(host: "router.example", address: "192.168.1.20")) {
            try await strict.fetch(URL(string: "https://router.example/")!)
        }
        await #expect(throws: FetchError.refusedPort(8080)) { try await strict.fetch(URL(string: "http://93.184.216.34:8080/")!) }
        await #expect(throws: FetchError.refusedScheme("ftp")) { try await strict.fetch(URL(string: "ftp://example.com/a")!) }
        await #expect(throws: FetchError.refusedAddress(host: "127.0.0.1", address: "127.0.0.1")) {
            try await strict.fetch(URL(string: "http://127.0.0.1/")!)
        }
    }

    @Test("the addresses a server must not reach, in both families and in every IPv6 form that carries or tunnels to IPv4")
    func addresses() {
        let refused = ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
                       "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1",
                       "::ffff:10.0.0.1", "::ffff:169.254.169.254", "64:ff9b::10.0.0.1", "::10.0.0.1", "2001:db8::1",
                       // IPv4-translated, IPv4-compatible, NAT64 (well-known and local-use) and 6to4 forms of loopback
                       // and private hosts; any Teredo tunnel (here to 127.0.0.1, its client address obfuscated).
                       "::ffff:0:127.0.0.1", "::ffff:0:10.0.0.1", "::127.0.0.1", "64:ff9b::127.0.0.1", "64:ff9b:1::7f00:1",
                       "2002:7f00:1::", "2002:c0a8:101::1", "2002:a9fe:a9fe::", "2001:0:4136:e378:8000:63bf:80ff:fffe",
                       "2001:0:5ef5:79fd::1", "100::1", "2001:10::1", "2001:20::1"]
        let allowed = ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::6810:85e5", "::ffff:93.184.216.34",
                       "::ffff:0:93.184.216.34", "64:ff9b::93.184.216.34", "2002:5db8:d822::1", "2a00:1450:4001:800::200e"]
        for text in refused { #expect(IPAddress(text)?.isPublic == false, "\(text)") }
        for text in allowed { #expect(IPAddress(text)?.isPublic == true, "\(text)") }
    }

    @Test("a slow site is given up on at the time limit; an endless body is cut at the size limit")
    func limits() async throws {
        try await FetcherSite.serve { base in
            var policy = Self.local()
            policy.timeout = .seconds(2)
            policy.maximumBytes = 100_000
            let fetcher = SafeFetcher(policy: policy)
            let started = ContinuousClock.now
            await #expect(throws: FetchError.timedOut(seconds: 2)) { try await fetcher.fetch(URL(string: base + "/slow")!) }
            #expect(ContinuousClock.now - started < .seconds(6))
            let endless = try await fetcher.fetch(URL(string: base + "/endless")!)
            #expect(endless.body.count == 100_000 && endless.isTruncated)
        }
        #expect(FetchPolicy().timeout == .seconds(10) && FetchPolicy().maximumBytes == 5 * 1024 * 1024 && FetchPolicy().maximumRedirects == 5)
    }

    @Test("gzip is decoded; the charset the header names, or a wrong one, gives the page's own text")
    func encodings() async throws {
        try await FetcherSite.serve { base in
            let fetcher = SafeFetcher(policy: Self.local())
            let gzipped = try await fetcher.fetch(URL(string: base + "/gzip")!)
            #expect(String(decoding: gzipped.body, as: UTF8.self) == FetcherSite.page)
            let latin1 = try await fetcher.fetch(URL(string: base + "/latin1")!)
            #expect(RecipePage.text(of: latin1.body, contentType: latin1.contentType).contains("Crème brûlée"))
            let wrong = try await fetcher.fetch(URL(string: base + "/wrong-charset")!)
            #expect(RecipePage.text(of: wrong.body, contentType: wrong.contentType).contains("Café – ½ price"))
        }
    }

    @Test("DNS rebinding cannot move the connection: it goes to the address that was checked, not to a later answer")
    func rebinding() async throws {
        // The server listens on 127.0.0.2 only. The name first resolves there (allowed), then to
        // 127.0.0.1 (refused); were the client to resolve the name again, it would fail.
        try await FetcherSite.serve(on: "127.0.0.2") { base in
            let port = URL(string: base)!.port!
            let resolver = ScriptedResolver([[IPAddress("127.0.0.2")!], [IPAddress("127.0.0.1")!]])
            let fetcher = SafeFetcher(policy: Self.local("127.0.0.2"), resolver: resolver)
            let page = try await fetcher.fetch(URL(string: "http://recipes.rebinding.test:\(port)/page")!)
            #expect(String(decoding: page.body, as: UTF8.self) == FetcherSite.page)
            #expect(resolver.asked == 1, "resolved once, and connected to that answer")
            // Asked again, the name now gives the refused address: refused, and nothing is fetched.
            await #expect(throws: FetchError.refusedAddress(host: "recipes.rebinding.test", address: "127.0.0.1")) {
                try await fetcher.fetch(URL(string: "http://recipes.rebinding.test:\(port)/page")!)
            }
        }
    }
}
