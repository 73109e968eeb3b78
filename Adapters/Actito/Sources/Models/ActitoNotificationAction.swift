import PrimerCore

extension ActitoNotification {
    /// An action of a notification: a button in the expanded notification or the push UI.
    public struct Action: Sendable, Hashable, Codable {
        /// What the action does, a `re.notifica.action.*` string (see ``Kind``).
        public var type: String
        /// The button title; also the identifier the system reports when it is chosen.
        public var label: String
        /// What it acts on: a URL, a deep link, an e-mail address, a phone number. `nil` for callbacks
        /// without a target.
        public var target: String?
        /// Whether it asks for a photo before replying.
        public var camera: Bool
        /// Whether it asks for text before replying.
        public var keyboard: Bool
        /// Whether the system shows it as destructive.
        public var destructive: Bool

        public init(
            type: String, label: String, target: String? = nil, camera: Bool = false,
            keyboard: Bool = false, destructive: Bool = false
        ) {
            self.type = type
            self.label = label
            self.target = target
            self.camera = camera
            self.keyboard = keyboard
            self.destructive = destructive
        }

        /// The known type, or `nil` for a type this version does not know (kept in ``type``).
        public var kind: Kind? { Kind(rawValue: type) }

        /// The action types Actito documents.
        public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
            /// Opens a deep link in the app.
            case app = "re.notifica.action.App"
            /// Opens a URL in the browser.
            case browser = "re.notifica.action.Browser"
            /// Replies to Actito (optionally with text or a photo) and calls a webhook target.
            case callback = "re.notifica.action.Callback"
            /// Hands a URL to the app's `shouldPerformSelectorWithURL` handler.
            case custom = "re.notifica.action.Custom"
            /// Composes an e-mail.
            case mail = "re.notifica.action.Mail"
            /// Composes a text message.
            case sms = "re.notifica.action.SMS"
            /// Calls a phone number.
            case telephone = "re.notifica.action.Telephone"
            /// Opens a URL in the in-app browser.
            case inAppBrowser = "re.notifica.action.InAppBrowser"
        }
    }
}
