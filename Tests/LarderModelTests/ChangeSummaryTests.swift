import LarderModel
import Testing

@Suite("What a save changed, kept in words and read back")
struct ChangeSummaryTests {
    static let everyChange: [RecipeChange] = [
        .renamed("Soup"), .summaryEdited, .servings(from: 4, to: 6), .sourceRemoved, .sourceChanged, .tagsChanged, .timesChanged,
        .stepAdded(3), .stepRemoved(12), .stepEdited(1), .stepsReordered, .linesChanged(1), .linesAdded(2), .linesRemoved(10),
        .photoAdded, .photoRemoved, .photoReplaced, .detailsEdited,
    ]

    @Test("each change, alone or together, restored or not, reads back as itself")
    func roundTrip() {
        for change in Self.everyChange {
            let summary = ChangeSummary(changes: [change])
            #expect(ChangeSummary(parsing: summary.english) == summary, "\(summary.english)")
        }
        let all = ChangeSummary(restoredVersion: 7, changes: Self.everyChange)
        #expect(ChangeSummary(parsing: all.english) == all)
        #expect(ChangeSummary(parsing: "nothing") == ChangeSummary(changes: []))
        #expect(ChangeSummary(parsing: "restored version 2: details edited") == ChangeSummary(restoredVersion: 2, changes: [.detailsEdited]))
    }

    @Test("a new name holding commas and closing quotes is read whole")
    func awkwardNames() {
        for name in ["Salt, pepper", "The “best” soup", "A”, step 2 edited", ""] {
            let summary = ChangeSummary(changes: [.renamed(name), .stepEdited(2)])
            #expect(ChangeSummary(parsing: summary.english) == summary, "\(summary.english)")
        }
    }

    @Test("text Larder did not write is not read")
    func foreignText() {
        for text in ["", "made it spicier", "step two edited", "servings 4 to 6", "1 lines added", "step 3 edited, ", "renamed to “Soup"] {
            #expect(ChangeSummary(parsing: text) == nil, "\(text)")
        }
    }

    @Test("the comparison's summary is the words of its changes")
    func comparison() {
        let before = RecipeDraft(name: "Soup", summary: "", servings: 4, steps: [StepDraft(instructions: "Boil.")])
        var after = before
        after.servings = 6
        after.steps.append(StepDraft(instructions: "Serve."))
        #expect(RecipeComparison.changes(from: before, to: after) == [.servings(from: 4, to: 6), .stepAdded(2)])
        #expect(RecipeComparison.summary(from: before, to: after) == "servings 4 → 6, step 2 added")
    }
}
