// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "larder",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "larder", targets: ["larder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        // Photos: inspection and resizing by libvips.
        .target(
            name: "LarderImaging",
            dependencies: ["CVips", .product(name: "NIOPosix", package: "swift-nio")]
        ),
        .target(
            name: "PostgresClient",
            dependencies: [
                "CLibPQ",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "EmbeddedPostgres",
            dependencies: ["PostgresClient", .product(name: "NIOPosix", package: "swift-nio")]
        ),
        .target(name: "LarderModel"),
        .target(
            name: "LarderStore",
            dependencies: [
                "PostgresClient",
                "LarderImaging",
                "EmbeddedPostgres",
                "LarderModel",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .target(
            name: "LarderWeb",
            dependencies: [
                "LarderStore",
                "LarderImaging",
                "LarderModel",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderWeb",
                "LarderStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "larder-bench",
            dependencies: [
                "PostgresClient",
                "EmbeddedPostgres",
                "LarderStore",
                "LarderModel",
                "LarderWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
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
        .testTarget(name: "PostgresClientTests", dependencies: ["PostgresClient", "EmbeddedPostgres", "PostgresTestSupport"]),
        .testTarget(name: "LarderModelTests", dependencies: ["LarderModel"]),
        .testTarget(
            name: "LarderStoreTests",
            dependencies: ["LarderStore", "LarderModel", "PostgresClient", "PostgresTestSupport", "LarderTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LarderWebTests",
            dependencies: [
                "LarderWeb",
                "LarderImaging",
                "LarderStore",
                "LarderModel",
                "PostgresClient",
                "PostgresTestSupport",
                "LarderTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
