import Foundation
@testable import SeedApps
@testable import Presentation

/// The storage account the Azure tests run against on the loopback server: the emulator's
/// account name and published key, SpeakEasy's sample data as entities (three per page, so
/// seven events take three pages) and photos as blobs.
enum AzureFixtures {
    /// The emulator's account name.
    static let account = "devstoreaccount1"
    /// The emulator's published key.
    static let key = AzureSigningTests.key(AzureSigningTests.emulatorKeyText)
    /// The SAS signature the server accepts.
    static let sasSignature = "loopback+sas/signature="
    /// The clients' fixed clock: Wed, 05 Dec 2012 18:00:00 GMT.
    static let date = AzureSigningTests.fixedDate
    /// The sample conference.
    static let data = SpeakEasySampleData.standard

    /// The storage service: events and speakers tables, a private `photos` container and a
    /// public `public` one; Tom Okafor's photo is missing.
    static func storage(pageSize: Int = 3, extraEvents: [TableEntity] = []) -> LoopbackStorage {
        var blobs: [String: (contentType: String, data: Data)] = [:]
        for (name, image) in data.images {
            let size = image.size ?? Size(width: 1, height: 1)
            let bytes = name.hasSuffix(".jpg") ? jpeg(width: Int(size.width), height: Int(size.height)) : png(width: Int(size.width), height: Int(size.height))
            blobs["photos/" + name] = (name.hasSuffix(".jpg") ? "image/jpeg" : "image/png", bytes)
        }
        blobs["public/logo.png"] = ("image/png", png(width: 57, height: 57))
        blobs["photos/my photo.png"] = ("image/png", png(width: 10, height: 20))
        return LoopbackStorage(
            account: account, key: key.bytes, sasSignature: sasSignature,
            tables: [
                "Events": data.events.map { SpeakEasyEntities.entity(for: $0) } + extraEvents,
                "Speakers": data.speakers.map { SpeakEasyEntities.entity(for: $0) },
            ],
            blobs: blobs, publicContainers: ["public"], pageSize: pageSize)
    }

    /// The path-style endpoint of the account on `server`.
    static func endpoint(_ server: LoopbackServer) throws -> StorageEndpoint {
        try StorageEndpoint("http://127.0.0.1:\(server.port)/\(account)")
    }

    /// A retrying URLSession transport to the endpoint's origin that never waits between attempts.
    static func transport(_ endpoint: StorageEndpoint) -> any HTTPTransport {
        RetryingTransport(base: URLSessionTransport(baseURL: endpoint.origin, timeout: 5), sleeper: RetryRecorder().sleeper)
    }

    /// A table client of the account on `server`.
    static func tables(_ server: LoopbackServer, credentials: StorageCredentials = .sharedKey(key), maximumPages: Int = 100) throws -> TableStorageClient {
        let endpoint = try endpoint(server)
        return TableStorageClient(
            account: account, endpoint: endpoint, credentials: credentials, transport: transport(endpoint),
            clock: { date }, maximumPages: maximumPages)
    }

    /// A blob client of the account on `server`.
    static func blobs(_ server: LoopbackServer, credentials: StorageCredentials = .sharedKey(key)) throws -> BlobClient {
        let endpoint = try endpoint(server)
        return BlobClient(account: account, endpoint: endpoint, credentials: credentials, transport: transport(endpoint), clock: { date })
    }

    /// The SpeakEasy backend on the account on `server`.
    static func backend(_ server: LoopbackServer, credentials: StorageCredentials = .sharedKey(key)) throws -> AzureSpeakEasyBackend {
        AzureSpeakEasyBackend(tables: try tables(server, credentials: credentials), blobs: try blobs(server, credentials: credentials))
    }

    /// A wrong key of the right shape.
    static let wrongKey = AzureSigningTests.key("d3Jvbmcta2V5LXdyb25nLWtleS13cm9uZy1rZXk=")

    /// The first bytes of a PNG of this size: signature and IHDR chunk.
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// The first bytes of a JPEG of this size: SOI, an APP0 segment, then SOF0.
    static func jpeg(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08] + bigEndian(height, 2) + bigEndian(width, 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data(bytes)
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
