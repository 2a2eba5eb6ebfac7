/**
 * Stream sessions of API tokens on one instance, for the audit: a client that follows the live log
 * reconnects whenever its connection ends (a server restart, a proxy's timeout, a dropped network),
 * with or without Last-Event-ID, and an auditor wants one `api-token.use` row per stream session,
 * not one per reconnect. An opening counts as a reconnect when a stream of the same token and the
 * same filters ended on this instance less than `graceMs` before; anything else is a new session.
 * Every opening is still authorised (the token is resolved again: revoked, expired, its user
 * disabled are refused), only the audit row is spared. A reconnect that lands on another instance,
 * or after the grace, is audited as a new session.
 */

/** Longer than any client's retry (the stream says `retry: 2000`; qy retries after 1 s). */
export const STREAM_RECONNECT_GRACE_MS = 30_000;

/** One opened stream: whether it starts a session, and the call that records its end (once). */
export interface StreamSession {
  isNew: boolean;
  end(at: number): void;
}

export class StreamSessions {
  /** Per key, when its streams ended (oldest first), within the grace. */
  private readonly ended = new Map<string, number[]>();

  constructor(private readonly graceMs = STREAM_RECONNECT_GRACE_MS) {}

  /** Opens a stream of `key` at `now`: a reconnect takes the end it continues. */
  open(key: string, now: number): StreamSession {
    this.forgetBefore(now - this.graceMs);
    const ends = this.ended.get(key);
    const isNew = !ends?.length;
    if (ends?.length) {
      ends.shift();
      if (ends.length === 0) this.ended.delete(key);
    }
    let done = false;
    return {
      isNew,
      end: (at) => {
        if (done) return;
        done = true;
        const list = this.ended.get(key) ?? [];
        list.push(at);
        this.ended.set(key, list);
      },
    };
  }

  private forgetBefore(cutoff: number): void {
    for (const [key, ends] of this.ended) {
      const kept = ends.filter((at) => at >= cutoff);
      if (kept.length) this.ended.set(key, kept);
      else this.ended.delete(key);
    }
  }
}

const perApp = new WeakMap<object, StreamSessions>();

/** The stream sessions of one app (keyed by its dependencies, one object per app). */
export function streamSessionsOf(deps: object): StreamSessions {
  let sessions = perApp.get(deps);
  if (!sessions) perApp.set(deps, (sessions = new StreamSessions()));
  return sessions;
}
