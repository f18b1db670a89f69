import Foundation
import LarderImaging

/// Pictures for the tests, drawn by libvips in larder-photos.
enum TestPicture {
    /// A real PNG: a gradient card with a word on it.
    static func png(width: Int, height: Int) async throws -> Data {
        try await Picture.card(width: width, height: height, top: (200, 120, 60), bottom: (90, 40, 20), text: "Focaccia")
    }
}
