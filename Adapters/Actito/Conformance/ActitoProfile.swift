import ActitoAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The Actito-style adapter's declared behaviour: no card, the app's enable call through
/// the engine, the push delegate and the three option sets; where the vendor's code differs from its
/// documentation, the adapter does what the documentation says and the quirk is listed here.
public enum ActitoProfile {
    /// Actito's documented rules for the app's `authorizationOptions`: no card, no throttle, denied and
    /// ephemeral users are not asked, a provisional user is upgraded unless the app asks for
    /// `.provisional` itself, the token is always requested.
    public static func policy(options: AuthorizationOptions) -> PrimerPolicy {
        PrimerPolicy(
            provisional: options.contains(.provisional) ? .treatAsAuthorized : .upgrade, ephemeral: .treatAsAuthorized,
            denied: .suppress, throttle: ThrottlePolicy(kind: .none, stampedOn: [], storageKey: "PrimerCore.throttle"),
            registration: .always, requestOptions: options)
    }

    public static let profile: BehaviourProfile = {
        var profile = BehaviourProfile(
            adapter: "Actito", module: "ActitoAdapter",
            summary: "No soft-ask card: enableRemoteNotifications() requests through the engine, always registers, "
                + "and reports through the main-actor ActitoPushDelegate.",
            // Literal data, not ActitoPolicy.make() or ActitoPush's defaults: a declaration the adapter's
            // code cannot move.
            policy: policy(options: [.alert, .badge, .sound]),
            capabilities: [.pushEvents, .notificationOptions, .registration, .provisionalUpgrade],
            defaultOptions: NotificationOptions(
                authorization: [.alert, .badge, .sound], presentation: [.banner, .sound, .badge],
                category: [.customDismissAction, .hiddenPreviewsShowTitle]),
            reporting: [
                EventReporting(.permissionGranted, "enableRemoteNotifications() returns true"),
                EventReporting(
                    .permissionDenied, "enableRemoteNotifications() returns false, or throws authorizationFailed"),
                EventReporting(
                    .registrationFailed, "delegate.actito(_:didFailToRegisterForRemoteNotificationsWithError:)"),
            ],
            apiMapping: [
                APIMapping(.showPrimer, "Actito.shared.push().enableRemoteNotifications() (no card)"),
                APIMapping(.observeOutcome, "the Bool enableRemoteNotifications() returns"),
                APIMapping(.observeEvents, "ActitoPushDelegate (main actor), or ActitoPush.eventRouter"),
                APIMapping(.configureOptions, "authorizationOptions / presentationOptions / categoryOptions"),
                APIMapping(.observeRegistration, "actito(_:didChangeSubscription:) / subscription"),
                APIMapping(.checkStatus, "allowedUI / hasRemoteNotificationsEnabled"),
            ],
            quirks: quirks, decisions: decisions, pushSamples: pushSamples, outcomeReportedOnReturn: true,
            statusCallbackAllows: [.authorized, .provisional], concurrentCallsWaitInAdapter: true,
            // "disableRemoteNotifications(): sets the transport to Notificare with no token, then unregisters".
            disableUnregisters: true)
        // The vendor's subscription update reports allowedUI with every change of transport or token, changed
        // or not; otherwise allowedUI is reported only when it changes.
        profile.statusCallbackAlsoRightAfter = "delegate.didChangeSubscription("
        // ActitoPushStorage reports each of its failed writes so.
        profile.storeWriteFailureDiagnostic = "store.writeFailed"
        return profile
    }()

