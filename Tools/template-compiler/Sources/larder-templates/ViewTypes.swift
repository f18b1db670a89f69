import Foundation
import SwiftParser
import SwiftSyntax

/// A type declared in the Swift sources: its stored properties, which are what a view shows
/// (its synthesized `Encodable` conformance, which the reference renderer reads, encodes exactly
/// those), and the types declared inside it.
final class Declaration {
    let name: String
    let qualifiedName: String
    let parent: Declaration?
    let place: Place
    var nested: [String: Declaration] = [:]
    var fields: [Field] = []
    /// A type that writes its own `encode(to:)` or renames its keys shows something other than
    /// its fields, which the compiler cannot know.
    var customEncoding = false
    /// `enum E: String`: encoded as its raw value.
    var stringRawValue = false
    var isEnum = false

    init(name: String, parent: Declaration?, place: Place) {
        self.name = name
        self.parent = parent
        self.place = place
        qualifiedName = parent.map { "\($0.qualifiedName).\(name)" } ?? name
    }

    func field(_ name: String) -> Field? { fields.first { $0.name == name } }

    struct Field {
        var name: String
        var type: TypeSyntax
        /// `let name = value`: the same in every value, and no initializer sets it.
        var isConstant = false
    }
}

/// What a value in a view is, as far as a page can show it.
indirect enum ViewType: CustomStringConvertible {
    case string, int, double, bool, uuid
    /// An enum with String raw values: shown as its raw value.
    case rawString(String)
    case optional(ViewType)
    case array(ViewType)
    case record(Declaration)

    var description: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .rawString(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .record(let declaration): return declaration.qualifiedName
        }
    }
}

/// Every type declared in the given Swift files, found by name as Swift would find it.
struct ViewTypes {
    private(set) var topLevel: [String: Declaration] = [:]

