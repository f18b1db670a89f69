import CompressNIO
import Foundation
import NIOCore

/// gzip, as Paprika wraps each recipe of its export.
enum Gzip {
    /// Why an entry of an upload could not be unpacked: the entry alone, or the upload, whose
    /// allowance it would pass.
    enum Failure: Error {
        case entry(ImportError)
        case allowance(ImportError)
    }

    /// The data a gzip stream holds, refused past `limit` bytes (a small file may unpack to
    /// gigabytes) and when it is cut short or damaged.
    static func decompressed(_ data: Data, limit: Int) throws(ImportError) -> Data {
        do throws(Failure) {
            return try decompressed(data, limit: limit, allowance: nil)
        } catch {
            switch error {
            case .entry(let error), .allowance(let error): throw error
            }
        }
    }

    /// The same, for an entry of an app's export: what it unpacks counts against `allowance`, the
    /// whole upload's, as it unpacks.
    static func decompressed(_ data: Data, limit: Int, allowance: AppArchive.Allowance?) throws(Failure) -> Data {
        guard data.count >= 18, data[data.startIndex] == 0x1F, data[data.startIndex + 1] == 0x8B else {
            throw .entry(ImportError(path: "$", .notGzip))
        }
        var input = ByteBuffer(bytes: data)
        var output = Data()
        /// Keeps a window's bytes, unless they pass the entry's limit or the upload's allowance.
        func keep(_ window: ByteBuffer) throws(Failure) {
            if output.count + window.readableBytes > limit {
                throw .entry(ImportError(path: "$", .unpacksToMoreThan(megabytes: limit / 1_048_576)))
            }
            if let allowance {
                guard window.readableBytes <= allowance.remainingBytes else {
                    throw .allowance(ImportError(path: "$", .zipTooLarge(megabytes: allowance.bytes / 1_048_576)))
                }
                allowance.remainingBytes -= window.readableBytes
            }
            output.append(contentsOf: window.readableBytesView)
        }
        let decompressor: ZlibDecompressor
        do {
            decompressor = try ZlibDecompressor(algorithm: .gzip)
        } catch {
            throw .entry(ImportError(path: "$", .damagedGzipSaying("\(error)")))
        }
        var window = ByteBuffer()
        while true {
            window.clear(minimumCapacity: 64 * 1024)
            do {
                try decompressor.inflate(from: &input, to: &window)
                try keep(window)
                break
            } catch let error as CompressNIOError where error == .bufferOverflow {
                // The window is full: keep it and go on.
                try keep(window)
            } catch let error as Failure {
                throw error
            } catch {
                throw .entry(ImportError(path: "$", .damagedGzipSaying("\(error)")))
            }
        }
        // The stream ends with its length (modulo 2³²): a stream cut short does not match it.
        let trailer = data.suffix(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard trailer == UInt32(truncatingIfNeeded: output.count) else { throw .entry(ImportError(path: "$", .gzipCutShort)) }
        return output
    }
}
