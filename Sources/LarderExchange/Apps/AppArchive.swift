import Foundation
import LarderImaging
import ZIPFoundation

/// A zip file of an app's export, read in memory and never written to disk. Every entry is
/// measured as it unpacks, not by the size its header claims (a zip bomb lies), and all the
/// entries read from one upload, nested zips and gzipped entries included, share one allowance.
///
/// Unchecked Sendable: an import reads its file from one task, its pictures (`photo`) one after
/// another once its recipes have been read.
final class AppArchive: @unchecked Sendable {
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

    /// The picture at `picture` inside the zip at `path` (a Tandoor recipe's), unpacked from both
    /// when the import stores it: an export's inner zips are not kept while its recipes are read.
    func photo(inZip entry: Entry, at path: String, picture: String) -> PhotoSource {
        // An entry is a plain value (offsets and names), read later by the one task that stores the pictures.
        nonisolated(unsafe) let entry = entry
        return PhotoSource(path: location + path + "/" + picture) { () throws(PhotoSource.Failure) -> Data in
            let data: Data
            do throws(Failure) {
                data = try self.data(of: entry, limit: ImportLimits.maximumArchiveEntryBytes)
            } catch {
                switch error {
                case .upload(let error): throw .upload(error)
                case .entry(let problem): throw .picture(problem)
                }
            }
            let inner: AppArchive
            do throws(ImportError) {
                inner = try AppArchive(data, location: self.location + path + "/", allowance: self.allowance)
            } catch {
                throw .picture(error.issues.first?.said ?? .damagedZipContents)
            }
            guard let (_, found) = inner.firstFile(among: [picture]) else { throw .picture(.damagedInZip) }
            return try inner.photo(found, at: picture).read()
        }
    }

    /// The picture at `path`, unpacked when the import stores it.
    func photo(_ entry: Entry, at path: String) -> PhotoSource {
        // An entry is a plain value (offsets and names), read later by the one task that stores the pictures.
        nonisolated(unsafe) let entry = entry
        return PhotoSource(path: location + path) { () throws(PhotoSource.Failure) -> Data in
            do throws(Failure) {
                return try self.data(of: entry, limit: Picture.maximumBytes)
            } catch {
                switch error {
                case .upload(let error): throw .upload(error)
                case .entry(.unpacksToMoreThan): throw .picture(.pictureTooLarge(megabytes: Picture.maximumBytes / 1_048_576))
                case .entry(let problem): throw .picture(problem)
                }
            }
        }
    }
}
