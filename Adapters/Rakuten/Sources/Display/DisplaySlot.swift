@_spi(AdapterAuthoring) import PrimerCore

/// The message on screen and the campaigns queued behind it, shared with the synchronous close calls
/// so that `closeMessage` acts at once even while the worker awaits the user.
final class DisplaySlot: Sendable {
    private struct OnScreen {
        let campaignId: String
        let uiElement: String?
        var cancelled = false
        let cancel: @Sendable () -> Void
    }

    private struct State {
        var onScreen: OnScreen?
        var queued: [String] = []
        /// The call number of the latest `closeMessage(clearQueuedCampaigns: true)`.
        var clearedAtCall = 0
    }

    private let state = LockedValue(State())

    func enqueue(_ campaignId: String) { state.withLock { $0.queued.append(campaignId) } }

    func dequeue() -> String? {
        state.withLock { $0.queued.isEmpty ? nil : $0.queued.removeFirst() }
    }

    var queued: [String] { state.withLock { $0.queued } }

    /// Marks `campaignId` on screen; `false` when another message is already there.
    func begin(_ campaignId: String, uiElement: String?, cancel: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard state.onScreen == nil else { return false }
            state.onScreen = OnScreen(campaignId: campaignId, uiElement: uiElement, cancel: cancel)
            return true
        }
    }

    /// Whether a close call cancelled the message on screen.
    var onScreenCancelled: Bool { state.withLock { $0.onScreen?.cancelled ?? false } }

    /// Clears the screen; `true` when the display was cancelled by a close call.
    func end() -> Bool {
        let ended = state.withLock { state in
            defer { state.onScreen = nil }
            return state.onScreen
        }
        // Read here so that the message's cancel closure is released outside the lock.
        return ended?.cancelled ?? false
    }

    /// `closeMessage`, call number `call`: cancels the campaign message on screen (not a tooltip) and
    /// optionally the queue, including what calls made before this one queue later (see
    /// ``dropQueueIfCleared(since:)``).
    func closeMessage(clearQueue: Bool, call: Int) {
        let cancel = state.withLock { state -> (@Sendable () -> Void)? in
            if clearQueue {
                state.queued.removeAll()
                state.clearedAtCall = max(state.clearedAtCall, call)
            }
            guard let onScreen = state.onScreen, onScreen.uiElement == nil else { return nil }
            state.onScreen?.cancelled = true
            return onScreen.cancel
        }
        cancel?()
    }

    /// Drops the queue when a clearing `closeMessage` was called after call number `call`: the close acts
    /// at once, while the worker may still be applying earlier calls, whose campaigns the vendor (one
    /// queue for every call) would have queued before the clear. `true` when it dropped the queue.
    @discardableResult
    func dropQueueIfCleared(since call: Int) -> Bool {
        state.withLock { state in
            guard state.clearedAtCall > call else { return false }
            state.queued.removeAll()
            return true
        }
    }

    /// `closeTooltip(with:)`: cancels the tooltip on screen attached to `uiElement`.
    func closeTooltip(_ uiElement: String) {
        let cancel = state.withLock { state -> (@Sendable () -> Void)? in
            guard let onScreen = state.onScreen, onScreen.uiElement == uiElement else { return nil }
            state.onScreen?.cancelled = true
            return onScreen.cancel
        }
        cancel?()
    }
}
