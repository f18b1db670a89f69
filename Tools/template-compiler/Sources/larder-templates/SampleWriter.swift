/// Writes, for every type a page shows, an initializer that fills each stored field from a
/// source of sample values: the property-based test's pages. They are made in Larder's own
/// module (an initializer there may set every field, whatever initializers the type declares),
/// and only in debug builds, which is what the tests build.
struct SampleWriter {
    let types: ViewTypes
    /// The folder of the module the samples are written into. A type from another module is
    /// made through its initializer that takes every field, in order, which it must declare.
    let module: String

    /// The catalog's words are not made up: a sample page is in one of the languages.
    static let catalog = "Strings"

    func write(pages: [Declaration]) throws -> String {
        var records: [Declaration] = []
        var seen: Set<String> = []
        func visit(_ declaration: Declaration) throws {
            guard declaration.qualifiedName != Self.catalog else { return }
            guard seen.insert(declaration.qualifiedName).inserted else { return }
            records.append(declaration)
            for field in declaration.fields where !field.isConstant {
                try visit(type: try types.resolve(field, in: declaration))
            }
        }
        func visit(type: ViewType) throws {
            switch type {
            case .optional(let wrapped), .array(let wrapped): try visit(type: wrapped)
            case .record(let declaration): try visit(declaration)
            default: break
            }
        }
        for page in pages { try visit(page) }

        var code = CodeWriter()
        code.line("#if DEBUG")
        for record in records.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
            code.open("extension \(record.qualifiedName) {")
            code.open("init(sample values: inout SampleValues) {")
            let fields = record.fields.filter { !$0.isConstant }
            if record.place.file.hasPrefix(module + "/") {
                for field in fields {
                    code.line("self.\(CodeWriter.identifier(field.name)) = \(expression(for: try types.resolve(field, in: record)))")
                }
            } else {
                code.open("self.init(")
                for (index, field) in fields.enumerated() {
                    let comma = index == fields.count - 1 ? "" : ","
                    code.line("\(field.name): \(expression(for: try types.resolve(field, in: record)))\(comma)")
                }
                code.close(")")
            }
            code.close("}")
            code.close("}")
            code.line("")
        }
        code.open("enum PageSamples {")
        code.line("/// Each page's template, with a page of sample values.")
        code.open("static let pages: [(template: String, make: @Sendable (inout SampleValues) -> any CompiledPage)] = [")
        for page in pages {
            code.line("(\(page.qualifiedName).template, { \(page.qualifiedName)(sample: &$0) }),")
        }
        code.close("]")
        code.close("}")
        code.line("#endif")
        return code.text
    }

    private func expression(for type: ViewType) -> String {
        switch type {
        case .string: return "values.string()"
        case .int: return "values.int()"
        case .double: return "values.double()"
        case .bool: return "values.bool()"
        case .uuid: return "values.uuid()"
        case .rawString(let name): return "values.element(of: \(name).allCases)"
        case .optional(let wrapped): return "values.optional { values in \(expression(for: wrapped)) }"
        case .array(let element): return "values.array { values in \(expression(for: element)) }"
        case .record(let declaration) where declaration.qualifiedName == Self.catalog: return "values.element(of: Strings.all)"
        case .record(let declaration): return "values.nested { values in \(declaration.qualifiedName)(sample: &values) }"
        }
    }
}
