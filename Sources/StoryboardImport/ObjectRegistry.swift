import Navigation

/// The object ids of a storyboard file with where each was first seen: one insertion per
/// element, a few lookups at the end (a segue's destination, an outlet's target).
struct ObjectRegistry {
    /// Where an object is: its line, and the `<scene>` element it is in (its position among
    /// the file's scenes, -1 outside every scene).
    struct Place {
        /// The line of its element.
        var line: Int32
        /// The position of its scene among the `<scene>` elements, -1 outside scenes.
        var scene: Int32
    }

    /// Each id's first place.
    private var places: [String: Place]

    /// An empty registry with room for about `expectedCount` ids (it grows past that).
    init(expectedCount: Int) {
        places = Dictionary(minimumCapacity: max(0, expectedCount))
    }

    /// The number of ids.
    var count: Int { places.count }

    /// Records that `id` is at `place`, unless it was seen before: then returns where it was
    /// first seen, and keeps that.
    /// - Complexity: O(1) expected, amortized (hashing the id).
    mutating func insert(_ id: String, at place: Place) -> Place? {
        if let first = places[id] { return first }
        places[id] = place
        return nil
    }

    /// Where `id` was first seen, or nil when it is not in the file.
    /// - Complexity: O(1) expected (hashing the id).
    func place(of id: String) -> Place? {
        places[id]
    }
}
