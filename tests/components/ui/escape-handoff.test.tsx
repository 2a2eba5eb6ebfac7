/**
 * Escape with a dialog and a toast open at once. A Radix toast is a dismissable layer mounted
 * after the dialog, so Radix hands Escape to it, the topmost layer, wherever the focus is: the toast
 * closed and the dialog stayed (web/components/ui/escape-handoff.ts is the fix). The rule: Escape
 * closes what holds the focus. Focus in the dialog (or drawer, or confirmation): it closes and the
 * toast stays; focus in the toast: the toast closes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ConfirmHost from '../../../web/components/ui/confirm-dialog.tsx';
import { confirm } from '../../../web/components/ui/confirm-store.ts';
import { DialogContent, DialogRoot } from '../../../web/components/ui/dialog.tsx';
import { Drawer } from '../../../web/components/ui/drawer.tsx';
import Toaster from '../../../web/components/ui/toaster.tsx';
import { toast, toastState } from '../../../web/components/ui/toast.ts';
import { mount } from '../support/render.tsx';

const field = (
  <label>
    Name
    <input defaultValue="Alpha" />
  </label>
);

function WithToaster({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster closeLabel="Close notice" toastLabel="Notice" regionLabel="Notices ({hotkey})" />
    </>
  );
}

function InDialog({ keepOpen = false }: { keepOpen?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <WithToaster>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Edit merchant"
          closeLabel="Close"
          onEscapeKeyDown={keepOpen ? (e) => e.preventDefault() : undefined}
        >
          {field}
        </DialogContent>
      </DialogRoot>
    </WithToaster>
  );
}

function InDrawer() {
  const [open, setOpen] = useState(true);
  return (
    <WithToaster>
      <Drawer open={open} onOpenChange={setOpen} title="Edit merchant" closeLabel="Close">
        {field}
      </Drawer>
    </WithToaster>
  );
}

const toastShown = () => document.querySelector('[data-toast-id="saved"]') !== null;

async function showToast() {
  act(() => void toast.success('Saved', { id: 'saved', duration: 0 }));
  await waitFor(() => expect(toastShown()).toBe(true));
}

describe('Escape with a dialog and a toast open', () => {
  afterEach(() => {
    toastState.items = [];
  });

  it.each([
    ['dialog', <InDialog key="d" />],
    ['drawer', <InDrawer key="r" />],
  ])('closes the %s and leaves the toast when focus is in it', async (_, ui) => {
    const { user } = await mount(ui);
    const dialog = await screen.findByRole('dialog', { name: 'Edit merchant' });
    await showToast();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(toastShown()).toBe(true);
    expect(toastState.items.map((t) => t.id)).toEqual(['saved']);
  });

  it('keeps a dialog open whose Escape hook says so, and the toast too', async () => {
    const { user } = await mount(<InDialog keepOpen />);
    await screen.findByRole('dialog', { name: 'Edit merchant' });
    await showToast();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit merchant' })).toBeTruthy();
    expect(toastShown()).toBe(true);
  });

  it('answers a confirmation “no” on Escape and leaves the toast', async () => {
    const { user } = await mount(
      <WithToaster>
        <ConfirmHost okText="OK" cancelText="Cancel" />
      </WithToaster>,
    );
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ title: 'Disable user?', okText: 'Disable' });
    });
    const ask = await screen.findByRole('alertdialog', { name: 'Disable user?' });
    await showToast();
    expect(ask.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(await answer).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBe(null));
    expect(toastShown()).toBe(true);
  });

  it('then closes the toast once focus is in the toast', async () => {
    const { user } = await mount(<InDialog />);
    await screen.findByRole('dialog', { name: 'Edit merchant' });
    await showToast();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));

    // F8 (Radix's hotkey) moves focus to the toast region; from there Tab reaches its close button.
    await user.keyboard('{F8}');
    await user.tab();
    expect(document.activeElement?.closest('[data-toast-id="saved"]')).not.toBe(null);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toastShown()).toBe(false));
    expect(toastState.items).toEqual([]);
  });
});
