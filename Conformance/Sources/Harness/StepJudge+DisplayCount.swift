@_spi(AdapterAuthoring) import PrimerCore

extension StepJudge {
    /// A declared display count (``BehaviourProfile/displayCountKey``) moves by exactly the cards the step
    /// handed to the screen, because the vendor counts every card it shows and nothing else; the count
    /// before is read as the vendor reads its number (`StoredValue.integerReading`: a whole double or a
    /// Boolean counts as the number it is), anything else counts as none, and the count stops at `Int.max`.
    func judgeDisplayCount(
        expected: Expectation, observed: Observation, fail: (ConformanceCheck, String, String, String) -> Void
    ) {
        guard let key = profile.displayCountKey else { return }
        let aspect = "display count under '\(key)'"
        let handed = expected.storeRefusesWrites ? 0 : expected.cardsHandedToScreen
        guard handed > 0 else {
            guard !Self.same(observed.displayCountAfter, observed.displayCountBefore) else { return }
            fail(
                .profileMatchesBehaviour, aspect,
                "\(Self.describe(observed.displayCountBefore)) → \(Self.describe(observed.displayCountAfter))",
                expected.storeRefusesWrites
                    ? "unchanged, because the store refuses every write"
                    : "unchanged, because no card was handed to the screen")
            return
        }
        let before = observed.displayCountBefore?.integerReading ?? 0
        let (sum, overflow) = before.addingReportingOverflow(handed)
        let want = StoredValue.int(overflow ? .max : sum)
        guard observed.displayCountAfter != want else { return }
        fail(
            .profileMatchesBehaviour, aspect,
            "\(Self.describe(observed.displayCountBefore)) → \(Self.describe(observed.displayCountAfter))",
            "\(Self.describe(want)), because \(handed) card(s) were handed to the screen and the profile declares "
                + "a display count")
    }

    /// Equal values, a NaN (garbage a corrupt disk may hold) included.
    private static func same(_ first: StoredValue?, _ second: StoredValue?) -> Bool {
        if case let .double(one)? = first, case let .double(other)? = second {
            return one.bitPattern == other.bitPattern
        }
        return first == second
    }

    private static func describe(_ value: StoredValue?) -> String {
        switch value {
        case nil: "none"
        case let .int(count)?: "\(count)"
        case let other?: "\(other) (\(other.integerReading.map { "read as \($0)" } ?? "not an integer"))"
        }
    }
}
