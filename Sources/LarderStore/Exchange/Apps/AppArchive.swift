import Foundation
import ZIPFoundation

/// A zip file of an app's export, read in memory and never written to disk. Every entry is
/// measured as it unpacks, not by the size its header claims (a zip bomb lies), and all the
/// entries read from one upload, nested zips included, share one allowance.
final class AppArchive {
    /// The file entries, by their path with "/" separators, in the order the zip lists them.
    let files: [(path: String, entry: Entry)]
    private let entriesByPath: [String: Entry]
    /// Where this archive sits in the upload ("Pancakes.zip/" for a Tandoor recipe), for messages.
    let location: String
    private let archive: Archive
    /// What the whole upload may still unpack; a nested zip shares it.
    let allowance: Allowance

    /// What is left to unpack from the whole upload.
    final class Allowance {
        let bytes: Int
        var remainingBytes: Int
        init(bytes: Int) { (self.bytes, remainingBytes) = (bytes, bytes) }
    }

    /// Why an entry could not be read: the entry alone, or the whole upload.
    enum Failure: Error {
        case entry(ImportProblem)
        case upload(ImportError)
    }

    static let zipSignatures: [[UInt8]] = [[0x50, 0x4B, 0x03, 0x04], [0x50, 0x4B, 0x05, 0x06]]
    static let gzipSignature: [UInt8] = [0x1F, 0x8B]
    /// How exports name their pictures' files, in the order they are looked for.
    static let pictureExtensions = ["webp", "jpg", "jpeg", "png", "gif", "avif", "JPG", "JPEG", "PNG"]

    static func isZip(_ data: Data) -> Bool {
        zipSignatures.contains { data.starts(with: $0) }
    }

    /// The archive in `data`; a damaged zip, one with too many files, or one whose paths climb out
    /// of it (`../`) is refused whole.
    init(_ data: Data, location: String = "", allowance: Allowance) throws(ImportError) {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw ImportError(path: location.isEmpty ? "$" : location, .damagedZipContents)
        }
        var files: [(String, Entry)] = []
        for entry in archive {
            guard files.count < ImportLimits.maximumArchiveEntries else {
                throw ImportError(path: location.isEmpty ? "$" : location, .tooManyZipFiles(maximum: ImportLimits.maximumArchiveEntries))
            }
            let path = entry.path.replacingOccurrences(of: "\\", with: "/")
            if path.hasPrefix("/") || path.split(separator: "/").contains("..") {
                throw ImportError(path: location + path, .pathLeavesZip)
            }
            if entry.type == .file { files.append((path, entry)) }
        }
        self.archive = archive
        self.files = files
        self.entriesByPath = Dictionary(files, uniquingKeysWith: { first, _ in first })
        self.location = location
        self.allowance = allowance
    }

    /// The entry's bytes, refused past `limit` bytes or past what the upload has left.
    func data(of entry: Entry, limit: Int) throws(Failure) -> Data {
        var data = Data()
        var overLimit = false
        var overAllowance = false
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry) { chunk in
                guard data.count + chunk.count <= limit else { overLimit = true; throw CocoaError(.fileReadTooLarge) }
                guard chunk.count <= self.allowance.remainingBytes else { overAllowance = true; throw CocoaError(.fileReadTooLarge) }
                self.allowance.remainingBytes -= chunk.count
                data.append(chunk)
            }
        } catch {
            if overAllowance {
                throw .upload(ImportError(path: "$", .zipTooLarge(megabytes: allowance.bytes / 1_048_576)))
            }
            if overLimit { throw .entry(.unpacksToMoreThan(megabytes: limit / 1_048_576)) }
            throw .entry(.damagedInZip)
        }
        guard checksum == entry.checksum else { throw .entry(.checksumMismatch) }
        return data
    }

    /// Whether the entry's content starts with `signature`; only its first chunk is unpacked.
    func content(of entry: Entry, startsWith signature: [UInt8]) -> Bool {
        var head = Data()
        _ = try? archive.extract(entry, bufferSize: 512, skipCRC32: true) { chunk in
            head.append(chunk)
            if head.count >= signature.count { throw CocoaError(.userCancelled) }
        }
        return head.starts(with: signature)
    }

    /// The first of `paths` the archive holds, with its entry.
    func firstFile(among paths: [String]) -> (path: String, entry: Entry)? {
        paths.lazy.compactMap { path in self.entriesByPath[path].map { (path, $0) } }.first
    }
}

extension AppArchive {
    /// The entry's bytes; nil when this entry alone cannot be read, its reason added to
    /// `unreadable` under the entry's path. A problem of the whole upload is thrown.
    func data(of entry: Entry, at path: String, limit: Int, unreadable: inout [ImportError.Issue]) throws(ImportError) -> Data? {
        do throws(Failure) {
            return try data(of: entry, limit: limit)
        } catch {
            switch error {
            case .entry(let reason):
                unreadable.append(AppRecipe.unreadable(at: location + path, name: nil, reason))
                return nil
            case .upload(let error):
                throw error
            }
        }
    }

    /// A picture's bytes, or nil when it cannot be read: the recipe is still worth having.
    func photo(_ entry: Entry) throws(ImportError) -> Data? {
        do throws(Failure) {
            return try data(of: entry, limit: ImportLimits.maximumArchivePhotoBytes)
        } catch {
            if case .upload(let error) = error { throw error }
            return nil
        }
    }
}
