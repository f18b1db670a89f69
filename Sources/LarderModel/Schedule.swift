/// When each step can happen, from the steps' times. A step waits for everything before it:
/// "Blend until smooth" cannot start while the soup it blends still simmers. A step runs beside
/// a waiting step (oven, rising, simmering) only when the recipe says so, step by step ("can be
/// done while step 2 waits"): it starts once that step has started, after the steps between
/// them. The recipe is ready when its last step ends.
public struct Schedule: Sendable, Equatable {
    public struct Slot: Sendable, Equatable {
        /// The step's number on the page (1-based).
        public var number: Int
        public var start: Int
        /// nil for a step with no time given: shown as such, not as zero.
        public var seconds: Int?
        public var kind: StepTime.Kind
        /// The number of the waiting step this one runs beside, when it does.
        public var during: Int?
        public var end: Int { start + (seconds ?? 0) }
    }

    /// What the schedule needs of a step.
    public struct Step: Sendable, Equatable {
        public var time: StepTime?
        /// The index of an earlier waiting step this one may run beside.
        public var during: Int?

        public init(time: StepTime?, during: Int? = nil) {
            self.time = time
            self.during = during
        }
    }

    public var slots: [Slot]
    /// Seconds until everything is done.
    public var readyIn: Int
    /// The plain sum of the times, for comparison.
    public var sum: Int
    public var hasUntimedSteps: Bool { slots.contains { $0.seconds == nil } }
    public var hasTimes: Bool { slots.contains { $0.seconds != nil } }

    public init(_ steps: [Step]) {
        var slots: [Slot] = []
        for (index, step) in steps.enumerated() {
            let kind = step.time?.kind ?? .active
            let overlapped = Self.waitingStep(step.during, before: index, in: steps)
            let start: Int
            if let overlapped {
                // Once the waiting step is going, after whatever came between.
                start = slots[(overlapped + 1)..<index].map(\.end).reduce(slots[overlapped].start, max)
            } else {
                start = slots.map(\.end).max() ?? 0
            }
            slots.append(Slot(number: index + 1, start: start, seconds: step.time?.seconds, kind: kind,
                              during: overlapped.map { $0 + 1 }))
        }
        self.slots = slots
        readyIn = slots.map(\.end).max() ?? 0
        sum = steps.compactMap(\.time?.seconds).reduce(0, +)
    }

    public init(_ steps: [StepDetail]) {
        self.init(steps.map { Step(time: $0.time, during: $0.during) })
    }

    public init(_ steps: [StepDraft]) {
        self.init(steps.map { Step(time: $0.time, during: $0.during) })
    }

    /// The step `during` names, when it is an earlier step that waits; a step cannot run beside
    /// a busy one, nor beside itself or a later one.
    public static func waitingStep(_ during: Int?, before index: Int, in steps: [Step]) -> Int? {
        guard let during, during >= 0, during < index, steps[during].time?.kind == .passive else { return nil }
        return during
    }
}

/// The times a recipe states for itself (schema.org's prepTime, cookTime and totalTime), kept
/// for recipes whose steps carry no times, as imported recipes often do.
public struct RecipeTimes: Codable, Sendable, Equatable, Hashable {
    public var prepSeconds: Int?
    public var cookSeconds: Int?
    public var totalSeconds: Int?

    public init(prepSeconds: Int? = nil, cookSeconds: Int? = nil, totalSeconds: Int? = nil) {
        self.prepSeconds = prepSeconds
        self.cookSeconds = cookSeconds
        self.totalSeconds = totalSeconds
    }

    public var isEmpty: Bool { prepSeconds == nil && cookSeconds == nil && totalSeconds == nil }

    /// The recipe's own total: as stated, or its preparation and cooking added up.
    public var stated: Int? {
        totalSeconds ?? (prepSeconds == nil && cookSeconds == nil ? nil : (prepSeconds ?? 0) + (cookSeconds ?? 0))
    }
}

/// How long a recipe takes until it is on the table: the one answer that the recipe page, the
/// list card, the sort by time and the exports all give. From the steps' schedule when any step
/// has a time, else from the times the recipe states.
public struct ReadyIn: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// The schedule of the steps' own times.
        case steps
        /// The times the recipe states (no step has a time).
        case recipe
        /// Nothing says.
        case unknown
    }

    public var seconds: Int
    public var source: Source

    public init(seconds: Int, source: Source) {
        self.seconds = seconds
        self.source = source
    }

    public init(schedule: Schedule, times: RecipeTimes) {
        if schedule.hasTimes {
            (seconds, source) = (schedule.readyIn, .steps)
        } else if let stated = times.stated, stated > 0 {
            (seconds, source) = (stated, .recipe)
        } else {
            (seconds, source) = (0, .unknown)
        }
    }
}
