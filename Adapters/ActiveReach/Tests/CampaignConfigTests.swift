import ActiveReachAdapter
import Foundation
import Testing

/// Decoding operator-authored campaigns: good ones, and hostile ones that must fail with the field named.
@Suite struct CampaignConfigTests {
    static func campaign(_ overrides: [String: String]) -> String {
        var fields: [String: String] = [
            "campaignId": "\"campaign_123\"", "renderType": "\"push_primer\"", "title": "\"Stay in the loop\"",
            "body": "\"Order updates.\"", "allowButtonLabel": "\"Turn on notifications\"",
            "laterButtonLabel": "\"Not right now\"",
        ]
        for (key, value) in overrides { fields[key] = value }
        let members = fields.filter { $0.value != "<absent>" }.sorted { $0.key < $1.key }
        return "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    @Test func aFullCampaignDecodesAndUnknownFieldsAreIgnored() throws {
        let config = try InAppPushPrimer.Config(
            campaignJSON: Self.campaign([
                "imageUrl": "\"https://cdn.example.com/bell.png\"", "icon": "\"bell\"", "cooldownDays": "14",
                "segment": "{\"tier\": [1, 2, {\"x\": null}]}", "priority": "3.5", "abTest": "true",
            ]))
        #expect(
            config
                == InAppPushPrimer.Config(
                    campaignId: "campaign_123", title: "Stay in the loop", body: "Order updates.",
                    allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now",
                    imageUrl: URL(string: "https://cdn.example.com/bell.png"), icon: "bell", cooldownDays: 14))
    }

    @Test(arguments: ["<absent>", "null"])
    func cooldownDaysDefaultsToSeven(_ cooldown: String) throws {
        let config = try InAppPushPrimer.Config(
            campaignJSON: Self.campaign(["cooldownDays": cooldown, "imageUrl": "null"]))
        #expect(config.cooldownDays == 7)
        #expect(config.imageUrl == nil)
        #expect(
            InAppPushPrimer.Config(
                campaignId: "c", title: "t", body: "b", allowButtonLabel: "a",
                laterButtonLabel: "l"
            ).cooldownDays == 7)
    }

    @Test(arguments: ["0", "365", "7.0"])
    func cooldownDaysWithinTheCapDecode(_ days: String) throws {
        let config = try InAppPushPrimer.Config(campaignJSON: Self.campaign(["cooldownDays": days]))
        #expect(config.cooldownDays == Int(Double(days)!))
    }

    static let hostile: [(String, [String: String], CampaignConfigError)] = [
        ("wrong render type", ["renderType": "\"banner\""], .wrongRenderType(found: "banner")),
        ("no render type", ["renderType": "<absent>"], .wrongRenderType(found: nil)),
        (
            "render type not a string", ["renderType": "7"],
            .wrongType(field: "renderType", expected: "a string", found: "the number 7")
        ),
        ("no allow label", ["allowButtonLabel": "<absent>"], .missingField("allowButtonLabel")),
        ("null later label", ["laterButtonLabel": "null"], .missingField("laterButtonLabel")),
        ("empty allow label", ["allowButtonLabel": "\"\""], .emptyField("allowButtonLabel")),
        ("blank later label", ["laterButtonLabel": "\"  \\n \""], .emptyField("laterButtonLabel")),
        ("no campaign id", ["campaignId": "<absent>"], .missingField("campaignId")),
        ("title is a number", ["title": "5"], .wrongType(field: "title", expected: "a string", found: "the number 5")),
        ("body is an array", ["body": "[\"a\"]"], .wrongType(field: "body", expected: "a string", found: "an array")),
        ("negative cooldown", ["cooldownDays": "-1"], .cooldownDaysNegative("-1")),
        ("fractional cooldown", ["cooldownDays": "7.5"], .cooldownDaysNotInteger("7.5")),
        ("cooldown above the cap", ["cooldownDays": "366"], .cooldownDaysTooLarge("366", maximum: 365)),
        ("absurd cooldown", ["cooldownDays": "1e300"], .cooldownDaysTooLarge("1e+300", maximum: 365)),
        ("absurd negative cooldown", ["cooldownDays": "-1e300"], .cooldownDaysNegative("-1e+300")),
        // Unsigned integers beyond Int used to wrap to negative numbers ("must not be negative, found -1").
        (
            "cooldown of UInt64.max", ["cooldownDays": "18446744073709551615"],
            .cooldownDaysTooLarge("1.8446744073709552e+19", maximum: 365)
        ),
        (
            "cooldown just past Int.max", ["cooldownDays": "9223372036854775808"],
            .cooldownDaysTooLarge("9.223372036854776e+18", maximum: 365)
        ),
        (
            "cooldown as text", ["cooldownDays": "\"7\""],
            .wrongType(field: "cooldownDays", expected: "a whole number of days", found: "the string '7'")
        ),
        (
            "cooldown as boolean", ["cooldownDays": "true"],
            .wrongType(field: "cooldownDays", expected: "a whole number of days", found: "the boolean true")
        ),
        (
            "http image", ["imageUrl": "\"http://cdn.example.com/a.png\""],
            .imageUrlNotHTTPS("http://cdn.example.com/a.png")
        ),
        ("image without host", ["imageUrl": "\"https://\""], .imageUrlNotHTTPS("https://")),
        ("image not a URL", ["imageUrl": "\"javascript:alert(1)\""], .imageUrlNotHTTPS("javascript:alert(1)")),
        ("icon is an object", ["icon": "{}"], .wrongType(field: "icon", expected: "a string", found: "an object")),
    ]

    @Test(arguments: hostile)
    func hostileCampaignsFailNamingTheField(
        _ name: String, _ overrides: [String: String], _ expected: CampaignConfigError
    ) {
        #expect(throws: expected, "\(name)") { try InAppPushPrimer.Config(campaignJSON: Self.campaign(overrides)) }
        #expect(expected.description.contains("'"), "the message names the field: \(expected)")
    }

    @Test(arguments: [
        "", "{", "[1, 2]", "\"push_primer\"", "null", String(repeating: "[", count: 100_000),
        String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000),
        "{\"renderType\": \"push_primer\", \"title\": \"\u{0}\"}",
    ])
    func malformedDocumentsAreRefusedWithoutCrashing(_ text: String) {
        #expect(throws: CampaignConfigError.self) { try InAppPushPrimer.Config(campaignJSON: text) }
    }

    @Test func errorMessagesNameTheFieldAndTheValue() {
        #expect(
            CampaignConfigError.cooldownDaysTooLarge("366", maximum: 365).description
                == "field 'cooldownDays' must be at most 365 days, found 366")
        #expect(
            CampaignConfigError.imageUrlNotHTTPS("http://x").description
                == "field 'imageUrl' must be an https URL, found 'http://x'")
        #expect(
            CampaignConfigError.wrongRenderType(found: "banner").description
                == "field 'renderType' must be 'push_primer', found 'banner'")
    }
}
