/// An unknown of a layout (a view's left edge, its width), solved by ``ConstraintSolver``.
/// Variables are compared by their id; the name is for messages.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's identity in its solver's systems.
    public let id: Int
    /// What it stands for, for messages (`label.left`).
    public let name: String

    /// The variable `id`, called `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Equal when the ids are.
    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name.
    public var description: String { name }
}

/// A linear expression of layout variables: `2·a.width − b.left + 8`.
public struct LinearExpression: Sendable, Equatable {
    /// The terms: each variable with its coefficient, in the order they were added.
    public var terms: [(variable: LayoutVariable, coefficient: Double)]
    /// The constant added to the terms.
    public var constant: Double

    /// `terms` plus `constant`.
    public init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    /// `variable` alone.
    public init(_ variable: LayoutVariable) {
        self.init([(variable, 1)])
    }

    /// Equal when the terms and the constant are the same, in the same order.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// `lhs − rhs`.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -1 * rhs
    }

    /// `lhs + rhs`.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    /// `expression + constant`.
    public static func + (expression: LinearExpression, constant: Double) -> LinearExpression {
        var result = expression
        result.constant += constant
        return result
    }

    /// `factor × expression`.
    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        var result = expression
        result.terms = expression.terms.map { (variable: $0.variable, coefficient: factor * $0.coefficient) }
        result.constant *= factor
        return result
    }
}

/// How a constraint relates its expression to zero.
public enum LayoutRelation: String, Sendable, Hashable {
    /// `expression ≤ 0`.
    case lessThanOrEqual = "<="
    /// `expression = 0`.
    case equal = "=="
    /// `expression ≥ 0`.
    case greaterThanOrEqual = ">="
}

/// One linear constraint, `expression <relation> 0`, with Auto Layout's priority: 1000 is
/// required (it holds, or the system is unsatisfiable); below that the solver satisfies it as
/// well as it can, a higher priority weighing more (`NSLayoutConstraint.priority`).
public struct LayoutConstraint: Sendable, Equatable, CustomStringConvertible {
    /// The expression compared with zero.
    public var expression: LinearExpression
    /// The comparison.
    public var relation: LayoutRelation
    /// 1...1000; 1000 is required (below 1: a ``fallbackPriority``).
    public var priority: Double
    /// What the constraint is, for messages (an Interface Builder id, `label.leading = 20`).
    public var name: String

    /// The required priority.
    public static let required = 1000.0

    /// A priority far below UIKit's lowest (1): a fallback that picks a value where nothing
    /// else does (a scroll view's content as large as its frame), which
    /// ``ConstraintSolver/isAmbiguous(_:)`` does not count as fixing anything.
    public static let fallbackPriority = 1.0e-4

    /// `lhs <relation> rhs` at `priority`, called `name`.
    public init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, priority: Double = LayoutConstraint.required, name: String = "") {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// Whether it must hold.
    public var isRequired: Bool { priority >= Self.required }

    /// The name, or the constraint written out.
    public var description: String {
        if !name.isEmpty { return name }
        let terms = expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation.rawValue) 0 @\(priority)"
    }
}
