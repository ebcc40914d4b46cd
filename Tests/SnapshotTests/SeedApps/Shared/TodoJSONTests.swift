import Foundation
import Testing
@testable import SeedApps

/// The ordered JSON values the client sends and reads.
@Suite struct TodoJSONTests {
    @Test func encodingKeepsMemberOrderAndEscapes() {
        let value: JSONValue = .object([
            ("b", .string("quote \" slash \\ tab \t bell \u{07} é")),
            ("a", .array([.number(3), .number(-1.5), .bool(true), .null])),
            ("c", .number(.infinity)),
        ])
        #expect(value.encoded == #"{"b":"quote \" slash \\ tab \t bell \u0007 é","a":[3,-1.5,true,null],"c":null}"#)
    }

    /// Text with nothing to escape is written whole; a byte to escape anywhere (a NUL, which
    /// ends the C library's search, included) takes the escaping path.
    @Test(arguments: ["plain é ✓", "nul \u{0} inside", "ends with a quote\"", "\u{1F}", "", "back\\slash", "del \u{7F} is not escaped"])
    func everyStringRoundTripsWhetherOrNotItNeedsEscapes(text: String) throws {
        let encoded = JSONValue.string(text).encoded
        #expect(try JSONValue.parse(Data(encoded.utf8)) == .string(text), "\(encoded)")
        #expect(!encoded.dropFirst().dropLast().unicodeScalars.contains { $0.value < 0x20 }, "no raw control character: \(encoded)")
    }

    @Test func parsingKeepsBooleansApartFromNumbersAndSortsKeys() throws {
        let value = try JSONValue.parse(Data(#"{"z":1,"a":true,"m":[0,false,"s",null]}"#.utf8))
        #expect(value == .object([("a", .bool(true)), ("m", .array([.number(0), .bool(false), .string("s"), .null])), ("z", .number(1))]))
        #expect(try JSONValue.parse(Data(#""bare""#.utf8)) == .string("bare"))
    }

    @Test func roundTripsThroughTheEncoder() throws {
        let value: JSONValue = .object([("id", .number(12)), ("text", .string("Ünïcödé \n ✓")), ("complete", .bool(false))])
        let parsed = try JSONValue.parse(Data(value.encoded.utf8))
        #expect(parsed["id"] == .number(12))
        #expect(parsed["text"] == .string("Ünïcödé \n ✓"))
        #expect(parsed["complete"] == .bool(false))
    }

    @Test func invalidDocumentsAreTypedErrors() {
        #expect(throws: JSONParseError(byteCount: 0)) { try JSONValue.parse(Data()) }
        #expect(throws: JSONParseError(byteCount: 4)) { try JSONValue.parse(Data("{a:1".utf8)) }
        #expect(JSONParseError(byteCount: 0).description == "the body is empty, not JSON")
    }

    @Test func objectMembersReplaceInPlaceAndRemove() {
        var object: JSONObject = ["a": .number(1), "b": .number(2)]
        object["a"] = .number(3)
        object["c"] = .null
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["a"] == .number(3))
    }
}
