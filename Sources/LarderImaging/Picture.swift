import CVips
import Foundation
import NIOPosix

/// Pictures people upload, read and resized by libvips (never by code of our own): what kind a
/// file is by its content, whether it decodes, and the WebP versions pages show.
public enum Picture {
    /// The kinds a photo may be, by content; the name a file was given does not count.
    public enum Kind: String, Sendable, CaseIterable {
        case png = "image/png"
        case jpeg = "image/jpeg"
        case webp = "image/webp"

        /// libvips' loader for each kind.
        var loader: String {
            switch self {
            case .png: return "VipsForeignLoadPngBuffer"
            case .jpeg: return "VipsForeignLoadJpegBuffer"
            case .webp: return "VipsForeignLoadWebpBuffer"
            }
        }
    }

    public enum Problem: Error, Sendable, Equatable {
        /// Over `maximumBytes`.
        case tooLarge
        /// Not a PNG, JPEG or WebP picture, or one that does not decode.
        case notAPicture
        /// More pixels than `maximumPixels`: a small file can unpack into gigabytes.
        case tooManyPixels

        /// What is wrong, to finish "The photo …" or stand after a file's name.
        public var reason: String {
            switch self {
            case .tooLarge: return "is larger than \(Picture.maximumBytes / 1_048_576) MB"
            case .notAPicture: return "is not a PNG, JPEG or WebP picture (or the file is damaged)"
            case .tooManyPixels: return "has more than \(Picture.maximumPixels / 1_000_000) million pixels"
            }
        }
    }

    public static let maximumBytes = 5 * 1024 * 1024
    public static let maximumPixels = 50_000_000

    /// A picture that passed inspection.
    public struct Inspected: Sendable, Equatable {
        public var kind: Kind
        public var width: Int
        public var height: Int
        /// Whether it says more about itself than its size, resolution and an upright orientation:
        /// other EXIF tags (a phone's photo says where and when it was taken, and on what), XMP,
        /// IPTC or a colour profile.
        public var hasMetadata: Bool

        public init(kind: Kind, width: Int, height: Int, hasMetadata: Bool = false) {
            self.kind = kind
            self.width = width
            self.height = height
            self.hasMetadata = hasMetadata
        }
    }

    /// Checks that `data` is a PNG, JPEG or WebP picture of at most 5 MB that decodes whole.
    public static func inspect(_ data: Data) async throws -> Inspected {
        guard data.count <= maximumBytes else { throw Problem.tooLarge }
        return try await onWorkerThread {
            let loader = data.withUnsafeBytes { larder_vips_loader($0.baseAddress, $0.count).map { String(cString: $0) } }
            _ = takeError()
            guard let kind = Kind.allCases.first(where: { $0.loader == loader }) else { throw Problem.notAPicture }
            var width: Int32 = 0
            var height: Int32 = 0
            var hasMetadata: Int32 = 0
            let status = data.withUnsafeBytes {
                larder_vips_measure($0.baseAddress, $0.count, gint64(maximumPixels), &width, &height, &hasMetadata)
            }
            _ = takeError()
            if status == 2 { throw Problem.tooManyPixels }
            guard status == 0, width > 0, height > 0 else { throw Problem.notAPicture }
            return Inspected(kind: kind, width: Int(width), height: Int(height), hasMetadata: hasMetadata != 0)
        }
    }

    /// The WebP versions pages show of an inspected picture, from one decode.
    public struct Versions: Sendable {
        /// The picture shrunk to fit `box` × `box` (never enlarged); nil when it was kept as it is.
        public var picture: Data?
        /// The size it is shown at, upright.
        public var width: Int
        public var height: Int
        /// Cut to fill the thumbnail's size exactly.
        public var thumbnail: Data
    }

    /// The versions of an inspected picture: upright, without metadata, shrunk to fit within
    /// `box` × `box` (unless `keepingPicture`), and a thumbnail cut to fill `thumbnail`.
    public static func versions(of data: Data, box: Int, keepingPicture: Bool, thumbnail: (width: Int, height: Int),
                                quality: (picture: Int, thumbnail: Int)) async throws -> Versions {
        try await onWorkerThread {
            var picture: UnsafeMutableRawPointer?
            var pictureLength = 0
            var small: UnsafeMutableRawPointer?
            var smallLength = 0
            var width: Int32 = 0
            var height: Int32 = 0
            let status = data.withUnsafeBytes {
                larder_vips_prepare($0.baseAddress, $0.count, Int32(box), keepingPicture ? 1 : 0,
                                    Int32(thumbnail.width), Int32(thumbnail.height), Int32(quality.picture), Int32(quality.thumbnail),
                                    &picture, &pictureLength, &width, &height, &small, &smallLength)
            }
            let message = takeError()
            defer {
                larder_vips_free(picture)
                larder_vips_free(small)
            }
            guard status == 0, let small, keepingPicture || picture != nil else { throw ImagingError.failed(message) }
            return Versions(picture: picture.map { Data(bytes: $0, count: pictureLength) }, width: Int(width), height: Int(height),
                            thumbnail: Data(bytes: small, count: smallLength))
        }
    }

    /// A PNG card for the demo kitchen: a gradient from `top` to `bottom` (RGB, 0–255) with
    /// `text` on it, so the demo shows photos without shipping any.
    public static func card(width: Int, height: Int, top: (Double, Double, Double), bottom: (Double, Double, Double),
                            text: String) async throws -> Data {
        try await onWorkerThread {
            var output: UnsafeMutableRawPointer?
            var length = 0
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            let status = [top.0, top.1, top.2].withUnsafeBufferPointer { top in
                [bottom.0, bottom.1, bottom.2].withUnsafeBufferPointer { bottom in
                    larder_vips_card(Int32(width), Int32(height), top.baseAddress, bottom.baseAddress, escaped, &output, &length)
                }
            }
            let message = takeError()
            guard status == 0, let output else { throw ImagingError.failed(message) }
            defer { larder_vips_free(output) }
            return Data(bytes: output, count: length)
        }
    }

    /// libvips opened and started once per process, at its first use; why not, when it did not.
    private static let startProblem: String? = larder_vips_start().map { String(cString: $0) }

    /// Runs blocking libvips work on NIO's thread pool, off the event loops and the
    /// cooperative pool that serve requests.
    private static func onWorkerThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        if let startProblem { throw ImagingError.unavailable(startProblem) }
        return try await NIOThreadPool.singleton.runIfActive(body)
    }

    private static func takeError() -> String {
        guard let message = larder_vips_take_error() else { return "" }
        defer { larder_vips_free(message) }
        return String(cString: message)
    }
}

/// libvips failed on a picture it had accepted, or could not be opened or started.
public enum ImagingError: Error, Sendable, CustomStringConvertible {
    case failed(String)
    /// The server's fault, not the picture's: libvips is missing or would not start.
    case unavailable(String)

    public var description: String {
        switch self {
        case .failed(let message): return "image processing failed: \(message.isEmpty ? "libvips gave no reason" : message)"
        case .unavailable(let reason): return "libvips did not start: \(reason)"
        }
    }
}
