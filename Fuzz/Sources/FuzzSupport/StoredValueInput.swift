import Foundation
import PrimerCore

extension FuzzInput {
    /// A stored value of any type, or none: a number of any bits (NaN and infinities included), a string
    /// or data of the next byte's length.
    public mutating func storedValue() -> StoredValue? {
        switch byte() % 6 {
        case 0: nil
        case 1: .bool(byte() & 1 == 1)
        case 2: .int(Int(bitPattern: UInt(word())))
        case 3: .double(Double(bitPattern: word()))
        case 4: .string(string())
        default: .data(bytes(Int(byte())))
        }
    }
}
