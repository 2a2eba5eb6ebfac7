/**
 * From a list's filter to its rows and back (issue 9 #3): Enter in a filter applies it and puts the
 * cursor on the first row; ↓ in a text filter goes to the rows; Esc leaves the field for the rows
 * keeping its text, and a second Esc (the very next key, even in the same task) clears it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accounts, accountsServer, grid, rowKeys } from '../support/accounts.tsx';
import { mount } from '../support/render.tsx';

const cursorKey = () => grid().querySelector('tr[data-cursor]')?.getAttribute('data-row-key');

async function openList() {
  const server = accountsServer();
  const mounted = await mount(<Accounts load={server.load} />, { path: '/list' });
  await waitFor(() => expect(rowKeys()).toHaveLength(20));
  const filter = screen.getByLabelText('Merchant') as HTMLInputElement;
  expect(filter.hasAttribute('data-page-filter')).toBe(true);
  return { ...mounted, server, filter };
}

describe('the filter bar and the rows', () => {
  it('hands over from the list filter to the rows: Enter, ↓, Esc and a second Esc', async () => {
    const { user, filter, location } = await openList();
    // Move the cursor off the first row, then come back through the filter with Enter.
    act(() => grid().focus());
    await user.keyboard('jj');
    expect(cursorKey()).toBe('BZJ0003');
    await user.click(filter);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(grid());
    expect(cursorKey()).toBe('BZJ0001');
    await user.keyboard('j');
    expect(cursorKey()).toBe('BZJ0002');
    expect(filter.value).toBe('');

    // ↓ from the field goes to the rows.
    await user.click(filter);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(grid());

    // Esc leaves the field keeping the text; a second Esc clears it (and the URL's filter).
    await user.click(filter);
    await user.keyboard('ZZ{Enter}');
    await waitFor(() => expect(location()).toBe('/list?q=ZZ'));
    await user.click(filter);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(grid());
    expect(filter.value).toBe('ZZ');
    await user.keyboard('{Escape}');
    expect(filter.value).toBe('');
    await waitFor(() => expect(location()).toBe('/list'));
  });

  it('clears the filter on a second Esc that comes before any timer can run', async () => {
    const { user, filter } = await openList();
    await user.click(filter);
    await user.keyboard('YY');
    // Both Esc keys in one task: the second reaches the page before any timer of the first.
    act(() => {
      fireEvent.keyDown(filter, { key: 'Escape' });
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(filter.value).toBe('');
  });

  it('forgets the clearing when another key comes between the two Esc', async () => {
    const { user, filter } = await openList();
    await user.click(filter);
    await user.keyboard('YY{Escape}');
    expect(document.activeElement).toBe(grid());
    await user.keyboard('j{Escape}');
    expect(filter.value).toBe('YY');
  });
});
