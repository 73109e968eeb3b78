import Foundation
import PrimerCore

/// Reads Actito's media attachment from a payload: `"attachment": {"mimeType": "image/jpeg", "uri": "https://…"}`.
/// The push parser (leniently) and the service extension (strictly, reporting the field) share it.
enum ActitoAttachmentReference {
    /// The attachment, `nil` when the payload has none, or the field that is malformed.
    static func read(from userInfo: [String: PushValue])
        -> Result<ActitoNotification.Attachment?, ActitoServiceExtensionError>
    {
        switch userInfo["attachment"] {
        case nil, .null?:
            return .success(nil)
        case let .object(fields)?:
            guard case let .string(uri)? = fields["uri"] else {
                return .failure(
                    .malformedAttachment(
                        field: "attachment.uri",
                        found: fields["uri"]?.description ?? "nothing"))
            }
            switch fields["mimeType"] {
            case nil, .null?:
                return .success(ActitoNotification.Attachment(mimeType: "", uri: uri))
            case let .string(mimeType)?:
                return .success(ActitoNotification.Attachment(mimeType: mimeType, uri: uri))
            case let other?:
                return .failure(.malformedAttachment(field: "attachment.mimeType", found: other.description))
            }
        case let other?:
            return .failure(.malformedAttachment(field: "attachment", found: other.description))
        }
    }

    /// The download URL for `uri`: absolute, with a host, `https` (or `http` when allowed).
    static func downloadURL(_ uri: String, allowsInsecureHTTP: Bool) -> Result<URL, ActitoServiceExtensionError> {
        let trimmed = uri.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            let host = url.host, !host.isEmpty
        else {
            return .failure(.invalidURL(uri))
        }
        switch scheme {
        case "https": return .success(url)
        case "http": return allowsInsecureHTTP ? .success(url) : .failure(.insecureURL(uri))
        default: return .failure(.unsupportedScheme(url: uri, scheme: scheme))
        }
    }
}
