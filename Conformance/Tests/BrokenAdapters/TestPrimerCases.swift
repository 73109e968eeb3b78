import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The test adapter's public form and the case about its stored stamp: the correct adapter passes it,
/// ``BrokenAdapter/stampInWholeSeconds`` does not.
enum TestPrimerCases {
    /// `present()`, its outcome heard as the app's call `present`.
    static func surface(fault: BrokenAdapter?) -> PublicSurface {
        PublicSurface(
            launch: { context in TestPrimer(environment: context.environment, fault: fault) },
            forms: [
                PublicForm("present()") { primer, context in
                    let outcome = await primer.present()
                    context.heard("present", outcome.result.rawValue)
                }
            ],
            waitUntilIdle: { await $0.waitUntilIdle() }, stop: { $0.stop() })
    }

    static let all = [
        VendorCase(
            "a card shown stamps the throttle at show time, in the core's double seconds",
            source: .declared(fidelityRow: "reference policy: a cooldown stamped when the card shows"),
            steps: [.user(cards: [.later]), .call("present()")],
            expected: [
                .stored(key: ReferencePolicy.make().throttle.storageKey, value: .double(1_767_225_600)),
                .heard("present", "later"),
            ])
    ]
}
