// swift-tools-version:6.2
import PackageDescription

// The template compiler: reads Templates/*.mustache and the view types they name (with
// swift-syntax), and writes the Swift render functions that Larder's pages run. It is built apart
// from Larder, in .build-templates, so that a clean build of Larder never compiles swift-syntax:
// the generated code is committed, and `make check-templates` regenerates it to prove it current.
let package = Package(
    name: "template-compiler",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "larder-templates",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
