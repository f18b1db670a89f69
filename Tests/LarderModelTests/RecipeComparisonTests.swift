import Foundation
import LarderModel
import PropertyBased
import Testing

/// What a save changed, in words and side by side: the history's summaries and comparisons,
/// and the conflict panel, all come from `RecipeComparison`.
@Suite("Comparing two versions of a recipe")
struct RecipeComparisonTests {
    static func recipe(steps: Int) -> RecipeDraft {
        RecipeDraft(name: "Soup", summary: "Green.", servings: 4, tags: ["Soup"], steps: (0..<steps).map { index in
            StepDraft(id: UUID(), instructions: "Step \(index + 1).", lines: [LineDraft(text: "\(index + 1) leeks")])
        })
    }

    /// One edit a person makes in the editor, and the words the summary must say for it.
    enum Edit: CaseIterable {
        case servings, rename, summary, editStep, addStep, removeStep, addLine, removeLine, moveStep, tags

        func apply(to draft: inout RecipeDraft, at choice: Int) -> String? {
            let index = draft.steps.isEmpty ? 0 : choice % draft.steps.count
            switch self {
            case .servings:
                draft.servings = draft.servings % 100 + 1
                return "servings"
            case .rename:
                draft.name += " again"
                return "renamed to “\(draft.name)”"
            case .summary:
                draft.summary += " More."
                return "summary edited"
            case .editStep:
                guard !draft.steps.isEmpty else { return nil }
                draft.steps[index].instructions += " Stir."
                return "step \(index + 1) edited"
            case .addStep:
                draft.steps.append(StepDraft(instructions: "Serve."))
                return "step \(draft.steps.count) added"
            case .removeStep:
                guard !draft.steps.isEmpty else { return nil }
                draft.steps.remove(at: index)
                return "step \(index + 1) removed"
            case .addLine:
                guard !draft.steps.isEmpty else { return nil }
                draft.steps[index].lines.append(LineDraft(text: "a pinch of salt \(choice)"))
                return "1 line added"
            case .removeLine:
                guard let step = draft.steps.indices.first(where: { !draft.steps[$0].lines.isEmpty }) else { return nil }
                draft.steps[step].lines.removeLast()
                return "1 line removed"
            case .moveStep:
                guard draft.steps.count > 1 else { return nil }
                draft.steps.swapAt(0, draft.steps.count - 1)
                return "steps reordered"
            case .tags:
                draft.tags = draft.tags == ["Soup"] ? ["Soup", "Winter"] : ["Soup"]
                return "tags changed"
            }
        }
    }

    @Test("a version compared with itself shows nothing; each single edit is named in the summary and shown as a part")
    func singleEdits() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...6), Gen.int(in: 0...(Edit.allCases.count - 1)), Gen.int(in: 0...100)) { steps, which, choice in
            let before = Self.recipe(steps: steps)
            #expect(ChangeSummary(changes: RecipeComparison.changes(from: before, to: before)).english == "nothing")
            #expect(RecipeComparison(before: before, after: before).parts.isEmpty)
            var after = before
            guard let words = Edit.allCases[which].apply(to: &after, at: choice) else { return }
            let summary = ChangeSummary(changes: RecipeComparison.changes(from: before, to: after)).english
            #expect(summary.contains(words), "\(Edit.allCases[which]) on \(steps) steps: “\(summary)”")
            #expect(!RecipeComparison(before: before, after: after).parts.isEmpty, "\(Edit.allCases[which]) shows no part")
        }
    }

    @Test("any run of edits that changes the recipe shows at least one part and says something; the parts mark only lines one side lacks")
    func runsOfEdits() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...5), Gen.int(in: 0...99).array(of: 0...6)) { steps, edits in
            let before = Self.recipe(steps: steps)
            var after = before
            for edit in edits { _ = Edit.allCases[edit % Edit.allCases.count].apply(to: &after, at: edit / 10) }
            let comparison = RecipeComparison(before: before, after: after)
            if after.withoutStepIDs == before.withoutStepIDs {
                #expect(comparison.parts.isEmpty)
            } else {
                #expect(!comparison.parts.isEmpty)
                #expect(ChangeSummary(changes: RecipeComparison.changes(from: before, to: after)).english != "nothing")
            }
            for part in comparison.parts {
                let (old, new) = (Set(part.before.map(\.text)), Set(part.after.map(\.text)))
                #expect(part.before.allSatisfy { $0.isChanged == !new.contains($0.text) })
                #expect(part.after.allSatisfy { $0.isChanged == !old.contains($0.text) })
            }
        }
    }

    @Test("versions read from an export have no step ids: their steps are matched by place")
    func withoutStepIDs() {
        let before = Self.recipe(steps: 3).withoutStepIDs
        var after = before
        after.steps[1].instructions = "Step 2, slowly."
        #expect(ChangeSummary(changes: RecipeComparison.changes(from: before, to: after)).english == "step 2 edited")
        #expect(RecipeComparison(before: before, after: after).parts.map(\.label) == ["Step 2"])
    }
}
