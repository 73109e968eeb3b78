@_spi(AdapterAuthoring) import PrimerCore

extension PushwooshRuntime {
    /// The runtime of the current platform (`PrimerPlatform`), made over its environment on first use.
    static var current: PushwooshRuntime {
        PrimerPlatform.instance(of: PushwooshRuntime.self) { PushwooshRuntime(environment: $0) }
    }
}
