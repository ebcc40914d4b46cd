import Navigation
import Presentation

extension TodoApp {
    /// The screen for `state`: the navigation chrome around the top screen's elements, the
    /// alert if one is up, and a note on the request in flight.
    public func render(_ state: TodoAppState) -> Screen {
        let content: [Element]
        let activity: String?
        switch state.navigation.top {
        case .list(let list):
            content = [listTable(list)]
            activity = list.isLoading ? "loading todos" : nil
        case .details(let details):
            content = detailsElements(details)
            switch (details.isSending, details.mode) {
            case (false, _): activity = nil
            case (true, .adding): activity = "saving the todo"
            case (true, .viewing): activity = "marking the todo complete"
            }
        }
        return state.navigation.screen(appName: name, content: content, activity: activity)
    }

    /// The plain table of basic "Cell" rows, each with a disclosure indicator.
    private func listTable(_ list: TodoListState) -> Element {
        let rows = list.items.map { item in
            TableSections.Row(TableCell(
                reuseIdentifier: TodoStoryboard.cellIdentifier,
                text: item.text,
                accessory: .disclosureIndicator,
                tapAction: "segue " + TodoStoryboard.viewExistingTodo))
        }
        let table = TableView(
            rowHeight: TodoLayout.rowHeight, dataSource: TableSections([TableSections.Section(rows: rows)]),
            contentOffsetY: list.contentOffsetY, lastUpdate: list.lastUpdate)
        return Element(TodoLayout.tableView, frame: TodoLayout.tableFrame, kind: .table(table))
    }

    /// Both halves; the one the mode does not use is hidden (and so not printed). The text
    /// field has the focus while adding, except while the save is in flight, when it is
    /// disabled (UIKit ends editing in a disabled field); the focus comes back with it.
    private func detailsElements(_ details: TodoDetailsState) -> [Element] {
        let enabled = !details.isSending
        let adding = Element(
            TodoLayout.createView, frame: TodoLayout.createViewFrame, kind: .view, backgroundColor: .white,
            isHidden: details.typedText == nil,
            children: [
                .label(TodoLayout.promptLabel, frame: TodoLayout.promptFrame, Label(TodoLayout.promptText)),
                Element(TodoLayout.textField, frame: TodoLayout.textFieldFrame, kind: .textField(TextField(
                    details.typedText ?? "", font: TodoLayout.textFieldFont, isFocused: enabled, isEnabled: enabled))),
                Element(TodoLayout.saveButton, frame: TodoLayout.saveButtonFrame, kind: .button(Button(
                    "Save", isEnabled: enabled, action: "save the todo"))),
            ])
        var viewedText: String?
        if case .viewing(let item) = details.mode { viewedText = item.text }
        let viewing = Element(
            TodoLayout.detailsView, frame: TodoLayout.detailsViewFrame, kind: .view, backgroundColor: .white,
            isHidden: viewedText == nil,
            children: [
                .label(TodoLayout.todoTextLabel, frame: TodoLayout.todoTextFrame, Label(viewedText)),
                Element(TodoLayout.markCompleteButton, frame: TodoLayout.markCompleteButtonFrame, kind: .button(Button(
                    "Mark Complete", isEnabled: enabled, action: "mark the todo complete"))),
            ])
        return [adding, viewing]
    }
}
