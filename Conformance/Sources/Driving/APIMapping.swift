/// Which call or callback does a common job (for migration hints).
public struct APIMapping: Sendable, Hashable, Codable {
    /// The common job, one of ``Concept``'s values.
    public var concept: Concept
    /// The vendor's call, callback or setting.
    public var call: String

    public init(_ concept: Concept, _ call: String) {
        self.concept = concept
        self.call = call
    }

    /// The jobs every primer API does somehow.
    public enum Concept: String, Sendable, Hashable, Codable, CaseIterable {
        /// Build and show the card.
        case showPrimer
        /// Learn the final answer.
        case observeOutcome
        /// Receive analytics events.
        case observeEvents
        /// Configure throttling.
        case configureThrottle
        /// Reset throttling.
        case resetThrottle
        /// Configure what denied users get.
        case configureDenied
        /// Choose the requested options.
        case configureOptions
        /// Learn about registration / the token.
        case observeRegistration
        /// Check the current permission.
        case checkStatus
    }
}
