import Foundation
import Testing
@testable import SeedApps
@testable import Presentation

/// The blob client against the loopback blob service, and image sizes from headers.
@Suite struct AzureBlobTests {
    @Test func aPublicBlobDownloadsWithoutAuthorization() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let download = try await AzureFixtures.blobs(server, credentials: .anonymous).download(container: "public", blob: "logo.png")
            #expect(download.contentType == "image/png")
            #expect(ImageDimensions.size(of: download.data) == Size(width: 57, height: 57))
            #expect(server.requests.first?.headers["Authorization"] == nil)
            await #expect(throws: StorageError.self) {
                try await AzureFixtures.blobs(server, credentials: .anonymous).download(container: "photos", blob: "ann-lee.png")
            }
        }
    }

    @Test func aPrivateBlobDownloadsWithSharedKeyOrSAS() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let signed = try await AzureFixtures.blobs(server).download(container: "photos", blob: "ann-lee.png")
            #expect(ImageDimensions.size(of: signed.data) == Size(width: 120, height: 160))
            let token = try SASToken("sv=2019-02-02&sr=c&sp=r&sig=" + QueryItem.percentEncoded(AzureFixtures.sasSignature))
            let shared = try await AzureFixtures.blobs(server, credentials: .sas(token)).download(container: "photos", blob: "priya-raman.jpg")
            #expect(ImageDimensions.size(of: shared.data) == Size(width: 200, height: 150))
            #expect(server.requests.first?.target == "/devstoreaccount1/photos/ann-lee.png")
        }
    }

    @Test func blobNamesArePercentEncodedAndStillSigned() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let download = try await AzureFixtures.blobs(server).download(container: "photos", blob: "my photo.png")
            #expect(ImageDimensions.size(of: download.data) == Size(width: 10, height: 20))
            #expect(server.requests.first?.target == "/devstoreaccount1/photos/my%20photo.png")
        }
    }

    @Test func aMissingBlobIsTheXMLErrorOfTheService() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            await #expect(
                throws: StorageError.service(
                    status: 404, code: "BlobNotFound", message: "The specified blob does not exist.",
                    operation: "GET /devstoreaccount1/photos/tom-okafor.png")
            ) {
                try await AzureFixtures.blobs(server).download(container: "photos", blob: "tom-okafor.png")
            }
        }
    }

    @Test func aWrongKeyIsA403ReadFromTheXMLBody() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let client = try AzureFixtures.blobs(server, credentials: .sharedKey(AzureFixtures.wrongKey))
            do throws(StorageError) {
                _ = try await client.download(container: "photos", blob: "ann-lee.png")
                Issue.record("a wrong key was accepted")
            } catch {
                guard case let .service(status, code, message, _) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(status == 403)
                #expect(code == "AuthenticationFailed")
                #expect(message?.contains("'<redacted>'") == true)
            }
        }
    }

    @Test func imageSizesComeFromPNGGIFAndJPEGHeaders() {
        #expect(ImageDimensions.size(of: AzureFixtures.png(width: 640, height: 218)) == Size(width: 640, height: 218))
        #expect(ImageDimensions.size(of: AzureFixtures.jpeg(width: 1_024, height: 768)) == Size(width: 1_024, height: 768))
        #expect(ImageDimensions.size(of: Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00])) == Size(width: 320, height: 240))
    }

    @Test(arguments: [
        Data(),
        Data("plain text, not an image".utf8),
        AzureFixtures.png(width: 5, height: 5).prefix(20),
        AzureFixtures.png(width: 0, height: 5),
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]),
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x00]),
        Data([0xFF, 0xD8, 0x00, 0x00, 0x00, 0x00]),
    ])
    func otherOrTruncatedDataHasNoSize(data: Data) {
        #expect(ImageDimensions.size(of: data) == nil)
    }
}
