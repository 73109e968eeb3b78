import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// `PushPayload(json:)` against a plain `Codable` decode of the same payload.
enum PayloadBenchmarks {
    /// A 315-byte APNs payload: a visible alert, badge, sound, flags and the sender's custom keys.
    static let payload = Data(
        (#"{"aps":{"alert":{"title":"Weekend sale","body":"50% off everything in the app"},"#
            + #""badge":1,"sound":"default","mutable-content":1,"relevance-score":0.5,"thread-id":"sales","#
            + #""category":"OFFER"},"x-sender":"notificare","notificationId":"n-1","#
            + #""actions":[{"type":"re.notifica.action.Browser","label":"Open"}],"orderId":42}"#).utf8)

    static func all() -> [Benchmark] {
        [
            Benchmark(name: "payload.json") { iterations in
                for _ in 0..<iterations { keep(try? PushPayload(json: payload)) }
                return iterations
            },
            Benchmark(name: "payload.codableBaseline") { iterations in
                let decoder = JSONDecoder()
                for _ in 0..<iterations { keep(try? decoder.decode(CodablePayload.self, from: payload)) }
                return iterations
            },
        ]
    }

    /// The same payload as plain `Decodable` types: the peer the parser is held to.
    struct CodablePayload: Decodable {
        struct APS: Decodable {
            struct Alert: Decodable {
                var title: String?
                var body: String?
            }

            var alert: Alert?
            var badge: Int?
            var sound: String?
            var mutableContent: Int?
            var relevanceScore: Double?
            var threadId: String?
            var category: String?

            enum CodingKeys: String, CodingKey {
                case alert, badge, sound, category
                case mutableContent = "mutable-content"
                case relevanceScore = "relevance-score"
                case threadId = "thread-id"
            }
        }

        struct Action: Decodable {
            var type: String
            var label: String
        }

        var aps: APS
        var sender: String?
        var notificationId: String?
        var actions: [Action]?
        var orderId: Int?

        enum CodingKeys: String, CodingKey {
            case aps, notificationId, actions, orderId
            case sender = "x-sender"
        }
    }
}
