import Foundation
import LarderModel
import LarderStore
import NIOConcurrencyHelpers
#if canImport(Glibc)
import Glibc
#endif

/// Shows a long job's progress on standard error. On a terminal, one line is rewritten in
/// place with the count, the rate and the time left; in a log or CI, where rewritten lines
/// turn into noise, a plain line is printed at most every five seconds, and at the end.
final class ProgressDisplay: Sendable {
    private let what: String
    private let onTerminal = isatty(STDERR_FILENO) == 1
    private let started = ContinuousClock.now
    private let state = NIOLockedValueBox((shownAt: ContinuousClock.Instant?.none, last: WorkProgress?.none))

    /// `what` names the things counted, for example "recipes".
    init(_ what: String) {
        self.what = what
    }

    var handler: ProgressHandler { { [self] in self.show($0) } }

    func show(_ progress: WorkProgress) {
        let now = ContinuousClock.now
        let due = state.withLockedValue { state -> Bool in
            state.last = progress
            let interval: Duration = onTerminal ? .milliseconds(100) : .seconds(5)
            guard progress.done >= progress.total || state.shownAt.map({ now - $0 >= interval }) ?? true else { return false }
            state.shownAt = now
            return true
        }
        guard due else { return }
        let line = describe(progress, elapsed: now - started)
        write(onTerminal ? "\r\u{1B}[K" + line + (progress.done >= progress.total ? "\n" : "") : line + "\n")
    }

    /// Ends a line left open on a terminal (when the job stopped short of its total).
    func finish() {
        guard onTerminal, let last = state.withLockedValue({ $0.last }), last.done < last.total else { return }
        write("\n")
    }

    func describe(_ progress: WorkProgress, elapsed: Duration) -> String {
        let seconds = max(elapsed.inSeconds, 0.001)
        let rate = Double(progress.done) / seconds
        var line = "\(progress.done.formatted()) of \(progress.total.formatted()) \(what)"
        guard progress.total > 0 else { return line }
        line += " (\(Int((100 * Double(progress.done) / Double(progress.total)).rounded(.down)))%, \(Int(rate.rounded()).formatted())/s"
        if progress.done < progress.total, rate > 0 {
            line += ", \(Self.clock(Double(progress.total - progress.done) / rate)) left"
        } else {
            line += ", \(Self.clock(seconds))"
        }
        return line + ")"
    }

    /// 0:07, 3:25, 1:02:09.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        let (hours, minutes, rest) = (whole / 3600, whole % 3600 / 60, whole % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
