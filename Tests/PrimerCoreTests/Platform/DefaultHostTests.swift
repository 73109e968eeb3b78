import Testing

@testable @_spi(AdapterAuthoring) import PrimerCore

@Suite struct DefaultHostTests {
    @Test func theProcessValueIsMadeOnFirstReadAndKeptUntilReset() {
        let made = LockedValue(0)
        let host = DefaultHost {
            made.withLock { count in
                count += 1
                return "default \(count)"
            }
        }
        #expect(made.withLock { $0 } == 0)
        #expect(host.current == "default 1")
        #expect(host.current == "default 1")
        host.set("app")
        #expect(host.current == "app")
        host.reset()
        #expect(host.current == "default 2")
    }

    @Test func anOverrideReachesTheTasksItsTaskStartsButNotADetachedOne() async {
        let host = DefaultHost { "default" }
        host.set("app")
        await host.withOverride("test") {
            #expect(host.current == "test")
            #expect(await Task { host.current }.value == "test")
            #expect(await Task.detached { host.current }.value == "app")
        }
        #expect(host.current == "app")
    }

    /// Two tests at once: the second reads while the first is inside its override (the first waits for
    /// it), so the overlap is forced, not hoped for.
    @Test func aConcurrentTaskOutsideTheOverrideSeesTheProcessValue() async {
        let host = DefaultHost { "default" }
        let (entered, enter) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let seen = await withTaskGroup(of: (String, String).self) { group in
            group.addTask {
                await host.withOverride("first test") {
                    enter.yield()
                    for await _ in released { break }
                    return ("first", host.current)
                }
            }
            group.addTask {
                for await _ in entered { break }
                let current = host.current
                release.yield()
                return ("second", current)
            }
            var seen: [String: String] = [:]
            for await (test, value) in group { seen[test] = value }
            return seen
        }
        #expect(seen == ["first": "first test", "second": "default"])
    }

    @Test func theInnermostOverrideWinsUntilItsOperationReturns() async {
        let host = DefaultHost { "default" }
        let seen = await host.withOverride("outer") {
            let inner = await host.withOverride("inner") { host.current }
            return [inner, host.current]
        }
        #expect(seen == ["inner", "outer"])
        #expect(host.current == "default")
    }

    @Test func settingTheProcessValueInsideAnOverrideChangesOnlyWhatOtherTasksSee() async {
        let host = DefaultHost { "default" }
        await host.withOverride("test") {
            host.set("app")
            #expect(host.current == "test")
        }
        #expect(host.current == "app")
    }
}
