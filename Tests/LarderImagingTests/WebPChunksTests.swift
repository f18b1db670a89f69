import Foundation
@testable import LarderImaging
import Testing

extension LarderPhotos {
    /// The metadata taken out of the WebP files libvips writes.
    @Suite("WebP chunks")
    struct WebPChunksTests {
        /// A RIFF chunk: its kind, its size (little-endian) and its bytes, padded to an even length.
        static func chunk(_ kind: String, _ payload: [UInt8]) -> [UInt8] {
            Array(kind.utf8) + withUnsafeBytes(of: UInt32(payload.count).littleEndian) { Array($0) } + payload + (payload.count % 2 == 1 ? [0] : [])
        }

        static func webp(_ chunks: [[UInt8]]) -> Data {
            let body = Array("WEBP".utf8) + chunks.joined()
            return Data(Array("RIFF".utf8) + withUnsafeBytes(of: UInt32(body.count).littleEndian) { Array($0) } + body)
        }

        /// The kinds of a WebP file's chunks, in order.
        static func kinds(_ data: Data) -> [String] {
            let bytes = [UInt8](data)
            var kinds: [String] = []
            var position = 12
            while position + 8 <= bytes.count {
                kinds.append(String(decoding: bytes[position..<position + 4], as: UTF8.self))
                let size = Int(bytes[position + 4]) | Int(bytes[position + 5]) << 8 | Int(bytes[position + 6]) << 16 | Int(bytes[position + 7]) << 24
                position += 8 + size + (size & 1)
            }
            return kinds
        }

        @Test("the EXIF and XMP chunks are taken out, the extended header stops announcing them, and the file's size counts what is left")
        func metadataTakenOut() {
            // The extended header's flags: alpha (0x10), EXIF (0x08) and XMP (0x04); then the canvas size.
            let header = Self.chunk("VP8X", [0x10 | 0x08 | 0x04, 0, 0, 0, 99, 0, 0, 99, 0, 0])
            let image = Self.chunk("VP8L", [1, 2, 3, 4, 5])
            let exif = Self.chunk("EXIF", Array("Exif\0\0PhoneMaker".utf8))
            let xmp = Self.chunk("XMP ", Array("<x:xmpmeta/>".utf8))
            let stripped = WebPChunks.withoutMetadata(Self.webp([header, image, exif, xmp]))
            #expect(stripped == Self.webp([Self.chunk("VP8X", [0x10, 0, 0, 0, 99, 0, 0, 99, 0, 0]), image]))
        }

        @Test("a file that is not WebP, a WebP without metadata and one cut short are given back unchanged")
        func othersUnchanged() {
            let png = Data([0x89] + Array("PNG\r\n\u{1A}\n".utf8) + [0, 0, 0, 13])
            #expect(WebPChunks.withoutMetadata(png) == png)
            let plain = Self.webp([Self.chunk("VP8L", [1, 2, 3])])
            #expect(WebPChunks.withoutMetadata(plain) == plain)
            let cut = Data(Self.webp([Self.chunk("VP8L", [1, 2, 3]), Self.chunk("EXIF", [1, 2, 3, 4])]).dropLast(2))
            #expect(WebPChunks.withoutMetadata(cut) == cut)
        }

        @Test("the versions larder-photos makes carry no EXIF or XMP chunk, though libvips writes one even when told to strip")
        func versionsCarryNone() async throws {
            let versions = try await Picture.versions(of: try await TestPicture.png(width: 300, height: 200), box: 100, keepingPicture: false,
                                                      thumbnail: (width: 50, height: 50), quality: (picture: 80, thumbnail: 70))
            for version in [try #require(versions.picture), versions.thumbnail] {
                let kinds = Self.kinds(version)
                #expect(kinds.contains { $0.hasPrefix("VP8") }, "\(kinds)")
                #expect(!kinds.contains("EXIF") && !kinds.contains("XMP "), "\(kinds)")
            }
        }
    }
}
