import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// Calls the app makes one after another take effect in that order: the README's `present()` followed
/// at once by another call (a setter on the same builder, the clock moving).
@Suite struct CallOrderTests {
    /// A setter called right after `present()` on the same builder changes no card already on its way.
    @Test func aSetterRightAfterPresentLeavesThatCardAsItWas() async {
        let counting = LockedValue<CountingPresenter?>(nil)
        let fixture = PushwooshFixture(user: .answering(card: .later)) { device in
            let presenter = CountingPresenter(device: device)
            counting.withLock { $0 = presenter }
            return presenter
        }
        let builder = fixture.basic()
        builder.present()
        builder.title("Changed after present").message("")
        await fixture.runtime.waitUntilIdle()
        #expect(counting.withLock { $0 }?.cards.map(\.title) == ["Stay in the loop"])
    }

    /// "Display frequency": the last-shown stamp is the moment of the `present()` call, however late its
    /// work runs, so a week later to the second the next card may show.
    @Test func theLastShownStampIsTheMomentOfThePresentCall() async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        let called = fixture.device.clock.now
        fixture.basic().minInterval(7 * 86_400).present()
        fixture.device.clock.advance(by: 3_600)
        await fixture.runtime.waitUntilIdle()
        #expect(fixture.lastShown == called.timeIntervalSince1970)
    }
}
