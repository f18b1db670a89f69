// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "larder",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "larder", targets: ["larder"]),
        .executable(name: "larder-photos", targets: ["larder-photos"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird.git", from: "2.1.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client.git", from: "1.5.0"),
        .package(url: "https://github.com/vapor/jwt-kit.git", from: "5.7.1"),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CSpawn"),
        .systemLibrary(
            name: "CLDAP",
            pkgConfig: "ldap",
            providers: [.apt(["libldap-dev"])]
        ),
        // Signing in against an LDAP directory through OpenLDAP's libldap.
        .target(name: "LDAPClient", dependencies: ["CLDAP"]),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .target(name: "Mail", dependencies: ["CCurl"]),
        // Signing in through an OpenID Connect provider: discovery, the code flow with PKCE, and
        // ID tokens verified by jwt-kit against the provider's keys.
        .target(
            name: "OpenIDConnect",
            dependencies: [
                "LarderModel",
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ]
        ),
        // libvips's headers, for larder-photos, which opens the library itself (see shim.h) and
        // links only GLib's object system, which its types need.
        .systemLibrary(
            name: "CVips",
            pkgConfig: "gobject-2.0",
            providers: [.apt(["libvips-dev"])]
        ),
        // Photos: inspection and resizing by libvips, in larder-photos processes.
        .target(
            name: "LarderImaging",
            dependencies: [.product(name: "NIOPosix", package: "swift-nio")]
        ),
        // The process that runs libvips for LarderImaging, so that the server never loads it.
        .executableTarget(
            name: "larder-photos",
            dependencies: ["CVips"],
            linkerSettings: [.linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]
        ),
        // UUIDs written as text without Foundation's `snprintf`: ids in pages and statements' parameters.
        .target(name: "UUIDText"),
        // JSON read byte by byte as it is parsed: PostgreSQL's json cells and imported documents.
        .target(name: "JSONReading", dependencies: ["UUIDText"]),
        .target(
            name: "PostgresClient",
            dependencies: [
                "CLibPQ",
                "UUIDText",
                "JSONReading",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "EmbeddedPostgres",
            dependencies: ["CSpawn", "PostgresClient", .product(name: "NIOPosix", package: "swift-nio")]
        ),
        .target(name: "LarderModel", dependencies: ["UUIDText"]),
        // Threads of their own, at a lower priority, for parsing, unpacking and image work: the
        // cooperative pool that makes pages never waits behind an upload.
        .target(name: "CPUWork"),
        // Fetching pages and pictures for users, refusing what a server must not reach.
        .target(
            name: "LarderFetch",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // Every reader and writer that needs no database: the HTML scanner, schema.org, the Larder
        // document, other apps' archives, gzip and JSON, and the page importer, which fetches
        // through the fetcher it is given.
        .target(
            name: "LarderExchange",
            dependencies: [
                "LarderModel",
                "LarderImaging",
                "LarderFetch",
                "JSONReading",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .target(
            name: "LarderStore",
            dependencies: [
                "PostgresClient",
                "JSONReading",
                "LarderImaging",
                "EmbeddedPostgres",
                "LarderModel",
                "LarderExchange",
                // FetchError only: stage 30 reads fetch problems stored in English.
                "LarderFetch",
                "CPUWork",
                "UUIDText",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // The application layer: each action a person takes, written once for the pages and the API,
        // between their handlers and the store.
        .target(
            name: "LarderActions",
            dependencies: [
                "LarderStore",
                "LarderModel",
                "LarderExchange",
                "LDAPClient",
                "LarderImaging",
                "CPUWork",
                "UUIDText",
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The JSON API: Types and Server under Generated/ are written by swift-openapi-generator from
        // openapi.yaml (`make openapi`), and committed; the handlers beside them implement its protocol.
        .target(
            name: "LarderAPI",
            dependencies: [
                "LarderActions",
                "LarderStore",
                "LarderExchange",
                "LarderModel",
                "LarderImaging",
                "CPUWork",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
            ]
        ),
        .target(
            name: "LarderWeb",
            dependencies: [
                "LarderActions",
                "LarderAPI",
                "LDAPClient",
                "Mail",
                "OpenIDConnect",
                "LarderStore",
                "LarderExchange",
                "LarderFetch",
                "LarderImaging",
                "LarderModel",
                "CPUWork",
                "UUIDText",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "larder",
            dependencies: [
                "CMalloc",
                "CPUWork",
                "LDAPClient",
                "OpenIDConnect",
                "LarderActions",
                "LarderWeb",
                "LarderStore",
                "LarderExchange",
                "LarderFetch",
                "Mail",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // A household's script against the API, through a client generated from openapi.yaml
        // (examples/plan-tonight/Generated, `make openapi`); `make test` runs it on a live server.
        .executableTarget(
            name: "plan-tonight",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "examples/plan-tonight"
        ),
        // The throwaway server and one database per test, for any suite that talks to PostgreSQL.
        .target(
            name: "PostgresTestSupport",
            dependencies: ["PostgresClient", "EmbeddedPostgres"],
            path: "Tests/PostgresTestSupport"
        ),
        // Databases migrated to Larder's latest stage, cloned from one template per run.
        .target(
            name: "LarderTestSupport",
            dependencies: ["PostgresTestSupport", "LarderStore", "PostgresClient"],
            path: "Tests/LarderTestSupport"
        ),
        .testTarget(name: "PostgresClientTests", dependencies: ["PostgresClient", "JSONReading", "EmbeddedPostgres", "PostgresTestSupport"]),
        // A real slapd and a real OpenID Connect provider for the tests that sign people in through them.
        .target(
            name: "SignInTestSupport",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/SignInTestSupport"
        ),
        .testTarget(name: "LDAPClientTests", dependencies: ["LDAPClient", "SignInTestSupport"]),
        .testTarget(name: "LarderModelTests", dependencies: ["LarderModel", .product(name: "PropertyBased", package: "swift-property-based")]),
        // A real HTTP server on loopback, answering as recipe sites (and hostile ones) do.
        .target(
            name: "RecipeSiteSupport",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/RecipeSiteSupport"
        ),
        .testTarget(
            name: "LarderFetchTests",
            dependencies: [
                "LarderFetch",
                "LarderStore",
                "LarderExchange",
                "RecipeSiteSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // Recipes and documents written as the forms and exports write them, for every suite.
        .target(name: "RecipeSamples", dependencies: ["LarderModel", "LarderExchange"], path: "Tests/RecipeSamples"),
        // The readers and writers of LarderExchange, with no database.
        .testTarget(
            name: "LarderExchangeTests",
            dependencies: ["LarderExchange", "LarderFetch", "LarderModel", "RecipeSamples", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LarderStoreTests",
            dependencies: ["LarderStore", "LarderExchange", "LarderModel", "LarderImaging", "LarderFetch", "PostgresClient", "PostgresTestSupport",
                           "LarderTestSupport", "JSONReading", "RecipeSamples"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LarderActionsTests",
            dependencies: ["LarderActions", "LarderStore", "LarderModel", "LarderExchange", "CPUWork", "PostgresClient", "PostgresTestSupport",
                           "LarderTestSupport", "RecipeSamples", .product(name: "Logging", package: "swift-log"),
                           .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio")]
        ),
        // A whole Larder (pages and API) on a database of the test's own, driven through its router,
        // with a browser that keeps cookies, an API client, and every page checked against
        // swift-mustache: for the tests of both doors.
        .target(
            name: "WebTestSupport",
            dependencies: [
                "LarderWeb",
                "LarderActions",
                "LarderExchange",
                "LarderFetch",
                "LarderImaging",
                "RecipeSiteSupport",
                "LarderModel",
                "LarderStore",
                "PostgresClient",
                "PostgresTestSupport",
                "LarderTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Tests/WebTestSupport"
        ),
        // The JSON API's operations through the whole application: tokens and scopes, each
        // household's own data, problems, versions, photos and exchange.
        .testTarget(
            name: "LarderAPITests",
            dependencies: [
                "LarderAPI",
                "LarderWeb",
                "LarderModel",
                "LarderStore",
                "LarderTestSupport",
                "PostgresTestSupport",
                "WebTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "LarderWebTests",
            dependencies: [
                "WebTestSupport",
                "LarderWeb",
                "LarderActions",
                "LarderAPI",
                "LarderImaging",
                "LarderStore",
                "LarderExchange",
                "LarderModel",
                "PostgresClient",
                "PostgresTestSupport",
                "LarderTestSupport",
                "LarderFetch",
                "RecipeSiteSupport",
                "LDAPClient",
                "Mail",
                "SignInTestSupport",
                "OpenIDConnect",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["MustacheSpec/Templates"]
        ),
        // Ids written as text and read from it, as Foundation writes and reads them.
        .testTarget(name: "UUIDTextTests", dependencies: ["UUIDText"]),
        // JSON read as it is parsed: escapes, numbers, keys, nesting, and what is refused.
        .testTarget(name: "JSONReadingTests", dependencies: ["JSONReading"]),
        // The heavy work's own threads: their names and priority, and Busy once they are full.
        .testTarget(name: "CPUWorkTests", dependencies: ["CPUWork"]),
        // Messages as an SMTP server receives them, sent through a real one (aiosmtpd); settings from LARDER_SMTP_URL.
        .testTarget(name: "MailTests", dependencies: ["Mail", "SignInTestSupport"]),
        // Discovery, PKCE, the code flow and ID token checks against a real provider (django-oidc-provider).
        .testTarget(name: "OpenIDConnectTests", dependencies: ["OpenIDConnect", "SignInTestSupport", .product(name: "JWTKit", package: "jwt-kit")]),
        // Pictures inspected and resized by the real larder-photos, and WebP files' metadata taken out.
        .testTarget(name: "LarderImagingTests", dependencies: ["LarderImaging"]),
        // A private cluster made, started, adopted and stopped, and the programs it runs.
        .testTarget(name: "EmbeddedPostgresTests", dependencies: ["EmbeddedPostgres", "PostgresClient"]),
    ]
)

// The benchmarks (`make bench`, `bench-render`, `count-render`, `bench-imports`, `bench-client`) are
// declared only when LARDER_BENCHMARKS is set, as those targets of the Makefile set it. They run
// nothing `make test` runs, and cost every build of the tests about two minutes of its 19 on two
// cores: ordo-one/benchmark's build plugin builds its own tools and their dependencies again for the
// host, and each benchmark program links the whole server. The package stays a dependency, so that
// Package.resolved is the same either way (a package that vends a command plugin is not warned of
// as unused).
if Context.environment["LARDER_BENCHMARKS"] != nil {
    package.targets += [
        .executableTarget(
            name: "larder-bench",
            dependencies: [
                "PostgresClient",
                "LarderImaging",
                "EmbeddedPostgres",
                "LarderStore",
                "LarderExchange",
                "LarderModel",
                "LarderWeb",
                "CookbookRecipe",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        // The recipe both the timing below and callgrind's count (`make count-render`) render.
        .target(name: "CookbookRecipe", dependencies: ["LarderModel"], path: "Benchmarks/CookbookRecipe"),
        // The recipe page's view and HTML, timed apart from the network and the database (`make bench-render`).
        .executableTarget(
            name: "RecipePage",
            dependencies: ["LarderWeb", "LarderModel", "CookbookRecipe", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/RecipePage",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
}
