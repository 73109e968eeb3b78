import ShopPrimer

// What the app does at launch, run on this machine: on Linux there is no notification system, so the
// primer is never already authorized and the card would show.
let welcome = WelcomePrimer(emit: { print("event: \($0)") })
print("show the welcome primer: \(await welcome.shouldShow())")
