import CompressNIO
import Foundation
import NIOCore

/// gzip, as Paprika wraps each recipe of its export.
enum Gzip {
    /// The data a gzip stream holds, refused past `limit` bytes (a small file may unpack to
    /// gigabytes) and when it is cut short or damaged.
    static func decompressed(_ data: Data, limit: Int) throws(ImportError) -> Data {
        guard data.count >= 18, data[data.startIndex] == 0x1F, data[data.startIndex + 1] == 0x8B else {
            throw ImportError(path: "$", .notGzip)
        }
        var input = ByteBuffer(bytes: data)
        var output = Data()
        do {
            let decompressor = try ZlibDecompressor(algorithm: .gzip)
            var window = ByteBuffer()
            while true {
                window.clear(minimumCapacity: 64 * 1024)
                do {
                    try decompressor.inflate(from: &input, to: &window)
                    output.append(contentsOf: window.readableBytesView)
                    break
                } catch let error as CompressNIOError where error == .bufferOverflow {
                    // The window is full: keep it and go on, unless the limit is passed.
                    output.append(contentsOf: window.readableBytesView)
                    if output.count > limit { throw ImportError(path: "$", .unpacksToMoreThan(megabytes: limit / 1_048_576)) }
                }
            }
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(path: "$", .damagedGzipSaying("\(error)"))
        }
        // The stream ends with its length (modulo 2³²): a stream cut short does not match it.
        let trailer = data.suffix(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard output.count <= limit, trailer == UInt32(truncatingIfNeeded: output.count) else {
            throw ImportError(path: "$", output.count > limit ? .unpacksToMoreThan(megabytes: limit / 1_048_576) : .gzipCutShort)
        }
        return output
    }
}
