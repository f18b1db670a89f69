import Foundation
import Hummingbird
import LarderStore
import NIOConcurrencyHelpers

/// Request and database figures for Prometheus, in its text format: request durations and
/// statements per request as histograms by route and status class, and the pool's gauges.
/// Served on a port of its own (`LARDER_METRICS_PORT`), never on the app's.
public final class Metrics: Sendable {
    /// Upper bounds of the duration buckets, in seconds: a page is meant to take milliseconds.
    static let durationBounds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
    /// Upper bounds of the statements-per-request buckets: the budgets are 1 to 3.
    static let statementBounds: [Double] = [0, 1, 2, 3, 5, 10, 25, 100]

    private struct Series: Hashable {
        var method: String
        var route: String
        var statusClass: String
    }

    private struct Histogram {
        var buckets: [Int]
        var sum = 0.0
        var count = 0

        init(bounds: [Double]) { buckets = Array(repeating: 0, count: bounds.count) }

        mutating func observe(_ value: Double, bounds: [Double]) {
            for (index, bound) in bounds.enumerated() where value <= bound { buckets[index] += 1 }
            sum += value
            count += 1
        }
    }

    private let state = NIOLockedValueBox([Series: (duration: Histogram, statements: Histogram)]())

    public init() {}

    func record(method: String, route: String, status: HTTPResponse.Status, duration: Duration, statements: Int) {
        let series = Series(method: method, route: route, statusClass: "\(status.code / 100)xx")
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        state.withLockedValue { state in
            var entry = state[series] ?? (Histogram(bounds: Self.durationBounds), Histogram(bounds: Self.statementBounds))
            entry.duration.observe(seconds, bounds: Self.durationBounds)
            entry.statements.observe(Double(statements), bounds: Self.statementBounds)
            state[series] = entry
        }
    }

    /// The exposition: every series, then the pool's gauges.
    public func text(pool: PoolStatistics) -> String {
        let snapshot = state.withLockedValue { $0 }.sorted { ($0.key.route, $0.key.method, $0.key.statusClass) < ($1.key.route, $1.key.method, $1.key.statusClass) }
        var lines: [String] = []
        func histogram(_ name: String, help: String, bounds: [Double], _ pick: ((duration: Histogram, statements: Histogram)) -> Histogram) {
            lines += ["# HELP \(name) \(help)", "# TYPE \(name) histogram"]
            for (series, entry) in snapshot {
                let labels = "method=\"\(series.method)\",route=\"\(Self.escaped(series.route))\",status=\"\(series.statusClass)\""
                let histogram = pick(entry)
                for (bound, count) in zip(bounds, histogram.buckets) {
                    lines.append("\(name)_bucket{\(labels),le=\"\(Self.number(bound))\"} \(count)")
                }
                lines.append("\(name)_bucket{\(labels),le=\"+Inf\"} \(histogram.count)")
                lines.append("\(name)_sum{\(labels)} \(Self.number(histogram.sum))")
                lines.append("\(name)_count{\(labels)} \(histogram.count)")
            }
        }
        histogram("larder_http_request_duration_seconds", help: "Time from request to response.", bounds: Self.durationBounds) { $0.duration }
        histogram("larder_http_request_statements", help: "Database statements one request sent.", bounds: Self.statementBounds) { $0.statements }
        lines += [
            "# HELP larder_db_connections_open Connections the pool holds, idle or lent.",
            "# TYPE larder_db_connections_open gauge", "larder_db_connections_open \(pool.open)",
            "# HELP larder_db_connections_idle Connections waiting for a request.",
            "# TYPE larder_db_connections_idle gauge", "larder_db_connections_idle \(pool.idle)",
            "# HELP larder_db_connections_max The pool's limit.",
            "# TYPE larder_db_connections_max gauge", "larder_db_connections_max \(pool.maxConnections)",
            "# HELP larder_db_checkouts_waiting Requests waiting for a connection.",
            "# TYPE larder_db_checkouts_waiting gauge", "larder_db_checkouts_waiting \(pool.waiting)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    private static func escaped(_ label: String) -> String {
        label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
