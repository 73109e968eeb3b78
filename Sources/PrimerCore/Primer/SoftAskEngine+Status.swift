import Foundation

/// What the engine knows of the device's authorization status, and when it must ask iOS again.
struct StatusKeeping {
    /// The last status iOS answered, however old.
    var known: AuthorizationStatus?
    /// Bumped by every event after which the status may differ (a foreground, a request).
    var generation = 0
    /// The generation ``known`` was read in; it is current while this equals ``generation``.
    var readIn: Int?
    /// The generation of the read that answered ``known``, current or not: a read begun earlier that
    /// lands later is older news and replaces nothing.
    var knownFrom: Int?
    /// The reads in progress, by generation, with the needs that joined them: a read runs in the engine
    /// call that started it, so it costs no task or engine entry of its own.
    var pending: [Int: [CheckedContinuation<AuthorizationStatus?, Never>]] = [:]

    var current: AuthorizationStatus? { readIn == generation ? known : nil }
}

extension SoftAskEngine {
    /// ``status(in:)`` for a caller outside the engine (``SoftAsk/currentStatus()``, the status monitor).
    func currentStatus(in environment: PlatformEnvironment) async -> AuthorizationStatus? {
        entered()
        return await status(in: environment)
    }

    /// The status as iOS has it, read only when the one the engine keeps may be stale; `nil` when the
    /// system did not answer within `statusReadTimeout` and no status was ever known.
    func status(in environment: PlatformEnvironment) async -> AuthorizationStatus? {
        if let current = statusKeeping.current { return current }
        return await read(environment)
    }

    /// Forgets that the kept status is current: the next need asks iOS again. Call it when the status
    /// may have changed in a way the engine cannot see (the app, or another SDK, asked iOS itself).
    @_spi(AdapterAuthoring) public func statusMayHaveChanged() {
        entered()
        markStatusStale()
    }

    /// ``statusMayHaveChanged()`` from inside the engine.
    func markStatusStale() {
        statusKeeping.generation += 1
    }

    /// Reads the status from iOS now (joining a read already under way since the last change) and
    /// returns it; `nil` as for ``status(in:)``.
    func refreshStatus(in environment: PlatformEnvironment) async -> AuthorizationStatus? {
        entered()
        if statusKeeping.pending[statusKeeping.generation] == nil { markStatusStale() }
        return await read(environment)
    }

    /// Starts watching `lifecycle`'s foregrounds, once per engine: every return to the foreground makes
    /// the kept status stale. ``PlatformEnvironment`` calls it when it is made, so the engine's
    /// observer comes before any observer of the adapters or the status monitor (the foreground signal
    /// runs them in registration order), and each of those reads a status at most once per foreground.
    /// The observer holds the engine weakly and nothing else, so a device and its engine are freed together.
    nonisolated func watchForegrounds(of lifecycle: any AppLifecycle) {
        watching.withLock { observation in
            guard observation == nil else { return }
            observation = lifecycle.observeForeground { [weak self] in await self?.statusMayHaveChanged() }
        }
    }

    private func read(_ environment: PlatformEnvironment) async -> AuthorizationStatus? {
        let generation = statusKeeping.generation
        if statusKeeping.pending[generation] != nil {
            return await withCheckedContinuation { statusKeeping.pending[generation]?.append($0) }
        }
        statusKeeping.pending[generation] = []
        let status = await boundedRead(environment, generation: generation)
        for need in statusKeeping.pending.removeValue(forKey: generation) ?? [] { need.resume(returning: status) }
        return status
    }

    private func boundedRead(_ environment: PlatformEnvironment, generation: Int) async -> AuthorizationStatus? {
        let permissions = environment.permissions
        let (timer, timeout) = (timer, statusReadTimeout)
        guard timeout.isFinite, timeout > 0 else {
            return kept(await permissions.authorizationStatus(), readIn: generation)
        }
        // A read that misses its deadline is dropped (the next need asks again), not kept when it lands:
        // a status that arrives at an arbitrary later moment would make decisions depend on timing.
        let outcome = await raceAgainstCancellableDeadline(
            { await permissions.authorizationStatus() },
            deadline: { try await timer.sleep(for: timeout) })
        switch outcome {
        case let .finished(status):
            return kept(status, readIn: generation)
        case .expired:
            environment.diagnostics(
                Diagnostic(
                    .warning, code: "status.readTimedOut",
                    "the system did not report the notification status within "
                        + "\(timeout) s; deciding with \(statusKeeping.known.map { "\($0)" } ?? "no status")"))
            return statusKeeping.known
        case .failed:
            return statusKeeping.known
        }
    }

    /// Keeps `status` unless a read begun after this one has already answered, and returns the status
    /// to decide with: the newest the engine has heard.
    private func kept(_ status: AuthorizationStatus, readIn generation: Int) -> AuthorizationStatus {
        if let newer = statusKeeping.knownFrom, newer > generation, let known = statusKeeping.known { return known }
        statusKeeping.known = status
        statusKeeping.knownFrom = generation
        if generation == statusKeeping.generation { statusKeeping.readIn = generation }
        return status
    }
}
