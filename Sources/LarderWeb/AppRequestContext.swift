import Hummingbird

/// Per-request state: everything a handler may need that is not in the request itself.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
