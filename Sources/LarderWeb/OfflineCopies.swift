import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import LarderStore
import UUIDText

/// What a phone keeps to use offline (`Public/sw.js`) is kept for one person in one household at
/// a time. Every page a session answers names them by an opaque key in header `X-Larder-Person`
/// (`none` when nobody is signed in to a household): the service worker keeps a page only under
/// its key, and empties what it keeps when a page names another key or none, as after a log-out
/// or a switch of household. So nothing of one person is ever shown from the cache to another.
enum OfflineCopies {
    static let personField = HTTPField.Name("X-Larder-Person")!
    /// Sent by the worker with each page it fetches to keep: such a fetch is not a person's view.
    static let keepingField = HTTPField.Name("X-Larder-Keeping")!
    /// On a recipe's page: what its scaled amounts depend on (the recipe's version, the reader's
    /// units and language). The worker fetches the recipe's kept servings again only when it changes.
    static let scalingField = HTTPField.Name("X-Larder-Scaling")!
    /// Sent with a log-out: the browser's own copies of the person's pages go.
    static let clearSiteData = HTTPField.Name("Clear-Site-Data")!

    static func isKeeping(_ request: Request) -> Bool { request.headers[keepingField] != nil }

    /// The key of the person and household of `session`: a digest, so that the header says
    /// nothing of who they are; nil for no one, or no household.
    static func key(for session: SessionRecord?) -> String? {
        guard let session, let household = session.activeHousehold?.household.id else { return nil }
        let digest = SHA256.hash(data: Data("\(session.user.id.text)/\(household.text)".utf8))
        // Every page's answer carries it: written from the digest's storage, not its sequence.
        return digest.withUnsafeBytes { hexText($0.prefix(12)) }
    }

    /// The build the service worker and the files it keeps belong to: `LARDER_BUILD_ID` when
    /// set, else a digest of `Public/`'s files, so that a deployment that changes any of them
    /// brings a new service worker, which replaces the old one at the next load.
    static func buildID(of publicDirectory: URL) -> String {
        var hash = SHA256()
        let files = FileManager.default.enumerator(at: publicDirectory, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path } ?? []
        for file in files {
            hash.update(data: Data(file.path.dropFirst(publicDirectory.path.count).utf8))
            hash.update(data: (try? Data(contentsOf: file)) ?? Data())
        }
        return hexText(hash.finalize().prefix(8))
    }
}
