import { setInstitutionActive } from '#core/api';
import type { Institution } from '#core/types';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { RowAction } from '../../components/data/use-row-commands.ts';
import { useSubmit } from '../../components/data/use-submit.ts';

/**
 * What an operator does to an institution, declared once for the list's palette commands and
 * keys and the drawer's buttons: suspend (asks first) or activate, edit.
 */
export function useInstitutionActions({
  onEdit,
  onChanged,
}: {
  onEdit(i: Institution): void;
  onChanged(i: Institution): void;
}) {
  const api = useApi();
  const { t } = useT();
  const submit = useSubmit({ inline: false });

  const actions: RowAction<Institution>[] = [
    {
      id: 'toggle',
      icon: 'swap',
      title: (i) =>
        t(i.status === 'active' ? 'institutions.action.suspend' : 'institutions.action.activate'),
      shortcut: ['d'],
      keywords: ['suspend', 'activate', 'disable', '暂停', '激活'],
      confirm: (i) => i.status === 'active',
      run: async (i) => {
        const active = i.status !== 'active';
        const r = await submit.run(() => setInstitutionActive(api, i.id, active, i.version));
        if (r.ok) {
          toast.success(
            t(active ? 'institutions.done.activated' : 'institutions.done.suspended', {
              name: i.name,
            }),
          );
          onChanged(r.value);
        }
      },
    },
    {
      id: 'edit',
      title: () => t('institutions.action.edit'),
      shortcut: ['e'],
      icon: 'form',
      keywords: ['edit', '编辑'],
      primary: true,
      run: (i) => onEdit(i),
    },
  ];
  return { actions, pending: submit.pending };
}
