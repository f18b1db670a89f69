import Foundation
import Hummingbird
import LarderFetch
import LarderImaging
import RecipeSiteSupport

/// A recipe site on loopback: a bread page with its photo, a page about something else, a
/// picture where a page was expected, and pages that break.
enum BakerySite {
    static func serve<T: Sendable>(_ body: @Sendable (_ base: String) async throws -> T) async throws -> T {
        let photo = try await Picture.card(width: 640, height: 480, top: (200, 120, 60), bottom: (90, 40, 20), text: "Loaf")
        return try await RecipeSite.serve(routes: { router in
            router.get("/bread") { _, _ in RecipeSite.html(RecipeSite.recipePage(name: "Country loaf", image: "/img/bread.jpg")) }
            router.get("/soup") { _, _ in RecipeSite.html(RecipeSite.recipePage(name: "Leek soup", image: "/img/missing.jpg")) }
            router.get("/cake/:n") { _, context in
                RecipeSite.html(RecipeSite.recipePage(name: "Cake \(context.parameters.get("n") ?? "")", image: "/img/bread.jpg"))
            }
            router.get("/article") { _, _ in
                RecipeSite.html("""
                    <html><head><title>Ten kitchen knives</title><script type="application/ld+json">{"@type":"Article","headline":"Knives"}</script></head></html>
                    """)
            }
            router.get("/img/bread.jpg") { _, _ in RecipeSite.bytes(photo, contentType: "image/jpeg") }
            router.get("/img/missing.jpg") { _, _ in Response(status: .notFound) }
            router.get("/gone") { _, _ in Response(status: .notFound) }
        }, body)
    }

    /// The rules of a trusted network: the loopback site may be fetched.
    static var loopback: FetchPolicy {
        var policy = FetchPolicy()
        policy.allowsPrivate = true
        return policy
    }
}
