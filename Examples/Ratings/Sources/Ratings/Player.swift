/// A player and the game they play, rated one to five stars.
public struct Player: Hashable, Sendable {
    /// The player's name.
    public var name: String
    /// The game they play.
    public var game: String
    /// One to five stars.
    public var rating: Int

    /// A player.
    public init(name: String, game: String, rating: Int) {
        self.name = name
        self.game = game
        self.rating = rating
    }

    /// The tutorial's sample players.
    public static let samples = [
        Player(name: "Bill Evans", game: "Tic-Tac-Toe", rating: 4),
        Player(name: "Oscar Peterson", game: "Spin the Bottle", rating: 5),
        Player(name: "Dave Brubeck", game: "Texas Hold'em Poker", rating: 2),
    ]

    /// The image of the rating's stars, as the app's asset catalog names them.
    var ratingImageName: String {
        "\(rating)Star\(rating == 1 ? "" : "s")Small"
    }
}
