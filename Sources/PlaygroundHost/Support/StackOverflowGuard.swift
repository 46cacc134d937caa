import Foundation

/// Turns a stack overflow into the one-line failure every other error is: a small stack
/// (`ulimit -s 64`) or an address-space limit the stack cannot grow into (`ulimit -v`) ends in
/// SIGSEGV, which the backtracer would report as a crash. A handler on an alternate signal stack
/// (the overflowed one has no room) looks at where the fault is: next to the stack pointer it
/// writes a fixed message with write(2) and exits with status 1; anywhere else it puts back the
/// handler it replaced (Swift's backtracer, or the default) and lets the fault happen again, so
/// real bugs keep their backtraces.
enum StackOverflowGuard {
    /// Bytes of the alternate signal stack: room for the handler and, on a fault it passes on,
    /// the backtracer's handler.
    private static let alternateStackBytes = 256 * 1024
    /// A fault this close to the stack pointer (bytes) is the stack running out: a push or call
    /// just below it, or a large frame's locals just above it.
    private static let nearStackPointer = 1 << 20

    /// The handlers replaced for SIGSEGV and SIGBUS.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 2)
    /// The message, in memory of its own: the handler may not allocate or check exclusivity.
    nonisolated(unsafe) private static let message: UnsafeMutableBufferPointer<UInt8> = {
        let text = Array("playground: out of memory: the stack could not grow (see ulimit -s and ulimit -v)\n".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = buffer.initialize(from: text)
        return buffer
    }()

    static func install() {
        guard let memory = mmap(nil, alternateStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != UnsafeMutableRawPointer(bitPattern: -1) else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: alternateStackBytes)
        guard sigaltstack(&stack, nil) == 0 else { return }
        // Touched now: the handler must not run a lazy initialiser.
        _ = previous
        _ = message.count
        for (index, signal) in [SIGSEGV, SIGBUS].enumerated() {
            guard sigaction(signal, nil, previous + index) == 0 else { continue }
            var action = sigaction()
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            action.__sigaction_handler.sa_sigaction = { signal, info, context in
                StackOverflowGuard.handle(signal, info, context)
            }
            sigaction(signal, &action, nil)
        }
    }

    /// Async-signal-safe: reads registers, then write(2) and _exit(2), or sigaction(2).
    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        if let info, let context, let stackPointer = stackPointer(context) {
            let fault = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
            let low = stackPointer > UInt(nearStackPointer) ? stackPointer - UInt(nearStackPointer) : 0
            if fault >= low, fault <= stackPointer &+ UInt(nearStackPointer) {
                _ = write(STDERR_FILENO, message.baseAddress, message.count)
                _exit(1)
            }
        }
        // Not the stack: the previous handler takes the repeated fault.
        sigaction(signal, previous + (signal == SIGSEGV ? 0 : 1), nil)
    }

    private static func stackPointer(_ context: UnsafeMutableRawPointer) -> UInt? {
        let ucontext = context.assumingMemoryBound(to: ucontext_t.self)
        #if arch(x86_64)
        // REG_RSP in <sys/ucontext.h>.
        let registerIndex = 15
        return withUnsafeBytes(of: &ucontext.pointee.uc_mcontext.gregs) { registers in
            UInt(bitPattern: Int(registers.load(fromByteOffset: registerIndex * 8, as: Int64.self)))
        }
        #elseif arch(arm64)
        return UInt(ucontext.pointee.uc_mcontext.sp)
        #else
        return nil
        #endif
    }
}
