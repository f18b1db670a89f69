import Logging
import ServiceLifecycle

/// What `larder serve` tidies on its own, now and every quarter of an hour: deleted households
/// and recipes whose undo window has passed are deleted for good, and so are apps' exports left
/// waiting a day for a choice, and the record of mail sent or given up 30 days ago. Several instances may do it at once; each deletion is one
/// statement, so they only find less to do.
public struct Housekeeping: Service {
    let store: Store
    let logger: Logger
    let interval: Duration

    public init(store: Store, logger: Logger, interval: Duration = .seconds(15 * 60)) {
        self.store = store
        self.logger = logger
        self.interval = interval
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let households = try await store.households.purgeExpired()
                let recipes = try await store.recipes.purgeExpired()
                let uploads = try await store.importUploads.purgeExpired()
                let mail = try await store.mail.purgeOld()
                if households + recipes + uploads + mail > 0 {
                    logger.info("purged what can no longer be undone", metadata: [
                        "households": "\(households)", "recipes": "\(recipes)", "import_uploads": "\(uploads)", "mail": "\(mail)",
                    ])
                }
            } catch {
                // The database may be away for a while; the next round tries again.
                logger.warning("housekeeping failed: \(error)")
            }
            // Shutting down ends the wait at once.
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }
}
