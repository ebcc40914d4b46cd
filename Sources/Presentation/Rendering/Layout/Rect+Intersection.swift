extension Rect {
    /// The overlap of the two rectangles; an empty rect at the nearer corner when they do not
    /// overlap.
    func intersection(_ other: Rect) -> Rect {
        let minX = max(self.minX, other.minX), maxX = min(self.maxX, other.maxX)
        let minY = max(self.minY, other.minY), maxY = min(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
