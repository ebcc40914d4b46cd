@testable import StoryboardImport
import Navigation
import Testing

/// Which classes define table data source methods, from Objective-C and Swift sources: method
/// definitions count, calls do not.
@Suite struct DataSourceMethodsTests {
    @Test func objectiveCDefinitionsCountAndCallsDoNot() {
        let source = """
            #import "EventsTableViewController.h"
            @implementation EventsTableViewController
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
            {
                return [events count];
            }
            @end

            @implementation EventDetailsViewController
            -(void)speaker:(SESpeaker *)speaker didLoadImage:(UIImage *)image
            {
                UITableViewCell *cell = [[self tableView] cellForRowAtIndexPath:indexPath];
            }
            @end
            """
        #expect(DataSourceMethods.scan(source) == ["EventsTableViewController": ["tableView:numberOfRowsInSection:"]])
    }

    @Test func swiftClassesAndExtensionsCount() {
        let source = """
            final class SettingsController: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                func reload() { tableView.cellForRow(at: IndexPath(row: 0, section: 0)) }
            }

            extension BooksController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { books.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """
        #expect(
            DataSourceMethods.scan(source) == [
                "SettingsController": ["numberOfSectionsInTableView:"],
                "BooksController": ["tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"],
            ])
    }

    /// A method that hands the table back to `UITableViewController` (`super`) keeps the static
    /// cells: it was reported as replacing them.
    @Test func aMethodThatCallsSuperDoesNotCount() {
        let source = """
            @implementation SettingsViewController
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
            {
                if (section == 2) { return self.extraRows; }
                return [super tableView:tableView numberOfRowsInSection:section];
            }
            - (void)viewDidLoad { [super viewDidLoad]; }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
            {
                return self.customCell;
            }
            @end

            final class FormController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    super.tableView(tableView, numberOfRowsInSection: section)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """
        #expect(
            DataSourceMethods.scan(source) == ["SettingsViewController": ["tableView:cellForRowAtIndexPath:"]],
            "viewDidLoad's super is not the data source's")
    }
}
