import AutoLayout
import Testing

/// What Auto Layout users rely on: required constraints hold, preferences give way by
/// priority, a conflict is refused and named without changing the solution.
@Suite struct ConstraintSolverTests {
    let left = LayoutVariable(id: 0, name: "label.left")
    let width = LayoutVariable(id: 1, name: "label.width")

    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    @Test func requiredEqualitiesPlaceAView() throws {
        var solver = ConstraintSolver()
        try solver.add(LayoutConstraint(LinearExpression(left), .equal, constant(20)))
        try solver.add(LayoutConstraint(LinearExpression([(left, 1), (width, 1)]), .equal, constant(300)))  // trailing = 300
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: width) == 280)
    }

    @Test func compressionResistanceBeatsHuggingAndARequiredEdgeBeatsBoth() throws {
        var solver = ConstraintSolver()
        try solver.add(LayoutConstraint(LinearExpression(left), .equal, constant(20)))
        try solver.add(LayoutConstraint(LinearExpression(width), .greaterThanOrEqual, constant(120), priority: 750))  // intrinsic 120
        try solver.add(LayoutConstraint(LinearExpression(width), .lessThanOrEqual, constant(120), priority: 250))
        #expect(solver.value(of: width) == 120, "free: the intrinsic width")
        try solver.add(LayoutConstraint(LinearExpression([(left, 1), (width, 1)]), .greaterThanOrEqual, constant(200), priority: 500))
        #expect(solver.value(of: width) == 180, "a 500 edge stretches it past hugging (250)")
        try solver.add(LayoutConstraint(LinearExpression([(left, 1), (width, 1)]), .lessThanOrEqual, constant(100)))
        #expect(solver.value(of: width) == 80, "a required edge compresses it below its intrinsic width")
    }

    @Test func aConflictIsRefusedNamedAndLeavesTheSolution() throws {
        var solver = ConstraintSolver()
        try solver.add(LayoutConstraint(LinearExpression(width), .equal, constant(100), name: "width = 100"))
        #expect(throws: LayoutSolverError.unsatisfiable("width = 120")) {
            try solver.add(LayoutConstraint(LinearExpression(width), .equal, constant(120), name: "width = 120"))
        }
        #expect(solver.value(of: width) == 100)
        #expect(solver.constraintCount == 1)
        #expect(
            LayoutSolverError.unsatisfiable("width = 120").description
                == "The required constraint width = 120 conflicts with the required constraints before it.")
    }

    @Test func aVariableNoConstraintMentionsReadsZero() {
        #expect(ConstraintSolver().value(of: LayoutVariable(id: 9, name: "unused")) == 0)
    }

    @Test func aViewPinnedOnBothEdgesIsFixedAndOnePinnedOnOneEdgeIsAmbiguous() throws {
        var solver = ConstraintSolver()
        try solver.add(LayoutConstraint(LinearExpression([(left, 1), (width, 1)]), .equal, constant(300)))  // trailing = 300 only
        #expect(solver.isAmbiguous(LinearExpression(left)))
        #expect(solver.isAmbiguous(LinearExpression(width)))
        #expect(!solver.isAmbiguous(LinearExpression([(left, 1), (width, 1)])), "the trailing edge itself is fixed")
        try solver.add(LayoutConstraint(LinearExpression(left), .equal, constant(20)))
        #expect(!solver.isAmbiguous(LinearExpression(left)))
        #expect(!solver.isAmbiguous(LinearExpression(width)))
        #expect(solver.isAmbiguous(LinearExpression(LayoutVariable(id: 9, name: "unused"))), "nothing fixes a variable no constraint names")
    }

    @Test func anInequalityAloneLeavesAmbiguityAndAContentSizeResolvesIt() throws {
        var solver = ConstraintSolver()
        try solver.add(LayoutConstraint(LinearExpression(left), .equal, constant(0)))
        try solver.add(LayoutConstraint(LinearExpression(width), .greaterThanOrEqual, constant(10)))
        #expect(solver.isAmbiguous(LinearExpression(width)), "any width of 10 or more satisfies everything")
        try solver.add(LayoutConstraint(LinearExpression(width), .lessThanOrEqual, constant(40), priority: 250))  // hugging
        #expect(solver.isAmbiguous(LinearExpression(width)), "10 to 40 all satisfy the preference")
        try solver.add(LayoutConstraint(LinearExpression(width), .greaterThanOrEqual, constant(40), priority: 750))  // compression resistance
        #expect(!solver.isAmbiguous(LinearExpression(width)))
        #expect(solver.value(of: width) == 40)
    }

    @Test func preferencesOfEqualPriorityThatPullApartAreAmbiguousAndUnequalOnesAreNot() throws {
        // Two labels side by side in 300 points, each hugging its 100-point text at 250:
        // Interface Builder's "content priority ambiguity".
        let second = LayoutVariable(id: 2, name: "other.width")
        var solver = ConstraintSolver()
        try solver.add(LayoutConstraint(LinearExpression([(width, 1), (second, 1)]), .equal, constant(300)))
        try solver.add(LayoutConstraint(LinearExpression(width), .lessThanOrEqual, constant(100), priority: 250))
        try solver.add(LayoutConstraint(LinearExpression(second), .lessThanOrEqual, constant(100), priority: 250))
        #expect(solver.isAmbiguous(LinearExpression(width)))
        try solver.add(LayoutConstraint(LinearExpression(second), .lessThanOrEqual, constant(100), priority: 251))
        #expect(!solver.isAmbiguous(LinearExpression(width)), "the lower hugging priority stretches")
        #expect(solver.value(of: width) == 200)
    }
}
