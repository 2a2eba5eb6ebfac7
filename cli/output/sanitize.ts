/* eslint-disable no-control-regex -- matching control characters is this module's job */
// ESC-introduced sequences: CSI (ESC [ … final), OSC (ESC ] … BEL or ST), DCS/SOS/PM/APC strings,
// and two-character escapes. C1 CSI (0x9b) and OSC (0x9d) are single-byte forms of the same.
const ESCAPE_SEQUENCE =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|\u001b[\]PX^_][\s\S]*?(?:\u0007|\u001b\\|\u009c)|[\u009d\u0090\u0098\u009e\u009f][\s\S]*?(?:\u0007|\u001b\\|\u009c)|\u001b[\s\S]?/g;
// What is left of C0 (but tab and newlines, handled by the caller), DEL and C1.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Removes terminal control from text that came from the server (log details can hold anything a
 * user typed): escape sequences whole, then every remaining C0/C1 control character.
 */
export function stripControl(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '');
}

/** One TSV or table cell: no control characters, and tabs / line breaks become spaces. */
export function cleanCell(text: string): string {
  return stripControl(text).replace(/[\t\r\n]+/g, ' ');
}

/**
 * JSON for a terminal or a pipe: JSON.stringify already escapes C0, but leaves C1 and DEL raw,
 * and some terminals act on C1 bytes; escaping them keeps the data exact and the output inert.
 */
export function safeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
