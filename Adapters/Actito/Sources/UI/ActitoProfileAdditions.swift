import PrimerCore

/// The behaviour-profile entries of the push UI, the notification service extension and Live
/// Activities, kept next to the code they describe and joined into ``ActitoProfile/profile``.
extension ActitoProfile {
    /// Where the vendor's shipping push-UI and service-extension code differs from its documentation.
    public static let extensionQuirks: [VendorQuirk] = [
        VendorQuirk(summary: "willPresentNotification arrives after presentation started",
                    documented: "willPresentNotification is called immediately before the notification is displayed",
                    shipping: "dispatched asynchronously to main, then the handler presents synchronously; here the "
                        + "delegate hears willPresentNotification before the presenter is asked"),
        VendorQuirk(summary: "a web view can report both didPresent and didFailToPresent",
                    documented: "didFailToPresentNotification is called if an error occurs during presentation",
                    shipping: "a web view that loaded and later fails emits both; here exactly one of the two, a "
                        + "late failure becomes a pushUI.presentation diagnostic and the UI ends with didFinish"),
        VendorQuirk(summary: "no time budget on the attachment download",
                    documented: "keep media below 300 KB: iOS allows limited time for the extension to download",
                    shipping: "no timeout handling (serviceExtensionTimeWillExpire left empty); here the download "
                        + "races a 25 s budget (at most 28 s) and files over 300 KB are left out"),
    ]

    /// What the documentation leaves open for these parts and what this adapter decided.
    public static let extensionDecisions: [String] = [
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
