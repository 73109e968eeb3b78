import ActiveReachAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The ActiveReach-style adapter's public forms the README documents, each made through the public API
/// as the sample app makes it: an `InAppPushPrimer` whose emitter records each event as a vendor analytics
/// event (its properties rendered as text), and the sample campaign's config. The app shows its own card,
/// so the user's answer is the button handler the app calls (`allowTapped`, `laterTapped`, `dismissed`).
enum ActiveReachSurface {
    private static let config = ActiveReachDriver.config

    static let surface = PublicSurface(
        launch: { context in
            InAppPushPrimer(
                emit: { name, properties in
                    context.analytics(name, properties.mapValues { "\($0)" })
                }, environment: context.environment)
        },
        forms: [
            PublicForm("isAlreadyAuthorized(_:)") { primer, context in
                primer.isAlreadyAuthorized { context.heard("isAlreadyAuthorized completion", "\($0)") }
            },
            PublicForm("isAlreadyAuthorized() async") { primer, context in
                context.heard("isAlreadyAuthorized async", "\(await primer.isAlreadyAuthorized())")
            },
            PublicForm("isInCooldown(cooldownDays: 7)") { primer, context in
                context.heard("isInCooldown", "\(primer.isInCooldown(cooldownDays: 7))")
            },
            PublicForm("clearCooldown()") { primer, _ in primer.clearCooldown() },
            PublicForm("displayed(config:)") { primer, _ in primer.displayed(config: config) },
            PublicForm("allowTapped(config:)") { primer, _ in primer.allowTapped(config: config) },
            PublicForm("laterTapped(config:)") { primer, _ in primer.laterTapped(config: config) },
            PublicForm("dismissed(config:)") { primer, _ in primer.dismissed(config: config) },
            PublicForm("displayedAsync(config:)") { primer, _ in await primer.displayedAsync(config: config) },
            PublicForm("allowTappedAsync(config:)") { primer, context in
                context.heard("allowTappedAsync", (await primer.allowTappedAsync(config: config)).result.rawValue)
            },
            PublicForm("laterTappedAsync(config:)") { primer, context in
                context.heard("laterTappedAsync", (await primer.laterTappedAsync(config: config)).result.rawValue)
            },
            PublicForm("dismissedAsync(config:)") { primer, context in
                context.heard("dismissedAsync", (await primer.dismissedAsync(config: config)).result.rawValue)
            },
        ],
        waitUntilIdle: { await $0.waitUntilIdle() })
}
