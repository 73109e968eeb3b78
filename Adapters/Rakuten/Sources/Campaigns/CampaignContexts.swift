extension CampaignData {
    /// The contexts of the campaign: the text inside each complete `[...]` of the title, in order. An
    /// unclosed `[` or a stray `]` is ignored. A tooltip's leading `[Tooltip]` marker is not a context.
    var contexts: [String] {
        var found = Self.bracketedParts(of: messagePayload.title)
        if isTooltip, let first = found.first, first.lowercased() == "tooltip" { found.removeFirst() }
        return found
    }

    static func bracketedParts(of title: String) -> [String] {
        var parts: [String] = []
        var current: String?
        for character in title {
            switch character {
            case "[": current = ""
            case "]":
                if let part = current { parts.append(part) }
                current = nil
            default: current?.append(character)
            }
        }
        return parts
    }
}
