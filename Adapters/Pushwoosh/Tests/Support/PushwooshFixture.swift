import PrimerConformance
import PrimerCore
import PrimerSimulator
import PushwooshAdapter

/// A simulated device with a Pushwoosh runtime over it, recording every registration callback.
struct PushwooshFixture {
    let device: SimulatedDevice
    let runtime: PushwooshRuntime
    let registrations = ReportLog<PWPushRegistrationEvent>()

    init(
        status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser(),
        presenter: (@Sendable (SimulatedDevice) -> any CardPresenter)? = nil
    ) {
        device = SimulatedDevice(status: status, user: user)
        var environment = device.environment
        if let presenter { environment = environment.with(presenter: presenter(device)) }
        runtime = PushwooshRuntime(environment: environment)
        runtime.configure.onPushRegistration(registrations.append)
    }

    /// The seed's basic card over `runtime` (this fixture's when `nil`).
    func basic(_ runtime: PushwooshRuntime? = nil) -> PWPushPrimerBuilder {
        (runtime ?? self.runtime).configure.pushPrimer
            .title("Stay in the loop")
            .message("Get notified about deals and order updates first")
            .acceptButton("Enable notifications")
            .declineButton("Not now")
    }

    /// The process restarts: a new runtime over the same device.
    func relaunch() -> PushwooshRuntime {
        device.relaunch()
        return PushwooshRuntime(environment: device.environment)
    }

    /// Presents through the async form, also collecting what the vendor completion received.
    func present(_ builder: PWPushPrimerBuilder) async -> (
        result: PWPushPrimerResult, completions: [PWPushPrimerOutcome]
    ) {
        let completions = ReportLog<PWPushPrimerOutcome>()
        let result = await builder.presentAsync(completions.append)
        return (result, completions.all)
    }

    /// The stored last-shown stamp, in epoch seconds.
    var lastShown: Double? {
        if case let .double(value) = device.disk.value(forKey: "PWPushPrimerLastShownAt") { return value }
        return nil
    }
}