    /// Where the vendor's shipping code differs from its documentation: push, then push UI, service
    /// extension and Live Activities.
    public static let quirks: [VendorQuirk] = [
        VendorQuirk(
            summary: "string aps.alert classified as silent",
            documented: "didReceiveNotification reports how the notification was delivered; a visible "
                + "alert (string or dictionary) is .standard",
            shipping: ".standard only when aps.alert is a dictionary; a string alert reads as .silent "
                + "(ActitoPayload.vendorDeliveryMechanism)"),
        VendorQuirk(
            summary: "no open callback when open logging fails",
            documented: "didOpenNotification is called when the user opens a notification",
            shipping: "returns early without a callback when logNotificationOpen/Influenced throws; "
                + "here the callback fires and an actito.eventLoggingFailed diagnostic is reported"),
        VendorQuirk(
            summary: "no timeout on the APNs token",
            documented: "enableRemoteNotifications() completes",
            shipping: "waits for the token forever; here registration gives up after tokenTimeout "
                + "(30 s by default) and calls didFailToRegisterForRemoteNotificationsWithError"),
        VendorQuirk(
            summary: "registration failure throws from enable",
            documented: "registration errors reach didFailToRegisterForRemoteNotificationsWithError",
            shipping: "the token waiter rethrows, so enableRemoteNotifications() throws too; here it "
                + "returns the permission answer and only the delegate hears the error"),
        VendorQuirk(
            summary: "quick-response callback actions are not reported",
            documented: "didOpenAction is called when a notification action is opened",
            shipping: "callback actions without camera/keyboard are replied to silently with no "
                + "didOpenAction; here every matched action is reported"),
        VendorQuirk(
            summary: "unmatched action of an Actito notification",
            documented: "didOpenUnknownAction is called for an unknown action",
            shipping: "only refreshes the inbox badge, no callback; here didOpenUnknownAction fires"),
        VendorQuirk(
            summary: "willPresentNotification arrives after presentation started",
            documented: "willPresentNotification is called immediately before the notification is displayed",
            shipping: "dispatched asynchronously to main, then the handler presents synchronously; here the "
                + "delegate hears willPresentNotification before the presenter is asked"),
        VendorQuirk(
            summary: "a web view can report both didPresent and didFailToPresent",
            documented: "didFailToPresentNotification is called if an error occurs during presentation",
            shipping: "a web view that loaded and later fails emits both; here exactly one of the two, a "
                + "late failure becomes a pushUI.presentation diagnostic and the UI ends with didFinish"),
        VendorQuirk(
            summary: "no settings callback for another sender's notification",
            documented: "shouldOpenSettings receives the notification the button was tapped from, nil when it "
                + "comes from the Notification Settings",
            shipping: "returns without a callback when the notification is not Actito's, has no id, or cannot be "
                + "fetched; here shouldOpenSettings(nil) is called, so the in-app settings the system links to "
                + "still open"),
        VendorQuirk(
            summary: "a system notification without systemType or id crashes",
            documented: "didReceiveSystemNotification is called for a system notification of the app's own type",
            shipping: "ActitoSystemNotification(userInfo:) force-casts id and systemType to String, so a system "
                + "push without either (or with a non-string one) crashes the app; here one without a string "
                + "systemType is delivered with type \"\", one without id reaches no callback (actito.missingId)"),
        VendorQuirk(
            summary: "no time budget on the attachment download",
            documented: "keep media below 300 KB: iOS allows limited time for the extension to download",
            shipping: "no timeout handling (serviceExtensionTimeWillExpire left empty); here the download "
                + "races a 25 s budget (at most 28 s) and files over 300 KB are left out"),
    ]

