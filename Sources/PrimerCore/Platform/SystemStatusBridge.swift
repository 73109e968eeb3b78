extension AuthorizationStatus {
    /// The status for a raw `UNAuthorizationStatus` value from the system. A value this version does not
    /// know (a future case) reads as `notDetermined`: the engine then only ever sends a request, which
    /// the system answers without a prompt when it cannot show one, so nothing is lost or shown twice.
    @_spi(AdapterAuthoring) public init(systemRawValue: Int) {
        self = AuthorizationStatus(rawValue: systemRawValue) ?? .notDetermined
    }
}
