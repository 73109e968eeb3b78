#if canImport(UIKit)
import Foundation

extension StoreFileProtection {
    static func applyDataProtection(toFileAt path: String) {
        try? FileManager.default.setAttributes(
            [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication], ofItemAtPath: path)
    }
}
#endif
