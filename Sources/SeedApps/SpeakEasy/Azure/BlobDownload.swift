import Foundation

/// A downloaded blob.
struct BlobDownload: Hashable, Sendable {
    /// The blob's bytes.
    var data: Data
    /// Its `Content-Type`, if the service sent one.
    var contentType: String?
}
