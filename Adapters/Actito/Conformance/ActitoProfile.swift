import ActitoAdapter
import PrimerConformance
import PrimerCore

/// The Actito-style adapter's declared behaviour (DESIGN §4): no card, the app's enable call through
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

    /// The profile.
    public static let profile = BehaviourProfile(
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
            EventReporting(.registrationFailed, "delegate.actito(_:didFailToRegisterForRemoteNotificationsWithError:)"),
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
        statusCallbackAllows: [.authorized, .provisional])

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
        "willPresent only chooses presentation options; receipt callbacks come from didReceiveRemoteNotification.",
        "A payload the core model cannot read (for example aps not a dictionary) is reported as "
            + "push.malformedPayload and delivered to the unknown callbacks, even with x-sender notificare.",
        "An Actito payload without a string id reaches no callback, as the vendor's (it logs \"Missing 'id' "
            + "property\" and stops): reported as the actito.missingId diagnostic. Actito's own re.notifica.* "
            + "system types need no id; a system notification's id is the payload's id (vendor rule).",
        "An Actito payload with an id but without a string notificationId is delivered as unknown.",
        "With an application id configured (Actito configure(environment:applicationId:)), a payload whose "
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
            + "Either way the typed error goes to diagnostics (serviceExtension.*).",
        "Service extension: http attachment URLs are refused unless allowsInsecureHTTP is set (the ATS exception "
            + "the docs describe); other schemes are refused. The size budget is 300 KB = 307,200 bytes.",
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
