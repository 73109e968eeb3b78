import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// ActiveReach's push primer (soft ask), as documented for the `ActiveReachInApp` product: the app shows
/// its own card from an operator-authored campaign and reports what the user does; the primer emits the
/// six canonical events, fires the one system prompt only after Allow, and keeps a cooldown after
/// "Not right now" or a dismiss.
///
/// Every request goes through the core `SoftAskEngine` with `ActiveReachPolicy.make(cooldownDays:)`, so the core's
/// promises hold: the prompt is requested only after Allow and only when iOS can still show it, a double
/// tap is one attempt, and each attempt ends in exactly one of `push_primer.permission_granted` /
/// `push_primer.permission_denied`.
///
/// What the documentation leaves open (provisional, ephemeral and denied users, the cooldown) is decided
/// in `ActiveReachPolicy.make(cooldownDays:)` and declared once, in the profile's decisions
/// (`ActiveReachProfile.decisions` in `ActiveReachConformance`), which the README lists.
///
/// Each card is a core `PrimerAttempt`, begun at `displayed(config:)` (or at a tap that comes without
/// a card on screen) after the previous card's attempt, so card actions run in call order across cards.
/// Taps belong to the last card displayed: while its Allow is being answered, another tap joins it.
/// **A card the app never answers** (no Allow, Later or dismiss before the next `displayed(config:)`) is
/// withdrawn when the next card is displayed: it emits nothing more and starts no cooldown, since the
/// documented cooldown starts only on a reported Later or dismiss.
///
/// Threading: the action methods return at once and run in call order; their `async` forms return when
/// the work is done. The completion form of ``isAlreadyAuthorized(_:)`` answers after the card actions
/// called before it. `emit` is called off the main actor, in order, synchronously from the primer's
/// executor; hand work off if your analytics call is slow. In async code the compiler picks the `async`
/// forms, so `await` them. A denied user's return from Settings is awaited by the device's engine, not
/// by the primer: `push_primer.settings_returned` is emitted even if the primer was released meanwhile.
public final class InAppPushPrimer: Sendable {
    /// Receives each event: its name and its properties.
    ///
    /// `@Sendable` because the primer calls it from its own executor. `[String: Any]` is not `Sendable`,
    /// but the dictionary is built for this call and handed over, never shared; its values are only ever
    /// `String`, `Int` or `Bool`, so a receiver that needs to keep it across threads can convert it with
    /// `properties.compactMapValues { $0 as? any Sendable }` without losing anything.
    public typealias EventEmitter = @Sendable (_ eventName: String, _ properties: [String: Any]) -> Void

    /// A card's attempt and the config of the last call made on it, which its events carry.
    private struct Card {
        let attempt: PrimerAttempt
        let config: LockedValue<Config>
    }

    private struct State {
        /// The last card displayed (or tapped without one): taps belong to it while its attempt is open.
        var card: Card?
    }

    private let softAsk: SoftAsk
    private let events: PrimerEventEmission
    private let state = LockedValue(State())

    /// Creates a primer over `environment`'s ports (a simulated device in tests and on Linux), keeping
    /// the cooldown in `store` when given, otherwise in the environment's store. Instances over the same
    /// store share the cooldown.
    public init(emit: @escaping EventEmitter, environment: PlatformEnvironment, store: (any KeyValueStore)? = nil) {
        events = PrimerEventEmission(emit: emit)
        // Every event comes from a card's attempt, whose own sink adds the card's config.
        softAsk = SoftAsk(
            policy: ActiveReachPolicy.make(), environment: store.map(environment.with(store:)) ?? environment)
    }

    /// Creates a primer that keeps its cooldown in `defaults` (pass an App Group suite such as
    /// `UserDefaults(suiteName: "group.com.example.app")` to share it across targets) and talks to the
    /// system through the platform the app bootstrapped (`PrimerPlatform.environment`: the live ports on
    /// iOS with no set-up; a test's override). The app shows its own card.
    public convenience init(emit: @escaping EventEmitter, defaults: UserDefaults = .standard) {
        self.init(emit: emit, environment: PrimerPlatform.environment, store: UserDefaultsBridge(defaults))
    }

    // MARK: Checks

    /// Tells `completion`, on the main actor, whether the user already allows notifications in a way
    /// that leaves nothing to ask for (authorized or ephemeral; provisional users can still be upgraded).
    /// Present your card from inside it.
    public func isAlreadyAuthorized(_ completion: @escaping @MainActor @Sendable (Bool) -> Void) {
        let card = state.withLock { $0.card?.attempt }
        softAsk.environment.spawner.spawn { [self] in
            await card?.waitForMoves()
            let authorized = await isAlreadyAuthorized()
            await completion(authorized)
        }
    }

    /// Whether the user already allows notifications in a way that leaves nothing to ask for.
    public func isAlreadyAuthorized() async -> Bool {
        let status = await softAsk.currentStatus()
        return softAsk.policy.action(for: status) == .suppress(.alreadyAuthorized)
    }

    /// Whether "Not right now" or a dismiss happened less than `cooldownDays` days ago. Zero or negative
    /// days mean no cooldown; a stamp that cannot be read (corrupt, or further ahead than the cooldown
    /// after the clock moved back) counts as none.
    public func isInCooldown(cooldownDays: Int) -> Bool {
        softAsk.isThrottled(period: TimeInterval(max(cooldownDays, 0)) * 86_400)
    }

