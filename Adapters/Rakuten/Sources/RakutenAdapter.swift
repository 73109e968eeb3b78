/// The Rakuten-style adapter. Its issue fills this module in; until then it only names itself.
public enum RakutenAdapterInfo {
    /// The adapter's name as `primer-lab` lists it.
    public static let name = "Rakuten"
}
