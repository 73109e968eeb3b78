/// One primer attempt, handed out by the device's engine (``SoftAsk/beginAttempt(campaignId:after:events:)``).
///
/// It is created synchronously where the app's call is made, so attempts are ordered by construction:
/// an attempt decides (shows its card or is suppressed) only after every attempt begun before it on the
/// same device has decided, however the tasks that drive them are scheduled. Its moves are synchronous
/// calls that schedule the move and return its task (await `.value` for the result), so they run in the
/// order they were called, even from fire-and-forget vendor APIs; an attempt begun `after` another also
/// moves only after that one's moves. Every ``PrimerEvent`` it causes carries its ``id``
/// (``PrimerEvent/attempt``), so an adapter finds the call an event belongs to without tagging the card.
///
/// Engine-presented cards use ``run(_:)``; cards the app presents itself use ``displayed()``, then
/// ``accept()`` or ``decline(_:)``. A double tap is one answer: an accept or decline while this
/// attempt's accept is still being resolved joins it (same task, nothing emitted twice). An answer after
/// that acts again, on the status the first one left.
///
/// An app-presented card holds the device's card slot from ``displayed()`` until its answer is resolved
/// or the attempt is withdrawn, so meanwhile every other attempt's card is suppressed as already on
/// screen. **A card the app never answers** does not hold it forever: the next card an app displays on
/// the device takes the slot over (the app has replaced it), and ``withdraw()`` ends it at once.
@_spi(AdapterAuthoring) public final class PrimerAttempt: Sendable {
    /// The attempt's number on this device's engine: unique per process, increasing in call order.
    public let id: PrimerAttemptID
    /// The campaign its card belongs to, when there is one.
    public let campaignId: String?
    private let ask: SoftAsk
    private let turn: AttemptTurn
    private let moves: OrderedMoves
    private let answers = LockedValue(Answers())

    private struct Answers {
        /// An answer (or a withdrawal) was called.
        var answered = false
        /// The accept being resolved: an answer meanwhile joins it.
        var pendingAccept: Task<PrimerOutcome, Never>?
    }

    init(
        id: PrimerAttemptID, campaignId: String?, ask: SoftAsk, events: @escaping @Sendable (PrimerEvent) -> Void,
        turn: AttemptTurn, after previous: PrimerAttempt?
    ) {
        self.id = id
        self.campaignId = campaignId
        self.turn = turn
        moves = OrderedMoves(after: previous?.moves, spawner: ask.environment.spawner)
        // Every event of this attempt carries its id.
        self.ask = SoftAsk(policy: ask.policy, environment: ask.environment) { event in
            var event = event
            event.attempt = id
            events(event)
        }
    }

    /// Whether an answer called now belongs to this attempt: it has none yet (and was not withdrawn), or
    /// its accept is still being resolved (the answer then joins it). A vendor API that reports taps
    /// without naming the card begins a new attempt when this is `false`.
    public var isOpen: Bool {
        answers.withLock { !$0.answered || $0.pendingAccept != nil }
    }

    /// Runs the whole attempt with an engine-presented `card` (its campaign is the attempt's): decides
    /// after every earlier attempt has decided, shows the card through the environment's presenter and
    /// resolves the answer, as ``SoftAsk/run(_:)``.
    @discardableResult
    public func run(_ card: PrimerCard) -> Task<PrimerOutcome, Never> {
        answers.withLock { $0.answered = true }
        return moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            var card = card
            card.campaignId = campaignId
            return await ask.engine.run(card, ask) { turn.markDecided() }
        }
    }

    /// Ends the attempt without an answer (the app decided not to show a card, or its card went away
    /// unanswered): waits for its turn, so later attempts still decide in call order, frees the card slot
    /// its card held, and emits nothing. An attempt already answered keeps its answer.
    @discardableResult
    public func withdraw() -> Task<Void, Never> {
        answers.withLock { $0.answered = true }
        return moves.append { [self] in
            await turn.waitForPrevious()
            turn.markDecided()
            await ask.engine.cardEnded(id)
        }
    }

    /// The app showed its own card for this attempt: stamps the throttle when the policy says so, emits
    /// ``PrimerEventName/displayed`` and holds the card slot, after every earlier attempt has decided.
    @discardableResult
    public func displayed() -> Task<Void, Never> {
        moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            await ask.engine.displayed(by: id, campaignId: campaignId, ask)
        }
    }

    /// The user accepted this attempt's card, after its earlier moves: emits
    /// ``PrimerEventName/allowTapped`` and requests when iOS can still prompt (an accept of another
    /// attempt in flight on the device is joined). A second tap while it is resolved joins it.
    @discardableResult
    public func accept() -> Task<PrimerOutcome, Never> {
        answers.withLock { answers in
            if let pending = answers.pendingAccept { return pending }
            answers.answered = true
            let task = moves.append { [self] in
                defer { turn.markDecided() }
                await turn.waitForPrevious()
                let outcome = await ask.engine.accept(campaignId: campaignId, tapped: true, ending: id, ask)
                self.answers.withLock { $0.pendingAccept = nil }
                return outcome
            }
            answers.pendingAccept = task
            return task
        }
    }

    /// The user declined this attempt's card (`.later` or `.dismiss`), after its earlier moves: stamps
    /// the throttle when the policy says so, then emits the event. The stamp is written at the call, so
    /// a throttle check made right after it (ActiveReach's synchronous `isInCooldown`) already sees it,
    /// and written again when the move runs. While this attempt's accept is being resolved, the decline
    /// joins that accept instead and stamps nothing.
    @discardableResult
    public func decline(_ answer: CardAnswer) -> Task<PrimerOutcome, Never> {
        let pending = answers.withLock { answers -> Task<PrimerOutcome, Never>? in
            answers.answered = true
            return answers.pendingAccept
        }
        if let pending { return pending }
        ask.stamp(answer == .dismiss ? .dismissed : .later)
        return moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            return await ask.engine.decline(answer, campaignId: campaignId, ending: id, ask)
        }
    }

    /// The adapter cannot show this attempt's card as configured (a required text missing, an unusable
    /// setting): after its earlier moves and its turn, the attempt is suppressed with
    /// ``SuppressionReason/invalidConfiguration`` (``PrimerEventName/suppressed`` is emitted) and frees
    /// the card slot if its card held it. It is the attempt's only move: call it instead of the others.
    @discardableResult
    public func suppressForInvalidConfiguration() -> Task<PrimerOutcome, Never> {
        answers.withLock { $0.answered = true }
        return moves.append { [self] in
            defer { turn.markDecided() }
            await turn.waitForPrevious()
            return await ask.engine.suppressInvalidConfiguration(campaignId: campaignId, ending: id, ask)
        }
    }

    /// Returns once every move called on this attempt so far (and on the attempt it was begun after) has
    /// finished: for checks a vendor API orders after the card actions called before them.
    public func waitForMoves() async {
        await moves.waitForScheduled()
    }
}
