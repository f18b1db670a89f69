// Written by Tools/template-compiler from Tests/LarderWebTests/MustacheSpec/Templates/*.mustache and the view types in
// Tests/LarderWebTests/MustacheSpec (`make templates`): do not edit.
// Each page's render function writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel
@testable import LarderWeb

extension MustacheSpec.DottedNames: CompiledPage {
    static let template = "dotted-names"

    func render(into out: inout HTMLWriter) {
        out.text("\"")
        out.escaped(self.person.name)
        out.text("\" == \"")
        out.escaped(self.person.name)
        out.text("\"\n\"")
        out.escaped(self.a.b.c.name)
        out.text("\" == \"Phil\"\n\"")
        if let v1 = self.absent {
            out.escaped(v1.b.c.name)
        }
        out.text("\" == \"\"\n\"\" == \"\"\n")
        if let v2 = self.a.b.gone {
            out.escaped(v2)
        }
        out.text("\n")
    }
}

extension MustacheSpec.Inheritance: CompiledPage {
    static let template = "inheritance"

    func render(into out: inout HTMLWriter) {
        out.text("Default title\n|peaked|\n\n|")
        out.escaped(self.text)
        out.text("\n|\n\n|default|\nc\n|")
        for v1 in self.list {
            out.escaped(v1.text)
        }
        out.text("|\n\n")
    }
}

extension MustacheSpec.Interpolation: CompiledPage {
    static let template = "interpolation"

    func render(into out: inout HTMLWriter) {
        out.text("Hello, ")
        out.escaped(self.subject)
        out.text("!\nThese characters should be HTML escaped: ")
        out.escaped(self.forbidden)
        out.text("\nThese should not: ")
        out.raw(self.forbidden)
        out.text(" and ")
        out.raw(self.forbidden)
        out.text("\n\"")
        out.integer(self.mph)
        out.text(" miles an hour!\" \"")
        out.escaped(String(describing: self.price))
        out.text("\"\n  ")
        out.escaped(self.subject)
        out.text("\n||\n")
    }
}

extension MustacheSpec.Inverted: CompiledPage {
    static let template = "inverted"

    func render(into out: inout HTMLWriter) {
        out.text("\"")
        if !self.no {
            out.text("This should be rendered.")
        }
        out.text("\" \"")
        if !self.yes {
            out.text("This should not be rendered.")
        }
        out.text("\"\n\"\" \"Found nothing!\"\n\"")
        if self.list.isEmpty {
            out.text("Yay lists!")
        }
        out.text("\" \"")
        if self.empty.isEmpty {
            out.text("Yay lists!")
        }
        out.text("\"\n\"")
        if self.empty.isEmpty {
            out.escaped(self.title)
        }
        out.text("\"\n")
    }
}

extension MustacheSpec.Partials: CompiledPage {
    static let template = "partials"

    func render(into out: inout HTMLWriter) {
        out.text("\"from partial\"\n\"*")
        out.escaped(self.text)
        out.text("*\"\n|\n>\n>|\n")
        for v1 in self.list {
            out.text("*")
            out.escaped(v1.text)
            out.text("*")
        }
        out.text("\n")
    }
}

extension MustacheSpec.Sections: CompiledPage {
    static let template = "sections"

    func render(into out: inout HTMLWriter) {
        out.text("\"")
        if self.yes {
            out.text("This should be rendered.")
        }
        out.text("\" \"")
        if self.no {
            out.text("This should not be rendered.")
        }
        out.text("\"\n\"Hi ")
        out.escaped(self.context.name)
        out.text(".\" \"\"\n\"")
        for v1 in self.list {
            out.escaped(v1.item)
        }
        out.text("\" \"")
        for _ in self.empty {
            out.text("Yay lists!")
        }
        out.text("\"\n\"")
        for v3 in self.list {
            out.text("(")
            if self.yes {
                out.escaped(v3.item)
            }
            out.text(")")
        }
        out.text("\"\n")
        out.integer(self.a.one)
        out.integer(self.a.one)
        out.integer(self.a.b.two)
        out.integer(self.a.one)
        out.integer(self.a.b.two)
        out.integer(self.a.b.c.three)
        out.text("\n\"")
        for v4 in self.strings {
            out.text("(")
            out.escaped(v4)
            out.text(")")
        }
        out.text("\" \"")
        for v5 in self.numbers {
            out.text("(")
            out.integer(v5)
            out.text(")")
        }
        out.text("\"\n\"")
        if let v6 = self.optional {
            out.text("[")
            out.escaped(v6)
            out.text("]")
        }
        out.text("\" \"")
        if let v7 = self.optionalMissing {
            out.text("[")
            out.escaped(v7)
            out.text("]")
        }
        out.text("\"\n")
    }
}

extension MustacheSpec.Standalone: CompiledPage {
    static let template = "standalone"

    func render(into out: inout HTMLWriter) {
        out.text("| This Is\n")
        if self.yes {
            out.text("|\n")
        }
        out.text("| A Line\n| This Is\n")
        if self.yes {
            out.text("|\n")
        }
        out.text("| A Line\n|\r\n")
        out.text("|\n")
        if self.yes {
            out.text("#")
        }
        out.text("\n/\n | ")
        if self.yes {
            out.text(" ")
            if self.no {
                out.text(" ")
            }
            out.text(" ")
        }
        out.text(" |\n | ")
        if !self.no {
            out.text(" ")
            if !self.yes {
                out.text(" ")
            }
            out.text(" ")
        }
        out.text(" |\nBegin.\nEnd.\nEnd.\nEnd.\n1234567890\n  12 \n  ")
        out.escaped(self.string)
        out.text("\n")
    }
}

extension MustacheSpec.Transforms: CompiledPage {
    static let template = "transforms"

    func render(into out: inout HTMLWriter) {
        if self.list.isEmpty {
            out.text("none")
        }
        if !self.list.isEmpty {
            out.integer(self.list.count)
            out.text(" items")
        }
        out.text("\n")
        if self.title.isEmpty {
            out.text("untitled")
        }
        if !self.title.isEmpty {
            out.escaped(self.title)
        }
        out.text("\n")
        if ((self.one - 1) == 0) {
            out.text("one")
        }
        out.text(" ")
        out.integer((self.one + 1))
        out.text(" ")
        if (self.one & 1 == 0) {
            out.text("even")
        }
        if (self.one & 1 == 1) {
            out.text("odd")
        }
        out.text("\nnot found\n")
    }
}
