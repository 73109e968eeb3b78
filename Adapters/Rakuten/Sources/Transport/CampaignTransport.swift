import Foundation

/// Sends campaign requests and returns the raw response bodies (the SDK decodes them).
///
/// Contract: returns the body of a 2xx answer, or throws ``RInAppMessagingError/httpStatus(_:url:status:)``
/// or ``RInAppMessagingError/transport(_:url:reason:)``. Bodies over 4 MiB may be
/// refused with ``RInAppMessagingError/responseTooLarge(_:field:count:limit:)``. Never hangs: requests time out.
public protocol CampaignTransport: Sendable {
    /// Sends `request` and returns the response body.
    func send(_ request: CampaignRequest) async throws(RInAppMessagingError) -> Data
}
