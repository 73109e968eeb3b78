@_spi(Fuzzing) import ActitoAdapter
import Foundation
import FuzzSupport
@_spi(AdapterAuthoring) import PrimerCore

/// A loader whose every download arrives at once as a small file, so the service extension runs its
/// whole path (attachment reference, URL check, size check, attaching) without a network.
struct InstantLoader: ActitoMediaLoader {
    func download(_ url: URL, maxBytes: Int) async throws -> ActitoDownloadedMedia {
        ActitoDownloadedMedia(fileURL: URL(fileURLWithPath: "/dev/null"), byteCount: 1, mimeType: "image/png")
    }

    func discard(_ media: ActitoDownloadedMedia) async {}
}

/// A timer that never runs out, so the download always wins the race.
struct PatientTimer: ActitoTimer {
    func sleep(for duration: TimeInterval) async throws {
        try await Task.sleep(nanoseconds: 3_600_000_000_000)
    }
}

let serviceExtension = ActitoNotificationServiceExtension(
    loader: InstantLoader(), timer: PatientTimer(),
    allowsInsecureHTTP: true)

/// One input: a push payload (JSON) classified as Actito's push handling does and
/// enriched by the notification service extension. Any payload may be refused; none may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let payload = try? PushPayload(json: inputData(bytes, count)) else { return 0 }
    _ = "\(ActitoPayload(payload, receivedAt: Date(timeIntervalSince1970: 0)))"
    _ = "\(ActitoPayload(payload, receivedAt: Date(timeIntervalSince1970: 0), applicationId: "fuzz"))"
    let request = ActitoNotificationRequest(identifier: "fuzz", content: ActitoNotificationContent(payload: payload))
    let done = DispatchSemaphore(value: 0)
    Task {
        _ = await serviceExtension.handleNotificationRequest(request)
        done.signal()
    }
    done.wait()
    return 0
}

runFuzzer(fuzzOneInput)
