import Navigation

/// Collects a TestStore's failures so a test can assert that the store fails when it should.
package final class FailureLog {
    /// The failures so far, oldest first.
    package private(set) var failures: [TestStoreFailure] = []

    /// The sink to hand to `TestStore(onFailure:)`.
    package var sink: (TestStoreFailure) -> Void {
        { [self] failure in failures.append(failure) }
    }

    /// The failures' messages.
    package var messages: [String] { failures.map(\.message) }

    /// An empty log.
    package init() {}
}
