import Foundation
@_spi(AdapterAuthoring) import PrimerCore

extension RInAppMessaging {
    /// The current platform's instance (`PrimerPlatform`): the one installed through ``shared``'s setter,
    /// else one made on first use over the platform's environment (its presenter shows the primer
    /// campaigns' cards: on iOS the core's UIKit presenter) and the main bundle's Info.plist keys.
    static var current: InAppMessaging {
        PrimerPlatform.instance(of: InAppMessaging.self) {
            InAppMessaging(environment: $0, infoDictionary: InfoDictionaryKey.mainBundle)
        }
    }

    /// Makes `messaging` the current platform's instance (the process's, or the task's override).
    static func install(_ messaging: InAppMessaging) {
        PrimerPlatform.scope.install(messaging)
    }
}
