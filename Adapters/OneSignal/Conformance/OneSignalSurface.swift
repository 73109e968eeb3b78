import OneSignalAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Every public call form of the OneSignal-style adapter the README documents, each made through the
/// public API as an app makes it. The launch is the guide's: `OneSignal.initialize`, then a permission
/// observer and a push subscription observer added (they record what they hear). What a form's
/// completion hears, and what a property read returns, is recorded as an app call of the form's name.
enum OneSignalSurface {
    /// The launched app: the SDK's instance, its push subscription, and the observer it keeps alive.
    struct App: Sendable {
        let notifications: OSNotifications
        /// `OneSignal.User.pushSubscription` of this instance.
        let subscription: OSPushSubscription
        let observer: OneSignalTraceObserver
    }

    static let surface = PublicSurface(
        launch: { context in
            let notifications = await PrimerPlatform.withEnvironment(context.environment) {
                OneSignal.initialize(OneSignalDriver.appId, withLaunchOptions: nil)
                return OneSignal.Notifications
            }
            await notifications.waitUntilIdle()
            let observer = OneSignalTraceObserver(context)
            notifications.addPermissionObserver(observer)
            let subscription = notifications.pushSubscription
            subscription.addObserver(observer)
            return App(notifications: notifications, subscription: subscription, observer: observer)
        },
        forms: forms,
        waitUntilIdle: { await $0.notifications.waitUntilIdle() },
        stop: { app in
            await app.notifications.stop()
            app.notifications.removePermissionObserver(app.observer)
            app.subscription.removeObserver(app.observer)
        })

    private static var forms: [PublicForm<App>] {
        var forms = requests
        forms += provisional
        forms += reads
        forms += subscription
        forms += observers
        return forms
    }

    private static let requests: [PublicForm<App>] = [
        PublicForm("OneSignal.Notifications.requestPermission(_:)") { app, context in
            app.notifications.requestPermission { context.heard("requestPermission completion", "\($0)") }
        },
        PublicForm("OneSignal.Notifications.requestPermission(_:fallbackToSettings: true)") { app, context in
            app.notifications.requestPermission(
                { context.heard("requestPermission completion", "\($0)") }, fallbackToSettings: true)
        },
        PublicForm("OneSignal.Notifications.requestPermission(_:fallbackToSettings: false)") { app, context in
            app.notifications.requestPermission(
                { context.heard("requestPermission completion", "\($0)") }, fallbackToSettings: false)
        },
        PublicForm("OneSignal.Notifications.requestPermission(nil, fallbackToSettings: true)") { app, _ in
            app.notifications.requestPermission(nil, fallbackToSettings: true)
        },
        PublicForm("await OneSignal.Notifications.requestPermission(fallbackToSettings: true)") { app, context in
            let accepted = await app.notifications.requestPermission(fallbackToSettings: true)
            context.heard("requestPermission async", "\(accepted)")
        },
        PublicForm("await OneSignal.Notifications.requestPermission(fallbackToSettings: false)") { app, context in
            let accepted = await app.notifications.requestPermission(fallbackToSettings: false)
            context.heard("requestPermission async", "\(accepted)")
        },
    ]

    private static let provisional: [PublicForm<App>] = [
        PublicForm("OneSignal.Notifications.registerForProvisionalAuthorization(_:)") { app, context in
            app.notifications.registerForProvisionalAuthorization {
                context.heard("registerForProvisionalAuthorization completion", "\($0)")
            }
        },
        PublicForm("await OneSignal.Notifications.registerForProvisionalAuthorization()") { app, context in
            let accepted = await app.notifications.registerForProvisionalAuthorization()
            context.heard("registerForProvisionalAuthorization async", "\(accepted)")
        },
    ]

    private static let reads: [PublicForm<App>] = [
        PublicForm("OneSignal.Notifications.permission") { app, context in
            context.heard("permission", "\(app.notifications.permission)")
        },
        PublicForm("OneSignal.Notifications.permissionNative") { app, context in
            context.heard("permissionNative", "\(app.notifications.permissionNative.rawValue)")
        },
        PublicForm("OneSignal.Notifications.canRequestPermission") { app, context in
            context.heard("canRequestPermission", "\(app.notifications.canRequestPermission)")
        },
    ]

    private static let subscription: [PublicForm<App>] = [
        PublicForm("OneSignal.User.pushSubscription.optIn()") { app, _ in app.subscription.optIn() },
        PublicForm("OneSignal.User.pushSubscription.optOut()") { app, _ in app.subscription.optOut() },
        PublicForm("OneSignal.User.pushSubscription.optedIn") { app, context in
            context.heard("pushSubscription.optedIn", "\(app.subscription.optedIn)")
        },
        PublicForm("OneSignal.User.pushSubscription.token") { app, context in
            context.heard("pushSubscription.token", app.subscription.token ?? "nil")
        },
        PublicForm("OneSignal.User.pushSubscription.id") { app, context in
            context.heard("pushSubscription.id", app.subscription.id ?? "nil")
        },
    ]

    private static let observers: [PublicForm<App>] = [
        PublicForm("OneSignal.Notifications.removePermissionObserver(_:)") { app, _ in
            app.notifications.removePermissionObserver(app.observer)
        },
        PublicForm("OneSignal.Notifications.addPermissionObserver(_:)") { app, _ in
            app.notifications.addPermissionObserver(app.observer)
        },
        PublicForm("OneSignal.User.pushSubscription.removeObserver(_:)") { app, _ in
            app.subscription.removeObserver(app.observer)
        },
    ]
}

/// The app's observer of the permission and of the push subscription: records each call, its
/// arguments and its thread in the device's trace.
@MainActor
final class OneSignalTraceObserver: OSNotificationPermissionObserver, OSPushSubscriptionObserver {
    nonisolated let context: SurfaceContext

    nonisolated init(_ context: SurfaceContext) { self.context = context }

    func onNotificationPermissionDidChange(_ permission: Bool) {
        context.heard("onNotificationPermissionDidChange", "\(permission)")
    }

    func onPushSubscriptionDidChange(state: OSPushSubscriptionChangedState) {
        context.heard("onPushSubscriptionDidChange", Self.render(state.previous), Self.render(state.current))
    }

    /// `optedIn <Bool> token <hex or nil> id <id or nil>`.
    nonisolated static func render(_ state: OSPushSubscriptionState) -> String {
        "optedIn \(state.optedIn) token \(state.token ?? "nil") id \(state.id ?? "nil")"
    }
}
