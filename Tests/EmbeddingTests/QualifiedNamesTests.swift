// swift-format-ignore-file
// The documentation quotes this file as it is (a test checks it), aligned comments and all.
#if canImport(SwiftUI)
import SwiftUI
#endif
import Foundation
import Navigation
import Presentation
import SeedApps
import Testing

// How a SwiftUI client names the types Presentation and Navigation share with SwiftUI:
// `Button`, `Label`, `TextField`, `Slider`, `Stepper`, `Color`, `Font`, `Alert`, `ScrollView`, `EdgeInsets`,
// `ContentMode`, `TextAlignment`, `ButtonRole`, `GridLayout` (Presentation) and
// `NavigationStack` (Navigation). Neither module re-exports the other, so a file that imports
// SwiftUI next to them writes the module in front of the name it means: `Presentation.Button`
// for the model, `SwiftUI.Button` for the control. On Apple platforms this file imports
// SwiftUI, so an unqualified use of one of those names would not compile; on Linux, where
// there is no SwiftUI, the same qualified code runs.

/// A SwiftUI client's code, qualified as it must be next to `import SwiftUI`.
@MainActor
@Suite struct QualifiedNamesTests {
    /// The todo details screen read through its model types: `Presentation.Button` and
    /// `Presentation.TextField` for the controls, `Presentation.Color` for a background,
    /// `Navigation.NavigationStack` for the stack the user sees.
    @Test func aClientReadsTheTodoDetailsWithQualifiedNames() async throws {
        let host = TodoSample.driver(mode: .live)
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))  // the field takes the focus when tapped

        var save: Presentation.Button?
        var field: Presentation.TextField?
        var background: Presentation.Color?
        for element in ScreenInspector(host.screen).allElements() {
            switch element.kind {
            case .button(let button) where element.name == TodoControls.saveButton:
                save = button
            case .textField(let textField) where element.name == TodoControls.textField:
                field = textField
                background = background ?? element.backgroundColor
            case .view:
                background = background ?? element.backgroundColor
            default:
                break
            }
        }
        #expect(save?.title == "Save")
        #expect(save?.isEnabled == true)
        #expect(field?.isFocused == true)
        #expect(background == Presentation.Color(white: 1))

        let stack: Navigation.NavigationStack<FeatureScreen<TodoEffect, TodoMessage>> = host.state.navigation.currentStack
        #expect(stack.count == 2)
        #expect(stack.backButtonTitle(in: host.app.storyboard) == "Todos")
    }

    /// The README's SwiftUI example is this file's `ModelButton`, so it cannot drift.
    @Test func theReadmeShowsThisFilesSwiftUIExample() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Sources/Navigation/Navigation.docc/EmbeddingInAClient.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Names shared with SwiftUI").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let view = try #require(block.components(separatedBy: "struct ModelButton").dropFirst().first)
        #expect(source.contains("struct ModelButton" + view), "EmbeddingInAClient.md's SwiftUI example differs from this file's: copy it")
    }
}

#if canImport(SwiftUI)
/// A SwiftUI control for one of the screen's buttons (README, "Names shared with SwiftUI").
struct ModelButton: View {
    let name: String                    // TodoControls.saveButton, ...
    let model: Presentation.Button      // the screen's button, as data
    let host: AppHost<TodoApp>

    var body: some View {
        SwiftUI.Button(model.title) {   // the control that sends the touch
            host.send(.tapButton(name))  // a refused touch changes nothing; wiring errors are in host.failures
        }
        .disabled(!model.isEnabled)
    }
}
#endif
