import Foundation

/// The build-time configuration keys of the app's `Info.plist`.
public enum InfoDictionaryKey {
    /// The subscription key.
    public static let subscriptionID = "InAppMessagingAppSubscriptionID"
    /// The configuration endpoint.
    public static let configurationURL = "InAppMessagingConfigurationURL"

    /// The app's version, sent with pings and display-permission requests as the vendor does.
    public static let appVersion = "CFBundleShortVersionString"

    /// The keys above as the main bundle holds them (string values only).
    public static var mainBundle: [String: String] {
        var values: [String: String] = [:]
        for key in [subscriptionID, configurationURL, appVersion] {
            if let value = Bundle.main.object(forInfoDictionaryKey: key) as? String { values[key] = value }
        }
        return values
    }
}
