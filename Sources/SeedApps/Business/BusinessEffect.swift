/// The app's side effects: none. The services are embedded data (the seed has no backend) and
/// the images are bundled, so nothing runs outside the reducer. The type has no cases, so no
/// value of it can exist.
public enum BusinessEffect: Equatable, Sendable {}
