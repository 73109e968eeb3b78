import Foundation
import PrimerCore

/// Reads Actito's media attachment from a payload: `"attachment": {"mimeType": "image/jpeg", "uri": "https://…"}`.
/// The push parser and the service extension read it as the vendor's two readers do, each leniently in its
/// own way: neither loses a notification over it.
enum ActitoAttachmentReference {
    /// The media of a notification built from the payload alone (the vendor's partial notification):
    /// both `mimeType` and `uri` must be strings, or there is none.
    static func notificationAttachment(from userInfo: [String: PushValue]) -> ActitoNotification.Attachment? {
        guard case let .string(mimeType)? = userInfo["attachment"]?["mimeType"],
            case let .string(uri)? = userInfo["attachment"]?["uri"]
        else { return nil }
        return ActitoNotification.Attachment(mimeType: mimeType, uri: uri)
    }

    /// The `attachment.uri` the service extension downloads: `nil` when the payload has no `attachment`,
    /// or the field that is malformed (the extension then delivers the content unchanged, as the vendor's
    /// does, and reports the field). `mimeType` is not read: the type hint comes from the download.
    static func downloadURI(from userInfo: [String: PushValue]) -> Result<String?, ActitoServiceExtensionError> {
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
            return .success(uri)
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
