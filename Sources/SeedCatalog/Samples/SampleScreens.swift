import Presentation

/// Small screens built directly from Presentation values, one per element kind, so the
/// renderer and the snapshot engine run end to end before any app exists. (App scenarios reach
/// their screens by user actions; these samples show the building blocks themselves.)
enum SampleScreens {
    static let appName = "Samples"

    /// Labels: one line, tail truncation, wrapping to a line limit, unlimited lines, alignment.
    static func labels() -> Screen {
        Screen(
            appName: appName,
            breadcrumb: ["Labels"],
            navigationBar: NavigationBar(title: "Labels"),
            content: [
                .label("fits", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("Windows Azure and iOS")),
                .label(
                    "truncated", frame: Rect(x: 238, y: 40, width: 57, height: 21),
                    Label("Thursday, December 5, 2012", font: .system(11), textColor: SampleScreens.blue)),
                .label(
                    "summary", frame: Rect(x: 12, y: 70, width: 283, height: 39),
                    Label(
                        "Learn how to store events and speakers in Windows Azure tables and blobs, then show them in a tabbed iPhone app built with storyboards and segues.",
                        font: .system(14), numberOfLines: 3
                    )),
                .label(
                    "unlimited", frame: Rect(x: 10, y: 120, width: 300, height: 120),
                    Label(
                        "numberOfLines 0 wraps as far as the frame allows.\nA newline starts a new line.",
                        numberOfLines: 0
                    )),
                .label(
                    "right", frame: Rect(x: 10, y: 250, width: 300, height: 21),
                    Label("Right aligned", font: .boldSystem(19), textColor: SampleScreens.blue, alignment: .right)),
                .label("empty", frame: Rect(x: 10, y: 280, width: 300, height: 21), Label(nil)),
            ]
        )
    }

    /// Image views in each content mode, with a 200x100 image in 100x100 frames.
    static func images() -> Screen {
        let photo = ImageAsset("wide.png", size: Size(width: 200, height: 100))
        return Screen(
            appName: appName,
            breadcrumb: ["Images"],
            navigationBar: NavigationBar(title: "Images"),
            content: [
                .image("fit", frame: Rect(x: 10, y: 10, width: 100, height: 100), ImageView(photo, contentMode: .aspectFit)),
                .image("fill", frame: Rect(x: 110, y: 10, width: 100, height: 100), ImageView(photo, contentMode: .aspectFill)),
                .image("fillClipped", frame: Rect(x: 210, y: 10, width: 100, height: 100), ImageView(photo, contentMode: .aspectFill, clipsToBounds: true)),
                .image("stretched", frame: Rect(x: 10, y: 120, width: 100, height: 100), ImageView(photo)),
                .image("unknownSize", frame: Rect(x: 110, y: 120, width: 100, height: 100), ImageView(ImageAsset("photo.jpg"), contentMode: .aspectFit)),
                .image("loading", frame: Rect(x: 210, y: 120, width: 100, height: 100), ImageView(nil, placeholder: "loading…")),
            ]
        )
    }

    /// A form: a label, a text field with typed text, a button, and a divider view.
    static func form() -> Screen {
        Screen(
            appName: appName,
            breadcrumb: ["Form"],
            navigationBar: NavigationBar(title: "Form", backButtonTitle: "Back", rightItems: [.system(.save, tapAction: "save the form")]),
            content: [
                .label("prompt", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label.app("Todo Text")),
                Element(
                    "todoText", frame: Rect(x: 20, y: 49, width: 280, height: 31),
                    kind: .textField(TextField("Buy milk", placeholder: "What needs doing?", isFocused: true, placeholderOrigin: .app))),
                Element(
                    "saveButton", frame: Rect(x: 20, y: 88, width: 280, height: 37), kind: .button(Button("Save", action: "save the todo", titleOrigin: .app))),
                .view("divider", frame: Rect(x: 10, y: 140, width: 300, height: 2), color: .lightGray),
                Element(
                    "bio", frame: Rect(x: 20, y: 150, width: 280, height: 90),
                    kind: .textView(
                        TextView(
                            "A text view scrolls when its text is taller than its frame. This one holds enough words to need a few lines more than the ninety points of its frame allow, so the last lines are out of view until it scrolls.",
                            isEditable: false
                        ))),
            ]
        )
    }

    static let blue = Color(red255: 30, green255: 144, blue255: 224)
}
