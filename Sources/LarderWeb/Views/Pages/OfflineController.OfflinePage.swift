extension OfflineController {
    /// The page a phone shows offline in place of one it has not kept; its script lists what is kept.
    struct OfflinePage: Sendable, Encodable {
        var page: PageChrome
    }
}