    /// `generated`: sources written by this tool (the catalogs' `Strings`), named by the file they go to.
    init(files: [URL], generated: [(file: String, source: String)] = []) throws {
        var extensions: [(path: [String], members: MemberBlockSyntax, file: String, converter: SourceLocationConverter)] = []
        let sources = try files.map { (file: $0.path, source: try String(contentsOf: $0, encoding: .utf8)) } + generated
        for (path, source) in sources {
            let file = URL(fileURLWithPath: path)
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            for item in tree.statements {
                if let declaration = item.item.as(DeclSyntax.self) {
                    if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                        let path = extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(String.init)
                        extensions.append((path, extensionDecl.memberBlock, file.path, converter))
                    } else if let found = Self.declare(declaration, parent: nil, file: file.path, converter: converter) {
                        topLevel[found.name] = found
                    }
                }
            }
        }
        // Types declared in extensions join the type they extend, once every type is known.
        for (path, members, file, converter) in extensions {
            guard let extended = lookUp(path, from: nil) else { continue }
            Self.addMembers(members, to: extended, file: file, converter: converter)
        }
    }

    private static func declare(_ syntax: DeclSyntax, parent: Declaration?, file: String, converter: SourceLocationConverter) -> Declaration? {
        let name: String
        let members: MemberBlockSyntax
        var isEnum = false
        var inherited: [String] = []
        if let structDecl = syntax.as(StructDeclSyntax.self) {
            name = structDecl.name.text
            members = structDecl.memberBlock
            inherited = structDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        } else if let classDecl = syntax.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
            members = classDecl.memberBlock
        } else if let enumDecl = syntax.as(EnumDeclSyntax.self) {
            name = enumDecl.name.text
            members = enumDecl.memberBlock
            isEnum = true
            inherited = enumDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        } else {
            return nil
        }
        let line = converter.location(for: syntax.positionAfterSkippingLeadingTrivia).line
        let declaration = Declaration(name: name, parent: parent, place: Place(file: file, line: line))
        declaration.isEnum = isEnum
        declaration.stringRawValue = isEnum && inherited.first == "String"
        addMembers(members, to: declaration, file: file, converter: converter)
        return declaration
    }

    private static func addMembers(_ members: MemberBlockSyntax, to declaration: Declaration, file: String, converter: SourceLocationConverter) {
        for member in members.members {
            let decl = member.decl
            if let nested = declare(decl, parent: declaration, file: file, converter: converter) {
                declaration.nested[nested.name] = nested
                if nested.name == "CodingKeys" { declaration.customEncoding = true }
            } else if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "encode" {
                declaration.customEncoding = true
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock?.accessors {
                        // Computed: not encoded. Observed (willSet/didSet only): stored.
                        guard case .accessors(let list) = accessors,
                              list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
                        else { continue }
                    }
                    let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
                    // Without a type, found only if a page reads it: then the compiler says it needs one.
                    let type = binding.typeAnnotation?.type ?? literalType(of: binding.initializer?.value) ?? TypeSyntax(MissingTypeSyntax())
                    declaration.fields.append(Declaration.Field(name: name.trimmingCharacters(in: CharacterSet(charactersIn: "`")), type: type,
                                                                isConstant: isConstant))
                }
            }
        }
    }

    /// The type Swift infers for a field set to a literal or a type's initializer: `= "/account"`,
    /// `= Person(name: "Joe")`, `= [Item(item: "1")]`.
    private static func literalType(of value: ExprSyntax?) -> TypeSyntax? {
        guard let value else { return nil }
        let name: String
        if value.is(StringLiteralExprSyntax.self) {
            name = "String"
        } else if value.is(IntegerLiteralExprSyntax.self) {
            name = "Int"
        } else if value.is(BooleanLiteralExprSyntax.self) {
            name = "Bool"
        } else if value.is(FloatLiteralExprSyntax.self) {
            name = "Double"
        } else if let call = value.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.trimmedDescription,
                  callee.first?.isUppercase == true {
            let parts = callee.split(separator: ".").map { String($0) }
            return parts.dropFirst().reduce(TypeSyntax(IdentifierTypeSyntax(name: .identifier(parts[0])))) { base, part in
                TypeSyntax(MemberTypeSyntax(baseType: base, name: .identifier(part)))
            }
        } else if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first,
                  let element = literalType(of: first.expression) {
            return TypeSyntax(ArrayTypeSyntax(element: element))
        } else {
            return nil
        }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    }

    /// A dotted type name, looked up from inside `scope` outwards, as Swift does.
    func lookUp(_ path: [String], from scope: Declaration?) -> Declaration? {
        guard let first = path.first else { return nil }
        var start: Declaration?
        var searched = scope
        while let current = searched {
            if let found = current.nested[first] { start = found; break }
            if current.name == first { start = current; break }
            searched = current.parent
        }
        if start == nil { start = topLevel[first] }
        var found = start
        for name in path.dropFirst() { found = found?.nested[name] }
        return found
    }

    /// A property's type, resolved from the declaration that holds it.
    func resolve(_ field: Declaration.Field, in scope: Declaration) throws -> ViewType {
        if field.type.is(MissingTypeSyntax.self) {
            throw TemplateError(place: scope.place, problem: "\(scope.qualifiedName).\(field.name), which a page reads, needs a type annotation")
        }
        return try resolve(field.type, in: scope)
    }

    func resolve(_ type: TypeSyntax, in scope: Declaration) throws -> ViewType {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(try resolve(optional.wrappedType, in: scope))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(try resolve(array.element, in: scope))
        }
        var path: [String] = []
        var generic: [TypeSyntax] = []
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            path = [identifier.name.text]
            generic = identifier.genericArgumentClause?.arguments.compactMap { argument -> TypeSyntax? in
                if case .type(let type) = argument.argument { return type }
                return nil
            } ?? []
        } else if let member = type.as(MemberTypeSyntax.self) {
            path = member.trimmedDescription.split(separator: ".").map(String.init)
        } else {
            throw TemplateError(place: scope.place, problem: "\(scope.qualifiedName) holds a \(type.trimmedDescription), which pages cannot show")
        }
        switch (path, generic.count) {
        case (["String"], 0): return .string
        case (["Int"], 0): return .int
        case (["Double"], 0): return .double
        case (["Bool"], 0): return .bool
        case (["UUID"], 0), (["Foundation", "UUID"], 0): return .uuid
        case (["Optional"], 1): return .optional(try resolve(generic[0], in: scope))
        case (["Array"], 1): return .array(try resolve(generic[0], in: scope))
        default: break
        }
        guard generic.isEmpty, let declaration = lookUp(path, from: scope) else {
            throw TemplateError(place: scope.place, problem: "\(scope.qualifiedName) holds a \(type.trimmedDescription), a type the template compiler does not know")
        }
        if declaration.isEnum {
            guard declaration.stringRawValue else {
                throw TemplateError(place: declaration.place, problem: "\(declaration.qualifiedName) is an enum without String raw values, which pages cannot show")
            }
            return .rawString(declaration.qualifiedName)
        }
        if declaration.customEncoding {
            throw TemplateError(place: declaration.place, problem: "\(declaration.qualifiedName) encodes itself (encode(to:) or CodingKeys): the compiler cannot know what a page sees of it")
        }
        return .record(declaration)
    }
}
