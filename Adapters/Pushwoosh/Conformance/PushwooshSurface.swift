import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PushwooshAdapter

/// The Pushwoosh-style adapter's public forms the README documents, each made through the public
/// builder API as an app makes it: a runtime over the environment with the registration callback set
/// (it records what it hears), then `Pushwoosh.configure.pushPrimer` built with the seed's basic card.
enum PushwooshSurface {
    /// The fire-and-forget form with `setup`'s builder, its completion recorded.
    private static func present(
        _ name: String, _ setup: @escaping @Sendable (PWPushPrimerBuilder) -> PWPushPrimerBuilder
    )
        -> PublicForm<PushwooshRuntime>
    {
        PublicForm(name) { runtime, context in
            setup(PushwooshProfile.basicCard(runtime.configure.pushPrimer)).present { outcome in
                context.heard("pushPrimer completion", "\(outcome)")
            }
        }
    }

    static let surface = PublicSurface(
        launch: { context in
            let runtime = PushwooshRuntime(environment: context.environment)
            runtime.configure.onPushRegistration { event in context.heard("onPushRegistration", ".\(event)") }
            return runtime
        },
        forms: [
            present("present(_:)") { $0 },
            present("present(_:) fallbackToSettings(false)") { $0.fallbackToSettings(false) },
            present("present(_:) minInterval(86400)") { $0.minInterval(86_400) },
            present("present(_:) style(.sheet)") { $0.style(.sheet) },
            PublicForm("present()") { runtime, _ in PushwooshProfile.basicCard(runtime.configure.pushPrimer).present()
            },
            PublicForm("presentAsync(_:)") { runtime, context in
                let result = await PushwooshProfile.basicCard(runtime.configure.pushPrimer).presentAsync()
                context.heard("presentAsync", "\(result.outcome)")
            },
        ],
        waitUntilIdle: { await $0.waitUntilIdle() })
}
