import Foundation

/// An ingredient list as recipes write it: lines, headings that name the group of lines after
/// them ("For the sauce:"), and equipment some sites list among the ingredients ("Roasting
/// pan"). Every reader of lines (the recipe form, schema.org, other apps' exports, pages read
/// by their structure) reads them here, so each door reads a list the same way.
public enum IngredientList {
    /// One entry of a list: a line of text, or a group's name where the source marks groups
    /// itself (a Mealie `title`, a Tandoor header line, a plugin's group heading).
    public enum Entry: Sendable, Equatable {
        case line(String)
        case group(String)
    }

    public struct Reading: Sendable, Equatable {
        /// The ingredient lines, each with the group it is listed under.
        public var lines: [LineDraft]
        /// The equipment listed among them, for the steps that use it.
        public var tools: [Tool]
        /// The groups' names in order, those with no line after them too.
        public var groups: [String]
    }

    /// The list read in `language` (the recipe's; nil when unknown), its units read in every
    /// language whatever it is.
    public static func read(_ entries: [Entry], language: Language? = nil) -> Reading {
        var reading = Reading(lines: [], tools: [], groups: [])
        var group = ""
        func start(_ name: String) {
            group = String(name.trimmed.prefix(LineDraft.groupRule.maximum))
            if !group.isEmpty { reading.groups.append(group) }
        }
        for entry in entries {
            switch entry {
            case .group(let name):
                start(IngredientLineParser.groupName(name))
            case .line(let text):
                let line = text.trimmed
                guard !line.isEmpty else { continue }
                switch IngredientLineParser.read(line, language: language) {
                case .heading(let name):
                    start(name)
                case .tool(let tool):
                    if !reading.tools.contains(where: { $0.name.lowercased() == tool.name.lowercased() }) { reading.tools.append(tool) }
                case .ingredient(var draft):
                    draft.group = group
                    reading.lines.append(draft)
                }
            }
        }
        return reading
    }

    /// Lines as a cook types them into a list: each group's heading ("Sauce:") before its first
    /// line, then the lines, one a line. Read back by `grouped(_:)`.
    public static func written(_ lines: [LineDraft]) -> String {
        var text: [String] = []
        var group = ""
        for line in lines {
            if line.group != group, !line.group.isEmpty { text.append(line.group + ":") }
            group = line.group
            text.append(line.text)
        }
        return text.joined(separator: "\n")
    }

    /// The typed lines of a list, each with the group it is under: a line that reads as a heading
    /// ("For the sauce:") names the group of the lines after it, and is no line itself.
    public static func grouped(_ texts: [String]) -> [(text: String, group: String)] {
        var group = ""
        var lines: [(text: String, group: String)] = []
        for text in texts.map(\.trimmed) where !text.isEmpty {
            if IngredientLineParser.isHeading(text) {
                group = String(IngredientLineParser.groupName(text).prefix(LineDraft.groupRule.maximum))
            } else {
                lines.append((text, group))
            }
        }
        return lines
    }

    /// Lines of text, each a line, a heading or a tool.
    public static func read(_ texts: [String], language: Language? = nil) -> Reading {
        read(texts.map(Entry.line), language: language)
    }
}
