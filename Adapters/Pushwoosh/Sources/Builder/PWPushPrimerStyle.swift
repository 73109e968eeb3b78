/// How the primer is shown (raw values are the vendor's `PWPushPrimerStyle`).
public enum PWPushPrimerStyle: Int, Sendable, Hashable, CaseIterable, Codable {
    /// A system alert with no image; position and visual settings are ignored. The default.
    case alert = 0
    /// The custom sheet, placed by ``PWPushPrimerPosition``.
    case sheet = 1
}
