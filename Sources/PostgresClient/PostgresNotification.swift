/// A `NOTIFY` as a listening connection receives it.
public struct PostgresNotification: Sendable, Equatable {
    public var channel: String
    public var payload: String
    /// The server process that sent it.
    public var processID: Int

    public init(channel: String, payload: String, processID: Int) {
        self.channel = channel
        self.payload = payload
        self.processID = processID
    }
}
