/// HMAC with SHA-256 (RFC 2104, FIPS 198-1): the message authentication code of the storage
/// services' Shared Key and SAS signatures.
enum HMACSHA256 {
    /// The 32-byte code of `message` under `key`. A key longer than a block (64 bytes) is
    /// hashed first, as RFC 2104 says.
    /// - Complexity: O(*k* + *n*) in the lengths of the key and the message.
    static func authenticationCode(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var blockKey = key.count > SHA256.blockByteCount ? SHA256.hash(key) : key
        blockKey += [UInt8](repeating: 0, count: SHA256.blockByteCount - blockKey.count)
        let inner = SHA256.hash(blockKey.map { $0 ^ 0x36 } + message)
        return SHA256.hash(blockKey.map { $0 ^ 0x5c } + inner)
    }
}
