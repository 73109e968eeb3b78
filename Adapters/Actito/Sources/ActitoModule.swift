import PrimerCore

/// A feature module of ``Actito`` (push, push UI, ...), one instance per `Actito` value.
@MainActor
public protocol ActitoModule: AnyObject {
    /// Creates the module for `actito` (read ``Actito/environment``; it may still be `nil`).
    init(actito: Actito)
    /// `actito` was configured with `environment` after this module was created.
    func actitoDidConfigure(_ environment: PlatformEnvironment)
}
