/// When each step can happen, from the steps' times: the cook does active steps one after
/// another, and a passive step (oven, rising, resting) runs on its own, so the active steps
/// after it go on beside it. Passive steps still follow one another (the dough must rise before
/// it bakes). The recipe is ready when the cook and the last passive step are both done: the
/// critical path, not the plain sum of the times.
public struct Schedule: Sendable, Equatable {
    public struct Slot: Sendable, Equatable {
        /// The step's number on the page (1-based).
        public var number: Int
        public var start: Int
        /// nil for a step with no time given: shown as such, not as zero.
        public var seconds: Int?
        public var kind: StepTime.Kind
        public var end: Int { start + (seconds ?? 0) }
    }

    public var slots: [Slot]
    /// Seconds until everything is done.
    public var readyIn: Int
    /// The plain sum of the times, for comparison.
    public var sum: Int
    public var hasUntimedSteps: Bool { slots.contains { $0.seconds == nil } }

    public init(_ steps: [StepDetail]) {
        var cookFree = 0
        var passiveEnd = 0
        var slots: [Slot] = []
        for (index, step) in steps.enumerated() {
            let kind = step.time?.kind ?? .active
            let seconds = step.time?.seconds
            let start = kind == .passive ? max(cookFree, passiveEnd) : cookFree
            let slot = Slot(number: index + 1, start: start, seconds: seconds, kind: kind)
            if kind == .passive { passiveEnd = slot.end } else { cookFree = slot.end }
            slots.append(slot)
        }
        self.slots = slots
        readyIn = max(cookFree, passiveEnd)
        sum = steps.compactMap(\.time?.seconds).reduce(0, +)
    }
}
