import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

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
        /// How the body goes out.
        var delivery: Delivery = .whole
        /// Extra header lines (`Location: ...`).
        var headers: [String] = []
    }

    /// How a route's body is sent: whole, or as a hostile server sends it. Each is bounded in bytes, and
    /// stops as soon as the client closes the connection.
    enum Delivery: Sendable {
        /// `Content-Length` of the body, then the body.
        case whole
        /// Declares `Content-Length: declared`, then sends filler until the client closes or `sent` bytes.
        case declaredLength(declared: Int, sent: Int)
        /// `Transfer-Encoding: chunked` filler of `bytes` bytes in 64 KiB chunks.
        case chunked(bytes: Int)
        /// The body's bytes one at a time, `interval` seconds apart (opens ``trickleStarted`` first).
        case trickle(interval: TimeInterval)
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
    private let sent = LockedValue<[Int]>([])
    /// Opened when a trickling route sends its first byte (a test's deadline can fire then).
    let trickleStarted = OneShotGate()
    /// Opened when the first connection has been answered (or its client has gone).
    let firstAnswerEnded = OneShotGate()
    /// Opens once a trickled answer has stopped: the client hung up, the server stopped, or every byte went.
    let trickleEnded = OneShotGate()
    private let trickled = LockedValue<Int>(0)
    /// How many bytes of the trickled answer the client took before it stopped (after ``trickleEnded``).
    var trickleBytesSent: Int { trickled.withLock { $0 } }

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
    /// The body bytes each answered connection took before it ended or the client closed it.
    var bodyBytesSent: [Int] { sent.withLock { $0 } }

    func stop() { state.withLock { $0.stopped = true } }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func serve() {
        defer { close(listener) }
        while waitUntilReadable(listener) {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            #if canImport(Darwin)
            var noSignal: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
            #endif
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
        let count = respond(route, to: client)
        sent.withLock { $0.append(count) }
        firstAnswerEnded.open()
    }

    /// Sends `route`'s answer; returns how many body bytes the client took.
    private func respond(_ route: Route, to client: Int32) -> Int {
        var head = "HTTP/1.1 \(route.status) X\r\nContent-Type: application/json\r\nConnection: close\r\n"
        for line in route.headers { head += line + "\r\n" }
        switch route.delivery {
        case .whole, .trickle: head += "Content-Length: \(route.body.count)\r\n"
        case let .declaredLength(declared, _): head += "Content-Length: \(declared)\r\n"
        case .chunked: head += "Transfer-Encoding: chunked\r\n"
        }
        if case .whole = route.delivery {
        } else {
            // A hostile answer stops once the client stops reading for a while, so no test waits on it.
            var patience = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
        }
        guard Self.send(Data((head + "\r\n").utf8), to: client) else { return 0 }
        let filler = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
        var count = 0
        switch route.delivery {
        case .whole:
            if Self.send(route.body, to: client) { count = route.body.count }
        case let .declaredLength(_, limit):
            while count < limit, !isStopped, Self.send(filler, to: client) { count += filler.count }
        case let .chunked(bytes):
            var chunk = Data("10000\r\n".utf8)
            chunk.append(filler)
            chunk.append(contentsOf: Array("\r\n".utf8))
            while count < bytes, !isStopped, Self.send(chunk, to: client) { count += filler.count }
            _ = Self.send(Data("0\r\n\r\n".utf8), to: client)
        case let .trickle(interval):
            trickleStarted.open()
            for byte in route.body {
                guard !isStopped, Self.send(Data([byte]), to: client) else { break }
                count += 1
                Thread.sleep(forTimeInterval: interval)
            }
            trickled.withLock { $0 = count }
            trickleEnded.open()
        }
        return count
    }

    /// Writes all of `data`; `false` once the client has gone (no `SIGPIPE`).
    private static func send(_ data: Data, to client: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let written = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let written = Darwin.send(client, raw.baseAddress! + offset, raw.count - offset, 0)
                #endif
                guard written > 0 else { return false }
                offset += written
            }
            return true
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
