import Foundation
@testable import LarderWeb
import Mustache
import NIOConcurrencyHelpers
import NIOCore

/// The pages as swift-mustache renders them from `Templates/`: the reference that every compiled
/// page is compared with, byte for byte.
enum ReferencePages {
    static let templates = WebApp.repository.appendingPathComponent("Templates")
    static let pages = library(templates)
    /// The Mustache specification's cases, compiled as the pages are.
    static let spec = library(WebApp.repository.appendingPathComponent("Tests/LarderWebTests/MustacheSpec/Templates"))

    /// Every template in `folder`, each starting with Larder's escaping on a line of its own that
    /// renders as nothing: Mustache starts each partial (and a parent) again from its own content type.
    static func library(_ folder: URL) -> MustacheLibrary {
        PageContentType.registered
        var library = MustacheLibrary()
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "mustache" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            guard let template = try? MustacheTemplate(string: "{{% CONTENT_TYPE: \(PageContentType.name) }}\n" + text) else {
                preconditionFailure("swift-mustache cannot read \(file.lastPathComponent)")
            }
            library.register(template, named: file.deletingPathExtension().lastPathComponent)
        }
        return library
    }

    static func render<Page: CompiledPage>(_ page: Page, library: MustacheLibrary = pages) -> String {
        library.render((try? ViewTree.of(page)) ?? [String: Any](), withTemplate: Page.template) ?? ""
    }

    static func compiled(_ page: some CompiledPage) -> String {
        var out = HTMLWriter()
        page.render(into: &out)
        return String(buffer: out.buffer)
    }

    /// Where two renderings first differ, with some text either side, for a failure's message.
    static func difference(compiled: String, reference: String) -> String {
        let a = Array(compiled.utf8), b = Array(reference.utf8)
        let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, first - 80)..<min(bytes.count, first + 80)], as: UTF8.self)
        }
        return "at byte \(first) of \(a.count) compiled / \(b.count) reference:\n--- compiled\n\(around(a))\n--- swift-mustache\n\(around(b))"
    }
}

/// Compares every page the application renders with the reference, and keeps what differed.
final class MustacheAudit: PageAudit {
    private let state = NIOLockedValueBox((checked: 0, mismatches: [String]()))

    func check(_ page: some CompiledPage, rendered: ByteBuffer) {
        let compiled = String(buffer: rendered)
        let reference = ReferencePages.render(page)
        state.withLockedValue {
            $0.checked += 1
            if compiled != reference {
                $0.mismatches.append("\(type(of: page).template): " + ReferencePages.difference(compiled: compiled, reference: reference))
            }
        }
    }

    var checked: Int { state.withLockedValue { $0.checked } }
    var mismatches: [String] { state.withLockedValue { $0.mismatches } }
}
