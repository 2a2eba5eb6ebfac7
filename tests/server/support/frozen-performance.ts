/**
 * Preloaded into a child server (startServer's `preload`): performance.now() stands still, so the
 * server's kept copies (sessions, names: server/domain/kept-reads.ts) never age out of their
 * window. A copy that goes is then dropped by the other instance's NOTIFY, and by nothing else:
 * the cross-instance tests prove it without timing the window.
 */
const frozenAt = performance.now();
Object.defineProperty(performance, 'now', { value: () => frozenAt, configurable: true });
