#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The listening socket: TCP on 127.0.0.1 only, never another interface.
enum LoopbackListener {
    /// A socket bound to 127.0.0.1:`port` (0: a port the system picks) and listening.
    /// - Throws: ``HTTPServerError`` naming the call that failed.
    static func bound(port: UInt16) throws(HTTPServerError) -> Int32 {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)  // an enum in Glibc
        #elseif canImport(Darwin)
        let streamType = SOCK_STREAM  // an Int32 in Darwin
        #endif
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw HTTPServerError(call: "socket", code: errno) }
        var on: Int32 = 1
        // A restarted server may bind the port its predecessor's closed connections linger on.
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)  // BSD sockets carry their length
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw HTTPServerError(call: "bind", code: code, port: port)
        }
        guard listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw HTTPServerError(call: "listen", code: code)
        }
        return fd
    }

    /// The port `fd` is bound to (`getsockname`).
    /// - Throws: ``HTTPServerError``.
    static func port(of fd: Int32) throws(HTTPServerError) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw HTTPServerError(call: "getsockname", code: code)
        }
        return UInt16(bigEndian: address.sin_port)
    }
}
