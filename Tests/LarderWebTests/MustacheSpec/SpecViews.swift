@testable import LarderWeb

/// Cases from the Mustache specification (interpolation, sections, inverted sections, comments,
/// partials, inheritance) and swift-mustache's transforms: the parts of Mustache that Larder's
/// templates use. Each template in `Templates/` names one of these types, and the template
/// compiler compiles them as it compiles the pages (`Generated/SpecPages.swift`).
enum MustacheSpec {
    struct Interpolation: Sendable, Encodable {
        var subject = "world"
        var forbidden = "& \" < >"
        var mph = 85
        var price = 1.5
    }

    struct DottedNames: Sendable, Encodable {
        struct Person: Sendable, Encodable { var name: String }
        struct C: Sendable, Encodable { var name: String }
        struct B: Sendable, Encodable { var c: C; var gone: String? }
        struct A: Sendable, Encodable { var b: B }
        struct Gone: Sendable, Encodable { var gone: String }
        var person = Person(name: "Joe")
        var a = A(b: B(c: C(name: "Phil"), gone: nil))
        var absent: A? = nil
        /// Found only by climbing past `a.b`, which a dotted name must not do.
        var b = Gone(gone: "ERROR")
    }

    struct Item: Sendable, Encodable { var item: String }

    struct Sections: Sendable, Encodable {
        struct Context: Sendable, Encodable { var name: String }
        struct C: Sendable, Encodable { var three: Int }
        struct B: Sendable, Encodable { var two: Int; var c: C }
        struct A: Sendable, Encodable { var one: Int; var b: B }
        var yes = true
        var no = false
        var context = Context(name: "Joe")
        var list = [Item(item: "1"), Item(item: "2"), Item(item: "3")]
        var empty: [Item] = []
        var a = A(one: 1, b: B(two: 2, c: C(three: 3)))
        var strings = ["a", "b"]
        var numbers = [1, 2]
        var optional: String? = "x"
        var optionalMissing: String? = nil
    }

    struct Inverted: Sendable, Encodable {
        struct Context: Sendable, Encodable { var name: String }
        var yes = true
        var no = false
        var context = Context(name: "Joe")
        var list = [Item(item: "1")]
        var empty: [Item] = []
        var title = "T"
    }

    struct Standalone: Sendable, Encodable {
        var yes = true
        var no = false
        var string = "---"
    }

    struct Partials: Sendable, Encodable {
        struct Text: Sendable, Encodable { var text: String }
        var text = "content"
        var list = [Text(text: "a"), Text(text: "b")]
    }

    struct Inheritance: Sendable, Encodable {
        struct Text: Sendable, Encodable { var text: String }
        var text = "Hi"
        var list = [Text(text: "a"), Text(text: "b")]
    }

    struct Transforms: Sendable, Encodable {
        var list = [Item(item: "1")]
        var title = ""
        var one = 1
    }

    /// Each case's page and what the specification says it renders.
    static let cases: [(page: any CompiledPage, expected: String)] = [
        (Interpolation(), """
            Hello, world!
            These characters should be HTML escaped: &amp; &quot; &lt; &gt;
            These should not: & " < > and & " < >
            "85 miles an hour!" "1.5"
              world
            ||

            """),
        (DottedNames(), """
            "Joe" == "Joe"
            "Phil" == "Phil"
            "" == ""
            "" == ""


            """),
        (Sections(), """
            "This should be rendered." ""
            "Hi Joe." ""
            "123" ""
            "(1)(2)(3)"
            112123
            "(a)(b)" "(1)(2)"
            "[x]" ""

            """),
        (Inverted(), """
            "This should be rendered." ""
            "" "Found nothing!"
            "" "Yay lists!"
            "T"

            """),
        (Standalone(), "| This Is\n|\n| A Line\n| This Is\n|\n| A Line\n|\r\n|\n#\n/\n |    |\n |    |\n"
            + "Begin.\nEnd.\nEnd.\nEnd.\n1234567890\n  12 \n  ---\n"),
        (Partials(), """
            "from partial"
            "*content*"
            |
            >
            >|
            *a**b*

            """),
        // A parent whose closing tag does not stand alone keeps the newline after it.
        (Inheritance(), "Default title\n|peaked|\n\n|Hi\n|\n\n|default|\nc\n|ab|\n\n"),
        (Transforms(), """
            1 items
            untitled
            one 2 odd
            not found

            """),
    ]
}
