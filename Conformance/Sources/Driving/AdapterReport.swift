import PrimerCore

/// One thing an adapter reported through its public API.
public struct AdapterReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The canonical event it stands for, when it stands for one.
    public var event: PrimerEventName?
    /// How the adapter said it (for example `emit("push_primer.allow_tapped")`, `outcome(.accepted)`,
    /// `delegate.didChangeSubscription`).
    public var vendorForm: String
    /// Whether the app heard it on the main thread, for callbacks documented as main-actor (`nil` when
    /// the driver did not observe it).
    public var onMainThread: Bool?
    /// The statuses this report says the app is in, for vendor callbacks that state the permission
    /// without a canonical event (Actito's `didChangeNotificationSettings(allowedUI)`); `nil` when it
    /// states none. The suite checks the device's status after the step is one of them.
    public var statuses: Set<AuthorizationStatus>?
    /// When the report was made, in ``DeliveryOrder`` (0 when unknown, as after decoding): a driver that
    /// makes the report inside the adapter's callback lets the suite check the stamp at that moment.
    /// Neither compared nor encoded.
    var deliveredAt: UInt64 = 0

    /// Creates a report; make it inside the callback the app hears, so its moment is the delivery's.
    /// `statuses`: the statuses a vendor status callback says the app is in (see ``statuses``).
    public init(
        event: PrimerEventName?, vendorForm: String, onMainThread: Bool? = nil,
        statuses: Set<AuthorizationStatus>? = nil
    ) {
        self.event = event
        self.vendorForm = vendorForm
        self.onMainThread = onMainThread
        self.statuses = statuses
        deliveredAt = DeliveryOrder.next()
    }

    private enum CodingKeys: String, CodingKey { case event, vendorForm, onMainThread, statuses }

    /// Equal when the event, the vendor form and the thread are (not the moment).
    public static func == (lhs: AdapterReport, rhs: AdapterReport) -> Bool {
        lhs.event == rhs.event && lhs.vendorForm == rhs.vendorForm && lhs.onMainThread == rhs.onMainThread
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(vendorForm)
        hasher.combine(onMainThread)
    }

    /// The vendor form.
    public var description: String { vendorForm }
}
