/// A card decoration that asks for a layout; PrimerUI's card draws it so, and any other presenter may.
public protocol LaidOutCardDecoration: CardDecoration {
    /// The layout the vendor's card has.
    var layout: CardLayout { get }
}
