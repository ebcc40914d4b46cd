import Foundation

/// A URL as an error, a log line or a summary may print it: scheme, host, port and path;
/// never the user info, the query or the fragment, which can carry a password, a SAS
/// signature or a key (`https://acct.blob.core.windows.net/photos?sv=…&sig=…` prints as
/// `https://acct.blob.core.windows.net/photos`).
public enum PrintableURL {
    /// `url` without user info, query or fragment.
    /// - Complexity: O(*n*) in the length of the URL.
    public static func string(_ url: URL) -> String {
        string(url.absoluteString)
    }

    /// The URL text `text` without user info, query or fragment, even when it is not a valid
    /// URL: everything from the first `?` or `#` is dropped, and a `user:password@` before
    /// the host. Control characters are escaped and the result is at most 200 characters.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func string(_ text: String) -> String {
        var kept = String(text.prefix { $0 != "?" && $0 != "#" })
        if let schemeEnd = kept.range(of: "://") {
            let authorityEnd = kept[schemeEnd.upperBound...].firstIndex(of: "/") ?? kept.endIndex
            if let at = kept[schemeEnd.upperBound..<authorityEnd].lastIndex(of: "@") {
                kept.removeSubrange(schemeEnd.upperBound...at)
            }
        } else if let at = kept.lastIndex(of: "@") {
            kept.removeSubrange(...at)
        }
        return ServerText.summary(kept.trimmingCharacters(in: .whitespaces))
    }

    /// Whether `url` names a user or a password.
    public static func hasUserInfo(_ url: URL) -> Bool {
        url.user != nil || url.password != nil
    }
}
