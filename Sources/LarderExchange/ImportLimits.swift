import Foundation

/// Checks run on the raw bytes before any JSON decoding, so that a hostile document cannot
/// exhaust memory or overflow the decoder's stack with deep nesting.
public enum ImportLimits {
    /// What a browser may upload: anyone with an account can, so it is kept small.
    public static let maximumDocumentBytes = 50 * 1024 * 1024
    /// What an admin may restore with `larder import`: a backup of a large household is larger
    /// than an upload may be (10,000 recipes of a cookbook's size make about 120 MB of Larder
    /// JSON), and a backup that cannot be restored is no backup.
    public static let maximumRestoreBytes = 1024 * 1024 * 1024
    public static let maximumNestingDepth = 64
    /// One recipe's JSON (or a Mealie backup's whole database) unpacked from an app's zip export.
    public static let maximumArchiveEntryBytes = 20 * 1024 * 1024
    /// A Mealie backup's `database.json`: every table of the instance, shopping lists and
    /// timelines included, so it is allowed more than one recipe's JSON.
    public static let maximumMealieDatabaseBytes = 100 * 1024 * 1024
    /// All that one app export may unpack to, nested zips and gzipped recipes included, counted
    /// as it unpacks: a small zip can claim gigabytes. Five times the largest upload: JSON packs
    /// about ten to one, pictures not at all, and an export is mostly pictures.
    public static let maximumUnpackedArchiveBytes = 256 * 1024 * 1024
    public static let maximumArchiveEntries = 100_000

    public static func check(_ data: Data, maximumBytes: Int = maximumDocumentBytes) throws(ImportError) {
        if data.count > maximumBytes {
            throw ImportError(path: "$", .documentTooLarge(megabytes: megabytes(data.count), maximum: megabytes(maximumBytes)))
        }
        if nestingExceedsLimit(data) {
            throw ImportError(path: "$", .documentNestsTooDeep(maximum: maximumNestingDepth))
        }
    }

    /// Counts brackets outside strings; brackets inside strings, escaped quotes included, do not nest.
    static func nestingExceedsLimit(_ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var depth = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped { escaped = false }
                    else if byte == UInt8(ascii: "\\") { escaped = true }
                    else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > maximumNestingDepth { return true }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return false
        }
    }

    static func megabytes(_ bytes: Int) -> Int {
        Int((Double(bytes) / 1_048_576).rounded(.up))
    }
}
