import Foundation
import LarderModel
import Testing

@Suite("What a save changed, kept as meaning and worded when shown")
struct ChangeSummaryTests {
    static let everyChange: [RecipeChange] = [
        .renamed("Soup"), .summaryEdited, .servings(from: 4, to: 6), .sourceRemoved, .sourceChanged, .tagsChanged, .timesChanged,
        .stepAdded(3), .stepRemoved(12), .stepEdited(1), .stepsReordered, .linesChanged(1), .linesAdded(2), .linesRemoved(10),
        .photoAdded, .photoRemoved, .photoReplaced, .detailsEdited,
    ]

    @Test("each change, alone or together, restored or not, is stored as its code and values and read back as itself")
    func roundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for change in [SavedChange.said(ChangeSummary(changes: []))] + Self.everyChange.map({ .said(ChangeSummary(changes: [$0])) })
            + [.said(ChangeSummary(restoredVersion: 7, changes: Self.everyChange)), .written("made it spicier")] {
            let stored = try encoder.encode(change)
            #expect(try JSONDecoder().decode(SavedChange.self, from: stored) == change, "\(String(decoding: stored, as: UTF8.self))")
        }
    }

    /// The rows hold these: a renamed case must keep its code, or old rows stop being read.
    @Test("the stored form is fixed: a code and its values")
    func storedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func stored(_ change: SavedChange) throws -> String { String(decoding: try encoder.encode(change), as: UTF8.self) }
        #expect(try stored(.said(ChangeSummary(restoredVersion: 2, changes: [.renamed("Soup"), .servings(from: 4, to: 6), .stepEdited(3),
                                                                              .linesAdded(2), .photoAdded])))
                == #"{"changes":[{"change":"renamed","name":"Soup"},{"change":"servings","from":4,"to":6},{"change":"stepEdited","step":3},"#
                + #"{"change":"linesAdded","count":2},{"change":"photoAdded"}],"restored":2}"#)
        #expect(try stored(.said(ChangeSummary(changes: []))) == #"{"changes":[]}"#)
        #expect(try stored(.written("made it spicier")) == #"{"written":"made it spicier"}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedChange.self, from: Data(#"{"changes":[{"change":"sung"}]}"#.utf8)) }
    }

    @Test("the comparison's summary is the words of its changes")
    func comparison() {
        let before = RecipeDraft(name: "Soup", summary: "", servings: 4, steps: [StepDraft(instructions: "Boil.")])
        var after = before
        after.servings = 6
        after.steps.append(StepDraft(instructions: "Serve."))
        #expect(RecipeComparison.changes(from: before, to: after) == [.servings(from: 4, to: 6), .stepAdded(2)])
        #expect(ChangeSummary(changes: RecipeComparison.changes(from: before, to: after)).english == "servings 4 → 6, step 2 added")
    }
}
