/// The Actito-style adapter. Its issue fills this module in; until then it only names itself.
public enum ActitoAdapterInfo {
    /// The adapter's name as `primer-lab` lists it.
    public static let name = "Actito"
}
