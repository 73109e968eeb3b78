import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The fluent primer builder that `Pushwoosh.configure.pushPrimer` returns, fresh on every access.
///
/// Setters change this builder and return it, so both a chain and a builder kept in a variable work as
/// with the vendor's Objective-C builder; each `present` takes a snapshot, so changing the builder
/// afterwards never changes a card already on its way. The builder is safe to share between tasks.
public final class PWPushPrimerBuilder: Sendable {
    private let runtime: PushwooshRuntime?
    private let settings = LockedValue(PWPushPrimerConfiguration())

    init(runtime: PushwooshRuntime?) {
        self.runtime = runtime
    }

    /// A builder attached to no runtime, as off iOS: for reading the configuration a setup closure
    /// produces (the adapter's conformance profile does). Presenting through it ends `.suppressed`.
    package static func unattached() -> PWPushPrimerBuilder {
        PWPushPrimerBuilder(runtime: nil)
    }

    /// Everything set so far.
    public var configuration: PWPushPrimerConfiguration { settings.withLock { $0 } }

    /// What `present` would show with the current settings, and the issues it would report.
    public var resolution: PWPushPrimerResolution { PWPushPrimerResolution(configuration) }

    // MARK: Presenting

    /// Decides, shows the card when the decision order allows it (the README's Behaviour), and calls `completion` once with the outcome.
    /// Safe to call from any thread, any number of times: at most one primer is on screen and every
    /// other call ends `.suppressed`.
    public func present(_ completion: PWPushPrimerCompletion? = nil) {
        let configuration = configuration
        guard let runtime else {
            completion?(.suppressed)
            return
        }
        let call = runtime.beginAttempt(configuration, completion: completion)
        runtime.environment.spawner.spawn { _ = await runtime.present(configuration, call) }
    }

    /// The `async` form of ``present(_:)``: returns once the attempt has ended, with the vendor outcome
    /// and the final answer (the status the system request left). `completion`, when given, is called
    /// exactly as by ``present(_:)``, before this returns.
    ///
    /// Named apart from `present()` on purpose: an `async` overload of the same name would be chosen
    /// inside every `async` function and break the vendor's `.present()` there.
    public func presentAsync(_ completion: PWPushPrimerCompletion? = nil) async -> PWPushPrimerResult {
        let configuration = configuration
        guard let runtime else {
            completion?(.suppressed)
            // No runtime, so no device and no engine to ask: nothing is known of the status.
            return PWPushPrimerResult(
                outcome: .suppressed,
                primerOutcome: .suppressed(.invalidConfiguration, status: .notDetermined, campaignId: nil),
                issues: [.noRuntime])
        }
        return await runtime.present(configuration, runtime.beginAttempt(configuration, completion: completion))
    }

    // MARK: Setters

    private func update(_ change: (inout PWPushPrimerConfiguration) -> Void) -> PWPushPrimerBuilder {
        settings.withLock { change(&$0) }
        return self
    }

    /// Alert (default) or sheet.
    @discardableResult public func style(_ style: PWPushPrimerStyle) -> PWPushPrimerBuilder {
        update { $0.style = style }
    }

    /// Sheet position (default `.bottom`); ignored for `.alert`.
    @discardableResult public func position(_ position: PWPushPrimerPosition) -> PWPushPrimerBuilder {
        update { $0.position = position }
    }

    /// The headline (required: an empty title suppresses the card).
    @discardableResult public func title(_ title: String) -> PWPushPrimerBuilder {
        update { $0.title = title }
    }

    /// The explanation (required: an empty message suppresses the card).
    @discardableResult public func message(_ message: String) -> PWPushPrimerBuilder {
        update { $0.message = message }
    }

    /// The accept button title (default "Allow").
    @discardableResult public func acceptButton(_ title: String) -> PWPushPrimerBuilder {
        update { $0.acceptButton = title }
    }

    /// The decline button title (default "Not now").
    @discardableResult public func declineButton(_ title: String) -> PWPushPrimerBuilder {
        update { $0.declineButton = title }
    }

    /// A local image; it takes precedence over ``imageURL(_:)``. `nil` clears it.
    @discardableResult public func image(_ image: PWPushPrimerImage?) -> PWPushPrimerBuilder {
        update { $0.image = image }
    }

    /// A remote image (absolute https URL); ignored when a local image is set or the URL is invalid.
    @discardableResult public func imageURL(_ url: String) -> PWPushPrimerBuilder {
        update { $0.imageURL = url }
    }

    /// Solid card background.
    @discardableResult public func backgroundColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.backgroundColor = color }
    }

    /// Soft multi-colour background gradient; overrides ``backgroundColor(_:)``.
    @discardableResult public func backgroundGradient(_ colors: [PWPushPrimerColor]) -> PWPushPrimerBuilder {
        update { $0.backgroundGradient = colors }
    }

    /// Title text colour.
    @discardableResult public func titleColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.titleColor = color }
    }

    /// Message text colour.
    @discardableResult public func messageColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.messageColor = color }
    }

    /// Accept button background; also tints the default icon.
    @discardableResult public func acceptButtonColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.acceptButtonColor = color }
    }

    /// Accept button text colour.
    @discardableResult public func acceptButtonTextColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.acceptButtonTextColor = color }
    }

    /// Decline button background.
    @discardableResult public func declineButtonColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.declineButtonColor = color }
    }

    /// Decline button text colour.
    @discardableResult public func declineButtonTextColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.declineButtonTextColor = color }
    }

    /// Card corner radius in points (the layout's own when unset). `Double` rather than the vendor's
    /// `CGFloat` so a literal needs no Foundation import; a `CGFloat` converts implicitly.
    @discardableResult public func cornerRadius(_ radius: Double) -> PWPushPrimerBuilder {
        update { $0.cornerRadius = radius }
    }

    /// Corner radius of both buttons in points (the layout's own when unset).
    @discardableResult public func buttonCornerRadius(_ radius: Double) -> PWPushPrimerBuilder {
        update { $0.buttonCornerRadius = radius }
    }

    /// Border colour of both buttons (no border when unset).
    @discardableResult public func buttonBorderColor(_ color: PWPushPrimerColor) -> PWPushPrimerBuilder {
        update { $0.buttonBorderColor = color }
    }

    /// Whether a denied user sees the card and goes to Settings on accept (default `true`) or sees
    /// nothing.
    @discardableResult public func fallbackToSettings(_ enabled: Bool) -> PWPushPrimerBuilder {
        update { $0.fallbackToSettings = enabled }
    }

    /// Minimum seconds between two shows, counted from the moment a card shows and kept across
    /// launches (default `0`: no throttle). Negative or non-finite values mean no throttle.
    @discardableResult public func minInterval(_ seconds: TimeInterval) -> PWPushPrimerBuilder {
        update { $0.minInterval = seconds }
    }
}
