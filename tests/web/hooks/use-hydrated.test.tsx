/**
 * The sign-in prerender must say "not usable yet": React's server renderers take
 * useSyncExternalStore's server snapshot, and the static prerender (web/prerender/login-shell.tsx)
 * waits for the lazy sign-in page and marks its Suspense boundary for hydrateRoot.
 */
import { describe, expect, it } from 'vitest';
import { Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { useHydrated } from '../../../web/hooks/use-hydrated.ts';

function Probe() {
  return <p data-hydrated={String(useHydrated())} />;
}

describe('useHydrated in the prerender', () => {
  it('is false in a server render', () => {
    expect(renderToString(<Probe />)).toBe('<p data-hydrated="false"></p>');
  });

  it('is false inside the lazy sign-in page, rendered in a completed Suspense boundary', async () => {
    const Page = lazy(() => Promise.resolve({ default: Probe }));
    const { prelude } = await prerender(
      <Suspense fallback={<span>loading</span>}>
        <Page />
      </Suspense>,
    );
    expect(await new Response(prelude).text()).toBe(
      '<!--$--><p data-hydrated="false"></p><!--/$-->',
    );
  });
});
