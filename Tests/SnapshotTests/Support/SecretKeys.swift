import Foundation

/// The secrets the project's sources hold (application keys, storage account keys), found by
/// reading `Sources/`, so a key a later change adds is checked without editing the tests.
///
/// A string literal counts as a secret when it is passed straight to a type whose name ends in
/// `Key` (`ApplicationKey("…")`, `StorageKey("…")`), when it is labelled or assigned to a name
/// ending in `applicationKey`, `accountKey`, `storageKey`, `accessKey`, `sharedKey`, `apiKey`,
/// `secret` or `password`, or when it looks like an Azure account key (40 or more base64
/// characters ending in `=`).
enum SecretKeys {
    /// The patterns, each capturing the secret as its last group.
    static let patterns: [NSRegularExpression] = [
        #"\b[A-Z]\w*Key\(\s*"([^"\\]{6,})"\s*\)"#,
        #"(?i)\b\w*(?:applicationKey|accountKey|storageKey|accessKey|sharedKey|apiKey|secret|password)\s*[:=]\s*"([^"\\]{6,})""#,
        #""([A-Za-z0-9+/]{40,}={1,2})""#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    /// The secrets in `source`, a Swift file's text.
    /// - Complexity: O(n) per pattern.
    static func secrets(in source: String) -> Set<String> {
        let range = NSRange(source.startIndex..., in: source)
        var found = Set<String>()
        for pattern in patterns {
            for match in pattern.matches(in: source, range: range) {
                if let secret = Range(match.range(at: match.numberOfRanges - 1), in: source) { found.insert(String(source[secret])) }
            }
        }
        return found
    }

    /// The secrets of every Swift file under `folder`.
    static func secrets(under folder: String) -> Set<String> {
        files(under: folder).filter { $0.hasSuffix(".swift") }.reduce(into: Set<String>()) { found, path in
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { found.formUnion(secrets(in: text)) }
        }
    }

    /// Every regular file under `folder`, recursively, sorted.
    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { paths.append(path) }
        }
        return paths.sorted()
    }

    /// The forms in which `secret` could leak into a text: as is, percent-encoded, base64.
    static func leakForms(of secret: String) -> [String] {
        let percent = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
        return [secret, percent, Data(secret.utf8).base64EncodedString()]
    }

    /// The secret (in any leak form) that `text` contains, if any.
    static func leaked(_ secrets: Set<String>, in text: String) -> String? {
        secrets.sorted().first { secret in leakForms(of: secret).contains { text.contains($0) } }
    }
}