    /// Forgets the cooldown (for example when the operator resets opt-in state).
    public func clearCooldown() {
        softAsk.clearThrottle()
    }

    // MARK: Card actions (fire and forget, run in call order)

    /// Records that your card is on screen: emits `in_app.displayed`.
    public func displayed(config: Config) {
        _ = startDisplay(config)
    }

    /// The user tapped Allow: emits `push_primer.allow_tapped`, sends the system request through the
    /// engine and emits its outcome; registers for remote notifications on grant. Taps while an Allow is
    /// still being answered (before the next `displayed(config:)`) are part of it and emit nothing more.
    public func allowTapped(config: Config) {
        _ = startAllow(config)
    }

    /// The user tapped "Not right now": records the cooldown, then emits `push_primer.later_tapped`.
    public func laterTapped(config: Config) {
        _ = startDecline(.later, config)
    }

    /// The card went away without a choice: records the cooldown (a soft "not right now"), then emits
    /// `in_app.dismissed`.
    public func dismissed(config: Config) {
        _ = startDecline(.dismiss, config)
    }

    // MARK: Async forms (named `…Async`: a same-name `async` overload would be chosen inside every `async`
    // function, where the vendor's fire-and-forget call would then need an `await`)

    /// ``displayed(config:)``, returning once the event is emitted.
    public func displayedAsync(config: Config) async {
        await startDisplay(config).value
    }

    /// ``allowTapped(config:)``, returning the attempt's outcome once its events are emitted.
    @discardableResult
    public func allowTappedAsync(config: Config) async -> PrimerOutcome {
        await startAllow(config).value
    }

    /// ``laterTapped(config:)``, returning once the cooldown is recorded and the event emitted.
    @discardableResult
    public func laterTappedAsync(config: Config) async -> PrimerOutcome {
        await startDecline(.later, config).value
    }

    /// ``dismissed(config:)``, returning once the cooldown is recorded and the event emitted.
    @discardableResult
    public func dismissedAsync(config: Config) async -> PrimerOutcome {
        await startDecline(.dismiss, config).value
    }

    /// Returns once every action called so far (and whatever their completions called) has finished:
    /// for tests and for code that mixes the fire-and-forget forms with checks. The work is the
    /// environment's (its spawner's), so this also waits for other primers' work over that environment.
    public func waitUntilIdle() async {
        await softAsk.environment.spawner.waitUntilIdle()
    }

    /// A card button tapped now (`.accept` is Allow, `.later` "Not right now", `.dismiss` the card gone),
    /// as the fire-and-forget forms do, with the task that resolves it: the conformance driver makes two
    /// taps before either is answered and awaits their outcomes after.
    package func tap(_ answer: CardAnswer, config: Config) -> Task<PrimerOutcome, Never> {
        switch answer {
        case .accept: startAllow(config)
        case .later, .dismiss, .failedToPresent, .presenterMissing:
            startDecline(answer == .later ? .later : .dismiss, config)
        }
    }

    // MARK: Internals

    // The attempt is picked and its move scheduled under the lock, so concurrent calls keep one order.
    // Each call sets its card's config, so the events its move causes carry the config it was called with.

    private func startDisplay(_ config: Config) -> Task<Void, Never> {
        state.withLock { state in
            // The previous card, if never answered, ends here (see the type's documentation).
            state.card?.attempt.withdraw()
            let card = begin(config, after: state.card)
            state.card = card
            return card.attempt.displayed()
        }
    }

    private func startAllow(_ config: Config) -> Task<PrimerOutcome, Never> {
        answer(config) { $0.accept() }
    }

    private func startDecline(_ answer: CardAnswer, _ config: Config) -> Task<PrimerOutcome, Never> {
        // A Later or dismiss while Allow is being answered joins it; otherwise the attempt stamps the
        // cooldown at the call, so an `isInCooldown` right after it already says so.
        self.answer(config) { $0.decline(answer) }
    }

    /// A tap: on the card on screen while it is open, otherwise on a new attempt after it.
    private func answer(
        _ config: Config, _ move: (PrimerAttempt) -> Task<PrimerOutcome, Never>
    ) -> Task<PrimerOutcome, Never> {
        state.withLock { state in
            let card: Card
            if let open = state.card, open.attempt.isOpen {
                card = open
                card.config.withLock { $0 = config }
            } else {
                card = begin(config, after: state.card)
                state.card = card
            }
            return move(card.attempt)
        }
    }

    /// A new card's attempt, after `previous`'s moves; its events carry the card's config. A card whose
    /// campaign has no cooldown runs without a throttle: its Later or dismiss starts none, so it writes
    /// no stamp another campaign's `isInCooldown` would then read.
    private func begin(_ config: Config, after previous: Card?) -> Card {
        let current = LockedValue(config)
        let ask = SoftAsk(
            policy: ActiveReachPolicy.make(cooldownDays: config.cooldownDays), environment: softAsk.environment)
        let attempt = ask.beginAttempt(campaignId: config.campaignId, after: previous?.attempt) {
            [events] event in
            events.send(event, config: current.withLock { $0 })
        }
        return Card(attempt: attempt, config: current)
    }
}
