import Crypto
import Foundation
import LarderImaging
import LarderModel
import PostgresClient
import UUIDText

/// What a save does to a recipe's photo.
public enum PhotoChange: Sendable, Equatable {
    case keep
    case remove
    case replace(PhotoRepository.Prepared)
    /// Back to the photo an earlier version showed, kept by its digest.
    case restore(digest: String)
}

/// Recipes' cover photos. An upload is checked and turned into what is stored before anything
/// is written (`prepare`), so a bad file changes nothing; the pictures live in PostgreSQL.
public struct PhotoRepository: Sendable {
    let pool: ConnectionPool

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// What is stored for a photo: a WebP to show (at most 1600 px a side) and a 320 × 240
    /// thumbnail cut to fill, both made by libvips, and the SHA-256 of the first.
    public struct Prepared: Sendable, Equatable {
        public var digest: String
        public var picture: Data
        public var width: Int
        public var height: Int
        public var thumbnail: Data
    }

    public static let pictureBox = 1600
    public static let thumbnailSize = (width: 320, height: 240)

    /// Checks an upload (at most 5 MB; PNG, JPEG or WebP by its content; decodes whole) and
    /// makes the stored versions. Throws `Picture.Problem` for a file that is not one.
    ///
    /// A WebP that is already small enough and carries no metadata (as Larder stores and
    /// exports them) is kept as it is: encoding it again would lose detail at each import and
    /// make an export → import → export round trip differ.
    public static func prepare(_ upload: Data) async throws -> Prepared {
        do {
            return try await made(from: upload)
        } catch ImagingError.failed {
            // A picture that passed inspection but that libvips cannot resize (a 1 × 50,000 strip
            // cannot fill a 4:3 thumbnail): for the person, a file Larder cannot use. Without
            // libvips at all (`.unavailable`) the fault is the server's, and the error goes on.
            throw Picture.Problem.notAPicture
        }
    }

    private static func made(from upload: Data) async throws -> Prepared {
        let uploaded = try await Picture.inspect(upload)
        let keptAsItIs = uploaded.kind == .webp && !uploaded.hasMetadata && max(uploaded.width, uploaded.height) <= pictureBox
        let versions = try await Picture.versions(of: upload, box: pictureBox, keepingPicture: keptAsItIs, thumbnail: thumbnailSize,
                                                  quality: (picture: 82, thumbnail: 75))
        let picture = versions.picture ?? upload
        let digest = hexText(SHA256.hash(data: picture))
        // The size it is shown at, upright: a portrait phone photo is stored landscape.
        return Prepared(digest: digest, picture: picture, width: versions.width, height: versions.height, thumbnail: versions.thumbnail)
    }

    /// The side of an ingredient's picture as stored: the catalog shows it as a square of 56 px,
    /// and this is four times that, for sharp screens.
    public static let ingredientPictureSide = 224

    /// An ingredient's picture, checked as a photo is (at most 5 MB; PNG, JPEG or WebP by its
    /// content; at most 50 megapixels; decodes whole) and stored as one WebP square cut to fill
    /// `ingredientPictureSide`, without metadata: the catalog never sends a member's browser more
    /// than it shows. Throws `Picture.Problem` for a file that is not one.
    ///
    /// A square WebP no larger than that and without metadata (as Larder stores and exports them)
    /// is kept as it is, so that an export brought in again is the same picture.
    public static func prepareIngredientPicture(_ upload: Data) async throws -> Data {
        do {
            let uploaded = try await Picture.inspect(upload)
            let side = ingredientPictureSide
            if uploaded.kind == .webp, !uploaded.hasMetadata, uploaded.width == uploaded.height, uploaded.width <= side { return upload }
            return try await Picture.versions(of: upload, box: side, keepingPicture: true, thumbnail: (side, side),
                                              quality: (picture: 82, thumbnail: 80)).thumbnail
        } catch ImagingError.failed {
            throw Picture.Problem.notAPicture
        }
    }

    /// Sets the photo of a recipe just made (the seeder's; an import's, on its transaction);
    /// `RecipeError.notFound` when the household has no such recipe. A change to an existing
    /// recipe's photo is a save, which keeps the version it replaces: `RecipeRepository.setPhoto`.
    public func set(_ photo: Prepared, for recipe: UUID, in household: UUID) async throws {
        try await pool.withConnection { try await set(photo, for: recipe, in: household, on: $0) }
    }

    func set(_ photo: Prepared, for recipe: UUID, in household: UUID, on connection: Connection) async throws {
        let written = try await connection.query("""
            INSERT INTO recipe_photos (household_id, recipe_id, digest, picture, width, height, thumbnail)
            SELECT r.household_id, r.id, \(photo.digest), \(photo.picture), \(photo.width), \(photo.height), \(photo.thumbnail)
            FROM recipes r WHERE r.household_id = \(household) AND r.id = \(recipe)
            ON CONFLICT (household_id, recipe_id) DO UPDATE
                SET digest = EXCLUDED.digest, picture = EXCLUDED.picture, width = EXCLUDED.width, height = EXCLUDED.height,
                    thumbnail = EXCLUDED.thumbnail, uploaded_at = now()
            RETURNING 1
            """)
        guard !written.isEmpty else { throw RecipeError.notFound }
    }

    /// The photo's bytes at `size` when the recipe's photo has this digest (URLs name it), or,
    /// with `earlier`, when one of its earlier versions' photos does; else nil. With
    /// `bytes: false` only whether it matches is read: empty data when it does.
    public func load(_ size: PhotoReference.Size, digest: String, of recipe: UUID, in household: UUID, bytes: Bool = true,
                     earlier: Bool = false) async throws -> Data? {
        let column: SQL = size == .picture ? "picture" : "thumbnail"
        let rows = try await pool.query("""
            SELECT CASE WHEN \(bytes) THEN \(column) ELSE ''::bytea END
            FROM recipe_photos WHERE household_id = \(household) AND recipe_id = \(recipe) AND digest = \(digest)
            UNION ALL
            SELECT CASE WHEN \(bytes) THEN \(column) ELSE ''::bytea END
            FROM revision_photos WHERE \(earlier) AND household_id = \(household) AND recipe_id = \(recipe) AND digest = \(digest)
            LIMIT 1
            """)
        return try rows.first?.decode(Data.self)
    }

    /// The stored pictures of these recipes, for export: one statement for all of them.
    func pictures(of recipes: [UUID], in household: UUID) async throws -> [UUID: Data] {
        guard !recipes.isEmpty else { return [:] }
        let rows = try await pool.query("""
            SELECT recipe_id, picture FROM recipe_photos WHERE household_id = \(household) AND recipe_id = ANY(\(recipes))
            """).decode(UUID.self, Data.self)
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
}
