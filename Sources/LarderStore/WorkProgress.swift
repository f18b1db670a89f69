/// How far a long job (seeding, an import) has come, reported after each batch it writes:
/// the command line turns it into a progress line with a rate and the time left.
public struct WorkProgress: Sendable, Equatable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}

public typealias ProgressHandler = @Sendable (WorkProgress) -> Void
