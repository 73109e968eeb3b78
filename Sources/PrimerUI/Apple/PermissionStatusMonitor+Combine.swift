#if canImport(Combine)
import Combine
@_spi(AdapterAuthoring) import PrimerCore

extension PermissionStatusMonitor {
    /// Every later status change as a Combine publisher, on the thread that read the status (add
    /// `.receive(on: DispatchQueue.main)` for UI work). Cancelling the subscription unregisters it.
    public func changesPublisher() -> AnyPublisher<StatusChange, Never> {
        Deferred { [self] in
            // Sends happen under the lock, so the subject is never sent to from two threads at once.
            let subject = LockedValue(PassthroughSubject<StatusChange, Never>())
            let observation = onChange { change in subject.withLock { $0.send(change) } }
            return subject.withLock { $0.eraseToAnyPublisher() }
                .handleEvents(receiveCancel: { observation.cancel() })
        }
        .eraseToAnyPublisher()
    }
}
#endif
