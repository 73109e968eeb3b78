/// The Rakuten trigger matcher: one logged event against many campaigns of three triggers, with 256 or
/// 16 events in the log, in the best trigger order (an exact condition first: no logged event is
/// examined) and the worst (a comparison first: every logged event of its name is, for every campaign).
enum RakutenBenchmarks {
    static func all() -> [Benchmark] {
        [
            match(campaigns: 100, name: "rakuten.match.100x3.log256"),
            match(campaigns: 1_000, name: "rakuten.match.1000x3.log256"),
            match(campaigns: 1_000, eventsLogged: 16, name: "rakuten.match.1000x3.log16"),
            match(campaigns: 100, order: .comparisonFirst, name: "rakuten.match.100x3.log256.worstOrder"),
            match(campaigns: 1_000, order: .comparisonFirst, name: "rakuten.match.1000x3.log256.worstOrder"),
            match(
                campaigns: 1_000, eventsLogged: 16, order: .comparisonFirst,
                name: "rakuten.match.1000x3.log16.worstOrder"
            ),
        ]
    }

    private static func match(
        campaigns: Int, eventsLogged: Int = 256, order: TriggerMatchingWorkload.TriggerOrder = .exactFirst,
        name: String
    ) -> Benchmark {
        var workload = TriggerMatchingWorkload(campaigns: campaigns, eventsLogged: eventsLogged, order: order)
        return Benchmark(name: name) { iterations in
            for _ in 0..<iterations { keep(workload.logEventAndMatch()) }
            return iterations
        }
    }
}
