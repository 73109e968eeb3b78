@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The simulated Settings app records which page each opening showed, so the matrix and the suite can
/// tell the notification settings from the app's page (Pushwoosh's shipping SDK opens the latter).
@Suite struct SettingsDestinationTests {
    @Test(arguments: [
        (major: 15, minor: 3, page: SettingsDestination.appSettings),
        (major: 15, minor: 4, page: .notificationSettings),
        (major: 18, minor: 0, page: .notificationSettings),
    ])
    func anOpeningShowsThePageTheSystemVersionOffers(major: Int, minor: Int, page: SettingsDestination) async {
        let device = SimulatedDevice(status: .denied)
        device.systemVersion = (major, minor)
        #expect(await device.environment.settings.openNotificationSettings())
        #expect(device.settingsDestinations == [page])
    }

    @Test func aSettingsAppThatCannotOpenRecordsNoPage() async {
        let device = SimulatedDevice(status: .denied)
        device.settingsAvailable = false
        #expect(await !device.environment.settings.openNotificationSettings())
        #expect(device.settingsDestinations.isEmpty)
        #expect(SimulatedDevice().systemVersion == (18, 0))
    }
}
