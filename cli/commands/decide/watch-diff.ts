/** What happened to one request between two listings of a queue. */
type QueueChangeKind = 'added' | 'changed' | 'removed';

export interface QueueChange<T> {
  change: QueueChangeKind;
  /** The request as now listed; for `removed`, as last seen. */
  request: T;
}

/** A listing of a queue by request id, with each request's JSON to compare by. */
export interface QueueSnapshot<T> {
  rows: T[];
  byId: Map<number, { row: T; json: string }>;
}

export function snapshotOf<T extends { id: number }>(rows: T[]): QueueSnapshot<T> {
  return { rows, byId: new Map(rows.map((row) => [row.id, { row, json: JSON.stringify(row) }])) };
}

/**
 * The changes from `before` to `after`: added and changed in the order of `after` (the queue's
 * sort), then removed in the order of `before`. A request is changed when any field differs
 * (status, version, reason …).
 */
export function diffQueue<T>(before: QueueSnapshot<T>, after: QueueSnapshot<T>): QueueChange<T>[] {
  const changes: QueueChange<T>[] = [];
  for (const [id, now] of after.byId) {
    const was = before.byId.get(id);
    if (!was) changes.push({ change: 'added', request: now.row });
    else if (was.json !== now.json) changes.push({ change: 'changed', request: now.row });
  }
  for (const [id, was] of before.byId) {
    if (!after.byId.has(id)) changes.push({ change: 'removed', request: was.row });
  }
  return changes;
}
