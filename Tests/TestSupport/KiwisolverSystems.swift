import AutoLayout
import Foundation

/// The systems `Scripts/solver-fixtures-kiwisolver.py` writes to
/// `Tests/AutoLayoutTests/Fixtures/kiwisolver-systems.json`, with kiwisolver's solutions: what
/// the agreement tests compare with and the solver benchmark times.
package struct KiwisolverSystems: Decodable {
    /// One system: its variables by name, its constraints in order, and kiwisolver's answer.
    package struct System: Decodable {
        /// A constraint as the script writes it: `[[name, coefficient], ...] op constant` at a priority.
        package struct Constraint: Decodable {
            package var terms: [[Term]]
            package var op: String
            package var constant: Double
            package var priority: Double
        }

        /// A term's name or coefficient (JSON arrays mix them).
        package enum Term: Decodable {
            case name(String)
            case number(Double)

            package init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .name(try container.decode(String.self)) }
            }
        }

        package var name: String
        package var variables: [String]
        package var constraints: [Constraint]
        /// kiwisolver's value of each variable.
        package var solution: [String: Double]
        /// The indices of the constraints kiwisolver refused.
        package var refused: [Int]
        /// kiwisolver's median time for the benchmark system, in milliseconds.
        package var kiwisolverMedianMilliseconds: Double?

        /// The system's variables by name, and its constraints for ``ConstraintSolver``.
        /// - Throws: ``KiwisolverSystems/FixtureError`` for a term that names no variable.
        package func layout() throws(FixtureError) -> (variables: [String: LayoutVariable], constraints: [LayoutConstraint]) {
            var variables: [String: LayoutVariable] = [:]
            for (index, name) in self.variables.enumerated() { variables[name] = LayoutVariable(id: index, name: name) }
            var constraints: [LayoutConstraint] = []
            for constraint in self.constraints {
                var terms: [(LayoutVariable, Double)] = []
                for pair in constraint.terms {
                    guard pair.count == 2, case .name(let name) = pair[0], case .number(let coefficient) = pair[1], let variable = variables[name] else {
                        throw .badTerm(self.name)
                    }
                    terms.append((variable, coefficient))
                }
                let relation: LayoutRelation = constraint.op == "<=" ? .lessThanOrEqual : constraint.op == ">=" ? .greaterThanOrEqual : .equal
                constraints.append(
                    LayoutConstraint(LinearExpression(terms, constant: constraint.constant), relation, LinearExpression(), priority: constraint.priority))
            }
            return (variables, constraints)
        }
    }

    /// A term of the fixture that names no variable of its system.
    package enum FixtureError: Error {
        case badTerm(String)
    }

    /// The generator's name and version of kiwisolver.
    package var solver: String
    /// The random and conflicting systems.
    package var systems: [System]
    /// The system the benchmark times (a row of 400 views; the largest real scene).
    package var benchmark: System
    /// kiwisolver's time for all the systems one after another, where the script measured it.
    package var kiwisolverAllScenesMilliseconds: Double?

    /// The fixture from its JSON.
    package static func decode(_ data: Data) throws -> KiwisolverSystems {
        try JSONDecoder().decode(KiwisolverSystems.self, from: data)
    }
}
