/// The adapter's identity for tools that list adapters by name (the suite and `primer-lab` use
/// `PrimerCore/AdapterDescriptor/actito`, whose profile carries the same name).
public enum ActitoAdapterInfo {
    /// The adapter's name as `primer-lab` lists it.
    public static let name = "Actito"
}
