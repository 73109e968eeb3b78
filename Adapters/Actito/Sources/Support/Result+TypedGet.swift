extension Result {
    /// The success value, or the failure thrown with its own type.
    ///
    /// `get()` does this in Swift 6, but the iOS 17 SDKs' standard library declares it `throws` (any
    /// `Error`), which a `throws(Failure)` function cannot rethrow; this form compiles with both.
    func typedGet() throws(Failure) -> Success {
        switch self {
        case let .success(value): return value
        case let .failure(error): throw error
        }
    }
}
