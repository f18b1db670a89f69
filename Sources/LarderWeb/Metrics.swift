import CoreMetrics
import Foundation
import Hummingbird
import LarderModel
import LarderStore
import NIOConcurrencyHelpers
import Prometheus

/// Request and database figures for Prometheus, through swift-metrics: request durations and
/// statements per request as histograms by method, route and status class; the pool's
/// connections and waiters; the schema stage the instance runs on. Each application has a
/// registry of its own (tests build many in one process), served on a port of its own
/// (`LARDER_METRICS_PORT`), never on the app's.
public final class Metrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory

    static let requestDuration = "larder_http_request_duration_seconds"
    static let requestStatements = "larder_http_request_statements"

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // A page is meant to take milliseconds; the statement budgets are 1 to 3.
        factory.durationHistogramBuckets[Self.requestDuration] = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000]
            .map { Duration.microseconds(Int64($0 * 1000)) }
        factory.valueHistogramBuckets[Self.requestStatements] = [0, 1, 2, 3, 5, 10, 25, 100]
        self.factory = factory
    }

    func record(method: String, route: String, status: HTTPResponse.Status, duration: Duration, statements: Int) {
        let series = self.series(Series(method: method, route: route, statusClass: status.code / 100))
        series.duration.recordNanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
        series.statements.record(statements)
    }

    /// One request series: its labels.
    private struct Series: Hashable {
        var method: String
        var route: String
        var statusClass: Int
    }

    /// Each series' histograms, made once: making them asks the registry under its lock, with
    /// the labels joined and sorted, which cost a request more than its log line.
    private let made = NIOLockedValueBox([Series: (duration: CoreMetrics.Timer, statements: Recorder)]())

    private func series(_ series: Series) -> (duration: CoreMetrics.Timer, statements: Recorder) {
        if let found = made.withLockedValue({ $0[series] }) { return found }
        let dimensions = [("method", series.method), ("route", series.route), ("status", "\(series.statusClass)xx")]
        let new = (duration: CoreMetrics.Timer(label: Self.requestDuration, dimensions: dimensions, factory: factory),
                   statements: Recorder(label: Self.requestStatements, dimensions: dimensions, aggregate: true, factory: factory))
        made.withLockedValue { $0[series] = new }
        return new
    }

    /// The schema stage this instance serves; set once its schema is checked.
    public func recordSchemaStage(_ version: Int) {
        Gauge(label: "larder_schema_stage", factory: factory).record(version)
    }

    /// The exposition, with the pool's gauges and the reads' figures read at this moment.
    public func text(pool: PoolStatistics, reads: ReadRouter.Statistics) -> String {
        for (name, value) in [
            ("larder_db_connections_open", pool.open), ("larder_db_connections_idle", pool.idle),
            ("larder_db_connections_in_use", pool.open - pool.idle), ("larder_db_connections_max", pool.maxConnections),
            ("larder_db_checkouts_waiting", pool.waiting),
        ] {
            Gauge(label: name, factory: factory).record(value)
        }
        // Reads that may be a moment stale, by where they were served; a counter kept by the
        // router, shown as the gauge of its total so far, as Prometheus reads a counter.
        for (target, count) in [("primary", reads.readsFromPrimary), ("replica", reads.readsFromReplicas)] {
            Gauge(label: "larder_db_reads_total", dimensions: [("target", target)], factory: factory).record(count)
        }
        for replica in reads.replicas {
            let dimensions = [("replica", replica.name)]
            Gauge(label: "larder_db_replica_up", dimensions: dimensions, factory: factory).record(replica.isUp ? 1 : 0)
            // How far behind its replay was at its last check; -1 when it did not answer.
            Gauge(label: "larder_db_replica_lag_seconds", dimensions: dimensions, factory: factory)
                .record(replica.lag.map { Double($0.inMilliseconds) / 1000 } ?? -1)
        }
        return registry.emitToString()
    }
}
