@testable import StoryboardImport
@testable import Navigation
import Testing

/// The importer's table of object ids agrees with a dictionary, through growth and duplicates.
@Suite struct ObjectRegistryTests {
    @Test func keepsTheFirstPlaceOfEveryIDThroughGrowth() {
        var registry = ObjectRegistry(expectedCount: 4)
        var expected: [String: ObjectRegistry.Place] = [:]
        // Interface Builder's ids, some repeated, many more than the table was sized for.
        let ids = (0..<5_000).map { "\(String($0 * 7_919 % 4_001, radix: 36))-aB-\($0 % 3 == 0 ? "x" : "yz")" }
        for (line, id) in ids.enumerated() {
            let place = ObjectRegistry.Place(line: Int32(line + 1), scene: Int32(line % 7) - 1)
            let first = registry.insert(id, at: place)
            #expect(first?.line == expected[id]?.line, "\(id)")
            if expected[id] == nil { expected[id] = place }
        }
        #expect(registry.count == expected.count)
        for (id, place) in expected {
            #expect(registry.place(of: id)?.line == place.line)
            #expect(registry.place(of: id)?.scene == place.scene)
        }
        #expect(registry.place(of: "not-an-id") == nil)
        #expect(registry.place(of: "") == nil)
    }
}
