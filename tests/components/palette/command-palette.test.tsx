/**
 * The command palette's UI on its own: it opens on its field, lists the registered commands in
 * their groups, ranks what is typed (English words, pinyin initials, full pinyin), Enter runs the
 * selected row and closes, a command that asks first runs only after its confirm step, and
 * records come from the server's search (a stand-in answering /search).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '#core/access';
import { createLoadedI18n, type Locale } from '#core/i18n/catalogue';
import type { SearchHit } from '#core/types';
import type { CommandDef } from '../../../web/lib/commands.ts';
import CommandPalette from '../../../web/features/palette/command-palette.tsx';
import { fakeApi } from '../support/api.ts';
import { mount, type MountOptions } from '../support/render.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open palette
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The business pages' navigation commands, as the shell makes them (web/app/command-registry.ts). */
function pageCommands(locale: Locale, ran: string[]): CommandDef[] {
  const t = createLoadedI18n(locale).t;
  const other = createLoadedI18n(locale === 'zh-CN' ? 'en-US' : 'zh-CN').t;
  return ROUTES.filter((r) => r.meta.business).map((r) => ({
    id: `nav:${r.name}`,
    title: t(r.meta.locale),
    group: 'navigate',
    icon: r.meta.icon ?? 'file',
    shortcut: r.meta.shortcut ? ['g', r.meta.shortcut] : undefined,
    keywords: [other(r.meta.locale), r.name, r.path],
    run: () => void ran.push(r.path),
  }));
}

async function openPalette(
  options: MountOptions & { commands?: (ran: string[]) => CommandDef[] } = {},
) {
  const ran: string[] = [];
  const mounted = await mount(<Harness />, options);
  act(() => {
    mounted.services.commandStore.register(
      (options.commands ?? ((r) => pageCommands(options.locale ?? 'en-US', r)))(ran),
    );
  });
  await mounted.user.click(screen.getByRole('button', { name: 'open palette' }));
  const input = await screen.findByRole('combobox');
  return { ...mounted, ran, input };
}

/** The list answers the query once its data-query says so (the ranking may lag a frame). */
async function typeQuery(
  user: { type(el: Element, text: string): Promise<void>; clear(el: Element): Promise<void> },
  input: HTMLElement,
  query: string,
) {
  await user.clear(input);
  await user.type(input, query);
  await waitFor(() =>
    expect(document.querySelector('[cmdk-list]')?.getAttribute('data-query')).toBe(query),
  );
}

const selectedText = () =>
  document.querySelector('[cmdk-item][data-selected="true"]')?.textContent ?? '';

function groupItems(heading: string): string[] {
  const group = [...document.querySelectorAll('[cmdk-group]')].find(
    (g) => g.querySelector('[cmdk-group-heading]')?.textContent === heading,
  );
  return group ? [...group.querySelectorAll('[cmdk-item]')].map((i) => i.textContent ?? '') : [];
}

describe('the command palette', () => {
  it('opens on its field with every page in "Go to", and Escape closes it', async () => {
    const { input, user } = await openPalette();
    expect(document.activeElement).toBe(input);
    const pages = groupItems('Go to');
    expect(pages.length).toBe(ROUTES.filter((r) => r.meta.business).length);
    expect(pages).toContain('Deposit AccountsGD');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBe(null));
  });

  it('selects the best hit for what is typed; Enter runs it and closes the palette', async () => {
    const { input, user, ran } = await openPalette();
    await typeQuery(user, input, 'settlement list');
    expect(selectedText()).toContain('Settlement List');
    await user.keyboard('{Enter}');
    expect(ran).toEqual(['/settleManage/settleList']);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBe(null));
  });

  it('moves the selection with the arrow keys, and Enter runs the row moved to', async () => {
    const { input, user, ran } = await openPalette();
    await typeQuery(user, input, 'deposit');
    const first = selectedText();
    await user.keyboard('{ArrowDown}');
    const second = selectedText();
    expect(second).not.toBe(first);
    await user.keyboard('{Enter}');
    expect(ran).toHaveLength(1);
    const route = ROUTES.find((r) => r.path === ran[0]);
    expect(second).toContain(createLoadedI18n('en-US').t(route!.meta.locale));
  });

  it('says so when nothing matches, and Enter then runs nothing', async () => {
    const { input, user, ran } = await openPalette();
    await typeQuery(user, input, 'qqqqzzz');
    expect(await screen.findByText('No results for “qqqqzzz”')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(ran).toEqual([]);
  });

  it('matches pinyin initials and full pinyin of Chinese page names', async () => {
    const { input, user, ran } = await openPalette({ locale: 'zh-CN' });
    await typeQuery(user, input, 'bzjzh');
    expect(selectedText()).toContain('保证金账户');
    await typeQuery(user, input, 'jiesuanliebiao');
    expect(selectedText()).toContain('结算列表');
    await typeQuery(user, input, 'jslb');
    expect(selectedText()).toContain('结算列表');
    await user.keyboard('{Enter}');
    expect(ran).toEqual(['/settleManage/settleList']);
  });

  it('asks first for a command with a confirm text, and runs it only when that is pressed', async () => {
    const run = vi.fn();
    const { input, user } = await openPalette({
      commands: () => [
        {
          id: 'x:purge',
          title: 'Purge the cache',
          group: 'actions',
          confirm: 'Purge it all?',
          run,
        },
      ],
    });
    await typeQuery(user, input, 'purge');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Purge it all?')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Purge the cache' }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('the command palette with records', () => {
  const hit = (n: number): SearchHit => ({
    kind: 'deposit',
    key: `BZJ2024000${n}`,
    title: `Merchant ${n}`,
    subtitle: `BZJ2024000${n}`,
    route: 'BzjList',
  });

  it('finds records on the server as you type', async () => {
    const api = fakeApi({ '/search': () => [hit(1), hit(2), hit(3)] });
    const { input, user } = await openPalette({ fetch: api.fetch });
    await typeQuery(user, input, 'BZJ2');
    await waitFor(() => expect(groupItems('Records').length).toBeGreaterThan(1));
    expect(api.requests.some((r) => r.startsWith('/search?q=BZJ2'))).toBe(true);
  });

  it('offers a typed record number at once and opens the record', async () => {
    const key = 'BZJ20240001';
    const api = fakeApi({
      '/search': (url) => (url.searchParams.get('q') === key ? [hit(1)] : []),
    });
    const { input, user, location } = await openPalette({ fetch: api.fetch });
    await typeQuery(user, input, key);
    const first = document.querySelector('[cmdk-item]');
    expect(first?.textContent).toContain(`Open ${key}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`/bzjManage/bzjList?open=${key}`));
  });

  it('says a typed number the server does not know is not found, and opens nothing', async () => {
    const api = fakeApi({ '/search': () => [] });
    const { input, user, location } = await openPalette({ fetch: api.fetch });
    await typeQuery(user, input, 'BZJ20249999');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/BZJ20249999 not found/)).toBeTruthy();
    expect(location()).toBe('/');
    expect(within(document.body).getByRole('combobox')).toBeTruthy();
  });
});
