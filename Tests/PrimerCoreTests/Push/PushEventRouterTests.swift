import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// Records what it receives; optionally posts a follow-up event from inside the callback.
final class RecordingObserver: PushEventObserver {
    let name: String
    let log: ReportLog<String>
    let followUp: PushEvent?

    init(_ name: String, log: ReportLog<String>, followUp: PushEvent? = nil) {
        self.name = name
        self.log = log
        self.followUp = followUp
    }

    func pushEventRouter(_ router: PushEventRouter, didRoute event: PushEvent) {
        log.append("\(name):\(event)")
        if let followUp, event != followUp { router.post(followUp) }
    }
}

@Suite struct PushEventRouterTests {
    /// A router with observers "a" and "b" (in that order) writing to one log; keep the observers alive.
    static func routerWithTwoObservers() -> (PushEventRouter, ReportLog<String>, [RecordingObserver]) {
        let router = PushEventRouter()
        let log = ReportLog<String>()
        let first = RecordingObserver("a", log: log)
        let second = RecordingObserver("b", log: log)
        router.add(first)
        router.add(second)
        return (router, log, [first, second])
    }

    @Test func fansOutToEveryObserverInRegistrationOrder() {
        let (router, log, observers) = Self.routerWithTwoObservers()
        defer { withExtendedLifetime(observers) {} }
        router.add(observers[0])
        router.post(.settingsChanged(allowsUI: true))
        router.post(.subscriptionChanged(token: "ab"))
        #expect(
            log.all == [
                "a:settingsChanged(true)", "b:settingsChanged(true)",
                "a:subscriptionChanged(ab)", "b:subscriptionChanged(ab)",
            ])
    }

    @Test func reentrantPostsAreDeliveredAfterTheCurrentEventReachesEveryone() {
        let router = PushEventRouter()
        let log = ReportLog<String>()
        let first = RecordingObserver("a", log: log, followUp: .registrationFailed(ThrownError(reason: "x")))
        let second = RecordingObserver("b", log: log)
        defer { withExtendedLifetime([first, second]) {} }
        router.add(first)
        router.add(second)
        router.post(.settingsChanged(allowsUI: false))
        #expect(
            log.all == [
                "a:settingsChanged(false)", "b:settingsChanged(false)",
                "a:registrationFailed(x)", "b:registrationFailed(x)",
            ])
    }

    @Test func releasedObserversStopReceivingAndAreNotRetained() {
        let router = PushEventRouter()
        let log = ReportLog<String>()
        var observer: RecordingObserver? = RecordingObserver("a", log: log)
        weak let weakObserver = observer
        router.add(observer!)
        #expect(router.observerCount == 1)
        observer = nil
        #expect(weakObserver == nil)
        #expect(router.observerCount == 0)
        router.post(.settingsChanged(allowsUI: true))
        #expect(log.all.isEmpty)
    }

    @Test func removedObserversStopReceiving() {
        let router = PushEventRouter()
        let log = ReportLog<String>()
        let observer = RecordingObserver("a", log: log)
        router.add(observer)
        router.remove(observer)
        router.post(.settingsChanged(allowsUI: true))
        #expect(log.all.isEmpty)
    }

    @Test func streamsReceiveEventsInOrderAndEndOnFinish() async {
        let router = PushEventRouter()
        let stream = router.events()
        let events: [PushEvent] = [
            .subscriptionChanged(token: "01"), .settingsChanged(allowsUI: true),
            .shouldOpenSettings(nil), .unknownNotificationOpened(["k": .int(1)]),
        ]
        for event in events { router.post(event) }
        router.finish()
        router.post(.registrationFailed(ThrownError(reason: "after finish")))
        var received: [PushEvent] = []
        for await event in stream { received.append(event) }
        #expect(received == events)
        #expect(router.observerCount == 0)
    }

    @Test func droppedStreamUnregisters() {
        let router = PushEventRouter()
        do {
            let stream = router.events()
            #expect(router.observerCount == 1)
            _ = stream
        }
        #expect(router.observerCount == 0)
    }

    @Test func cancelledConsumerUnregisters() async {
        let router = PushEventRouter()
        let stream = router.events()
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let consumer = Task {
            startedContinuation.yield()
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        for await _ in started { break }
        consumer.cancel()
        _ = await consumer.value
        #expect(router.observerCount == 0)
    }

    @Test func streamsOpenedAfterFinishEndImmediately() async {
        let router = PushEventRouter()
        router.finish()
        var count = 0
        for await _ in router.events() { count += 1 }
        #expect(count == 0)
    }

    @Test func concurrentPostersSeeOneTotalOrder() async {
        let (router, log, observers) = Self.routerWithTwoObservers()
        defer { withExtendedLifetime(observers) {} }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { router.post(.subscriptionChanged(token: "\(index)")) }
            }
        }
        let seenByA = log.all.filter { $0.hasPrefix("a:") }.map { $0.dropFirst(2) }
        let seenByB = log.all.filter { $0.hasPrefix("b:") }.map { $0.dropFirst(2) }
        #expect(seenByA.count == 200)
        #expect(seenByA == seenByB)
    }
}
