/**
 * The institution picker's list (a combobox's listbox): while its search loads, and when it finds
 * nothing, the listbox owns options only and the state is said beside it in a status line (axe's
 * aria-required-children failed the browser's a11y test when a loading line sat inside the list).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstitutionPicker } from '../../../web/components/data/pickers.tsx';
import { fakeApi } from '../support/api.ts';
import { mount } from '../support/render.tsx';

const institution = (id: number, name: string) => ({
  id,
  name,
  creditCode: `91310000MA1K${String(id).padStart(6, '0')}`,
});

/** Mounts the picker with /institutions answering `items` once `release` is called. */
async function openPicker(items: ReturnType<typeof institution>[]) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const api = fakeApi({
    '/institutions': async () => {
      await held;
      return { items, total: items.length, page: 1, pageSize: 20 };
    },
  });
  const mounted = await mount(
    <InstitutionPicker value="" onChange={() => undefined} label="Source institution" />,
    { fetch: api.fetch },
  );
  await mounted.user.click(screen.getByLabelText('Source institution'));
  const listbox = await screen.findByRole('listbox', { name: 'Source institution' });
  return { ...mounted, listbox, release };
}

/** Roles the listbox's element children carry (only options are allowed). */
const childRoles = (listbox: HTMLElement) =>
  [...listbox.children].map((child) => child.getAttribute('role'));

describe('the institution picker', () => {
  it('says "Loading" beside a busy, option-only list, then lists the options', async () => {
    const { listbox, release } = await openPicker([
      institution(1, 'Acme Pay'),
      institution(2, 'Bright Settle'),
    ]);
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    expect(childRoles(listbox).filter((role) => role !== 'option')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    release();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(listbox.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the search found nothing outside the list', async () => {
    const { listbox, release } = await openPicker([]);
    release();
    await waitFor(() => expect(listbox.getAttribute('aria-busy')).toBe('false'));
    expect(listbox.children).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Nothing matches these filters');
  });
});
