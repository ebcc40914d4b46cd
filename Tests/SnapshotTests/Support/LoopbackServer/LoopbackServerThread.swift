import Glibc

/// Starts POSIX threads that can be joined (Foundation's `Thread` cannot).
enum LoopbackThread {
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts a thread running `body`.
    /// - Throws: ``LoopbackSocketError`` when `pthread_create` fails.
    static func start(_ body: @escaping @Sendable () -> Void) throws -> pthread_t {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw LoopbackSocketError(call: "pthread_create", code: result)
        }
        return thread
    }
}
