import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Also the dialog's accessible name. */
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A centred modal: overlay, title, close button; scrolls inside on short screens. Closing puts the
 * focus back on whatever opened it.
 */
export function DialogShell({ open, onOpenChange, title, description, className, children }: DialogShellProps) {
  const { t } = useTranslation();
  // Radix gives the focus back to a Dialog.Trigger only; these dialogs open from anywhere (a button,
  // a menu, a store), so the element that had the focus at opening is kept instead.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm" />
        <Dialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl border border-ink-600/70 bg-ink-850 p-6 shadow-2xl shadow-black/60 focus:outline-none sm:p-8',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <div className="mb-6 pr-8">
            <Dialog.Title className="text-xl font-bold text-ink-100">{title}</Dialog.Title>
            {description && (
              <Dialog.Description className="mt-1 text-sm text-ink-300">{description}</Dialog.Description>
            )}
          </div>
          {children}
          {/* Last in the DOM so that opening focuses the first field, not the close button. */}
          <Dialog.Close
            className="absolute top-5 right-5 rounded-md p-1 text-ink-300 transition-colors hover:text-ink-100 sm:top-7 sm:right-7"
            aria-label={t('dialog.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
