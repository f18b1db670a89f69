import Foundation
import Hummingbird
import LarderStore
import NIOConcurrencyHelpers

/// Request and database counters for `/metrics`, in Prometheus' text format.
final class Metrics: Sendable {
    private let counts = NIOLockedValueBox((requests: [Int: Int](), statements: 0))

    func record(status: HTTPResponse.Status, statements: Int) {
        counts.withLockedValue {
            $0.requests[Int(status.code) / 100 * 100, default: 0] += 1
            $0.statements += statements
        }
    }

    func text(pool: PoolStatistics) -> String {
        let (requests, statements) = counts.withLockedValue { ($0.requests, $0.statements) }
        var lines = ["# TYPE larder_http_requests_total counter"]
        for (status, count) in requests.sorted(by: { $0.key < $1.key }) {
            lines.append("larder_http_requests_total{class=\"\(status / 100)xx\"} \(count)")
        }
        lines += [
            "# TYPE larder_db_statements_total counter", "larder_db_statements_total \(statements)",
            "# TYPE larder_db_connections_open gauge", "larder_db_connections_open \(pool.open)",
            "# TYPE larder_db_connections_idle gauge", "larder_db_connections_idle \(pool.idle)",
            "# TYPE larder_db_checkouts_waiting gauge", "larder_db_checkouts_waiting \(pool.waiting)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
