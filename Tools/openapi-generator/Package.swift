// swift-tools-version:6.2
import PackageDescription

// Builds Apple's swift-openapi-generator as a command, apart from Larder's own build, so that a
// clean build of Larder does not compile the generator (and OpenAPIKit and Yams) each time: the
// generated code is committed, and `make openapi-check` regenerates it to prove it has not drifted.
let package = Package(
    name: "openapi-generator",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator.git", exact: "1.14.3"),
    ]
)
