/// The data-protection class of a ``FileStore``'s files: `completeUntilFirstUserAuthentication` where
/// the platform has data protection (iOS and the platforms built like it), so that a push handled in the
/// background while the device is locked can still read the store, whatever default class the app's
/// entitlement sets (`complete` would make every such read fail). Nothing elsewhere.
enum StoreFileProtection {
    /// Gives the file at `path` the store's class. Best effort: a file system without data protection
    /// keeps the file as it is.
    static func apply(toFileAt path: String) {
        #if canImport(UIKit)
        applyDataProtection(toFileAt: path)
        #endif
    }
}
