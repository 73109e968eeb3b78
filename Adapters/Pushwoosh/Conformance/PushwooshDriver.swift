import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PushwooshAdapter

/// Drives the Pushwoosh-style primer for the conformance suite and `primer-lab`, through the public
/// builder API only, as an app would: a fresh runtime over the environment, the registration callback
/// set, and one `presentAsync` per attempt with the vendor's completion; the fire-and-forget `present(_:)`
/// through ``presentPrimerInCompletionForm()``.
struct PushwooshDriver: CompletionFormDriver {
    private let runtime: PushwooshRuntime
    private let log = ReportLog<AdapterReport>()
    private let setup: @Sendable (PWPushPrimerBuilder) -> PWPushPrimerBuilder

    init(environment: PlatformEnvironment, setup: @escaping @Sendable (PWPushPrimerBuilder) -> PWPushPrimerBuilder) {
        runtime = PushwooshRuntime(environment: environment)
        self.setup = setup
        let log = log
        runtime.configure.onPushRegistration { event in
            log.append(AdapterReport(event: event.event, vendorForm: "onPushRegistration(.\(event))"))
        }
    }

    func presentPrimer() async -> DriverAttempt {
        let log = log
        let finalAnswer = LockedValue<PWPushPrimerOutcome?>(nil)
        let result = await setup(runtime.configure.pushPrimer).presentAsync { outcome in
            // `.accepted` arrives while the system request is still open; the rest is logged below,
            // where the engine's account tells a decline button from a background tap.
            if outcome == .accepted {
                log.append(AdapterReport(event: .allowTapped, vendorForm: "completion(.accepted)"))
            } else {
                finalAnswer.withLock { $0 = outcome }
            }
        }
        // The app hears any other answer through the completion (the vendor's form): nothing is reported
        // unless it was called; the result only tells its `.declined` apart (button or background tap).
        if result.outcome != .accepted, let heard = finalAnswer.withLock({ $0 }) {
            for event in Self.events(for: result) {
                log.append(AdapterReport(event: event, vendorForm: "completion(\(heard))"))
            }
        }
        return DriverAttempt(
            result: result.primerOutcome.result, vendorOutcome: result.outcome.description,
            suppression: result.primerOutcome.suppression)
    }

    /// `present(_:)` as an app calls it, then the runtime's `waitUntilIdle()`, which covers it.
    func presentPrimerInCompletionForm() async -> [String] {
        let heard = LockedValue<[String]>([])
        setup(runtime.configure.pushPrimer).present { outcome in heard.withLock { $0.append("\(outcome)") } }
        await runtime.waitUntilIdle()
        return heard.withLock { $0 }
    }

    func takeReports() async -> [AdapterReport] {
        await runtime.waitUntilIdle()
        return log.drain()
    }

    /// The engine shows the vendor's sheet through the environment's `CardPresenter`, which takes one
    /// answer per card: the sheet's second tap has nothing to reach.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        .answeredOnceByPresenter("PWPushPrimerSheetController answers its presenter once")
    }

    /// Stops listening to the runtime's callbacks (without waiting for its presents: a process killed
    /// with its card up never gets the answer they wait for).
    func stop() async { log.close() }

    /// The canonical events one completion stands for: `.redirectedToSettings` also says the user
    /// accepted, so it carries `allowTapped` before the redirect, as the engine emits them.
    private static func events(for result: PWPushPrimerResult) -> [PrimerEventName] {
        switch result.outcome {
        case .accepted: [.allowTapped]
        case .declined: [result.primerOutcome.result == .dismissed ? .dismissed : .laterTapped]
        case .suppressed: [.suppressed]
        case .redirectedToSettings: [.allowTapped, .redirectedToSettings]
        }
    }
}
