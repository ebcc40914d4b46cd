/// The rules of a storage account's name.
public enum StorageAccountName {
    /// Checks `name`: 3 to 24 lower-case ASCII letters and digits.
    /// - Throws: ``StorageConfigurationError/invalidAccountName(_:)``.
    public static func validate(_ name: String) throws(StorageConfigurationError) {
        let allowed = name.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard allowed, (3...24).contains(name.utf8.count) else { throw .invalidAccountName(name) }
    }
}
