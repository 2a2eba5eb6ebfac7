/**
 * The signed-in screen: the layout given the app's page registry and the shell's commands. It is
 * the app's half of the layout chunk, so the layout imports nothing from web/app.
 */
import type { RouteDef } from '#core/access';
import AppLayout from '../layout/app-layout.tsx';
import { PageSourceContext, type PageSource } from '../layout/page-source.ts';
import { useShellCommands } from './command-registry.ts';
import { hasPage, pageFor, preloadPage } from './page-registry.ts';

const PAGES: PageSource = { pageFor, hasPage, preloadPage };

function ShellCommands() {
  useShellCommands();
  return null;
}

export default function SignedInShell({ route }: { route: RouteDef }) {
  return (
    <PageSourceContext.Provider value={PAGES}>
      <AppLayout route={route} commands={<ShellCommands />} />
    </PageSourceContext.Provider>
  );
}
