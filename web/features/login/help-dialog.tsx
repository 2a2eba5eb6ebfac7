/** Forgot password / register account: accounts are managed by administrators, so say whom to ask. */
import { useT } from '../../hooks/app-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../components/ui/dialog.tsx';

function HelpDialog({ kind, onClose }: { kind: 'forgot' | 'register' | null; onClose(): void }) {
  const { t } = useT();
  const contact = t('loginExtra.adminContact');
  return (
    <DialogRoot open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      {kind && (
        <DialogContent
          title={t(kind === 'forgot' ? 'login.form.forgetPassword' : 'login.form.register')}
          closeLabel={t('common.close')}
          footer={
            <DialogClose asChild>
              <Button variant="primary">{t('loginExtra.gotIt')}</Button>
            </DialogClose>
          }
        >
          <p className="text-sm leading-6 text-fg-2">
            {t(kind === 'forgot' ? 'loginExtra.forgot.body' : 'loginExtra.register.body', {
              contact,
            })}
          </p>
        </DialogContent>
      )}
    </DialogRoot>
  );
}

export default HelpDialog;
