/// A driver of an adapter whose vendor documents a second public form of present, fire-and-forget with a
/// completion (Pushwoosh's `present(_:)` beside `presentAsync`), probed for with `as?`:
/// ``PrimerDriver/presentPrimer()`` drives one form, so the suite drives this one too, and a form that
/// does nothing fails.
public protocol CompletionFormDriver: PrimerDriver {
    /// Presents through the completion form, waits with the adapter's own wait for its presents, and
    /// returns the vendor outcomes the completion reported (none when it never ran).
    func presentPrimerInCompletionForm() async -> [String]
}
