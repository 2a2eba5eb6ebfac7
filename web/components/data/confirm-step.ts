import { confirm } from '../ui/confirm-store.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Asks before a state change the operator cannot simply redo (disable, suspend, close, delete):
 * the action's own words on the button, Cancel focused, a danger tone (issue 9 #2).
 */
export function confirmStep(t: Translate, action: string, subject: string): Promise<boolean> {
  return confirm({
    title: t('kit.confirm.title', { action, subject }),
    body: t('kit.confirm.irreversible'),
    okText: action,
    danger: true,
  });
}
