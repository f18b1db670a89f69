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

    public enum Problem: Error, Sendable, Equatable, Codable {
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
            let loader = try PhotoWorker.run([Request.loader], [data])
            guard let kind = Kind.allCases.first(where: { Data($0.loader.utf8) == loader.blobs.first }) else { throw Problem.notAPicture }
            let measured = try PhotoWorker.run([Request.measure, Int64(maximumPixels)], [data])
            if measured.status == 2 { throw Problem.tooManyPixels }
            guard measured.status == 0, measured.words.count == 4, measured.words[1] > 0, measured.words[2] > 0 else {
                throw Problem.notAPicture
            }
            return Inspected(kind: kind, width: Int(measured.words[1]), height: Int(measured.words[2]), hasMetadata: measured.words[3] != 0)
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

    /// The versions of an inspected picture: upright, without metadata (no EXIF or XMP chunk at
    /// all), shrunk to fit within
    /// `box` × `box` (unless `keepingPicture`), and a thumbnail cut to fill `thumbnail`.
    public static func versions(of data: Data, box: Int, keepingPicture: Bool, thumbnail: (width: Int, height: Int),
                                quality: (picture: Int, thumbnail: Int)) async throws -> Versions {
        try await onWorkerThread {
            let reply = try PhotoWorker.run([Request.prepare, Int64(box), keepingPicture ? 1 : 0, Int64(thumbnail.width),
                                             Int64(thumbnail.height), Int64(quality.picture), Int64(quality.thumbnail)], [data])
            guard reply.status == 0, reply.words.count == 3, reply.blobs.count == 2, !reply.blobs[1].isEmpty,
                  keepingPicture || !reply.blobs[0].isEmpty else {
                throw ImagingError.failed(reply.error)
            }
            return Versions(picture: keepingPicture ? nil : WebPChunks.withoutMetadata(reply.blobs[0]), width: Int(reply.words[1]),
                            height: Int(reply.words[2]), thumbnail: WebPChunks.withoutMetadata(reply.blobs[1]))
        }
    }

    /// A PNG card for the demo kitchen: a gradient from `top` to `bottom` (RGB, 0–255) with
    /// `text` on it, so the demo shows photos without shipping any.
    public static func card(width: Int, height: Int, top: (Double, Double, Double), bottom: (Double, Double, Double),
                            text: String) async throws -> Data {
        try await onWorkerThread {
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            let colours = [top.0, top.1, top.2, bottom.0, bottom.1, bottom.2].map { Int64(bitPattern: $0.bitPattern) }
            let reply = try PhotoWorker.run([Request.card, Int64(width), Int64(height)] + colours, [Data(escaped.utf8)])
            guard reply.status == 0, let png = reply.blobs.first, !png.isEmpty else { throw ImagingError.failed(reply.error) }
            return png
        }
    }

    /// Requests `larder-photos` answers (its main.c): the first word of each.
    private enum Request {
        static let loader: Int64 = 1
        static let measure: Int64 = 2
        static let prepare: Int64 = 3
        static let card: Int64 = 4
    }

    /// Runs a request to `larder-photos`, which blocks, on NIO's thread pool: off the event loops
    /// and the cooperative pool that serve requests.
    private static func onWorkerThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(body)
    }
}

/// libvips failed on a picture it had accepted (or `larder-photos` stopped on it), or could not
/// be started.
public enum ImagingError: Error, Sendable, CustomStringConvertible {
    case failed(String)
    /// The server's fault, not the picture's: `larder-photos` or libvips is missing or would not start.
    case unavailable(String)

    public var description: String {
        switch self {
        case .failed(let message): return "image processing failed: \(message.isEmpty ? "libvips gave no reason" : message)"
        case .unavailable(let reason): return "photos cannot be processed: \(reason)"
        }
    }
}
