import LarderModel

/// The recipe's schedule as an inline SVG timeline, laid out here so the template only places
/// shapes: one row per step, busy steps solid, waiting steps hatched and labelled, so it reads
/// without colour; a step with no time says so instead of drawing nothing.
///
/// It is laid out twice: wide, each step's name in a column and its words by its bar, and
/// `narrow`, for a phone, each step's words on a line of their own above its bar, which then
/// spans the whole width. The page shows one of the two by its width, so that a phone shows
/// every step of a recipe of 8 at its words' full size, without scrolling sideways.
struct ScheduleView: Sendable, Encodable {
    struct Bar: Sendable, Encodable {
        var y: Int
        /// Where a step without a time draws its mark to.
        var bottom: Int
        var labelY: Int
        var stepLabel: String
        var x: Int
        var width: Int
        var textX: Int
        /// "end" when the label sits before its bar (a short bar near the right edge).
        var textAnchor: String
        var text: String
        /// The narrow chart's second line of words, when they do not fit one.
        var more: String?
        var isPassive: Bool
        var isUntimed: Bool
    }

    struct Tick: Sendable, Encodable {
        var x: Int
        var label: String
    }

    /// The phone's layout: bars across `width`, within a margin that leaves room for the axis's
    /// first and last labels, each below a line of words.
    struct Narrow: Sendable, Encodable {
        static let width = 372.0
        static let margin = 14.0
        /// The wide chart's estimate of its words' width, at 12 units a letter's height.
        static let letterWidth = 6.5

        var width = Int(Narrow.width)
        var height: Int
        var axisY: Int
        var axisEnd = Int(Narrow.width - Narrow.margin)
        var bars: [Bar]
        var ticks: [Tick]
    }

    static let labelWidth = 64.0
    static let chartWidth = 520.0
    static let rowHeight = 30

    /// Stored, not computed: the template reads stored properties only.
    var width: Int = Int(labelWidth + chartWidth) + 16
    var height: Int
    var axisY: Int
    var bars: [Bar]
    var ticks: [Tick]
    var narrow: Narrow
    var readyIn: String
    var summary: String
    var sumNote: String?

    /// nil when no step has a time: there is nothing to draw. Its words are in `strings`' language.
    init?(_ schedule: Schedule, strings: Strings) {
        let words = strings.plan
        guard schedule.readyIn > 0 else { return nil }
        let scale = Self.chartWidth / Double(schedule.readyIn)
        /// What a step's bar says: its time, whether it waits, and during which step.
        func text(of slot: Schedule.Slot) -> String {
            let time = slot.seconds.map { (seconds: Int) -> String in
                let formatted = StepTime.format(seconds: seconds)
                return slot.kind == .passive ? words.scheduleWaiting(time: formatted) : words.scheduleBusy(time: formatted)
            } ?? words.scheduleNoTime
            return slot.during.map { words.scheduleWhileStepWaits(text: time, step: String($0)) } ?? time
        }
        bars = schedule.slots.enumerated().map { row, slot in
            let y = 8 + row * Self.rowHeight
            let x = Self.labelWidth + Double(slot.start) * scale
            let width = max(Double(slot.seconds ?? 0) * scale, slot.seconds == nil ? 0 : 3)
            let text = text(of: slot)
            // The label sits inside a wide bar, else after it, else (near the right edge) before it.
            let textWidth = Double(text.count) * 6.5
            let (textX, anchor): (Double, String) =
                width > textWidth + 12 ? (x + 6, "start")
                : x + width + 4 + textWidth <= Self.labelWidth + Self.chartWidth + 16 ? (x + width + 4, "start")
                : (x - 4, "end")
            return Bar(y: y, bottom: y + 15, labelY: y + 15, stepLabel: words.scheduleStep(number: String(slot.number)), x: Int(x.rounded()), width: Int(width.rounded()),
                       textX: Int(textX.rounded()), textAnchor: anchor, text: text,
                       isPassive: slot.kind == .passive, isUntimed: slot.seconds == nil)
        }
        axisY = 8 + schedule.slots.count * Self.rowHeight + 4
        height = axisY + 22
        let minutes = Double(schedule.readyIn) / 60
        let step = [5.0, 10, 15, 30, 60, 120, 240, 480, 720, 1440].first { minutes / $0 <= 6 } ?? 1440
        ticks = stride(from: 0.0, through: minutes, by: step).map { minute in
            // The axis starts at a bare "0"; the ticks after it fall on whole minutes.
            Tick(x: Int((Self.labelWidth + minute * 60 * scale).rounded()), label: minute == 0 ? "0" : StepTime.format(seconds: Int(minute * 60)))
        }
        narrow = Self.narrow(schedule, text: text, strings: strings)
        readyIn = StepTime.format(seconds: schedule.readyIn)
        let busy = schedule.slots.filter { $0.kind == .active }.compactMap(\.seconds).reduce(0, +)
        summary = words.scheduleSummary(time: readyIn, busy: StepTime.format(seconds: busy))
            + (schedule.hasUntimedSteps ? " " + words.scheduleUntimedNote : "")
        sumNote = schedule.sum > schedule.readyIn ? words.scheduleSumNote(sum: StepTime.format(seconds: schedule.sum)) : nil
    }

    /// Every step on two lines, or three when its words need two: its name and words, then its
    /// bar, across the phone's width. Words that do not fit one line break after their comma
    /// ("45 min busy, / while step 4 waits").
    private static func narrow(_ schedule: Schedule, text: (Schedule.Slot) -> String, strings: Strings) -> Narrow {
        let span = Narrow.width - 2 * Narrow.margin
        let scale = span / Double(schedule.readyIn)
        var top = 4
        let bars = schedule.slots.map { slot in
            let stepLabel = strings.plan.scheduleStep(number: String(slot.number))
            var words = text(slot)
            var more: String?
            if Double((stepLabel + " · " + words).count) * Narrow.letterWidth > Narrow.width, let comma = words.range(of: ", ") {
                more = String(words[comma.upperBound...])
                words = String(words[..<comma.upperBound].dropLast())
            }
            let labelY = top + 13
            let barY = labelY + 5 + (more == nil ? 0 : 14)
            top = barY + 22
            // Both ends rounded, so that the last bar ends at the axis's end; a bar too short to see is
            // drawn 3 units wide, inside the axis.
            var left = Int((Narrow.margin + Double(slot.start) * scale).rounded())
            var right = Int((Narrow.margin + Double(slot.end) * scale).rounded())
            if slot.seconds != nil, right - left < 3 {
                left = min(left, Int(Narrow.width - Narrow.margin) - 3)
                right = left + 3
            }
            return Bar(y: barY, bottom: barY + 14, labelY: labelY, stepLabel: stepLabel, x: left, width: slot.seconds == nil ? 0 : right - left,
                       textX: 0, textAnchor: "start", text: words, more: more, isPassive: slot.kind == .passive, isUntimed: slot.seconds == nil)
        }
        let axisY = top - 6
        // Fewer ticks than the wide chart's six: their words need the room.
        let minutes = Double(schedule.readyIn) / 60
        let step = [5.0, 10, 15, 30, 60, 120, 240, 480, 720, 1440].first { minutes / $0 <= 4 } ?? 1440
        let ticks = stride(from: 0.0, through: minutes, by: step).map { minute in
            Tick(x: Int((Narrow.margin + minute * 60 * scale).rounded()), label: minute == 0 ? "0" : StepTime.format(seconds: Int(minute * 60)))
        }
        return Narrow(height: axisY + 22, axisY: axisY, bars: bars, ticks: ticks)
    }
}
