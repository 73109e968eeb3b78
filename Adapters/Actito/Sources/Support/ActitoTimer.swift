import PrimerCore

/// Lets time pass, injected so tests decide when a time budget runs out without sleeping: the core's
/// `PrimerTimer` under the adapter's name.
public typealias ActitoTimer = PrimerTimer

/// The real timer (`Task.sleep`): the core's `SystemTimer` under the adapter's name.
public typealias ActitoSystemTimer = SystemTimer
