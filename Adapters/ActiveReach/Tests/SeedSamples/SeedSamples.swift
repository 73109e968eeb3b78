// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The code samples of the ActiveReach push-primer page, verbatim except
// that `import ActiveReachInApp` is `import ActiveReachAdapter`. Each sample sits in a function or type so
// that a test file can hold it; the app's own pieces the samples call (`Aegis.shared.track`,
// `presentPrimerCard`) are stand-ins below. `SeedSampleTests` runs the lifecycle against the simulator.
import ActiveReachAdapter
import Foundation
import PrimerConformance
import PrimerCore

// MARK: Sample 1: Constructing the primer

func constructingThePrimer() -> (InAppPushPrimer, InAppPushPrimer.Config) {
    let primer = InAppPushPrimer(
      emit: { eventName, properties in
        Aegis.shared.track(eventName, properties: properties)
      }
    )

    // Map the operator-authored in-app campaign config into Config.
    let config = InAppPushPrimer.Config(
      campaignId: "campaign_123",
      title: "Stay in the loop",
      body: "Get order updates, back-in-stock alerts, and reward reminders.",
      allowButtonLabel: "Turn on notifications",
      laterButtonLabel: "Not right now",
      imageUrl: nil,
      icon: nil,
      cooldownDays: 7
    )
    return (primer, config)
}

// MARK: Sample 2: Wiring the lifecycle

@MainActor
func wiringTheLifecycle(primer: InAppPushPrimer, config: InAppPushPrimer.Config) {
    // 1. Don't bother if permission is already granted.
    primer.isAlreadyAuthorized { authorized in
      guard !authorized else { return }

      // 2. Respect the cooldown from a previous "Not right now".
      guard !primer.isInCooldown(cooldownDays: config.cooldownDays) else { return }

      // 3. Present your soft-ask UI, then record the display.
      presentPrimerCard(config)  // your own presentation
      primer.displayed(config: config)
    }
}

// MARK: Sample 3: Hook your card's buttons to the action methods

struct SampleCardButtons {
    let primer: InAppPushPrimer
    let config: InAppPushPrimer.Config

    // User tapped Allow → fires the system prompt, emits the outcome event.
    func onAllow() {
      primer.allowTapped(config: config)
    }

    // User tapped Not right now → records cooldown, no system prompt.
    func onLater() {
      primer.laterTapped(config: config)
    }

    // Card swiped away without a decision → treated as a soft "later".
    func onDismiss() {
      primer.dismissed(config: config)
    }
}

// MARK: Sample 4: Cooldown management

func cooldownManagement(primer: InAppPushPrimer, config: InAppPushPrimer.Config) -> Bool {
    // Should we skip showing the primer right now?
    let skip = primer.isInCooldown(cooldownDays: config.cooldownDays)

    // Clear the cooldown — e.g. when the operator resets opt-in state.
    primer.clearCooldown()
    return skip
}

// MARK: Sample 5: An App Group suite shares the cooldown across targets

func appGroupPrimer() -> InAppPushPrimer {
    let primer = InAppPushPrimer(
      emit: { Aegis.shared.track($0, properties: $1) },
      defaults: UserDefaults(suiteName: "group.com.example.app") ?? .standard
    )
    return primer
}

// MARK: The app's own pieces the samples call

/// The app's analytics client the samples forward events to.
final class Aegis: Sendable {
    static let shared = Aegis()
    let tracked = ReportLog<String>()

    func track(_ eventName: String, properties: [String: Any]) {
        let campaign = properties["campaignId"] as? String ?? "-"
        tracked.append("\(eventName)@\(campaign)")
    }
}

/// The app's card presentation: remembers which campaigns were put on screen.
@MainActor var presentedCampaigns: [String] = []

@MainActor func presentPrimerCard(_ config: InAppPushPrimer.Config) {
    presentedCampaigns.append(config.campaignId)
}
