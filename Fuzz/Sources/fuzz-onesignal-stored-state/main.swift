import Foundation
import FuzzSupport
@_spi(Fuzzing) import OneSignalAdapter
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The vendor's keys of the SDK's persisted permission state.
let flagKeys = [
    "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST", "OS_NOTIFICATION_PROMPT_ANSWERED_LAST",
    "ONESIGNAL_PERMISSION_ACCEPTED_LAST", "ONESIGNAL_PROVISIONAL_AUTHORIZATION_LAST",
]

/// One input: a stored value of any type (or none) under each of the SDK's four flag keys, then a
/// `FoundationValueBuilder` program for the Info.plist value of `Onesignal_settings_fallback_message`
/// (any type, strings up to a megabyte). The SDK starts over that disk with that message; nothing may
/// trap, and only a flag the vendor's `boolForKey:` reads as true means "asked before".
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(inputData(bytes, count))
    var stored: [String: StoredValue] = [:]
    for key in flagKeys { stored[key] = input.storedValue() }
    let infoValue = FoundationValueBuilder.value(from: &input)
    guard let disk = try? DeviceDisk(.inMemory, values: stored) else { return 0 }
    let device = SimulatedDevice(disk: disk)
    let message = OneSignal.settingsFallbackMessage(fromInfoValue: infoValue)
    let notifications = OSNotifications(environment: device.environment, settingsFallbackMessage: message)
    // The vendor's `boolForKey:` rule (a number other than 0, or YES / true / 1, is true), which the adapter
    // reads its flags with since its stored state follows the vendor's encoding.
    let askedBefore = InMemoryStore(stored).flag(forKey: flagKeys[0]) ?? false
    guard notifications.canRequestPermission == !askedBefore else {
        fatalError("canRequestPermission is \(notifications.canRequestPermission) over \(stored)")
    }
    _ = notifications.permissionNative
    return 0
}

runFuzzer(fuzzOneInput)
