import LarderModel

/// The recipe's schedule as an inline SVG timeline, laid out here so the template only places
/// shapes: one row per step, busy steps solid, waiting steps hatched and labelled, so it reads
/// without colour; a step with no time says so instead of drawing nothing.
struct ScheduleView: Sendable, Encodable {
    struct Bar: Sendable, Encodable {
        var y: Int
        var labelY: Int
        var stepLabel: String
        var x: Int
        var width: Int
        var textX: Int
        /// "end" when the label sits before its bar (a short bar near the right edge).
        var textAnchor: String
        var text: String
        var isPassive: Bool
        var isUntimed: Bool
    }

    struct Tick: Sendable, Encodable {
        var x: Int
        var label: String
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
    var readyIn: String
    var summary: String
    var sumNote: String?

    /// nil when no step has a time: there is nothing to draw. Its words are in `strings`' language.
    init?(_ schedule: Schedule, strings: Strings) {
        let words = strings.plan
        guard schedule.readyIn > 0 else { return nil }
        let scale = Self.chartWidth / Double(schedule.readyIn)
        bars = schedule.slots.enumerated().map { row, slot in
            let y = 8 + row * Self.rowHeight
            let x = Self.labelWidth + Double(slot.start) * scale
            let width = max(Double(slot.seconds ?? 0) * scale, slot.seconds == nil ? 0 : 3)
            let time = slot.seconds.map { (seconds: Int) -> String in
                let formatted = StepTime.format(seconds: seconds)
                return slot.kind == .passive ? words.scheduleWaiting(time: formatted) : words.scheduleBusy(time: formatted)
            } ?? words.scheduleNoTime
            let text = slot.during.map { words.scheduleWhileStepWaits(text: time, step: String($0)) } ?? time
            // The label sits inside a wide bar, else after it, else (near the right edge) before it.
            let textWidth = Double(text.count) * 6.5
            let (textX, anchor): (Double, String) =
                width > textWidth + 12 ? (x + 6, "start")
                : x + width + 4 + textWidth <= Self.labelWidth + Self.chartWidth + 16 ? (x + width + 4, "start")
                : (x - 4, "end")
            return Bar(y: y, labelY: y + 15, stepLabel: words.scheduleStep(number: String(slot.number)), x: Int(x.rounded()), width: Int(width.rounded()),
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
        readyIn = StepTime.format(seconds: schedule.readyIn)
        let busy = schedule.slots.filter { $0.kind == .active }.compactMap(\.seconds).reduce(0, +)
        summary = words.scheduleSummary(time: readyIn, busy: StepTime.format(seconds: busy))
            + (schedule.hasUntimedSteps ? " " + words.scheduleUntimedNote : "")
        sumNote = schedule.sum > schedule.readyIn ? words.scheduleSumNote(sum: StepTime.format(seconds: schedule.sum)) : nil
    }
}
