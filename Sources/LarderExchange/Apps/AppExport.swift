import Foundation

/// A group of a Mealie backup (its id as the backup wrote it), for the person to choose which
/// to import.
public struct MealieGroup: Sendable, Equatable, Hashable, Identifiable, Codable {
    public var id: String
    public var name: String
    public var recipeCount: Int

    public init(id: String, name: String, recipeCount: Int) {
        self.id = id
        self.name = name
        self.recipeCount = recipeCount
    }
}

/// Exports of the apps people move from, recognised by content: a Mealie backup (1.0 and
/// later, and before 1.0), a Tandoor export, a Paprika file, a Nextcloud Cookbook folder.
public enum AppExport {
    /// The recipes of an app's export; nil when `data` is no export of an app Larder reads
    /// (so the caller tries its other readers). Recipes that cannot be read go into
    /// `payload.unreadable` (path in the file + recipe name where known + reason), not thrown.
    /// Thrown only when the file as a whole is unusable (a damaged zip, a Mealie backup with
    /// several groups and none chosen, too large).
    public static func payload(of data: Data, mealieGroup: String? = nil) throws(ImportError) -> ImportPayload? {
        if data.starts(with: AppArchive.gzipSignature) { return try PaprikaExport.payload(ofRecipe: data) }
        guard AppArchive.isZip(data) else { return nil }
        let archive = try AppArchive(data, allowance: .init(bytes: ImportLimits.maximumUnpackedArchiveBytes))
        if let backup = try MealieBackup(archive) { return try backup.payload(group: mealieGroup) }
        if let payload = try NextcloudExport.payload(of: archive) { return payload }
        if let payload = try MealieLegacyExport.payload(of: archive) { return payload }
        if TandoorExport.isExport(archive), let payload = try TandoorExport.payload(of: archive) { return payload }
        if PaprikaExport.isExport(archive) { return try PaprikaExport.payload(of: archive) }
        return nil
    }

    /// The groups of a Mealie 1.x backup, for the person to choose from (name + id + recipe count).
    public static func mealieGroups(in data: Data) throws(ImportError) -> [MealieGroup] {
        guard AppArchive.isZip(data),
              let backup = try MealieBackup(try AppArchive(data, allowance: .init(bytes: ImportLimits.maximumUnpackedArchiveBytes))) else {
            throw ImportError(path: "$", .notMealieBackup)
        }
        return backup.groups
    }

    /// What zip tools add beside an export's own files: macOS's `__MACOSX/` and `.DS_Store`,
    /// hidden files, Windows' `Thumbs.db`.
    static func isClutter(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return path.hasPrefix("__MACOSX/") || name.hasPrefix(".") || name == "Thumbs.db" || name == "desktop.ini"
    }
}
