import Foundation

/// Builds the Foundation values a `userInfo` or an app's settings dictionary may hold straight from fuzz
/// bytes, a small stack program, so no decoder's limits shape them: any nesting up to ``maxDepth`` (a
/// 4 KB APNs payload nests about 2,000 deep), `NSNumber`s of every kind, `Data`, `Date`, `NSNull`,
/// strings up to a megabyte, and keys that are not strings.
public enum FoundationValueBuilder {
    /// The deepest value built: deep enough to pass every reader's limit, shallow enough that releasing
    /// it on the fuzzer's 8 MB main thread (a deep value's release recurses) is safe.
    public static let maxDepth = 3_000

    private struct Item {
        var value: Any
        var depth: Int
    }

    private enum Entry {
        case item(Item)
        case open(dictionary: Bool)
    }

    /// The value the program in `input` builds: the last value left on its stack (open containers are
    /// closed at the end), `NSNull` for an empty program. Its long strings are at most
    /// `maxStringBytes` (a megabyte by default; a `userInfo` from APNs is at most 4 KB in all).
    public static func value(from input: inout FuzzInput, maxStringBytes: Int = 1 << 20) -> Any {
        var stack: [Entry] = []
        while !input.isAtEnd {
            let operation = input.byte()
            switch operation % 15 {
            case 0: stack.append(leaf(NSNull()))
            case 1: stack.append(leaf(input.byte() & 1 == 1))
            case 2: stack.append(leaf(Int(bitPattern: UInt(input.word()))))
            case 3: stack.append(leaf(Double(bitPattern: input.word())))
            case 4: stack.append(leaf(input.string()))
            case 5: stack.append(leaf(number(&input)))
            case 6: stack.append(leaf(Data(input.bytes(Int(input.byte())))))
            case 7: stack.append(leaf(Date(timeIntervalSince1970: Double(bitPattern: input.word()))))
            case 8: stack.append(.open(dictionary: false))
            case 9: stack.append(.open(dictionary: true))
            case 10: close(&stack)
            case 11: nest(&stack, levels: Int(input.byte()) << 4 | Int(input.byte() >> 4))
            case 12:
                // Up to a megabyte: a string of any size (an Info.plist value, a stored setting).
                let unit = input.string()
                let count = min(Int(input.byte()) << 12, maxStringBytes / max(unit.utf8.count, 1))
                stack.append(leaf(String(repeating: unit, count: count)))
            case 13:
                stack.append(
                    leaf(input.byte() & 1 == 1 ? ["nested": "dictionary"] as NSDictionary : [1, 2] as NSArray))
            default: stack.append(leaf(Int(input.byte())))
            }
        }
        while stack.contains(where: { if case .open = $0 { true } else { false } }) { close(&stack) }
        guard case let .item(last)? = stack.last else { return NSNull() }
        return last.value
    }

    /// ``value(from:)`` as a `userInfo`: the value when it is a dictionary, else `["value": value]`.
    public static func userInfo(from input: inout FuzzInput, maxStringBytes: Int = 1 << 20) -> [AnyHashable: Any] {
        let value = value(from: &input, maxStringBytes: maxStringBytes)
        return value as? [AnyHashable: Any] ?? ["value": value]
    }

    private static func leaf(_ value: Any) -> Entry { .item(Item(value: value, depth: 0)) }

    private static func number(_ input: inout FuzzInput) -> NSNumber {
        let word = input.word()
        switch input.byte() % 7 {
        case 0: return NSNumber(value: word & 1 == 1)
        case 1: return NSNumber(value: Int8(truncatingIfNeeded: word))
        case 2: return NSNumber(value: Int32(truncatingIfNeeded: word))
        case 3: return NSNumber(value: Int64(bitPattern: word))
        case 4: return NSNumber(value: word)
        case 5: return NSNumber(value: Float(bitPattern: UInt32(truncatingIfNeeded: word)))
        default: return NSNumber(value: Double(bitPattern: word))
        }
    }

    /// Closes the innermost open container over the values after it (a dictionary takes them in key,
    /// value pairs; a key that is not a string stays what it is when hashable).
    private static func close(_ stack: inout [Entry]) {
        var items: [Item] = []
        while let entry = stack.popLast() {
            switch entry {
            case let .item(item):
                items.append(item)
            case let .open(dictionary):
                items.reverse()
                let depth = 1 + (items.map(\.depth).max() ?? 0)
                guard depth <= maxDepth else {
                    stack.append(leaf(NSNull()))
                    return
                }
                if dictionary {
                    var members: [AnyHashable: Any] = [:]
                    for pair in stride(from: 0, to: items.count - 1, by: 2) {
                        members[key(items[pair].value)] = items[pair + 1].value
                    }
                    stack.append(.item(Item(value: members, depth: depth)))
                } else {
                    stack.append(.item(Item(value: items.map(\.value), depth: depth)))
                }
                return
            }
        }
        // No open container: the items go back.
        stack.append(contentsOf: items.reversed().map(Entry.item))
    }

    /// A string or integer key as it is; any other value's type name (an `NSNumber` NaN key breaks the
    /// dictionary's hashing, and an extreme `Date`'s description traps, in the harness, not in the code
    /// under test).
    private static func key(_ value: Any) -> AnyHashable {
        switch value {
        case let string as String: string
        case let int as Int where type(of: value) == Int.self: int
        default: "\(type(of: value))"
        }
    }

    /// Wraps the top value in `levels` arrays and dictionaries, alternately, up to ``maxDepth``.
    private static func nest(_ stack: inout [Entry], levels: Int) {
        guard case var .item(item)? = stack.last else { return }
        stack.removeLast()
        for level in 0..<min(levels, maxDepth - item.depth) {
            item.value = level.isMultiple(of: 2) ? [item.value] as [Any] : ["k": item.value] as [String: Any]
            item.depth += 1
        }
        stack.append(.item(item))
    }
}
