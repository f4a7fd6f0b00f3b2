#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A thread that runs `body` once and ends, never joined: Foundation's
/// `Thread { … }.start()` on pthreads.
public enum DetachedThread {
    /// Starts `body` on a new thread with `stackSize` bytes of stack; false
    /// when it could not start. (Unnamed: Glibc's module hides pthread_setname_np.)
    @discardableResult
    public static func start(stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let work = Unmanaged.passRetained(Work(body: body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        if started != 0 { Unmanaged<Work>.fromOpaque(work).release() }
        return started == 0
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
