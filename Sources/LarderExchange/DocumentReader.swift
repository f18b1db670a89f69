import Foundation

/// Any file a household brings, recognised by its content, never by its name: an app's export
/// (a zip or a Paprika file), a web page saved from a browser, or a JSON document (Larder JSON,
/// schema.org JSON-LD). The web upload and `larder import FILE` both read through here.
public struct DocumentReader: Sendable {
    let pages: PageImporter

    /// `pages` reads a saved web page and fetches its pictures.
    public init(pages: PageImporter) {
        self.pages = pages
    }

    /// What the file holds, ready to import; `mealieGroup` chooses among a Mealie backup's groups.
    public func read(_ data: Data, mealieGroup: String? = nil, maximumBytes: Int = ImportLimits.maximumDocumentBytes) async throws(ImportError) -> ImportPayload {
        if data.count > maximumBytes {
            throw ImportError(path: "$", .fileTooLarge(megabytes: ImportLimits.megabytes(data.count), maximum: ImportLimits.megabytes(maximumBytes)))
        }
        if Self.isArchive(data) {
            guard let payload = try AppExport.payload(of: data, mealieGroup: mealieGroup) else {
                throw ImportError(path: "$", .archiveOfNoKnownApp)
            }
            return payload
        }
        if Self.isWebPage(data) {
            return try await pages.read(page: data, contentType: nil, url: nil)
        }
        return try ImportPayload.parse(data, maximumBytes: maximumBytes)
    }

    /// A zip (Mealie, Tandoor, Nextcloud, Paprika's .paprikarecipes) or gzip file.
    static func isArchive(_ data: Data) -> Bool {
        AppArchive.isZip(data) || data.starts(with: AppArchive.gzipSignature)
    }

    /// Markup rather than JSON: its first character, after a byte-order mark and spaces, opens a tag.
    static func isWebPage(_ data: Data) -> Bool {
        let head = data.prefix(1024).drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        return head.first == UInt8(ascii: "<")
    }
}
