/// Why a `Runtime` refused to release an effect.
public enum RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No pending effect equals the one asked for; the text describes it.
    case effectNotPending(String)
    /// No pending effect has this index.
    case pendingIndexOutOfRange(Int, count: Int)

    /// One readable sentence.
    public var description: String {
        switch self {
        case .effectNotPending(let effect): "no pending effect equals \(effect)"
        case .pendingIndexOutOfRange(let index, let count): "no pending effect at index \(index) (\(count) pending)"
        }
    }
}
