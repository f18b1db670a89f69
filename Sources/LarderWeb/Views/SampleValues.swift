#if DEBUG
import Foundation

/// Where a sample page's values come from: the property-based comparison of compiled pages
/// with swift-mustache (`Generated/PageSamples.swift` fills each view type's fields from here).
///
/// The values are the ones that break renderers: empty text and lists, missing optionals, the
/// five characters HTML escapes, combining marks after them, text that looks like a tag, and
/// lists nested as deep as the views go. Only debug builds, which the tests use, carry it.
struct SampleValues {
    private var random: RandomSource
    private var depth = 0

    init(seed: UInt64) {
        random = RandomSource(seed: seed)
    }

    static let texts = [
        "", "a", "Soup", "<b>bold</b>", "salt & pepper", "\"quoted\"", "it's", "<script>alert('x')</script>",
        "e\u{301}\"", "<\u{338}", "\"\u{301}&", "Crème brûlée", "日本の料理", "{{page.title}}", "{{{x}}}", " spaced ",
        "line one\nline two", "&amp; already", "100%", "/recipes/1?tag=a&b=c",
    ]

    mutating func string() -> String {
        // Mostly one of the texts; sometimes two of them run together.
        let first = Self.texts[random.next(below: Self.texts.count)]
        return random.next(below: 4) == 0 ? first + Self.texts[random.next(below: Self.texts.count)] : first
    }

    mutating func int() -> Int { [-1, 0, 1, 2, 7, 60, 1_000_000][random.next(below: 7)] }

    mutating func double() -> Double { [0, 0.5, 1, 4.25, 2.333][random.next(below: 5)] }

    mutating func bool() -> Bool { random.next(below: 2) == 0 }

    mutating func uuid() -> UUID {
        UUID(uuid: (UInt8(random.next(below: 256)), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(random.next(below: 256))))
    }

    mutating func element<C: Collection>(of cases: C) -> C.Element {
        cases[cases.index(cases.startIndex, offsetBy: random.next(below: cases.count))]
    }

    /// Nil a third of the time.
    mutating func optional<T>(_ make: (inout SampleValues) -> T) -> T? {
        random.next(below: 3) == 0 ? nil : make(&self)
    }

    /// None to three elements, fewer as the lists nest deeper.
    mutating func array<T>(_ make: (inout SampleValues) -> T) -> [T] {
        let count = depth > 3 ? 0 : random.next(below: 4)
        depth += 1
        defer { depth -= 1 }
        return (0..<count).map { _ in make(&self) }
    }

    mutating func nested<T>(_ make: (inout SampleValues) -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        return make(&self)
    }

    /// splitmix64: the same seed makes the same page, so a failing seed can be replayed.
    private struct RandomSource {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Int(z % UInt64(bound))
        }
    }
}
#endif
