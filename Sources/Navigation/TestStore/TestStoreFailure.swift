/// One failed expectation of a `TestStore`: a readable message and where the test stated the
/// expectation, in the form Swift Testing's and XCTest's issue APIs take.
public struct TestStoreFailure: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with a `-`/`+` diff of expected and actual values where there is one.
    public var message: String
    /// `#fileID` of the failing call.
    public var fileID: String
    /// `#filePath` of the failing call.
    public var filePath: String
    /// `#line` of the failing call.
    public var line: Int
    /// `#column` of the failing call.
    public var column: Int

    /// Creates a failure.
    public init(message: String, fileID: String, filePath: String, line: Int, column: Int) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift:12: message`.
    public var description: String {
        "\(fileID):\(line): \(message)"
    }
}
