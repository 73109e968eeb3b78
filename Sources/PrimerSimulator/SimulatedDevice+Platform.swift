@_spi(AdapterAuthoring) import PrimerCore

extension SimulatedDevice {
    /// What an app on this device runs over with no set-up: the platform default PrimerCore composes on
    /// iOS (`PlatformEnvironment.composed(from:hint:)`), with this device's ports standing in for UIKit's
    /// and its scripted user in front of the UIKit presenter; with `canShowCards: false`, the same
    /// platform with nothing that can show a card or an alert.
    public func platformDefault(canShowCards: Bool = true) -> PlatformEnvironment {
        let environment = environment
        return .composed(
            from: SystemPorts(standingInFor: environment, presenter: canShowCards ? environment.presenter : nil),
            hint: "call PrimerPlatform.bootstrap(_:) with the app's PlatformEnvironment")
    }
}
