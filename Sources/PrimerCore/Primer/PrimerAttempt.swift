/// One primer attempt, handed out by the device's engine (``SoftAsk/beginAttempt(campaignId:)``).
///
/// It is created synchronously where the app's call is made, so attempts are ordered by construction:
/// an attempt decides (shows its card or is suppressed) only after every attempt begun before it on the
/// same device has decided, however the tasks that drive them are scheduled. Its moves are synchronous
/// calls that schedule the move and return its task (await `.value` for the result), so they run in the
/// order they were called, even from fire-and-forget vendor APIs. Every ``PrimerEvent`` it causes carries
/// its ``id`` (``PrimerEvent/attempt``), so an adapter finds the call an event belongs to without tagging
/// the card.
///
/// Engine-presented cards use ``run(_:)``; cards the app presents itself use ``displayed()``, then
/// ``accept()`` or ``decline(_:)``. Moves never overlap: a second tap runs once the first has been
/// answered, so it acts on the status the first left and never sends a second request (an accept of
/// another attempt still in flight is joined by the engine, as ``SoftAsk/accept(campaignId:)`` says).
public final class PrimerAttempt: Sendable {
    /// The attempt's number on this device's engine: unique per process, increasing in call order.
    public let id: PrimerAttemptID
    /// The campaign its card belongs to, when there is one.
    public let campaignId: String?
    private let ask: SoftAsk
    private let turn: AttemptTurn
    private let moves = OrderedMoves()

    init(id: PrimerAttemptID, campaignId: String?, ask: SoftAsk, turn: AttemptTurn) {
        self.id = id
        self.campaignId = campaignId
        self.turn = turn
        // Every event of this attempt carries its id; the card showing (or not) is its decision.
        self.ask = SoftAsk(policy: ask.policy, environment: ask.environment) { [turn] event in
            var event = event
            event.attempt = id
            if event.name == .displayed || event.name == .suppressed { turn.markDecided() }
            ask.emit(event)
        }
    }

    /// Runs the whole attempt with an engine-presented `card` (its campaign is the attempt's): decides
    /// after every earlier attempt has decided, shows the card through the environment's presenter and
    /// resolves the answer, as ``SoftAsk/run(_:)``.
    @discardableResult
    public func run(_ card: PrimerCard) -> Task<PrimerOutcome, Never> {
        moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            var card = card
            card.campaignId = campaignId
            return await ask.run(card)
        }
    }

    /// Ends the attempt without a card (the app decided not to show one, for example because its
    /// configuration is invalid): waits for its turn, so later attempts still decide in call order, and
    /// emits nothing.
    @discardableResult
    public func withdraw() -> Task<Void, Never> {
        moves.append { [self] in
            await turn.waitForPrevious()
            turn.markDecided()
        }
    }

    /// The app showed its own card for this attempt: stamps the throttle when the policy says so and emits
    /// ``PrimerEventName/displayed``, after every earlier attempt has decided.
    @discardableResult
    public func displayed() -> Task<Void, Never> {
        moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            await ask.cardDisplayed(campaignId: campaignId)
        }
    }

    /// The user accepted this attempt's card, after its earlier moves; as ``SoftAsk/accept(campaignId:)``.
    @discardableResult
    public func accept() -> Task<PrimerOutcome, Never> {
        moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            return await ask.accept(campaignId: campaignId)
        }
    }

    /// The user declined this attempt's card (`.later` or `.dismiss`), after its earlier moves; as
    /// ``SoftAsk/decline(_:campaignId:)``.
    @discardableResult
    public func decline(_ answer: CardAnswer) -> Task<PrimerOutcome, Never> {
        moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            return await ask.decline(answer, campaignId: campaignId)
        }
    }
}

/// The number of a ``PrimerAttempt`` on its engine.
public struct PrimerAttemptID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The number: 1 for the first attempt of a process.
    public let rawValue: UInt64

    /// An id with `rawValue` (attempts get theirs from the engine).
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Earlier attempts first.
    public static func < (lhs: PrimerAttemptID, rhs: PrimerAttemptID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `attempt <n>`.
    public var description: String { "attempt \(rawValue)" }
}
