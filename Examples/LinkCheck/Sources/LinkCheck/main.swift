import ActiveReachAdapter
import Foundation
import PrimerCore

// The README's integrator flow, reduced to what links: a primer over the host, a status check and the
// Later path. It runs on Linux too (no notification system: the check answers false).
let primer = InAppPushPrimer(emit: { name, _ in print(name) })
let authorized = await primer.isAlreadyAuthorized()
print("already authorized: \(authorized)")
print("in cooldown: \(primer.isInCooldown(cooldownDays: 7))")
