import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_ACTIONS, LOG_MODULES, logActionName, logChoices, logModuleName } from '#core/audit';

/** Every `module: '…'` / `action: '…'` literal the server and its seed write. */
function writtenCodes(kind: 'module' | 'action'): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(new RegExp(`\\b${kind}: '([a-z_.]+)'`, 'g'))) found.add(m[1]);
      }
    }
  };
  walk(join(import.meta.dirname, '../../../server'));
  // The seed's bulk-insert column types, not codes.
  found.delete('text');
  return found;
}

describe('system log catalogue', () => {
  it('names every module and action the server writes, in both locales', () => {
    for (const code of writtenCodes('module')) expect(Object.keys(LOG_MODULES)).toContain(code);
    for (const code of writtenCodes('action')) expect(Object.keys(LOG_ACTIONS)).toContain(code);
    for (const names of [...Object.values(LOG_MODULES), ...Object.values(LOG_ACTIONS)]) {
      expect(names['en-US']).toMatch(/^[A-Z]/);
      expect(names['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('shows an unknown code as itself and offers every code as a choice', () => {
    expect(logModuleName('auth', 'zh-CN')).toBe('登录认证');
    expect(logActionName('sms.send', 'en-US')).toBe('Send SMS code');
    expect(logActionName('teleport', 'zh-CN')).toBe('teleport');
    expect(logChoices('action', 'zh-CN')).toHaveLength(Object.keys(LOG_ACTIONS).length);
  });
});
