import Foundation
import LarderModel

/// The meal plan as an iCalendar feed (RFC 5545), for phone calendars: one all-day event per
/// entry, named by slot and dish. Lines end in CRLF and are folded at 75 octets; text is escaped.
public enum PlanCalendar {
    /// `host` names the events' UIDs, so that they are unique beyond this household; an event
    /// of a recipe links to its page under `baseURL` ("https://larder.example").
    public static func document(household: String, entries: [PlanEntry], host: String, baseURL: String, stamp: Date = Date()) -> String {
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Larder//Meal plan//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escaped("\(household): meal plan"),
        ]
        let dtstamp = timestamp(stamp)
        for entry in entries {
            lines += [
                "BEGIN:VEVENT",
                "UID:\(entry.id.uuidString.lowercased())@\(host)",
                "DTSTAMP:\(dtstamp)",
                "DTSTART;VALUE=DATE:\(basic(entry.day))",
                "DTEND;VALUE=DATE:\(basic(entry.day.adding(days: 1)))",
                "SUMMARY:" + escaped("\(entry.slot.label): \(entry.title)"),
            ]
            if let recipe = entry.recipe {
                lines.append("URL;VALUE=URI:\(baseURL)/recipes/\(recipe.id.uuidString)")
            }
            lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// TEXT escaping: backslash, semicolon, comma and newline (RFC 5545 §3.3.11).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Lines longer than 75 octets are split, each continuation starting with a space; never
    /// inside a character (§3.1).
    static func folded(_ line: String) -> String {
        var parts: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            let limit = parts.isEmpty ? 75 : 74
            if octets + size > limit {
                parts.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        parts.append(current)
        return parts.joined(separator: "\r\n ")
    }

    /// `20261112`, the form of a DATE value.
    static func basic(_ day: Day) -> String {
        day.iso.replacingOccurrences(of: "-", with: "")
    }

    /// `20261112T093000Z`, a UTC DATE-TIME.
    static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970)
        let day = Day(ordinal: Int((Double(seconds) / 86_400).rounded(.down)))
        let inDay = seconds - day.ordinal * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(basic(day))T\(two(inDay / 3600))\(two(inDay % 3600 / 60))\(two(inDay % 60))Z"
    }
}
