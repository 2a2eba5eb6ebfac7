export interface SseEvent {
  event: string;
  id: string;
  data: string;
}

/** Reads SSE events from a streaming Response; `next(timeoutMs)` resolves with the next event or null on timeout. */
export function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queue: SseEvent[] = [];
  /** Comment lines (`: connected after 12`) in arrival order, without the colon. */
  const comments: string[] = [];
  let ended = false;
  let pendingRead: Promise<void> | null = null;

  const pump = async () => {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return;
    }
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const ev: SseEvent = { event: 'message', id: '', data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          comments.push(line.slice(1).trim());
          continue;
        }
        const [field, ...rest] = line.split(':');
        const v = rest.join(':').replace(/^ /, '');
        if (field === 'event') ev.event = v;
        else if (field === 'id') ev.id = v;
        else if (field === 'data') {
          ev.data += (hasData ? '\n' : '') + v;
          hasData = true;
        }
      }
      if (hasData) queue.push(ev);
    }
  };

  return {
    async next(timeoutMs = 3000): Promise<SseEvent | null> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0 && !ended) {
        pendingRead ??= pump().finally(() => {
          pendingRead = null;
        });
        const left = deadline - Date.now();
        if (left <= 0) return null;
        const timedOut = await Promise.race([
          pendingRead.then(() => false),
          new Promise<boolean>((r) => setTimeout(() => r(true), left)),
        ]);
        if (timedOut) return null;
      }
      return queue.shift() ?? null;
    },
    /** Reads until a comment line starting with `prefix` has come (or the timeout passes). */
    async comment(prefix: string, timeoutMs = 3000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!comments.some((c) => c.startsWith(prefix)) && !ended) {
        pendingRead ??= pump().finally(() => {
          pendingRead = null;
        });
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const timedOut = await Promise.race([
          pendingRead.then(() => false),
          new Promise<boolean>((r) => setTimeout(() => r(true), left)),
        ]);
        if (timedOut) return false;
      }
      return comments.some((c) => c.startsWith(prefix));
    },
    get ended() {
      return ended;
    },
    /** Reads until the stream ends (or the timeout passes); true when it ended. */
    async waitEnd(timeoutMs = 3000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) {
        const ev = await this.next(deadline - Date.now());
        if (!ev && !ended) break;
      }
      return ended;
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
