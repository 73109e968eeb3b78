@_spi(AdapterAuthoring) import PrimerCore

/// The button titles a primer shows when `acceptButton` or `declineButton` is unset or blank, in the
/// user's language: the package's default strings (`PrimerStrings`, which PrimerUI's card reads too).
/// English is the vendor's documented "Allow" / "Not now", exactly; French, German, Spanish, Japanese
/// and Chinese (simplified and traditional) are translations (the accept title is the word iOS's own
/// permission prompt uses for "Allow"). Any other language shows English.
public enum PWPushPrimerDefaultTitles {
    /// The default accept title: "Allow" in English.
    public static let accept = PrimerStrings.text(.acceptTitle)

    /// The default decline title: "Not now" in English.
    public static let decline = PrimerStrings.text(.declineTitle)
}
