import Foundation

/// MIME types of notification media and the uniform type identifiers iOS expects as attachment type
/// hints (what `UTType(mimeType:)` answers, kept as a table so the mapping is tested on Linux).
enum ActitoMediaType {
    private static let typeIdentifiers: [String: String] = [
        "image/jpeg": "public.jpeg", "image/jpg": "public.jpeg", "image/png": "public.png",
        "image/gif": "com.compuserve.gif", "image/heic": "public.heic", "image/webp": "org.webmproject.webp",
        "video/mp4": "public.mpeg-4", "video/mpeg": "public.mpeg", "video/quicktime": "com.apple.quicktime-movie",
        "audio/mpeg": "public.mp3", "audio/mp3": "public.mp3", "audio/mp4": "public.mpeg-4-audio",
        "audio/x-m4a": "public.mpeg-4-audio", "audio/wav": "com.microsoft.waveform-audio",
        "audio/x-wav": "com.microsoft.waveform-audio", "audio/aiff": "public.aiff-audio",
        "audio/x-aiff": "public.aiff-audio",
    ]

    /// The type identifier for `mimeType` (parameters such as `; charset=` ignored, case-insensitive),
    /// or `nil` when unknown: the system then goes by the file's extension.
    static func typeIdentifier(forMIMEType mimeType: String?) -> String? {
        guard let mimeType else { return nil }
        let essence = mimeType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return typeIdentifiers[essence.trimmingCharacters(in: .whitespaces).lowercased()]
    }
}
