/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** `event:` field, 'message' when absent. */
  type: string;
  data: string;
  /** The last event id seen on the stream so far ('' when none). */
  id: string;
}

export interface SseParserHandlers {
  onEvent(event: SseEvent): void;
  /** The server asked for a different reconnection delay (`retry:`). */
  onRetry?(ms: number): void;
  onComment?(text: string): void;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split anywhere, even between \r and \n. */
  push(chunk: string): void;
  /** The last event id seen ('' when none). */
  readonly lastEventId: string;
}

/** An incremental parser of the `text/event-stream` format (WHATWG HTML §9.2.6). */
export function createSseParser(handlers: SseParserHandlers): SseParser {
  let buffer = '';
  let skipLeadingLf = false;
  let type = '';
  let data = '';
  let hasData = false;
  let lastEventId = '';

  function dispatch() {
    if (hasData) {
      handlers.onEvent({ type: type || 'message', data: data.slice(0, -1), id: lastEventId });
    }
    type = '';
    data = '';
    hasData = false;
  }

  function processField(line: string) {
    if (line.startsWith(':')) {
      handlers.onComment?.(line.slice(1).replace(/^ /, ''));
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') {
      data += `${value}\n`;
      hasData = true;
    } else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
    }
  }

  function processLine(line: string) {
    if (line === '') dispatch();
    else processField(line);
  }

  return {
    get lastEventId() {
      return lastEventId;
    },
    push(chunk) {
      let text = chunk;
      // A \r\n pair split across two chunks is one line ending, not two.
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        processLine(buffer.slice(start, i));
        if (ch === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i += 1;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
