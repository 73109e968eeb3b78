import ActitoAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The Actito-style adapter's public forms the README documents, each made through the public API as an
/// app makes it: an `Actito` configured over the environment, its push module and a delegate that records
/// the callbacks it hears.
enum ActitoSurface {
    static let surface = PublicSurface(
        launch: { context in await ActitoSurfaceApp(context) },
        forms: [
            PublicForm("enableRemoteNotifications() async throws") { app, context in
                do {
                    context.heard("enableRemoteNotifications", "\(try await app.push.enableRemoteNotifications())")
                } catch {
                    context.heard("enableRemoteNotifications threw", "\(error)")
                }
            },
            PublicForm("enableRemoteNotifications(_:)") { app, context in
                await app.push.enableRemoteNotifications { result in
                    switch result {
                    case let .success(granted): context.heard("enableRemoteNotifications completion", "\(granted)")
                    case let .failure(error): context.heard("enableRemoteNotifications completion", "\(error)")
                    }
                }
            },
            PublicForm("disableRemoteNotifications() async") { app, _ in await app.push.disableRemoteNotifications() },
            PublicForm("disableRemoteNotifications(_:)") { app, context in
                await app.push.disableRemoteNotifications { result in
                    context.heard(
                        "disableRemoteNotifications completion", (try? result.get()) == nil ? "failure" : "success")
                }
            },
            PublicForm("subscription?.token") { app, context in
                context.heard("subscription", await app.push.subscription?.token ?? "nil")
            },
            PublicForm("hasRemoteNotificationsEnabled") { app, context in
                context.heard("hasRemoteNotificationsEnabled", "\(await app.push.hasRemoteNotificationsEnabled)")
            },
            PublicForm("allowedUI") { app, context in context.heard("allowedUI", "\(await app.push.allowedUI)") },
        ])
}

/// The launched app: its `Actito`, the push module and the delegate, kept alive together on the main actor.
@MainActor
final class ActitoSurfaceApp {
    let actito: Actito
    let push: ActitoPush
    let delegate: ActitoTraceDelegate

    init(_ context: SurfaceContext) {
        actito = Actito(environment: context.environment, applicationId: ActitoDriver.applicationId)
        push = actito.push()
        delegate = ActitoTraceDelegate(context)
        push.delegate = delegate
    }
}

/// The app's push delegate: records the permission callbacks it hears, with their thread.
@MainActor
final class ActitoTraceDelegate: ActitoPushDelegate {
    let context: SurfaceContext

    init(_ context: SurfaceContext) { self.context = context }

    func actito(_ actitoPush: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?) {
        context.heard("didChangeSubscription", subscription == nil ? "nil" : "token")
    }

    func actito(_ actitoPush: ActitoPush, didChangeNotificationSettings allowedUI: Bool) {
        context.heard("didChangeNotificationSettings", "\(allowedUI)")
    }

    func actito(_ actitoPush: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        context.heard("didFailToRegisterForRemoteNotificationsWithError")
    }
}
