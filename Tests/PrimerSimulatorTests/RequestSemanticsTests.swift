@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// iOS's `requestAuthorization` semantics, status by status.
@Suite struct RequestSemanticsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var start: AuthorizationStatus
        var options: AuthorizationOptions
        var answer: SystemPromptAnswer
        var prompts: Int
        var granted: Bool
        var end: AuthorizationStatus
        var testDescription: String { "\(start) \(options.names) \(answer)" }
    }

    @Test(arguments: [
        Case(start: .notDetermined, options: .standard, answer: .allow, prompts: 1, granted: true, end: .authorized),
        Case(start: .notDetermined, options: .standard, answer: .dontAllow, prompts: 1, granted: false, end: .denied),
        Case(
            start: .notDetermined, options: [.alert, .provisional], answer: .dontAllow, prompts: 0, granted: true,
            end: .provisional),
        Case(start: .provisional, options: .standard, answer: .allow, prompts: 1, granted: true, end: .authorized),
        Case(start: .provisional, options: .standard, answer: .dontAllow, prompts: 1, granted: false, end: .denied),
        Case(
            start: .provisional, options: [.alert, .provisional], answer: .allow, prompts: 0, granted: true,
            end: .provisional),
        Case(start: .denied, options: .standard, answer: .allow, prompts: 0, granted: false, end: .denied),
        Case(start: .authorized, options: .standard, answer: .dontAllow, prompts: 0, granted: true, end: .authorized),
        Case(start: .ephemeral, options: .standard, answer: .dontAllow, prompts: 0, granted: true, end: .ephemeral),
    ])
    func request(_ example: Case) async throws {
        let device = SimulatedDevice(
            status: example.start,
            user: ScriptedUser(promptAnswers: [example.answer]))
        let granted = try await device.environment.permissions.requestAuthorization(options: example.options)
        #expect(granted == example.granted)
        #expect(device.promptsShown == example.prompts)
        #expect(device.status == example.end)
        #expect(device.trace.first == .requestAuthorization(example.options))
    }

    @Test func thePromptShowsOnceEvenWhenAskedAgain() async throws {
        let device = SimulatedDevice(user: ScriptedUser(promptAnswers: [.dontAllow, .allow]))
        let permissions = device.environment.permissions
        #expect(try await permissions.requestAuthorization(options: .standard) == false)
        #expect(try await permissions.requestAuthorization(options: .standard) == false)
        #expect(device.promptsShown == 1)
        #expect(device.requests == 2)
    }

    @Test func aScriptedRequestFailureThrowsWithoutAPrompt() async {
        let device = SimulatedDevice()
        device.requestFailure = "boom"
        await #expect(throws: SimulatedRequestError.self) {
            try await device.environment.permissions.requestAuthorization(options: .standard)
        }
        #expect(device.promptsShown == 0)
        #expect(device.status == .notDetermined)
    }
}
