/// The two layouts of a local in-app, spelled as the vendor's Objective-C enum imports into Swift.
public enum CTLocalInAppType: Int, Sendable, Hashable, CaseIterable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A centred alert with the two buttons side by side (`"alert-template"` in the settings).
    case ALERT
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A card over the lower half of the screen (`"half-interstitial"` in the settings).
    case HALF_INTERSTITIAL

    /// The value of the settings' `type` key.
    public var templateName: String {
        switch self {
        case .ALERT: "alert-template"
        case .HALF_INTERSTITIAL: "half-interstitial"
        }
    }

    /// The type whose ``templateName`` is `name`, or `nil`.
    public init?(templateName name: String) {
        guard let match = Self.allCases.first(where: { $0.templateName == name }) else { return nil }
        self = match
    }
}
