import { useMemo, useState } from 'react';
import { setOrgEnabled } from '#core/api';
import type { OrgTreeNode } from '#core/types';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.ts';
import { PageFrame } from '../../components/data/list-view.tsx';
import { useOrgTree } from '../../components/data/pickers.tsx';
import { EmptyBlock, ErrorBlock } from '../../components/data/table-states.tsx';
import { useSubmit } from '../../components/data/use-submit.ts';
import { useUrlListState } from '../../components/data/use-url-state.ts';
import { OrgFormDialog } from './components/org-form-dialog.tsx';
import { OrgPanel } from './components/org-panel.tsx';
import { OrgTree } from '../../components/data/org-tree.tsx';
import { ShareDialog } from './components/share-dialog.tsx';
import { locate } from './share-rules.ts';
import { Button } from '../../components/ui/button.tsx';

export default function StructurePage() {
  const api = useApi();
  const { t } = useT();
  const tree = useOrgTree();
  const url = useUrlListState();
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const selectedId = Number(url.open) || roots[0]?.id || null;
  const found = selectedId !== null ? locate(roots, selectedId) : null;
  const [editing, setEditing] = useState<OrgTreeNode | null>(null);
  const [creating, setCreating] = useState<{ parent: OrgTreeNode | null } | null>(null);
  const [revision, setRevision] = useState(0);
  const toggle = useSubmit({ inline: false });

  const reload = () => {
    tree.refetch();
    setRevision((r) => r + 1);
  };

  const toggleEnabled = async () => {
    if (!found) return;
    const { node } = found;
    const enable = node.status !== 'enabled';
    const r = await toggle.run(() => setOrgEnabled(api, node.id, enable, node.version));
    if (r.ok) {
      toast.success(
        t(enable ? 'structure.done.enabled' : 'structure.done.disabled', { name: node.name }),
      );
      reload();
    }
  };

  useRegisterCommands(
    [
      {
        id: 'structure:create-root',
        title: t('structure.create.title'),
        group: 'page',
        icon: 'tree',
        run: () => setCreating({ parent: null }),
      },
      ...(found
        ? [
            {
              id: 'structure:add-child',
              title: t('structure.create.titleUnder', { parent: found.node.name }),
              group: 'selection' as const,
              run: () => setCreating({ parent: found.node }),
            },
            {
              id: 'structure:edit-share',
              title: `${t('structure.action.editShare')} · ${found.node.name}`,
              group: 'selection' as const,
              run: () => setEditing(found.node),
            },
          ]
        : []),
    ],
    [found?.node.id, t],
  );

  const editingSiblings = editing ? (locate(roots, editing.id)?.siblings ?? []) : [];

  return (
    <PageFrame
      title={t('menu.allotManage.structureList')}
      extra={
        <Button variant="outline" onClick={() => setCreating({ parent: null })}>
          {t('structure.create.title')}
        </Button>
      }
    >
      {tree.error ? (
        <ErrorBlock error={tree.error} onRetry={tree.refetch} />
      ) : !tree.data ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('data.state.loading')}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <div
              key={i}
              className="h-4 animate-pulse rounded bg-surface-3"
              style={{ width: `${70 - i * 7}%` }}
            />
          ))}
        </div>
      ) : roots.length === 0 ? (
        <EmptyBlock>{t('structure.empty')}</EmptyBlock>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(240px,320px)_1fr]">
          <div className="max-h-[70vh] overflow-auto rounded border border-line p-1 scrollbar-thin">
            <OrgTree
              label={t('structure.tree.label')}
              roots={roots}
              selectedId={selectedId}
              onSelect={(id) => url.setOpen(String(id))}
              initiallyExpanded={found?.path.map((p) => p.id) ?? []}
            />
          </div>
          <div className="min-w-0">
            {found ? (
              <OrgPanel
                node={found.node}
                path={found.path}
                revision={revision}
                busy={toggle.pending}
                onEditShare={setEditing}
                onAddChild={() => setCreating({ parent: found.node })}
                onToggleEnabled={toggleEnabled}
              />
            ) : (
              <EmptyBlock>{t('structure.pick')}</EmptyBlock>
            )}
          </div>
        </div>
      )}
      {editing && (
        <ShareDialog
          node={editing}
          siblings={editingSiblings}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {creating && (
        <OrgFormDialog
          parent={creating.parent}
          onClose={() => setCreating(null)}
          onCreated={(org) => {
            setCreating(null);
            reload();
            url.setOpen(String(org.id));
          }}
        />
      )}
    </PageFrame>
  );
}
