import PrimerCore

/// A feature module of ``Actito`` (push, push UI, ...), one instance per `Actito` value.
@MainActor
public protocol ActitoModule: AnyObject {
    /// Creates the module for `actito` (read ``Actito/environment``; `nil` for an instance made without
    /// one).
    init(actito: Actito)
}
