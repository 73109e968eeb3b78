/// Every public call form and setting of an adapter (``AdapterDescriptor/surface``): how an app launches
/// it, and each ``PublicForm`` by name. Vendor cases (``VendorCase``) call forms by these names, and
/// ``ConformanceCheck/vendorCases`` also calls every form twice from each status a user can be in, so a
/// form no case names is still called (one that never returns fails at the check's deadline).
public struct PublicSurface: Sendable {
    /// The names of the forms, in declaration order.
    public let forms: [String]
    /// Launches the adapter as a new process of the app would, over the context's ports.
    let launch: @Sendable (SurfaceContext) async -> LaunchedSurface

    /// A surface whose app is launched by `launch` (the vendor's set-up calls, the app's observers and
    /// delegates registered, recording through the context), whose `forms` act on it, `waitUntilIdle`
    /// waits for the adapter's own fire-and-forget work (the device's is waited for by the runner), and
    /// `stop` ends what the launch started (observers, callbacks): the process is over.
    public init<App: Sendable>(
        launch: @escaping @Sendable (SurfaceContext) async -> App, forms: [PublicForm<App>],
        waitUntilIdle: @escaping @Sendable (App) async -> Void = { _ in },
        stop: @escaping @Sendable (App) async -> Void = { _ in }
    ) {
        self.forms = forms.map(\.name)
        let byName = Dictionary(forms.map { ($0.name, $0.perform) }, uniquingKeysWith: { first, _ in first })
        self.launch = { context in
            let app = await launch(context)
            return LaunchedSurface(
                perform: { name in
                    guard let perform = byName[name] else { return false }
                    await perform(app, context)
                    return true
                },
                waitUntilIdle: { await waitUntilIdle(app) }, stop: { await stop(app) })
        }
    }
}

/// One launched process of a ``PublicSurface``'s app.
struct LaunchedSurface: Sendable {
    /// Performs the named form; `false` when the surface declares none by that name.
    let perform: @Sendable (String) async -> Bool
    let waitUntilIdle: @Sendable () async -> Void
    let stop: @Sendable () async -> Void
}
