import { FULL_BP } from '#core/money';
import type { OrgTreeNode } from '#core/types';

/** Basis points already given to the other settlement targets under the same parent. */
export function siblingShareBp(siblings: readonly OrgTreeNode[], selfId: number | null): number {
  return siblings
    .filter((s) => s.id !== selfId && s.settlementTarget && s.status === 'enabled')
    .reduce((sum, s) => sum + s.shareBp, 0);
}

/** What is left for one more share under a parent (never negative). */
export function remainingBp(siblings: readonly OrgTreeNode[], selfId: number | null): number {
  return Math.max(0, FULL_BP - siblingShareBp(siblings, selfId));
}

/** Finds a node and its parent's children (its siblings, itself included). */
export function locate(
  roots: readonly OrgTreeNode[],
  id: number,
): { node: OrgTreeNode; siblings: readonly OrgTreeNode[]; path: OrgTreeNode[] } | null {
  const walk = (level: readonly OrgTreeNode[], path: OrgTreeNode[]): ReturnType<typeof locate> => {
    for (const node of level) {
      if (node.id === id) return { node, siblings: level, path: [...path, node] };
      const found = walk(node.children, [...path, node]);
      if (found) return found;
    }
    return null;
  };
  return walk(roots, []);
}
