import Foundation

/// The command line: `primer-bench [--format table|json] [--quick] [--rounds N] [--filter TEXT]`.
struct Options {
    enum Format: String { case table, json }

    var format = Format.table
    var quick = false
    var rounds = 7
    var filter: String?

    static let usage = """
        usage: primer-bench [--format table|json] [--quick] [--rounds N] [--filter TEXT]
          --format   table (default) or json: [{"name", "median_ns", "allocations"}]
          --quick    one short round without warm-up (CI: proves every benchmark runs)
          --rounds   interleaved rounds per benchmark after the warm-up (default 7)
          --filter   only benchmarks whose name contains TEXT
        """

    /// Parses `arguments` (without the program name); a message on bad input.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--format":
                guard let value = rest.popFirst(), let format = Format(rawValue: value) else {
                    return .failure(OptionsError("--format takes table or json"))
                }
                options.format = format
            case "--rounds":
                guard let value = rest.popFirst(), let rounds = Int(value), rounds > 0 else {
                    return .failure(OptionsError("--rounds takes a positive whole number"))
                }
                options.rounds = rounds
            case "--filter":
                guard let value = rest.popFirst() else { return .failure(OptionsError("--filter takes a text")) }
                options.filter = value
            case "--help", "-h":
                return .failure(OptionsError(nil))
            default:
                return .failure(OptionsError("unknown argument '\(argument)'"))
            }
        }
        return .success(options)
    }
}

/// A command-line mistake (`message` is `nil` for `--help`).
struct OptionsError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
