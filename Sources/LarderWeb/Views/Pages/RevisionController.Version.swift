import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension RevisionController {
    /// A version as a row of the history and a side of the comparison.
    struct Version: Sendable, Encodable {
        var number: Int
        var isCurrent: Bool
        /// "12 Nov 2026, 15:03 by Sam".
        var saved: String
        /// "step 3 edited, servings 4 → 6"; "first version".
        var summary: String
        var isFrom: Bool
        var isTo: Bool
        /// Its photo's thumbnail; nil for none.
        var photoURL: String?
        /// Where its Restore button posts; nil for the current version.
        var restoreURL: String?
        /// "Version 3", "Version 4 (current)": its heading in the comparison.
        var heading: String
        /// "Saved 12 Nov 2026, 15:03 by Sam: step 3 edited".
        var savedLine: String
        /// "The photo of version 3", "Photo of version 3".
        var photoAlt: String
        var photoCaption: String
        /// "Restore version 3".
        var restoreLabel: String
        /// "version 3", said after the Restore button's own word to those who hear the page.
        var restoreHidden: String
        /// "Compare from version 3", "Compare to version 3": the history's radio buttons.
        var compareFromName: String
        var compareToName: String

        init(_ version: RecipeVersion, recipe: UUID, zone: TimeZone, strings: Strings, from: Int? = nil, to: Int? = nil) {
            let base = "/recipes/\(recipe.text)"
            let words = strings.history
            let number = String(version.version)
            self.number = version.version
            isCurrent = version.isCurrent
            let date = Format.dateTime(version.savedAt, in: zone, strings.language)
            let saved = version.savedBy.map { words.savedBy(date: date, name: $0) } ?? date
            let summary = version.change.map(strings.say)
                ?? (version.version == 1 ? words.firstVersion : words.notRecorded)
            (self.saved, self.summary) = (saved, summary)
            (isFrom, isTo) = (version.version == from, version.version == to)
            photoURL = version.photoDigest.map { PhotoReference.path(digest: $0, of: recipe, .thumbnail) }
            restoreURL = version.isCurrent ? nil : base + "/history/\(version.version)/restore"
            heading = version.isCurrent ? words.versionCurrent(number: number) : words.version(number: number)
            savedLine = words.savedLine(saved: saved, summary: summary)
            photoAlt = words.photoAlt(number: number)
            photoCaption = words.photoCaption(number: number)
            restoreLabel = words.restoreVersion(number: number)
            restoreHidden = words.restoreHidden(number: number)
            compareFromName = words.compareFromVersion(number: number)
            compareToName = words.compareToVersion(number: number)
        }
    }
}
