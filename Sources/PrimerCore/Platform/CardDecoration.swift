/// A vendor's resolved appearance for a card (layout, colours, images), rendered by a presenter that
/// knows the concrete type.
public protocol CardDecoration: Sendable {}
