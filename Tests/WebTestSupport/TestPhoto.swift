import Foundation
import LarderImaging

/// The photo the pages' and the API's tests upload.
enum TestPhoto {
    /// A real PNG, drawn by libvips.
    static func png(width: Int = 800, height: Int = 600) async throws -> Data {
        try await Picture.card(width: width, height: height, top: (200, 120, 60), bottom: (90, 40, 20), text: "Focaccia")
    }
}
