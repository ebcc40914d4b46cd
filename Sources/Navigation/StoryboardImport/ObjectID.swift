/// An object id of a storyboard file as a dictionary key that hashes cheaply: a 64-bit FNV-1a
/// digest of its bytes, computed once, is what the dictionary's hasher mixes, and the text is
/// compared only when digests are equal. A file has one id per element, so an import makes
/// one such key per element.
struct ObjectID: Hashable {
    /// The id as written (`Qci-pA-kTe`).
    let text: String
    private let digest: UInt64

    /// The key for `text`.
    init(_ text: String) {
        self.text = text
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        if let computed = text.utf8.withContiguousStorageIfAvailable({ bytes -> UInt64 in
            var hash = digest
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }) {
            digest = computed
        } else {
            for byte in text.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        self.digest = digest
    }

    static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
        lhs.digest == rhs.digest && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
