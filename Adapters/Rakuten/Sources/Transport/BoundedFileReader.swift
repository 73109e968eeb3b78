import Foundation

/// Reads a `file://` response a chunk at a time and stops one byte past the limit: a file's reported size
/// cannot be trusted (`/dev/zero` and `/proc` files report 0 and never end, a file can grow while read).
enum BoundedFileReader {
    /// Bytes read at a time.
    static let chunkBytes = 64 * 1024

    /// The contents of the file at `request.url`; ``RInAppMessagingError/responseTooLarge(_:field:count:limit:)``
    /// once more than `limit` bytes were read, ``RInAppMessagingError/transport(_:url:reason:)`` when it
    /// cannot be read.
    static func contents(of request: CampaignRequest, limit: Int) throws(RInAppMessagingError) -> Data {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: request.url)
        } catch {
            throw .transport(request.kind, url: request.url.absoluteString, reason: "\(error)")
        }
        defer { try? handle.close() }
        var contents = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(chunkBytes, limit + 1 - contents.count))
            } catch {
                throw .transport(request.kind, url: request.url.absoluteString, reason: "\(error)")
            }
            guard let chunk, !chunk.isEmpty else { return contents }
            contents.append(chunk)
            guard contents.count <= limit else {
                throw .responseTooLarge(request.kind, field: "body", count: contents.count, limit: limit)
            }
        }
    }
}
