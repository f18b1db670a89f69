extension Duration {
    /// The duration as a plain number of seconds (Duration keeps whole seconds and attoseconds apart).
    public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }

    public var inMilliseconds: Double { inSeconds * 1000 }
}
