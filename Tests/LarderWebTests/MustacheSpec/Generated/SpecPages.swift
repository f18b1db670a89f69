// Written by Tools/template-compiler from Tests/LarderWebTests/MustacheSpec/Templates/*.mustache and the view types in
// Tests/LarderWebTests/MustacheSpec (`make templates`): do not edit.
// Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

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
        if let absent = self.absent {
            out.escaped(absent.b.c.name)
        }
        out.text("\" == \"\"\n\"\" == \"\"\n")
        if let gone = self.a.b.gone {
            out.escaped(gone)
        }
        out.text("\n")
    }
}

extension MustacheSpec.Inheritance: CompiledPage {
    static let template = "inheritance"

    func render(into out: inout HTMLWriter) {
        out.text("Default title\n")
        SpecPartials.parent(
            into: &out,
            ballmer: { out in
                out.text("peaked")
            })
        out.text("\n")
        SpecPartials.parent(
            into: &out,
            ballmer: { out in
                out.escaped(self.text)
                out.text("\n")
            })
        out.text("\n")
        SpecPartials.parent(into: &out)
        out.text("c\n")
        SpecPartials.parent(
            into: &out,
            ballmer: { out in
                for listItem in self.list {
                    out.escaped(listItem.text)
                }
            })
        out.text("\n")
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
        out.text("\"")
        SpecPartials.partialText(into: &out)
        out.text("\"\n\"")
        SpecPartials.partialContext(text: self.text, into: &out)
        out.text("\"\n|\n")
        SpecPartials.partialLines(into: &out)
        out.text("|\n")
        for listItem in self.list {
            SpecPartials.partialContext(text: listItem.text, into: &out)
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
        for listItem in self.list {
            out.escaped(listItem.item)
        }
        out.text("\" \"")
        for _ in self.empty {
            out.text("Yay lists!")
        }
        out.text("\"\n\"")
        for listItem2 in self.list {
            out.text("(")
            if self.yes {
                out.escaped(listItem2.item)
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
        for string in self.strings {
            out.text("(")
            out.escaped(string)
            out.text(")")
        }
        out.text("\" \"")
        for number in self.numbers {
            out.text("(")
            out.integer(number)
            out.text(")")
        }
        out.text("\"\n\"")
        if let optional = self.optional {
            out.text("[")
            out.escaped(optional)
            out.text("]")
        }
        out.text("\" \"")
        if let optionalMissing = self.optionalMissing {
            out.text("[")
            out.escaped(optionalMissing)
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

extension SpecPartials {
    static func parent(into out: inout HTMLWriter, ballmer: ((inout HTMLWriter) -> Void)? = nil) {
        out.text("|")
        if let ballmer {
            ballmer(&out)
        } else {
            out.text("default")
        }
        out.text("|\n")
    }
}

extension SpecPartials {
    static func partialContext(text: String, into out: inout HTMLWriter) {
        out.text("*")
        out.escaped(text)
        out.text("*")
    }
}

extension SpecPartials {
    static func partialLines(into out: inout HTMLWriter) {
        out.text(">\n>")
    }
}

extension SpecPartials {
    static func partialText(into out: inout HTMLWriter) {
        out.text("from partial")
    }
}

/// The partials' functions, which the pages call: one per partial and the values its names find.
enum SpecPartials {}
