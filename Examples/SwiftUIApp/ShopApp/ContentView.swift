#if canImport(SwiftUI) && os(iOS)
import PrimerCore
import PrimerUI
import PushwooshAdapter
import SwiftUI

/// The shop's notification settings: what the status allows, and the one button that fits it.
@MainActor struct ContentView: View {
    @ObservedObject var permission: PermissionStatusObject
    @State private var lastResult = ""

    var body: some View {
        NavigationView {
            List {
                Section("Order updates") {
                    Label(
                        permission.summary.deliversNotifications ? "On" : "Off",
                        systemImage: permission.summary.deliversNotifications ? "bell.fill" : "bell.slash")
                    if permission.summary.canAsk {
                        Button("Turn on notifications") { Task { await askWithPrimer() } }
                    } else if permission.summary.needsSettings {
                        Button("Open Settings") { Task { _ = await permission.openSettings() } }
                    }
                }
                if !lastResult.isEmpty {
                    Section("Last primer") { Text(lastResult).font(.footnote) }
                }
            }
            .navigationTitle("Notifications")
        }
    }

    /// The Pushwoosh-style primer; its card appears through `.primerCard(_:)` on the root view.
    private func askWithPrimer() async {
        let result = await Pushwoosh.configure.pushPrimer
            .title("Never miss a delivery")
            .message("We tell you when your parcel is close, and nothing else.")
            .presentAsync()
        lastResult = "\(result.outcome)"
        await permission.refresh()
    }
}
#endif
