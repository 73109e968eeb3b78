import ActitoAdapter
import Foundation
import PrimerConformance
import PrimerCore
import Testing

@MainActor @Suite struct LiveActivityTests {
    private let backend = RecordingLiveActivityBackend()
    private let push: ActitoPush

    init() {
        push = ActitoPush(environment: nil)
        push.liveActivityBackend = backend
    }

    private func registration(_ token: String, topics: [String] = []) -> RecordingLiveActivityBackend.Call {
        .register(ActitoLiveActivityRegistration(activityId: "order-tracker", token: token, topics: topics))
    }

    /// The vendor sends a `String` token unchanged: capitals stay capitals.
    @Test func aHexTokenIsSentAsGivenWithItsTopics() async throws {
        try await push.registerLiveActivity("order-tracker", token: "ABCDEF01", topics: ["sample"])
        #expect(backend.calls == [registration("ABCDEF01", topics: ["sample"])])
    }

    @Test func aDataTokenIsHexEncoded() async throws {
        try await push.registerLiveActivity("order-tracker", token: Data([0x00, 0x0f, 0xa0, 0xff]))
        #expect(backend.calls == [registration("000fa0ff")])
    }

    @Test(arguments: [
        ("", "abcd", [String](), ActitoLiveActivityError.emptyActivityId),
        ("  ", "abcd", [], .emptyActivityId),
        ("order-tracker", "", [], .invalidToken(activityId: "order-tracker", token: "")),
        ("order-tracker", "abc", [], .invalidToken(activityId: "order-tracker", token: "abc")),
        ("order-tracker", "zz11", [], .invalidToken(activityId: "order-tracker", token: "zz11")),
        ("order-tracker", "abcd", ["ok", " "], .invalidTopic(activityId: "order-tracker", index: 1, topic: " ")),
    ])
    func invalidArgumentsAreTypedErrorsAndNeverReachTheBackend(
        activityId: String, token: String, topics: [String], expected: ActitoLiveActivityError
    ) async {
        await #expect(throws: expected) {
            try await push.registerLiveActivity(activityId, token: token, topics: topics)
        }
        #expect(backend.calls.isEmpty)
        #expect(!expected.description.isEmpty)
    }

    @Test func anEmptyDataTokenIsInvalid() async {
        await #expect(throws: ActitoLiveActivityError.invalidToken(activityId: "order-tracker", token: "")) {
            try await push.registerLiveActivity("order-tracker", token: Data())
        }
    }

    @Test func aTokenChangeReRegistersAndAnUnchangedTokenDoesNot() async throws {
        try await push.registerLiveActivity("order-tracker", token: "aa11")
        try await push.registerLiveActivity("order-tracker", token: "AA11")
        try await push.registerLiveActivity("order-tracker", token: "bb22")
        try await push.registerLiveActivity("order-tracker", token: "bb22", topics: ["vip"])
        #expect(backend.calls == [registration("aa11"), registration("bb22"), registration("bb22", topics: ["vip"])])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func pushTokenUpdatesReRegisterOnEveryNewToken() async throws {
        let tokens = AsyncStream<Data> { continuation in
            for token in [Data([1, 2]), Data([1, 2]), Data([3, 4])] { continuation.yield(token) }
            continuation.finish()
        }
        try await push.registerLiveActivity("order-tracker", tokenUpdates: tokens, topics: ["sample"])
        #expect(backend.calls == [registration("0102", topics: ["sample"]), registration("0304", topics: ["sample"])])
    }

    @Test func withoutABackendCallsFailAsUnavailable() async {
        let unconfigured = ActitoPush(environment: nil)
        await #expect(throws: ActitoLiveActivityError.backendUnavailable(activityId: "a")) {
            try await unconfigured.registerLiveActivity("a", token: "00")
        }
        await #expect(throws: ActitoLiveActivityError.backendUnavailable(activityId: "a")) {
            try await unconfigured.endLiveActivity("a")
        }
        #expect(backend.calls.isEmpty)
    }

    @Test func aFailedRegistrationIsTypedAndRetriedOnTheNextCall() async throws {
        backend.failure = "HTTP 503"
        await #expect(
            throws: ActitoLiveActivityError.backendFailed(
                operation: .register, activityId: "order-tracker",
                reason: "HTTP 503")
        ) {
            try await push.registerLiveActivity("order-tracker", token: "aa11")
        }
        backend.failure = nil
        try await push.registerLiveActivity("order-tracker", token: "aa11")
        #expect(backend.calls == [registration("aa11")])
    }

    @Test func endingForgetsTheActivitySoTheSameTokenRegistersAgain() async throws {
        try await push.registerLiveActivity("order-tracker", token: "aa11")
        try await push.endLiveActivity("order-tracker")
        try await push.registerLiveActivity("order-tracker", token: "aa11")
        #expect(backend.calls == [registration("aa11"), .end("order-tracker"), registration("aa11")])
    }

    @Test func endingFailuresAreTyped() async {
        await #expect(throws: ActitoLiveActivityError.emptyActivityId) { try await push.endLiveActivity("") }
        backend.failure = "HTTP 404"
        await #expect(
            throws: ActitoLiveActivityError.backendFailed(
                operation: .end, activityId: "x",
                reason: "HTTP 404")
        ) {
            try await push.endLiveActivity("x")
        }
    }

    @Test func aTokenUpdateNeverOvertakesTheRegistrationItReplaces() async throws {
        // The backend releases held calls newest first: only a queue keeps the older token from
        // landing last.
        backend.hold()
        let first = Task { try await push.registerLiveActivity("order-tracker", token: "aa11") }
        await backend.waitUntilHeld(1)
        let second = Task { try await push.registerLiveActivity("order-tracker", token: "bb22") }
        for _ in 0..<200 { await Task.yield() }
        backend.releaseAll()
        try await first.value
        try await second.value
        #expect(backend.calls == [registration("aa11"), registration("bb22")])
        try await push.registerLiveActivity("order-tracker", token: "bb22")
        #expect(backend.calls.count == 2)
    }

    @Test func completionFormsReportOnTheMainActor() async {
        let result = await withCheckedContinuation { continuation in
            push.registerLiveActivity("order-tracker", token: "zz") { result in
                continuation.resume(returning: (result, MainQueueProbe.isOnMainQueue))
            }
        }
        #expect(result.0.failure == .invalidToken(activityId: "order-tracker", token: "zz"))
        #expect(result.1)
        let ended = await withCheckedContinuation { continuation in
            push.endLiveActivity("order-tracker") { continuation.resume(returning: $0) }
        }
        #expect(ended.failure == nil)
        #expect(backend.calls == [.end("order-tracker")])
    }

    @Test func eachPushKeepsItsOwnBackend() async throws {
        let other = ActitoPush(environment: nil)
        let otherBackend = RecordingLiveActivityBackend()
        other.liveActivityBackend = otherBackend
        try await other.registerLiveActivity("b", token: "01")
        #expect(backend.calls.isEmpty)
        #expect(otherBackend.calls == [.register(.init(activityId: "b", token: "01", topics: []))])
    }
}

extension Result {
    /// The error, or `nil` on success.
    var failure: Failure? { if case let .failure(error) = self { error } else { nil } }
}

@Suite struct MainQueueProbeTests {
    @Test func theProbeTellsTheMainActorFromOtherExecutors() async {
        #expect(await Task.detached { MainQueueProbe.isOnMainQueue }.value == false)
        #expect(await Task { @MainActor in MainQueueProbe.isOnMainQueue }.value)
    }
}
