/**
 * A paged list from the keyboard: j / k cross page boundaries (next page on its first row,
 * previous page on its last), n / p turn the page and Shift+G goes to the page-number field, whose
 * Enter goes there and gives the rows the keyboard again; the `?` sheet lists the paging keys.
 * n, p and Shift+G are commands of the one registry: run here as the hotkey layer runs them.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ShortcutSheet from '../../../web/features/palette/shortcut-sheet.tsx';
import type { AppServices } from '../../../web/hooks/app-context.tsx';
import { Accounts, accountsServer, grid, rowKeys } from '../support/accounts.tsx';
import { mount } from '../support/render.tsx';

const cursorKey = () => grid().querySelector('tr[data-cursor]')?.getAttribute('data-row-key');

function runCommand(services: AppServices, id: string) {
  const command = services.commandStore.state.commands.find((c) => c.id === id);
  if (!command) throw new Error(`no command ${id}`);
  act(() => void command.run());
}

describe('a paged list from the keyboard', () => {
  it('moves across pages with j/k, turns pages with n/p, and jumps with Shift+G', async () => {
    const server = accountsServer();
    const { user, services, location } = await mount(
      <>
        <Accounts load={server.load} />
        <ShortcutSheet open={false} onOpenChange={() => {}} />
      </>,
      { path: '/list' },
    );
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    act(() => grid().focus());
    await user.keyboard('{End}');
    expect(cursorKey()).toBe('BZJ0020');
    // j past the last row: page 2, cursor on its first row.
    await user.keyboard('j');
    await waitFor(() => expect(location()).toBe('/list?page=2'));
    await waitFor(() => expect(cursorKey()).toBe('BZJ0021'));
    // k before the first row: back on page 1's last row.
    await user.keyboard('k');
    await waitFor(() => expect(location()).toBe('/list'));
    await waitFor(() => expect(cursorKey()).toBe('BZJ0020'));
    // n / p turn the page.
    runCommand(services, 'table:next-page');
    await waitFor(() => expect(location()).toBe('/list?page=2'));
    await waitFor(() => expect(rowKeys()[0]).toBe('BZJ0021'));
    runCommand(services, 'table:prev-page');
    await waitFor(() => expect(location()).toBe('/list'));
    // Shift+G: the page-number field; 3, Enter goes there and the rows have the keyboard again.
    runCommand(services, 'table:jump-page');
    expect(document.activeElement?.getAttribute('inputmode')).toBe('numeric');
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(location()).toBe('/list?page=3'));
    await waitFor(() =>
      expect(rowKeys()).toEqual(['BZJ0041', 'BZJ0042', 'BZJ0043', 'BZJ0044', 'BZJ0045']),
    );
    await waitFor(() => expect(document.activeElement).toBe(grid()));
  });

  it('lists the paging keys in the ? sheet', async () => {
    const server = accountsServer();
    const page = (sheetOpen: boolean) => (
      <>
        <Accounts load={server.load} />
        <ShortcutSheet open={sheetOpen} onOpenChange={() => {}} />
      </>
    );
    const { rerender } = await mount(page(false));
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    rerender(page(true));
    const sheet = await screen.findByRole('dialog');
    expect(sheet.textContent).toContain('Next page');
    expect(sheet.textContent).toContain('Previous page');
    expect(sheet.textContent).toContain('Go to page');
  });
});
