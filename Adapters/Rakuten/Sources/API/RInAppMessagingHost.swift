@_spi(AdapterAuthoring) import PrimerCore

extension RInAppMessaging {
    private static let host = LockedValue(PlatformEnvironment.defaultHost(hint: "set RInAppMessaging.hostEnvironment"))

    /// The platform ports the default ``shared`` instance is built over: the live iOS ports where they
    /// exist (messages need a presenter: install your own ``shared`` instance to show them), a platform
    /// without notifications elsewhere. Set it before the first use of ``shared``.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.withLock { $0 } }
        set { host.replaceReleasingAfterUnlock(with: newValue) }
    }
}
