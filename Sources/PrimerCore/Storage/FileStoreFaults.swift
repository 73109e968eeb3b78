/// Test seams of ``FileStore``: system calls made to fail as they do on a full disk or with a file that
/// cannot be read, which a test cannot always cause (root reads a `chmod 000` file). Each returns the
/// `errno` to fail its call with, or `nil` to make the call. It returns the number rather than throwing:
/// a typed-throws function type in a stored property crashes when reflected on iOS 15–17.
struct FileStoreFaults: Sendable {
    /// Where reading the store file can fail.
    enum ReadStep: Sendable {
        /// `open` (`EACCES`, `EPERM` for a data-protection lock, `EMFILE`, `ENFILE`).
        case open
        /// Each `read` (`EIO`).
        case read
    }

    /// Runs before each step of reading the store file.
    var storeFileRead: (@Sendable (ReadStep) -> Int32?)?
    /// Runs before the change counter's `pwrite` that marks a write in progress (`ENOSPC`).
    var counterWrite: (@Sendable () -> Int32?)?

    /// No fault: every call is made.
    static let none = FileStoreFaults()
}
