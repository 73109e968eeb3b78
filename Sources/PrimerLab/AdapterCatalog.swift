import ActitoConformance
import ActiveReachConformance
import CleverTapConformance
import OneSignalConformance
import PrimerConformance
import PrimerCore
import PushwooshConformance
import RakutenConformance

/// The adapters `primer-lab` knows, in column order. The one place that lists them: a new adapter is
/// one line here (its test-support module, `<Vendor>Conformance`, publishes `AdapterDescriptor.<vendor>`).
package struct AdapterCatalog: Sendable {
    /// The descriptors, in column order.
    package var descriptors: [AdapterDescriptor]
    /// Yardsticks that `check` runs after the columns but that are no vendor's column in the tables
    /// (found by name too).
    package var checkedOnly: [AdapterDescriptor]

    /// A catalog of `descriptors` (tests build their own), plus yardsticks only `check` runs.
    package init(_ descriptors: [AdapterDescriptor], checkedOnly: [AdapterDescriptor] = []) {
        self.descriptors = descriptors
        self.checkedOnly = checkedOnly
    }

    /// Every adapter of the package; the card-less reference (a Settings fallback through the vendor's
    /// own alert), the reference under a minimum interval, and the vendors' configurations that take
    /// another branch of their policy (Pushwoosh under a one-second throttle, ActiveReach with no cooldown,
    /// Actito and Rakuten asking for provisional authorization, CleverTap without the Settings fallback) are
    /// checked, not tabled.
    package static let standard = AdapterCatalog(
        [.reference, .activeReach, .pushwoosh, .actito, .rakuten, .oneSignal, .cleverTap],
        checkedOnly: [
            .referenceCardless, .referenceInterval, .pushwooshOneSecond, .activeReachNoCooldown, .actitoProvisional,
            .rakutenProvisional, .cleverTapNoFallback,
        ])

    /// The adapters' names, in column order.
    package var names: [String] { descriptors.map(\.name) }

    /// The adapter named `name`, case-insensitively, a ``checkedOnly`` yardstick included; throws
    /// ``LabError/unknownAdapter(_:valid:)`` listing every name it accepts. `"<name> behind my card"`
    /// is a card-less adapter behind the app's own card (``AdapterDescriptor/behindAppCard(_:)``).
    package func descriptor(named name: String) throws(LabError) -> AdapterDescriptor {
        let suffix = AdapterDescriptor.behindAppCardSuffix
        if name.lowercased().hasSuffix(suffix), name.count > suffix.count {
            let vendor = try descriptor(named: String(name.dropLast(suffix.count)))
            guard !vendor.profile.capabilities.contains(.softAskCard) else {
                throw .alreadyHasACard(
                    vendor.name,
                    valid: (descriptors + checkedOnly).filter { !$0.profile.capabilities.contains(.softAskCard) }
                        .map(\.name))
            }
            return .behindAppCard(vendor)
        }
        let known = descriptors + checkedOnly
        guard let match = known.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .unknownAdapter(name, valid: known.map(\.name))
        }
        return match
    }

    /// The adapters named in `names` (in that order, duplicates dropped), or all when `names` is empty
    /// (the ``checkedOnly`` yardsticks too when `includingCheckedOnly`).
    package func select(_ names: [String], includingCheckedOnly: Bool = false) throws(LabError) -> [AdapterDescriptor] {
        guard !names.isEmpty else { return includingCheckedOnly ? descriptors + checkedOnly : descriptors }
        var chosen: [AdapterDescriptor] = []
        for name in names {
            let descriptor = try descriptor(named: name)
            if !chosen.contains(where: { $0.name == descriptor.name }) { chosen.append(descriptor) }
        }
        return chosen
    }
}
