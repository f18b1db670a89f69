import Foundation
@testable import LarderExchange
import HTTPTypes
import HummingbirdTesting
import LarderImaging
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// A recipe's cover photo: uploaded in the editor, judged by its content, kept in PostgreSQL,
/// served under an address that names its digest, carried by export and import.
@Suite("Recipe photos")
struct PhotoTests {
    static func preparedPhoto() async throws -> PhotoRepository.Prepared {
        try await PhotoRepository.prepare(try await TestPhoto.png())
    }

    /// The new-recipe form filled in, with `file` as its photo.
    private func create(_ name: String, photo file: (name: String, data: Data)?, by cook: Browser) async throws -> TestResponse {
        try await cook.get("/recipes/new")
        let fields = [("name", name), ("summary", ""), ("servings", "4"), ("source_url", ""),
                      ("steps[0][instructions]", "Bake."), ("steps[0][ingredients]", "500 g flour")]
        return try await cook.postMultipart("/recipes/new", fields, files: file.map { [("photo", $0.name, $0.data)] } ?? [])
    }

    @Test("a PNG named .jpg is taken; the page, the list and the photo's address behave as a cache expects")
    func uploadAndServe() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Ida")
            let saved = try await create("Focaccia", photo: ("focaccia.jpg", try await TestPhoto.png(width: 2400, height: 1800)), by: cook)
            #expect(saved.status == .seeOther)
            let page = try await cook.follow(saved)
            let src = try #require(page.text.firstMatch(of: /<img class="recipe-photo" src="([^"]+)" width="(\d+)" height="(\d+)"/))
            #expect(src.2 == "1600" && src.3 == "1200", "shrunk to fit 1600 px, proportions kept")
            #expect(page.text.contains(#""image":"\#(src.1)""#), "the JSON-LD names the photo")

            let photo = try await cook.get(String(src.1))
            #expect(photo.status == .ok)
            #expect(photo.headers[.contentType] == "image/webp")
            #expect(photo.headers[.cacheControl] == "private, max-age=31536000, immutable")
            let etag = try #require(photo.headers[.eTag])
            #expect(try await Picture.inspect(Data(buffer: photo.body)) == Picture.Inspected(kind: .webp, width: 1600, height: 1200))
            cook.headers[.ifNoneMatch] = etag
            let again = try await cook.get(String(src.1))
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            cook.headers[.ifNoneMatch] = nil

            let list = try await cook.get("/recipes")
            let thumb = try #require(list.text.firstMatch(of: /<img class="recipe-card-photo" src="([^"]+)" width="320" height="240" loading="lazy"/))
            let thumbnail = try await cook.get(String(thumb.1))
            #expect(try await Picture.inspect(Data(buffer: thumbnail.body)) == Picture.Inspected(kind: .webp, width: 320, height: 240))

