#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The live ``SettingsOpener``: opens the app's notification settings where the system has the deep
/// link (iOS 15.4+), else the app's settings page; the choice is ``SettingsDestination``'s.
@_spi(AdapterAuthoring) public struct UIKitSettingsOpener: SettingsOpener {
    /// The app's settings pages.
    public init() {}

    /// `UIApplication.shared.open(_:)` with the chosen URL.
    public func openNotificationSettings() async -> Bool {
        await Self.open()
    }

    @MainActor
    private static func open() async -> Bool {
        guard
            let string = SettingsDestination.urlString(
                notificationSettings: notificationSettingsURLString(),
                appSettings: UIApplication.openSettingsURLString),
            let url = URL(string: string)
        else { return false }
        return await UIApplication.shared.open(url)
    }

    /// The system's notification-settings URL string, `nil` before iOS 15.4.
    @MainActor
    private static func notificationSettingsURLString() -> String? {
        if #available(iOS 16.0, tvOS 16.0, macCatalyst 16.0, visionOS 1.0, *) {
            return UIApplication.openNotificationSettingsURLString
        }
        #if !os(visionOS)
        // The 15.4 constant, deprecated from 16.0 (and on visionOS from the start, hence the #if).
        let legacy: any LegacyNotificationSettingsURL = IOS15NotificationSettingsURL()
        return legacy.urlString
        #else
        return nil
        #endif
    }
}

#if !os(visionOS)
/// Read through this requirement, the 15.4 constant's deprecation stays inside the deprecated getter: a
/// build for a 16.0 or later minimum would otherwise warn about a branch it never runs.
private protocol LegacyNotificationSettingsURL {
    var urlString: String? { get }
}

private struct IOS15NotificationSettingsURL: LegacyNotificationSettingsURL {
    /// The constant where it exists (iOS 15.4), `nil` before.
    @available(iOS, deprecated: 16.0)
    @available(tvOS, deprecated: 16.0)
    @available(macCatalyst, deprecated: 16.0)
    var urlString: String? {
        guard #available(iOS 15.4, tvOS 15.4, macCatalyst 15.4, *) else { return nil }
        return UIApplicationOpenNotificationSettingsURLString
    }
}
#endif
#endif