    /// What the documentation leaves open and what this adapter decided: push, then push UI, service
    /// extension and Live Activities.
    public static let decisions: [String] = [
        "allowedUI is true for authorized and provisional, false for ephemeral and denied (vendor rule).",
        "A provisional user is upgraded (request without .provisional) unless the app's options contain "
            + ".provisional, in which case provisional counts as answered and nothing is requested.",
        "Denied and ephemeral users get no request (iOS would answer without a prompt); the token is still requested.",
        "registered is not reported per registration: didChangeSubscription fires only when the token changes, "
            + "before enableRemoteNotifications() returns, so it is recorded as a vendor report without the "
            + "canonical event; the subscription property tells an app whether it is registered.",
        "providesAppNotificationSettings without a delegate is reported at enable time as "
            + "options.settingsHandlerMissing; Swift cannot see whether a delegate relies on the default "
            + "shouldOpenSettings, so that case is reported the first time the settings link is used.",
        "A dismissal (UNNotificationDismissActionIdentifier) calls no delegate method.",
        "Push analytics (logNotificationReceived, logNotificationOpen) are logged after the delegate callback, where "
            + "the vendor logs before it; logNotificationInfluenced and the inbox are not modelled.",
        "At launch the stored subscription and allowedUI are restored and the status is re-read on the next "
            + "foreground; the vendor's postLaunch also requests the APNs token and updates the subscription again "
            + "when remote notifications were enabled, which the adapter does only on enableRemoteNotifications().",
        "willPresent only chooses presentation options; receipt callbacks come from didReceiveRemoteNotification.",
        "A payload the core model cannot read (for example aps not a dictionary) is reported as "
            + "push.malformedPayload and delivered to the unknown callbacks, even with x-sender notificare.",
        "An Actito payload without a string id reaches no callback, as the vendor's (it logs \"Missing 'id' "
            + "property\" and stops): reported as the actito.missingId diagnostic. Actito's own re.notifica.* "
            + "system types need no id; a system notification's id is the payload's id (vendor rule).",
        "An Actito notification with an id but without a string notificationId reaches no callback "
            + "(actito.missingNotificationId diagnostic), as the vendor's receipt path (\"Missing 'notificationId' "
            + "property\"); on a tap the vendor fetches the notification by id and can still report it, the adapter "
            + "has no API to fetch from and reports nothing.",
        "Notifications are built from the payload alone (partial, as the vendor's fallback when its API fails): a "
            + "missing notificationType reads as Alert, a string aps.alert as the message and a missing body as an "
            + "empty message, where the vendor's fallback drops the notification (it reads only alert dictionaries); content and target-content-id are read from the payload, where "
            + "the vendor's fallback has none; the attachment needs string mimeType and uri (vendor rule).",
        "With an application id configured (Actito configure(applicationId:)), a payload whose "
            + "x-application is another id or absent reaches no callback (actito.otherApplication diagnostic) "
            + "and willPresent returns [] (vendor rule); without one, the default, nothing is checked (the vendor "
            + "compares with the application it fetched from its API).",
        "A notification's extra keeps every custom key but the vendor's own (aps, alert, inboxItemId, "
            + "inboxItemVisible, inboxItemExpires, system, systemType, attachment, notificationId, "
            + "notificationType, id) and every x- key, so presentation, actions and content stay; a system "
            + "notification's extra also keeps the inbox keys (vendor rule).",
        "Title, subtitle and message come from aps.alert, or from a top-level alert dictionary when aps.alert "
            + "is absent (vendor rule); a Live Activity alert given as localization dictionaries has no plain "
            + "text (title nil, message empty), and the delivery stays as aps.alert says.",
        "Actions are read from the payload's actions array (the vendor fetches them from its API).",
        "Presentation defaults follow the system version in iOS numbering: .alert before 14, .banner from 14.",
        "Service extension: the async form never throws and returns the original content on any failure; the "
            + "completion form keeps the vendor's .failure so the documented sample hands request.content itself. "
            + "Either way the typed error goes to diagnostics (serviceExtension.*). An unreadable attachment (not a "
            + "dictionary, no string uri) is no attachment, as the vendor reads it: .success with the content "
            + "unchanged, the field reported as serviceExtension.malformedAttachment.",
        "Service extension: the media is the content's only attachment, identified file_<last path component> "
            + "(file_ for a URL without a path, where the vendor's force-unwrap crashes); its type hint is the "
            + "server's MIME type through a fixed table (an unknown type gives no hint and iOS goes by the file "
            + "extension, where the vendor passes a dynamic UTI); the file goes to the temporary directory under "
            + "a fresh name, where the vendor writes Documents/<last path component>.",
        "Service extension: http attachment URLs are refused unless allowsInsecureHTTP is set (the ATS exception "
            + "the docs describe); other schemes, relative URLs and URLs without a host are refused before any "
            + "download (the vendor hands any URL(string:) to URLSession). The size budget is 300 KB = 307,200 bytes.",
        "State is kept under the vendor's UserDefaults keys (re.notifica.push.local_storage.*) in the vendor's "
            + "encoding (Booleans; transport and subscription as JSON data) but in the environment's store: a vendor "
            + "SDK's stored state crosses a migration only when that store is a UserDefaultsStore over the standard "
            + "defaults; first_registration is not kept (the adapter logs no registration event); a corrupt stored "
            + "value reads as absent and is reported (store.corruptValue), not removed.",
        "Push UI: didFailToPresentNotification is terminal (no didFinishPresentingNotification), as the vendor's "
            + "handlers return after it; an action chosen in the UI runs before didFinishPresentingNotification.",
        "Push UI: a URL from a payload (App, Browser, InAppBrowser, Telephone actions, URLScheme notifications) is "
            + "opened only with pushUI().urlConsent (default .never); didClickURL and custom-action URLs are only "
            + "handed to the app. Mail, SMS and callback replies are in-app composers, not URL opens.",
        "Push UI: the docs' per-callback sample spells didNotToExecuteAction; the protocol uses the listing's "
            + "didNotExecuteAction, so the typo compiles but is never called.",
        "Live Activities: an empty or non-hex token and an empty activity id or topic are typed errors before any "
            + "request (the docs' placeholder token \"\" is refused); registering the same token and topics again "
            + "sends nothing, a changed token re-registers; calls reach the backend one at a time, in call order.",
    ]
}
