@testable import TextDiff
import Testing
@testable import Presentation
import TestSupport

/// An identifier whose hashes all collide: the table must still tell them apart by `==`.
private struct CollidingID: Hashable {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

@Suite struct IdentifierNumberingTests {
    private func numbers<ID: Hashable>(_ old: [ID], _ new: [ID], capacity: Int? = nil) -> (old: [Int], new: [Int], count: Int) {
        IdentifierNumbering<ID>.numbering(capacity: capacity ?? max(old.count, new.count)) { table in
            guard let oldNumbers = table.numbers(of: old, count: old.count, id: { $0 }),
                let newNumbers = table.numbers(of: new, count: new.count, id: { $0 })
            else { return nil }
            return (oldNumbers, newNumbers)
        }
    }

    @Test func equalIdentifiersGetEqualNumbersInOrderOfFirstAppearance() {
        let strings = numbers(["b", "a", "b", "c"], ["c", "d", "a"])
        #expect(strings.old == [0, 1, 0, 2] && strings.new == [2, 3, 1] && strings.count == 4)
        let integers = numbers([Int.min, 7, -3, 7], [Int.max, -3])
        #expect(integers.old == [0, 1, 2, 1] && integers.new == [3, 2] && integers.count == 4)
    }

    @Test func stringsEqualUnderCanonicalEquivalenceGetOneNumber() {
        // Swift's == on strings is canonical equivalence: KELVIN SIGN is "K", a decomposed
        // "é" is the precomposed one. Their bytes differ, so the byte hash steps aside.
        #expect("\u{212A}" == "K" && "e\u{301}" == "\u{E9}")
        let kelvin = numbers(["K", "x"], ["x", "\u{212A}"])
        #expect(kelvin.old == [0, 1] && kelvin.new == [1, 0])
        let accent = numbers(["caf\u{E9}", "menu"], ["menu", "cafe\u{301}"])
        #expect(accent.new == [1, 0])
        #expect(ListChangeset(old: ["K", "x"], new: ["x", "\u{212A}"], id: { $0 }).moves.count == 1, "paired, not replaced")
    }

    @Test func onlyASCIIStringsAreHashedByTheirBytes() {
        #expect(IdentifierHash.utf8Hash("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0") != nil)
        #expect(IdentifierHash.utf8Hash("") != nil)
        #expect(IdentifierHash.utf8Hash("short") != nil, "a small string, stored inline")
        #expect(IdentifierHash.utf8Hash("caf\u{E9}") == nil)
        #expect(IdentifierHash.utf8Hash("\u{212A}") == nil)
        #expect(IdentifierHash.utf8Hash("ASCII for sixteen bytes and then é") == nil, "past the first words")
        // Every length from 0 to 40: equal strings hash equally, and one changed byte changes the hash.
        for length in 0...40 {
            let text = String((0..<length).map { Character(UnicodeScalar(UInt8(65 + $0 % 26))) })
            #expect(IdentifierHash.utf8Hash(text) == IdentifierHash.utf8Hash(String(text.reversed().reversed())))
            if length > 0 {
                let changed = String(text.dropLast()) + "!"
                #expect(IdentifierHash.utf8Hash(text) != IdentifierHash.utf8Hash(changed), "length \(length)")
            }
        }
    }

    @Test func collidingHashesAreToldApartByEquality() {
        let old = (0..<300).map { CollidingID(value: $0) }
        let new = (150..<450).map { CollidingID(value: $0) }
        let result = numbers(old, new)
        #expect(result.old == Array(0..<300))
        #expect(result.new == Array(150..<450))
        #expect(result.count == 450)
    }

    @Test func theTableGrowsPastItsCapacity() {
        let result = numbers(Array(0..<1_000).map { "old \($0)" }, Array(0..<5_000).map { "new \($0)" }, capacity: 10)
        #expect(result.old == Array(0..<1_000))
        #expect(result.new == Array(1_000..<6_000))
    }

    @Test func randomStringIdentifiersApplyBackWithAndWithoutNonASCII() throws {
        for seed in 0..<300 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 500)
            let accented = seed % 3 == 0
            func name(_ id: Int) -> String { accented && id % 5 == 0 ? "ró\u{301}w \(id)" : "row \(id)" }
            let old = (0..<Int.random(in: 0...30, using: &rng)).map { name(seed % 4 == 0 ? Int.random(in: 0..<8, using: &rng) : $0) }
            var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
            for _ in 0..<Int.random(in: 0...3, using: &rng) where !new.isEmpty {
                let moved = new.remove(at: Int.random(in: new.indices, using: &rng))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
            }
            for fresh in 0..<Int.random(in: 0...4, using: &rng) {
                new.insert(name(1_000 + fresh), at: Int.random(in: 0...new.count, using: &rng))
            }
            let changes = ListChangeset(old: old, new: new, id: { $0 })
            #expect(try changes.applied(to: old, new: new) == new, "seed \(seed): \(changes)")
            let byDictionary = Dictionary(grouping: old.indices, by: { old[$0] })
            for move in changes.moves { #expect(byDictionary[new[move.to]] != nil, "seed \(seed): a move pairs equal identifiers") }
        }
    }
}
