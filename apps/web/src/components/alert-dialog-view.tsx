import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { AlertRequest } from '@/lib/alerts';
import { buttonClasses } from './ui/button';

/** One alert or confirmation as a modal alert dialog; AlertHost mounts it while one is pending. */
export function AlertDialogView({ alert }: { alert: AlertRequest }) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) alert.settle(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-ink-600/70 bg-ink-800 p-6 shadow-2xl shadow-black/60 focus:outline-none">
          <AlertDialog.Title className="text-base font-bold text-gold-300">
            {alert.kind === 'confirm' ? t('alertDialog.confirmTitle') : t('alertDialog.alertTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-100">
            {alert.message}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            {alert.kind === 'confirm' && (
              <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
                {t('alertDialog.cancel')}
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action className={buttonClasses({ className: 'min-w-20' })} onClick={() => alert.settle(true)}>
              {t('alertDialog.ok')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
