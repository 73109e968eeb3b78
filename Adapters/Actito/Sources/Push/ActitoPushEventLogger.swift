/// Where Actito logs push analytics (`re.notifica.event.notification.Open`, ...): the vendor's backend,
/// a port here so the logging failures the vendor turns into missing callbacks can be tested.
///
/// Contract: a thrown error only means the event was not logged; ``ActitoPush`` still calls the
/// delegate (the documented behaviour) and reports a diagnostic.
public protocol ActitoPushEventLogger: Sendable {
    /// Logs that notification `id` reached the device.
    func logNotificationReceived(_ id: String) async throws
    /// Logs that the user opened notification `id`.
    func logNotificationOpen(_ id: String) async throws
}
