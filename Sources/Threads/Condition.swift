#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A mutex with its condition variable, as Foundation's NSCondition: lock,
/// wait until signalled, unlock. pthreads directly, so the modules that need
/// one do not link Foundation, whose loading cost phonebook's every start
/// more than its commands' own work (see Package.swift, target Threads).
public final class Condition: @unchecked Sendable {
    // @unchecked: the pthread objects are only used through their own locking
    // calls, and live (heap-allocated, never moved) as long as the object.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// With the lock held: gives it up until signalled, then takes it again.
    /// May wake without a signal, so callers wait in a loop on their condition.
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes one waiting thread.
    public func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread.
    public func broadcast() { pthread_cond_broadcast(condition) }
}