            // Another household, and an address with another digest, find nothing.
            let stranger = try await app.owner(of: "Elsewhere", name: "Jo")
            #expect(try await stranger.get(String(src.1)).status == .notFound)
            let wrongDigest = String(src.1).replacing(/photo\/[0-9a-f]{8}/, with: "photo/00000000")
            #expect(wrongDigest != String(src.1))
            #expect(try await cook.get(wrongDigest).status == .notFound)
            #expect(try await cook.get("/recipes/\(UUID().uuidString)/photo/not-a-digest.webp").status == .notFound)
        }
    }

    @Test("a phone's JPEG is turned upright and stored without its metadata: where it was taken is not published")
    func metadataStripped() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Ida")
            // 300 × 200, EXIF orientation 6 (turn right), a camera make and a GPS position.
            let located = try Data(contentsOf: WebApp.repository.appendingPathComponent("Tests/LarderStoreTests/Fixtures/photos/located.jpg"))
            let original = try await Picture.inspect(located)
            #expect(original.kind == .jpeg && original.hasMetadata)
            let saved = try await create("Focaccia", photo: ("IMG_0001.JPG", located), by: cook)
            #expect(saved.status == .seeOther)
            let page = try await cook.follow(saved)
            let src = try #require(page.text.firstMatch(of: /<img class="recipe-photo" src="([^"]+)" width="(\d+)" height="(\d+)"/))
            #expect(src.2 == "200" && src.3 == "300", "stored upright")
            for size in ["", "-thumb"] {
                let photo = Data(buffer: try await cook.get(String(src.1).replacingOccurrences(of: ".webp", with: "\(size).webp")).body)
                #expect(try await Picture.inspect(photo).hasMetadata == false)
                #expect(photo.range(of: Data("PhoneMaker".utf8)) == nil)
            }
        }
    }

    @Test("a text file named .png, a 6 MB file and a 40 MB one are refused inside the form with a clear message, and nothing is stored")
    func refusedFiles() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Ida")
            let before = try await app.contents()
            let text = try await create("Focaccia", photo: ("photo.png", Data("just some words, no picture".utf8)), by: cook)
            #expect(text.status == .unprocessableContent)
            #expect(ShownForm(text).errors("photo") == ["“photo.png” is not a PNG, JPEG or WebP picture (or the file is damaged). Choose another; nothing was saved."])
            #expect(ShownForm(text).values("name") == ["Focaccia"], "the rest of the form is kept")

            var big = try await TestPhoto.png()
            big.append(Data(repeating: 0, count: 6 * 1024 * 1024 - big.count))
            let large = try await create("Focaccia", photo: ("big.png", big), by: cook)
            #expect(large.status == .unprocessableContent)
            #expect(ShownForm(large).errors("photo") == ["“big.png” is 6 MB: a photo can be at most 5 MB. Choose a smaller one; nothing was saved."])
            // However large the file, the refusal is inside the form, with what was typed.
            let huge = try await create("Focaccia", photo: ("huge.jpg", Data([0xFF, 0xD8, 0xFF]) + Data(repeating: 7, count: 40 * 1024 * 1024)), by: cook)
            #expect(huge.status == .unprocessableContent)
            #expect(ShownForm(huge).errors("photo") == ["“huge.jpg” is 40 MB: a photo can be at most 5 MB. Choose a smaller one; nothing was saved."])
            #expect(ShownForm(huge).values("name") == ["Focaccia"])
            #expect(huge.text.contains("A PNG, JPEG or WebP picture of at most 5 MB.") && huge.text.contains("data-max-bytes=\"5242880\""),
                    "the hint says the limit that is applied")
            #expect(try await app.contents() == before)
            #expect(try await app.pool.query("SELECT count(*) FROM recipe_photos")[0].decode(Int.self) == 0)
        }
    }

    @Test("replace and remove in the editor; undo after delete brings the photo back")
    func editAndUndo() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Ida")
            let saved = try await create("Focaccia", photo: ("a.png", try await TestPhoto.png()), by: cook)
            let path = try #require(saved.headers[.location])
            let id = try #require(UUID(uuidString: String(path.dropFirst("/recipes/".count))))
            let digest = { try await app.pool.query("SELECT digest FROM recipe_photos WHERE recipe_id = \(id)").first?.decode(String.self) }
            let first = try #require(try await digest())

            let form = try await cook.get(path + "/edit")
            #expect(form.text.contains("Replace the photo"))
            let version = try await app.pool.query("SELECT version FROM recipes WHERE id = \(id)")[0].decode(Int.self)
            let replaced = try await cook.postMultipart(path + "/edit", submittedFields(of: form.text),
                                                        files: [("photo", "b.webp", try await PhotoRepository.prepare(try await TestPhoto.png(width: 640, height: 480)).picture)])
            #expect(replaced.status == .seeOther)
            let second = try #require(try await digest())
            #expect(second != first)
            #expect(try await app.pool.query("SELECT version FROM recipes WHERE id = \(id)")[0].decode(Int.self) == version + 1,
                    "a new photo is a save: the version before it keeps the photo it showed, in the history")

            try await cook.get(path + "/delete")
            #expect(try await cook.post(path + "/delete").status == .seeOther)
            try await cook.get("/recipes/deleted")
            #expect(try await cook.post(path + "/restore").status == .seeOther)
            #expect(try await digest() == second)

            let again = try await cook.get(path + "/edit")
            let removed = try await cook.postMultipart(path + "/edit", submittedFields(of: again.text) + [("remove_photo", "yes")], files: [])
            #expect(removed.status == .seeOther)
            #expect(try await digest() == nil)
        }
    }

    @Test("Larder JSON carries the photo out and back in; a damaged one refuses the import and changes nothing")
    func exportAndImport() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Ida")
            let saved = try await create("Focaccia", photo: ("a.png", try await TestPhoto.png()), by: cook)
            let path = try #require(saved.headers[.location])
            let exported = try await cook.get(path + "/export?format=larder")
            let document = try LarderDocument.decode(Data(buffer: exported.body))
            let photo = try #require(document.recipes.first?.photo)
            #expect(photo.type == "image/webp")
            let schemaOrg = try await cook.get(path + "/export?format=schema-org")
            #expect(schemaOrg.text.contains(#""image" : "/recipes/"#))

            let other = try await app.owner(of: "Elsewhere", name: "Jo")
            let elsewhere = try await app.householdID("Elsewhere")
            let report = try await RecipeImporter(pool: app.pool).importDocument(Data(buffer: exported.body), into: elsewhere, author: nil, onConflict: .rename)
            let imported = try #require(report.createdIDs.first)
            let detail = try #require(try await RecipeRepository(pool: app.pool).detail(imported, in: elsewhere))
            #expect(detail.photo?.width == 800 && detail.photo?.height == 600)
            #expect(try await other.get(try #require(detail.photo).path(of: imported, .thumbnail)).status == .ok)
            let again = try LarderDocument.decode(try await RecipeExporter(pool: app.pool).export(elsewhere, recipes: [imported], format: .larder))
            #expect(again.recipes.first?.photo == photo, "a stored photo comes back from export → import → export byte for byte")

            var damaged = document
            damaged.recipes[0].name = "Another"
            damaged.recipes[0].photo = LarderDocument.Image(type: "image/png", base64: Data("not a picture".utf8).base64EncodedString())
            let before = try await app.contents()
            do {
                _ = try await RecipeImporter(pool: app.pool).importDocument(try damaged.encoded(), into: elsewhere, author: nil, onConflict: .rename)
                Issue.record("a damaged photo was imported")
            } catch let error as ImportError {
                #expect(error.issues.map(\.path) == ["$.recipes[0].photo.base64"])
            }
            #expect(try await app.contents() == before)
        }
    }
}
