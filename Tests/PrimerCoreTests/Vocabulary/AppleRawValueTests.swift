@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// Apple's raw values, pinned: the live bridge converts by raw value, so a wrong bit here would silently
/// request or report the wrong thing on a device.
@Suite struct AppleRawValueTests {
    @Test(arguments: [
        (AuthorizationStatus.notDetermined, 0), (.denied, 1), (.authorized, 2), (.provisional, 3), (.ephemeral, 4),
    ])
    func authorizationStatus(status: AuthorizationStatus, raw: Int) {
        #expect(status.rawValue == raw)
        #expect(AuthorizationStatus(rawValue: raw) == status)
        #expect(AuthorizationStatus(name: status.description) == status)
    }

    @Test(arguments: [
        (AuthorizationOptions.badge, UInt(1)), (.sound, 2), (.alert, 4), (.carPlay, 8), (.criticalAlert, 16),
        (.providesAppNotificationSettings, 32), (.provisional, 64), (.announcement, 128), (.timeSensitive, 256),
    ])
    func authorizationOptions(option: AuthorizationOptions, raw: UInt) {
        #expect(UInt(option.rawValue) == raw)
    }

    @Test(arguments: [
        (PresentationOptions.badge, UInt(1)), (.sound, 2), (.alert, 4), (.list, 8), (.banner, 16),
    ])
    func presentationOptions(option: PresentationOptions, raw: UInt) {
        #expect(UInt(option.rawValue) == raw)
    }

    @Test(arguments: [
        (CategoryOptions.customDismissAction, UInt(1)), (.allowInCarPlay, 2), (.hiddenPreviewsShowTitle, 4),
        (.hiddenPreviewsShowSubtitle, 8), (.allowAnnouncement, 16),
    ])
    func categoryOptions(option: CategoryOptions, raw: UInt) {
        #expect(UInt(option.rawValue) == raw)
    }

    @Test func everyOptionHasAName() {
        #expect(AuthorizationOptions.named.count == 9)
        #expect(PresentationOptions.named.count == 5)
        #expect(CategoryOptions.named.count == 5)
        #expect(AuthorizationOptions([.alert, .badge]).names == ["badge", "alert"])
    }

    @Test func statusesThatAllowDelivery() {
        #expect(AuthorizationStatus.allCases.filter(\.allowsDelivery) == [.authorized, .provisional, .ephemeral])
    }
}
