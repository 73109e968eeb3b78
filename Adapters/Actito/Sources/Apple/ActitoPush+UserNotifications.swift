#if canImport(UserNotifications) && !os(tvOS)
import Foundation
import PrimerCore
import UserNotifications

// The vendor's `ActitoPushUNUserNotificationCenterDelegate` shape: an app that keeps its own
// `UNUserNotificationCenterDelegate` forwards each call here. Every decision is in the platform-neutral
// entry points of ActitoPush+PayloadRouting.swift; these only unwrap the system objects and bridge options by raw value.
// (tvOS has no notification responses.)
extension ActitoPush {
    /// Forward of `userNotificationCenter(_:willPresent:)`: the options to show `notification` with in
    /// the foreground (``userNotificationCenter(willPresent:)``).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification
    ) -> UNNotificationPresentationOptions {
        UNNotificationPresentationOptions(
            rawValue: userNotificationCenter(willPresent: notification.request.content.userInfo).rawValue)
    }

    /// Forward of `userNotificationCenter(_:didReceive:)`: the open and action callbacks
    /// (``userNotificationCenter(didReceive:)``), with the text of a text-input action.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse
    ) async {
        await userNotificationCenter(
            didReceive: ActitoNotificationResponse(
                actionIdentifier: response.actionIdentifier, userInfo: response.notification.request.content.userInfo,
                userText: (response as? UNTextInputNotificationResponse)?.userText))
    }

    /// Forward of `userNotificationCenter(_:openSettingsFor:)`: `shouldOpenSettings`
    /// (``userNotificationCenter(openSettingsFor:)``); `nil` when the user came from the Settings app.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {
        userNotificationCenter(openSettingsFor: notification?.request.content.userInfo)
    }

    /// ``authorizationOptions`` as the system type, bridged by raw value both ways.
    public var systemAuthorizationOptions: UNAuthorizationOptions {
        get { UNAuthorizationOptions(rawValue: authorizationOptions.rawValue) }
        set { authorizationOptions = AuthorizationOptions(rawValue: newValue.rawValue) }
    }

    /// ``presentationOptions`` as the system type, bridged by raw value both ways.
    public var systemPresentationOptions: UNNotificationPresentationOptions {
        get { UNNotificationPresentationOptions(rawValue: presentationOptions.rawValue) }
        set { presentationOptions = PresentationOptions(rawValue: newValue.rawValue) }
    }

    /// ``categoryOptions`` as the system type (for the app's `UNNotificationCategory`s), by raw value.
    public var systemCategoryOptions: UNNotificationCategoryOptions {
        get { UNNotificationCategoryOptions(rawValue: categoryOptions.rawValue) }
        set { categoryOptions = CategoryOptions(rawValue: newValue.rawValue) }
    }
}
#endif
