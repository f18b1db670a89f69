import Foundation

/// A WebP file's RIFF chunks, to take its metadata out: libvips 8.14 writes an EXIF chunk of
/// tags it makes up itself (orientation, resolution) even when told to strip, where a stored
/// picture should say nothing but its pixels.
enum WebPChunks {
    /// The file without its `EXIF` and `XMP ` chunks, its `VP8X` header no longer announcing
    /// them; any other file, or one that is not whole, unchanged.
    static func withoutMetadata(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x45, 0x42, 0x50] else { return data }
        var kept: [UInt8] = []
        var position = 12
        var removed = false
        while position + 8 <= bytes.count {
            let size = Int(UInt32(bytes[position + 4]) | UInt32(bytes[position + 5]) << 8 | UInt32(bytes[position + 6]) << 16
                           | UInt32(bytes[position + 7]) << 24)
            let end = position + 8 + size + (size & 1)
            guard end <= bytes.count else { return data }
            let kind = String(decoding: bytes[position..<position + 4], as: UTF8.self)
            if kind == "EXIF" || kind == "XMP " {
                removed = true
            } else {
                var chunk = Array(bytes[position..<end])
                // The extended header's flags: bit 3 announces EXIF, bit 2 XMP.
                if kind == "VP8X", chunk.count > 8 { chunk[8] &= ~(0x08 | 0x04) }
                kept += chunk
            }
            position = end
        }
        guard removed, position == bytes.count else { return data }
        let size = UInt32(4 + kept.count)
        return Data([0x52, 0x49, 0x46, 0x46] + withUnsafeBytes(of: size.littleEndian) { Array($0) } + [0x57, 0x45, 0x42, 0x50] + kept)
    }
}
