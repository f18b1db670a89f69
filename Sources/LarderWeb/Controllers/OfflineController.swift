import Foundation
import Hummingbird
import NIOCore

/// Larder as an app a phone installs and opens without the network: the app's manifest, the
/// service worker (`Public/sw.js`, stamped with the build), and the page it shows offline for
/// any page it has not kept.
struct OfflineController {
    let views: Views
    /// The service worker's script, with its build stamped in: read once, at start.
    let serviceWorker: ByteBuffer
    let manifest: ByteBuffer

    init(views: Views, publicDirectory: URL, buildID: String?) throws {
        self.views = views
        let build = buildID ?? OfflineCopies.buildID(of: publicDirectory)
        let script = try String(contentsOf: publicDirectory.appendingPathComponent("sw.js"), encoding: .utf8)
        serviceWorker = ByteBuffer(string: script.replacingOccurrences(of: "__BUILD__", with: build))
        manifest = ByteBuffer(data: try Data(contentsOf: publicDirectory.appendingPathComponent("manifest.webmanifest")))
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        // The browser asks for the script again at each load (it bypasses caches for it), so a
        // new build's worker is found at the next load.
        router.get("/sw.js") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                     body: .init(byteBuffer: serviceWorker))
        }
        router.get("/manifest.webmanifest") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/manifest+json", .cacheControl: "public, max-age=3600"],
                     body: .init(byteBuffer: manifest))
        }
        // Asked for by the service worker without cookies, and kept with the build: it holds
        // nothing of anyone, and lists what this phone keeps from the cache itself.
        router.get("/offline") { _, context in
            views.render(OfflinePage(page: PageChrome(title: context.strings.offline.title, context: context)))
        }
    }
}
