import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_NEEDED, nodeRefusal, nodeSatisfies } from '#core/runtime';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('the Node versions the project runs on', () => {
  it('compares major, minor and patch as numbers', () => {
    expect(nodeSatisfies('22.12.0')).toBe(true);
    expect(nodeSatisfies('v24.21.0')).toBe(true);
    expect(nodeSatisfies('22.11.9')).toBe(false);
    expect(nodeSatisfies('20.20.2')).toBe(false);
    expect(nodeSatisfies('22.9.0')).toBe(false); // 9 < 12 as numbers, not as text
    expect(nodeSatisfies('23.0.0')).toBe(true);
    expect(nodeSatisfies('25.0.0-pre')).toBe(true);
  });

  it('names the version found and the one needed when it refuses', () => {
    expect(nodeRefusal('qy', '20.20.2')).toBe(
      'qy needs Node.js >= 22.12 (found v20.20.2); install Node 24 LTS',
    );
    expect(nodeRefusal('qy', 'v24.21.0')).toBeUndefined();
  });

  it('agrees with engines, .nvmrc, .node-version, @types/node and the node devDependency', () => {
    const pkg = JSON.parse(read('package.json')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    const [major, minor] = NODE_NEEDED.split('.');
    expect(pkg.engines.node).toBe(`>=${major}.${minor}`);
    const pinned = pkg.devDependencies.node;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(nodeSatisfies(pinned)).toBe(true);
    expect(read('.nvmrc').trim()).toBe(pinned);
    expect(read('.node-version').trim()).toBe(pinned);
    expect(pkg.devDependencies['@types/node']).toMatch(
      new RegExp(`^\\^${pinned.split('.')[0]}\\.`),
    );
  });
});
