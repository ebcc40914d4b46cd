/// SHA-256 (FIPS 180-4, section 6.2), written out because Linux has no CryptoKit and the
/// package takes no dependencies. Used only to sign storage requests (``HMACSHA256``).
enum SHA256 {
    /// The digest length in bytes.
    static let digestByteCount = 32
    /// The block length in bytes.
    static let blockByteCount = 64

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private static let initialHash: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    /// The 32-byte digest of `message`.
    /// - Complexity: O(*n*) in the length of `message`.
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x80)
        while padded.count % blockByteCount != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var state = initialHash
        var schedule = [UInt32](repeating: 0, count: 64)
        for blockStart in stride(from: 0, to: padded.count, by: blockByteCount) {
            compress(padded[blockStart..<blockStart + blockByteCount], into: &state, schedule: &schedule)
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(digestByteCount)
        for word in state {
            digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
        return digest
    }

    /// One 64-byte block of the compression function (FIPS 180-4, 6.2.2).
    private static func compress(_ block: ArraySlice<UInt8>, into state: inout [UInt32], schedule w: inout [UInt32]) {
        let base = block.startIndex
        for t in 0..<16 {
            let i = base + t * 4
            w[t] = UInt32(block[i]) << 24 | UInt32(block[i + 1]) << 16 | UInt32(block[i + 2]) << 8 | UInt32(block[i + 3])
        }
        for t in 16..<64 {
            let s0 = rotateRight(w[t - 15], 7) ^ rotateRight(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotateRight(w[t - 2], 17) ^ rotateRight(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ roundConstants[t] &+ w[t]
            let sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g; g = f; f = e; e = d &+ temp1
            d = c; c = b; b = a; a = temp1 &+ temp2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }

    private static func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}

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
