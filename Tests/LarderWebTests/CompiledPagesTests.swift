import Foundation
@testable import LarderWeb
import NIOCore
import PropertyBased
import Testing
@testable import WebTestSupport

/// The compiled pages against swift-mustache, on values made to break renderers: every page
/// type, empty lists, missing optionals, the characters HTML escapes with combining marks after
/// them, text that looks like a tag, lists nested as deep as the views go. (The web tests
/// compare every page they make as well: see `MustacheAudit`.)
@Suite("Compiled pages render what swift-mustache renders")
struct CompiledPagesTests {
    static let templates = PageSamples.pages.map(\.template)

    /// The first seed whose page `render` writes otherwise than swift-mustache, if any.
    static func firstDifference(_ template: String, seeds: [Int], render: (any CompiledPage) -> String = { ReferencePages.compiled($0) })
        -> (seed: Int, difference: String)? {
        guard let make = PageSamples.pages.first(where: { $0.template == template })?.make else { return (0, "no page \(template)") }
        for seed in seeds {
            var values = SampleValues(seed: UInt64(seed))
            let page = make(&values)
            let compiled = render(page), reference = ReferencePages.render(page)
            if compiled != reference { return (seed, ReferencePages.difference(compiled: compiled, reference: reference)) }
        }
        return nil
    }

    @Test("every page type, on generated values: compiled and reference renderings are the same bytes", arguments: templates)
    func samePages(template: String) async {
        await propertyCheck(count: 25, input: Gen.int(in: 0...Int.max).array(of: 4)) { seeds in
            let found = Self.firstDifference(template, seeds: seeds)
            #expect(found == nil, "\(template), seed \(found?.seed ?? 0): \(found?.difference ?? "")")
        }
    }

    @Test("every template that names a view type is compiled, and has samples")
    func everyTemplateIsCompiled() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ReferencePages.templates.path).filter { $0.hasSuffix(".mustache") }
        let pages = try files.filter { try String(contentsOf: ReferencePages.templates.appendingPathComponent($0), encoding: .utf8).hasPrefix("{{! page: ") }
        #expect(Set(pages.map { String($0.dropLast(".mustache".count)) }) == Set(Self.templates))
        #expect(Self.templates.count >= 30)
    }

    /// A compiler that escaped nothing, or dropped a branch, must be caught by both comparisons:
    /// the property-based one here, and the audit the web tests run on every page.
    @Test("a mis-escaping or branch-dropping compiler fails the comparisons")
    func mutantsAreCaught() async throws {
        let unescaped: (any CompiledPage) -> String = { page in
            var out = HTMLWriter(mutation: .unescaped)
            page.render(into: &out)
            return String(buffer: out.buffer)
        }
        let dropped: (any CompiledPage) -> String = { page in
            // The account page's branch for no tokens, in whichever language the sample page is.
            var out = HTMLWriter(mutation: .dropping((page as! AccountController.AccountPage).page.t.account.noTokens))
            page.render(into: &out)
            return String(buffer: out.buffer)
        }
        // The property fails under each mutant: the comparison is one that can fail.
        await withKnownIssue("values written unescaped") {
            await propertyCheck(count: 25, input: Gen.int(in: 0...Int.max).array(of: 4)) { seeds in
                #expect(Self.firstDifference("recipe", seeds: seeds, render: unescaped) == nil)
            }
        }
        await withKnownIssue("a branch dropped") {
            await propertyCheck(count: 25, input: Gen.int(in: 0...Int.max).array(of: 4)) { seeds in
                #expect(Self.firstDifference("account", seeds: seeds, render: dropped) == nil)
            }
        }
        // And so does the audit of the pages the web tests make.
        let make = try #require(PageSamples.pages.first { $0.template == "account" }?.make)
        var values = SampleValues(seed: 0)
        var page = make(&values) as! AccountController.AccountPage
        page.tokens = []
        page.user.displayName = "<Ada & \"Bob\">"
        for mutant in [unescaped, dropped] {
            let audit = MustacheAudit()
            audit.check(page, rendered: ByteBuffer(string: mutant(page)))
            #expect(audit.mismatches.count == 1)
        }
        let audit = MustacheAudit()
        audit.check(page, rendered: ByteBuffer(string: ReferencePages.compiled(page)))
        #expect(audit.checked == 1 && audit.mismatches.isEmpty)
    }
}

/// The parts of the Mustache specification that Larder's templates use, compiled by the same
/// compiler: both renderers must write what the specification says.
@Suite("The Mustache specification's cases, compiled")
struct MustacheSpecTests {
    @Test("interpolation, dotted names, sections, inverted sections, standalone lines, comments, partials, inheritance and transforms",
          arguments: MustacheSpec.cases.indices)
    func specCase(index: Int) {
        let (page, expected) = MustacheSpec.cases[index]
        let compiled = ReferencePages.compiled(page)
        let reference = ReferencePages.render(page, library: ReferencePages.spec)
        #expect(compiled == expected, "\(type(of: page).template): \(ReferencePages.difference(compiled: compiled, reference: expected))")
        #expect(reference == expected, "swift-mustache, \(type(of: page).template): \(ReferencePages.difference(compiled: reference, reference: expected))")
    }
}
