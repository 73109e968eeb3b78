import PrimerCore
import PrimerSimulator

/// How a cell reads in each output format. One place, so the table's codes, the legend and the prose
/// of `diff` cannot disagree.
extension CellObservation {
    /// The table's 10-character code: four flags, the outcome and a persistence mark (`CP.R GRNT*`).
    var code: String {
        let flags = [
            cardShown ? "C" : (cardless ? "a" : "."), prompt != nil ? "P" : (requests > 0 ? "p" : "."),
            settingsOpened ? "S" : ".", registered ? "R" : ".",
        ].joined()
        return "\(flags) \(Self.resultCode(result))\(persisted.isEmpty ? "" : "*")"
    }

    /// What the user and the system saw, in words (`card`, `prompt: Allow`, `Settings opened`, ...).
    var actions: [String] {
        var words: [String] = []
        if cardless {
            words.append("no card; the app asked")
            // A card-less adapter's one card is the vendor's own alert offering Settings (OneSignal's).
            if cardShown { words.append("the vendor's Settings alert") }
        } else if cardShown {
            words.append("card")
        }
        if let prompt {
            words.append("prompt: \(prompt == .allow ? "Allow" : "Don't Allow")")
        } else if requests > 0 {
            words.append("request without prompt")
        }
        // The notification settings are the documented page; the app's page (one tap further) is named.
        if settingsOpened {
            words.append(settingsDestination == .appSettings ? "Settings opened (app's page)" : "Settings opened")
        }
        if registrations > 0 { words.append("APNs registration") }
        return words
    }

    /// One line for prose: `card, prompt: Allow, APNs registration → granted (accepted); stores k=now`.
    var sentence: String {
        let done = actions.isEmpty ? "nothing shown" : actions.joined(separator: ", ")
        var text = "\(done) → \(result.rawValue) (\(vendorOutcome))"
        if !persisted.isEmpty { text += "; stores \(persisted.map(\.description).joined(separator: ", "))" }
        return text
    }

    /// The events without their namespace (`displayed, allow_tapped`), or `none`.
    var shortEvents: String {
        events.isEmpty ? "none" : events.map(\.shortName).joined(separator: ", ")
    }

    /// The table's outcome abbreviation.
    static func resultCode(_ result: PrimerResult) -> String {
        switch result {
        case .granted: "GRNT"
        case .denied: "DENY"
        case .later: "LATR"
        case .dismissed: "DISM"
        case .suppressed: "SUPP"
        case .redirectedToSettings: "SETT"
        case .failed: "FAIL"
        }
    }
}

extension PrimerEventName {
    /// The name after its namespace (`allow_tapped`).
    var shortName: String { String(rawValue.split(separator: ".").last ?? Substring(rawValue)) }
}

/// The legend shared by the table and the markdown output.
enum MatrixLegend {
    /// Lines explaining the row and cell codes.
    static let lines = [
        "Rows: START HISTORY CARD [SYSTEM] [AFTER]. START: nD notDetermined, den denied, auth authorized,",
        "  prov provisional, eph ephemeral. HISTORY: - first attempt, L1h/L30d \"later\" 1 h / 30 d ago",
        "  (same process), /RL then relaunched, Y/RL or N/RL allowed or refused 1 h ago then relaunched.",
        "  CARD: acc accept, ltr later, dis dismiss. SYSTEM: Y Allow, N Don't Allow (only where iOS can",
        "  prompt). AFTER: S+ / S= turns on / leaves Settings and returns; !reg APNs registration fails,",
        "  !req the system request throws, !set Settings cannot open.",
        "Cells: C card shown (a: the adapter has no card, the app asked itself, so the card answer is",
        "  unused), P system prompt shown (p: request answered without a prompt), S Settings opened,",
        "  R APNs registration; outcome GRNT granted, DENY denied, LATR later, DISM dismissed,",
        "  SUPP suppressed, SETT sent to Settings, FAIL failed; * something was written to disk.",
        "Every cell is observed by driving the adapter on a fresh simulated device; events, vendor outcomes",
        "  and stored keys are in --format markdown, json, csv or html.",
    ]
}
