/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seedable generator, so a journey is
/// the same sequence of commands for the same seed on every machine and Swift version
/// (`SystemRandomNumberGenerator` cannot be seeded, and the standard library promises no
/// stable algorithm behind `Int.random(in:)` for a custom generator either, so the
/// helpers below draw from `next()` themselves).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting at `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by Lemire's multiply-shift:
    /// the bias is below 2^-32 for the small bounds a journey uses.
    package mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of `choices`, or nil when it is empty.
    package mutating func pick<T>(_ choices: [T]) -> T? {
        choices.isEmpty ? nil : choices[below(choices.count)]
    }

    /// One element, chosen with probability proportional to its weight; nil when no weight is
    /// positive.
    /// - Complexity: O(choices).
    package mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T? {
        let total = choices.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { return nil }
        var roll = below(total)
        for choice in choices where choice.weight > 0 {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return nil
    }

    /// The seed of the `index`-th journey of a run seeded with `seed`: journeys of one run are
    /// independent streams, and any one of them can be rerun alone.
    package static func journeySeed(_ seed: UInt64, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
