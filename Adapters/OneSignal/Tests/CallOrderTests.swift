import OneSignalAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// Calls the app makes one after another take effect in that order: the guide's request sample, then
/// its provisional sample at once, with nothing awaited in between.
@Suite struct CallOrderTests {
    /// The provisional registration made right after a request sees the request's answer: it asks iOS
    /// nothing more and hears `true` after the request's block heard its answer.
    @Test(arguments: [SystemPromptAnswer.allow, .dontAllow])
    func aProvisionalRegistrationRightAfterARequestComesAfterIt(_ answer: SystemPromptAnswer) async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: answer))
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        let heard = ReportLog<String>()
        notifications.requestPermission { accepted in heard.append("request: \(accepted)") }
        notifications.registerForProvisionalAuthorization { accepted in heard.append("provisional: \(accepted)") }
        await notifications.waitUntilIdle()
        #expect(heard.all == ["request: \(answer == .allow)", "provisional: true"])
        #expect(device.requests == 1)
        #expect(device.status == (answer == .allow ? .authorized : .denied))
    }

    /// The `async` request made right after the provisional form's call comes after it: the provisional
    /// registration is quiet, then the request upgrades it with the prompt.
    @Test func anAsyncRequestRightAfterAProvisionalRegistrationComesAfterIt() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        notifications.registerForProvisionalAuthorization { _ in }
        #expect(await notifications.requestPermission())
        #expect(device.requests == 2)
        #expect(device.promptsShown == 1)
    }
}
