import Foundation
@_spi(AdapterAuthoring) import PrimerCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for transport tests: fixed routes, one request per connection,
/// served by a thread until ``stop()``. Nothing in it depends on time: it waits for a client however
/// long the test takes to get there (a test stalled behind a busy main actor once outlived a 20-second
/// lifetime, and a slow client a 2-second read timeout), polling only to notice ``stop()``.
final class LoopbackHTTPServer: Sendable {
    struct Route: Sendable {
        let status: Int
        let body: Data
    }

    struct Received: Sendable {
        let method: String
        let path: String
        let headers: [String: String]
        let body: Data
    }

    let port: UInt16
    private let listener: Int32
    private let routes: [String: Route]
    private let state = LockedValue<(stopped: Bool, received: [Received])>((false, []))
    private let finished = LockedValue<Bool>(false)

    convenience init?(routes: [String: Route]) {
        self.init { _ in routes }
    }

    /// Binds a free port, then builds the routes from the server's base URL (so a configuration
    /// response can name the server's own endpoints).
    init?(routeBuilder: (String) -> [String: Route]) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            return nil
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        routes = routeBuilder("http://127.0.0.1:\(port)")
        Thread.detachNewThread { [self] in serve() }
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var received: [Received] { state.withLock { $0.received } }

    func stop() { state.withLock { $0.stopped = true } }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func serve() {
        defer { close(listener) }
        while waitUntilReadable(listener) {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            handle(client)
            close(client)
        }
    }

    /// Waits until `descriptor` has something to read (`true`) or the server is stopped (`false`).
    private func waitUntilReadable(_ descriptor: Int32) -> Bool {
        while !isStopped {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, 100) > 0 { return true }
        }
        return false
    }

    private func handle(_ client: Int32) {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headerEnd: Int?
        var expected = 0
        while buffer.count < 1_000_000, waitUntilReadable(client) {
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else { break }
            buffer.append(contentsOf: chunk[0..<count])
            if headerEnd == nil, let end = Self.find([13, 10, 13, 10], in: buffer) {
                headerEnd = end + 4
                let head = String(decoding: buffer[0..<end], as: UTF8.self)
                expected = Self.headers(head)["content-length"].flatMap(Int.init) ?? 0
            }
            if let headerEnd, buffer.count >= headerEnd + expected { break }
        }
        guard let headerEnd else { return }
        let head = String(decoding: buffer[0..<(headerEnd - 4)], as: UTF8.self)
        let requestLine = head.split(separator: "\r\n").first.map(String.init) ?? ""
        let parts = requestLine.split(separator: " ").map(String.init)
        let path = parts.count > 1 ? parts[1] : "/"
        state.withLock {
            $0.received.append(
                Received(
                    method: parts.first ?? "", path: path, headers: Self.headers(head),
                    body: Data(buffer[headerEnd...])))
        }
        let route = routes[path] ?? Route(status: 404, body: Data())
        var response = Data(
            "HTTP/1.1 \(route.status) X\r\nContent-Type: application/json\r\nContent-Length: \(route.body.count)\r\nConnection: close\r\n\r\n"
                .utf8)
        response.append(route.body)
        response.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(client, raw.baseAddress! + offset, raw.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    private static func headers(_ head: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            result[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return result
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return nil
    }
}
