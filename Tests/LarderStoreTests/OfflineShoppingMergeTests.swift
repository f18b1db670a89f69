import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import Testing
import LarderTestSupport
import PostgresTestSupport

/// The changes a phone made to the shopping list offline, merged by item against the list as
/// other phones left it: ticks agree, a tick on an item that is gone is dropped and said to be,
/// an added item is added once however often it is sent, and a batch of 200 costs three statements.
@Suite("Offline shopping changes")
struct OfflineShoppingMergeTests {
    static func change(_ kind: OfflineShoppingChange.Kind, _ item: ShoppingItem?, text: String? = nil, version: Int = 0,
                       id: UUID = UUID()) -> OfflineShoppingChange {
        OfflineShoppingChange(id: id, kind: kind, item: item?.id, text: text ?? item?.text ?? "", version: version)
    }

    static func items(_ shopping: ShoppingRepository, _ kitchen: Kitchen) async throws -> [String: ShoppingItem] {
        Dictionary(uniqueKeysWithValues: try await shopping.list(in: kitchen.home.id).items.map { ($0.text, $0) })
    }

    @Test("phone A's offline tick on an item phone B removed is dropped and said to be gone; both phones ticking flour agree")
    func conflict() async throws {
        try await Kitchen.open { kitchen in
            let shopping = ShoppingTests.shopping(kitchen)
            for text in ["lemons", "flour", "milk"] { try await shopping.add(text, in: kitchen.home.id) }
            let shown = try await Self.items(shopping, kitchen)
            let version = try await shopping.version(of: kitchen.home.id)
            // B, online: lemons off the list, flour in the basket.
            try await shopping.remove(try #require(shown["lemons"]).id, in: kitchen.home.id)
            try await shopping.setTicked(try #require(shown["flour"]).id, true, in: kitchen.home.id)
            // A, back online with what it did on the list it had.
            let outcomes = try await shopping.merge([
                Self.change(.tick, shown["lemons"], version: version), Self.change(.tick, shown["flour"], version: version),
                Self.change(.tick, shown["milk"], version: version),
            ], in: kitchen.home.id)
            #expect(outcomes == [.gone, .agreed, .applied])
            let after = try await Self.items(shopping, kitchen)
            #expect(after["lemons"] == nil, "a tick never brings an item back")
            #expect(after["flour"]?.isTicked == true && after["milk"]?.isTicked == true)
            // An untick made offline on an item now ticked elsewhere puts it back: the last word is the phone's.
            #expect(try await shopping.merge([Self.change(.untick, shown["milk"])], in: kitchen.home.id) == [.applied])
            #expect(try await Self.items(shopping, kitchen)["milk"]?.isTicked == false)
        }
    }

    @Test("an item the list was made again without is reported gone, not brought back; ticks in one batch end as the last says")
    func regeneratedAway() async throws {
        try await Kitchen.open { kitchen in
            let (pancakes, _, _) = try await ShoppingTests.furnish(kitchen)
            let shopping = ShoppingTests.shopping(kitchen)
            try await shopping.choose(pancakes, servings: 4, in: kitchen.home.id)
            let shown = try await Self.items(shopping, kitchen)
            let eggs = try #require(shown["2 eggs"])
            let milk = try #require(shown["300 ml milk"])
            try await shopping.unchoose(pancakes, in: kitchen.home.id)
            try await shopping.add("lemons", in: kitchen.home.id)
            let lemons = try #require(try await Self.items(shopping, kitchen)["lemons"])
            let outcomes = try await shopping.merge([
                Self.change(.tick, eggs), Self.change(.untick, milk),
                Self.change(.tick, lemons), Self.change(.untick, lemons), Self.change(.tick, lemons),
            ], in: kitchen.home.id)
            #expect(outcomes == [.gone, .gone, .applied, .applied, .applied])
            let after = try await shopping.list(in: kitchen.home.id).items
            #expect(after.map(\.text) == ["lemons"] && after[0].isTicked)
        }
    }

    @Test("an item added offline is added once however often it is sent, and can be ticked in the same batch; bad text is refused; another household's item is gone")
    func addsAndTenancy() async throws {
        try await Kitchen.open { kitchen in
            let shopping = ShoppingTests.shopping(kitchen)
            let batteries = Self.change(.add, nil, text: "  batteries ")
            let first = try await shopping.merge([batteries, Self.change(.add, nil, text: "   "),
                                                  Self.change(.add, nil, text: String(repeating: "x", count: 501))], in: kitchen.home.id)
            #expect(first.first == .applied)
            guard case .refused(let blank) = first[1], case .refused(let long) = first[2] else {
                Issue.record("refused: \(first)")
                return
            }
            #expect(blank.map(\.field) == ["text"] && long.map(\.field) == ["text"])
            // Its answer lost on the way, the phone sends it again, with a tick made since.
            var tick = Self.change(.tick, nil, text: "batteries")
            tick.item = batteries.id
            #expect(try await shopping.merge([batteries, tick], in: kitchen.home.id) == [.applied, .applied])
            let items = try await shopping.list(in: kitchen.home.id).items
            #expect(items.map(\.text) == ["batteries"] && items[0].id == batteries.id && items[0].isTicked && items[0].isManual)

            let (elsewhere, _) = try await kitchen.neighbour()
            #expect(try await shopping.merge([Self.change(.untick, items[0])], in: elsewhere.id) == [.gone])
            #expect(try await shopping.list(in: kitchen.home.id).items[0].isTicked, "untouched by another household")
            #expect(try await shopping.merge([], in: kitchen.home.id).isEmpty)
        }
    }

    @Test("a batch of 200 queued changes is merged in one transaction of three statements, in the order they were made")
    func batchOf200() async throws {
        try await Kitchen.open { kitchen in
            let shopping = ShoppingTests.shopping(kitchen)
            for n in 1...100 { try await shopping.add("item \(n)", in: kitchen.home.id) }
            let shown = try await shopping.list(in: kitchen.home.id).items
            let changes = shown.map { Self.change(.tick, $0) } + shown.prefix(50).map { Self.change(.untick, $0) }
                + (1...50).map { Self.change(.add, nil, text: "new \($0)") }
            #expect(changes.count == 200)
            let started = ContinuousClock.now
            let (outcomes, cost) = try await QueryCounter.measure { try await shopping.merge(changes, in: kitchen.home.id) }
            let took = ContinuousClock.now - started
            print("200 offline changes merged in \(took), \(cost.statements) statements")
            #expect(outcomes.allSatisfy { $0 == .applied })
            // BEGIN, the items locked, the added items, the ticks, COMMIT.
            #expect(cost.statements <= 5, "\(cost.statements)")
            let after = try await shopping.list(in: kitchen.home.id).items
            #expect(after.count == 150)
            #expect(after.filter(\.isTicked).count == 50)
            #expect(Set(after.filter(\.isTicked).map(\.text)) == Set(shown.suffix(50).map(\.text)))
            // The added items follow the list's own, in the order they were made.
            #expect(after.suffix(50).map(\.text) == (1...50).map { "new \($0)" })
        }
    }
}
