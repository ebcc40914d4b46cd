#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts POSIX threads that can be joined (Foundation's `Thread` cannot), so the server's
/// ``HTTPServer/stop()`` knows every connection is done when it returns.
enum ServerThread {
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts a thread running `body`.
    /// - Throws: ``HTTPServerError`` when `pthread_create` fails.
    static func start(_ body: @escaping @Sendable () -> Void) throws(HTTPServerError) -> pthread_t {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        // Glibc's pthread_t is an integer and the start routine takes an optional pointer;
        // Darwin's pthread_t is a pointer (so `pthread_create` fills an optional) and the start
        // routine takes a non-optional one.
        #if canImport(Glibc)
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else { throw failure(result, releasing: context) }
        return thread
        #elseif canImport(Darwin)
        var thread: pthread_t?
        let result = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0, let thread else { throw failure(result, releasing: context) }
        return thread
        #endif
    }

    /// Releases the body a failed `pthread_create` did not take, and says why it failed.
    private static func failure(_ code: Int32, releasing context: UnsafeMutableRawPointer) -> HTTPServerError {
        Unmanaged<Body>.fromOpaque(context).release()
        return HTTPServerError(call: "pthread_create", code: code)
    }
}
