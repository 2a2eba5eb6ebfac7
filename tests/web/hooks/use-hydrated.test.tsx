/**
 * The console runs on preact/compat (tools/preact-aliases.ts) and this project resolves `react`
 * the same way (vitest.config.ts). The sign-in prerender must say "not usable yet": Preact's
 * renderer has to take useSyncExternalStore's server snapshot, not the client one.
 */
import { describe, expect, it } from 'vitest';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import { Suspense, lazy, version } from 'react';
import { useHydrated } from '../../../web/hooks/use-hydrated.ts';

function Probe() {
  return <p data-hydrated={String(useHydrated())} />;
}

describe('useHydrated on the console runtime', () => {
  it('resolves React to preact/compat, as the bundle does', async () => {
    const compat = await import('preact/compat');
    expect(version).toBe(compat.version);
  });

  it('is false in the prerender', () => {
    expect(renderToString(<Probe />)).toBe('<p data-hydrated="false"></p>');
  });

  it('is false inside the lazy sign-in page, marked as a Suspense range to hydrate', async () => {
    const Page = lazy(() => Promise.resolve({ default: Probe }));
    const html = await renderToStringAsync(
      <Suspense fallback={<span>loading</span>}>
        <Page />
      </Suspense>,
    );
    expect(html).toBe('<!--$s--><p data-hydrated="false"></p><!--/$s-->');
  });
});
