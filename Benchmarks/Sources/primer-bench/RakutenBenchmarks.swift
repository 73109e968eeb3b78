@_spi(Benchmarks) import RakutenAdapter

/// The Rakuten trigger matcher: one logged event against many campaigns of three triggers, with a full
/// log of 256 events (and with 16, to show the cost does not grow with the log).
enum RakutenBenchmarks {
    static func all() -> [Benchmark] {
        [
            match(campaigns: 100, name: "rakuten.match.100x3.log256"),
            match(campaigns: 1_000, name: "rakuten.match.1000x3.log256"),
            match(campaigns: 1_000, eventsLogged: 16, name: "rakuten.match.1000x3.log16"),
        ]
    }

    private static func match(campaigns: Int, eventsLogged: Int = 256, name: String) -> Benchmark {
        var workload = TriggerMatchingWorkload(campaigns: campaigns, eventsLogged: eventsLogged)
        return Benchmark(name: name) { iterations in
            for _ in 0..<iterations { keep(workload.logEventAndMatch()) }
            return iterations
        }
    }
}
