import Testing
@testable import SeedApps

/// The embedded service's `$filter` parser.
@Suite struct TodoODataFilterTests {
    @Test func theSeedsFilterIsOneBooleanComparison() throws {
        #expect(try ODataFilterParser.parse("(complete eq false)") == .comparison(.member("complete"), .eq, .literal(.bool(false))))
    }

    @Test func andBindsTighterThanOrAndNotTighterThanBoth() throws {
        let a = ODataFilter.comparison(.member("a"), .eq, .literal(.number(1)))
        let b = ODataFilter.comparison(.member("b"), .ne, .literal(.string("x'y")))
        let c = ODataFilter.comparison(.member("c"), .lt, .literal(.number(-2.5)))
        #expect(try ODataFilterParser.parse("a eq 1 or b ne 'x''y' and c lt -2.5") == .or(a, .and(b, c)))
        #expect(try ODataFilterParser.parse("not a eq 1 and (b ne 'x''y' or c lt -2.5)") == .and(.not(a), .or(b, c)))
        #expect(try ODataFilterParser.parse("not(a eq 1)") == .not(a))
    }

    @Test(arguments: [
        ("", ODataFilterError.unexpected("the end", expected: "a member or a value")),
        ("complete", .unexpected("the end", expected: "a comparison (eq, ne, gt, ge, lt, le)")),
        ("complete eq false)", .unexpected(")", expected: "the end of the filter")),
        ("eq eq 1", .unexpected("eq", expected: "a member or a value")),
        ("a eq 1.2.3", .unexpected("1.2.3", expected: "a number")),
        ("substringof('a',text)", .unsupportedFunction("substringof")),
        ("a eq ٣", .unexpectedCharacter("٣")),
    ])
    func badFiltersAreTypedErrors(filter: String, error: ODataFilterError) {
        #expect(throws: error) { try ODataFilterParser.parse(filter) }
    }

    @Test func comparisonsOfDifferentKindsNeverHoldExceptNotEqual() {
        let row: JSONObject = ["n": .number(2), "s": .string("b")]
        #expect(!ODataFilter.comparison(.member("n"), .gt, .literal(.string("a"))).matches(row))
        #expect(ODataFilter.comparison(.member("n"), .ne, .literal(.string("2"))).matches(row))
        #expect(ODataFilter.comparison(.member("s"), .ge, .literal(.string("b"))).matches(row))
        #expect(ODataFilter.comparison(.member("n"), .le, .literal(.number(2))).matches(row))
    }
}
