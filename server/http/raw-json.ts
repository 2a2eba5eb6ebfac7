/**
 * JSON text made elsewhere (PostgreSQL builds a list page's items as one `json_agg`) that goes into
 * an answer as it is: the rows are then neither parsed into objects nor serialised again here.
 * Anywhere else (response checks, tests, a plain JSON.stringify) it stands for the value it encodes.
 */
export class RawJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    if (collecting) {
      collecting.push(this.text);
      return MARK;
    }
    return JSON.parse(this.text) as unknown;
  }
}

/** Where a RawJson goes in the serialised answer; a NUL is never in stored text nor accepted input. */
const MARK = '\u0000raw-json\u0000';
const MARK_JSON = JSON.stringify(MARK);
/** The texts of the RawJson met by the answerText call under way (JSON.stringify is synchronous). */
let collecting: string[] | null = null;

/** The answer's JSON text, each RawJson spliced in as it is. */
export function answerText(value: unknown): string {
  const raws: string[] = [];
  collecting = raws;
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    collecting = null;
  }
  if (raws.length === 0) return text;
  let out = '';
  let from = 0;
  for (const raw of raws) {
    const at = text.indexOf(MARK_JSON, from);
    out += text.slice(from, at) + raw;
    from = at + MARK_JSON.length;
  }
  return out + text.slice(from);
}
