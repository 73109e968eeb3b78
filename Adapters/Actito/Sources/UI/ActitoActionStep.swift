import Foundation

/// One step of running an action, as the presenter performs it.
public enum ActitoActionStep: Sendable, Hashable {
    /// Hand the URL to the system (`UIApplication.open`): deep links, web pages, phone calls.
    case openURL(URL)
    /// Show the page in an in-app browser.
    case openInAppBrowser(URL)
    /// Show a mail composer addressed to `recipient`.
    case composeMail(recipient: String)
    /// Show a message composer addressed to `recipient`.
    case composeSMS(recipient: String)
    /// Send a callback reply to Actito, collecting text or a photo first when the action asks for one.
    case reply(ActitoNotification.Action, notificationId: String)
}
