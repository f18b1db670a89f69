import Foundation
import LarderImaging
import Testing

extension LarderPhotos {
    /// Pictures judged by their content, and the versions pages show made of them, by the real larder-photos.
    @Suite("Pictures inspected and resized")
    struct PictureTests {
        @Test("a picture whose header claims more than 50 million pixels is refused from its header, before any pixel is decoded")
        func pixelBomb() async throws {
            // A real 64 × 48 PNG whose header is made to claim 100,000 × 50,000: its pixel data
            // cannot fill that, so only a refusal that comes before decoding says "too many pixels".
            var png = [UInt8](try await TestPicture.png(width: 64, height: 48))
            #expect(Array(png[12..<16]) == Array("IHDR".utf8))
            func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
            png.replaceSubrange(16..<24, with: bigEndian(100_000) + bigEndian(50_000))
            // The chunk's CRC-32 (over its type and data), which decoders check.
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in png[12..<29] {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            png.replaceSubrange(29..<33, with: bigEndian(~crc))
            await #expect(throws: Picture.Problem.tooManyPixels) { _ = try await Picture.inspect(Data(png)) }
        }

        @Test("words, a picture cut short and a file over 5 MB are refused, whatever they claim to be")
        func refused() async throws {
            await #expect(throws: Picture.Problem.notAPicture) { _ = try await Picture.inspect(Data("just some words, no picture".utf8)) }
            let png = try await TestPicture.png(width: 64, height: 48)
            await #expect(throws: Picture.Problem.notAPicture) { _ = try await Picture.inspect(png.prefix(png.count / 2)) }
            var big = png
            big.append(Data(repeating: 0, count: Picture.maximumBytes + 1 - png.count))
            await #expect(throws: Picture.Problem.tooLarge) { _ = try await Picture.inspect(big) }
        }

        @Test("a phone's JPEG is said to carry metadata; its versions are upright WebP, shrunk to the box, and carry none")
        func phonePhoto() async throws {
            // 300 × 200, EXIF orientation 6 (turn right), a camera make and a GPS position.
            let located = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("LarderStoreTests/Fixtures/photos/located.jpg"))
            let original = try await Picture.inspect(located)
            #expect(original.kind == .jpeg && original.hasMetadata)
            let versions = try await Picture.versions(of: located, box: 150, keepingPicture: false, thumbnail: (width: 64, height: 64),
                                                      quality: (picture: 80, thumbnail: 70))
            #expect((versions.width, versions.height) == (100, 150), "turned upright, then shrunk to fit 150 px")
            let picture = try #require(versions.picture)
            #expect(try await Picture.inspect(picture) == Picture.Inspected(kind: .webp, width: 100, height: 150))
            #expect(try await Picture.inspect(versions.thumbnail) == Picture.Inspected(kind: .webp, width: 64, height: 64))
            for version in [picture, versions.thumbnail] {
                #expect(version.range(of: Data("PhoneMaker".utf8)) == nil, "the camera's make was kept")
            }
        }

        @Test("a picture kept as it is gets only its thumbnail, cut to fill the thumbnail's size")
        func keptPicture() async throws {
            let versions = try await Picture.versions(of: try await TestPicture.png(width: 400, height: 100), box: 1600, keepingPicture: true,
                                                      thumbnail: (width: 50, height: 50), quality: (picture: 80, thumbnail: 70))
            #expect(versions.picture == nil)
            #expect((versions.width, versions.height) == (400, 100))
            #expect(try await Picture.inspect(versions.thumbnail) == Picture.Inspected(kind: .webp, width: 50, height: 50))
        }
    }
}
