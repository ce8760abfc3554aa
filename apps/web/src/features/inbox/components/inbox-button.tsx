import { Bell, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useNotifications } from '../api/notifications';
import { InboxPanel } from './inbox-panel';

/** Spec section 2: the inbox panel is 370 px wide. */
const INBOX_PANEL_WIDTH_CLASS = 'w-[min(370px,100vw)]';

/**
 * The header's inbox: a bell with the unread count, opening the right-hand notifications panel.
 * The header renders it outside any page, so it waits for its texts (the `inbox` namespace) behind
 * its own boundary: a quiet bell holds its place meanwhile, and the rest of the header is not held.
 */
export function InboxButton() {
  return (
    <Suspense fallback={<InboxButtonPlaceholder />}>
      <InboxBell />
    </Suspense>
  );
}

function InboxButtonPlaceholder() {
  return (
    <span aria-hidden="true" className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'opacity-60' })}>
      <Bell className="size-5" />
    </span>
  );
}

function InboxBell() {
  const { t } = useTranslation('inbox');
  const [open, setOpen] = useState(false);
  const { data: inbox } = useNotifications();
  const unread = inbox?.unread_count ?? 0;
  const countId = useId();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' })}
        aria-label={t('button.title')}
        aria-describedby={unread > 0 ? countId : undefined}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="inbox-unread-count"
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-ruby-500 px-1 text-[10px] leading-none font-bold text-white tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Dialog.Trigger>
      {unread > 0 && (
        <span id={countId} className="sr-only">
          {t('button.unread', { count: unread })}
        </span>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 right-0 z-50 flex ${INBOX_PANEL_WIDTH_CLASS} flex-col border-l border-ink-700 bg-ink-850 shadow-2xl shadow-black/60 focus:outline-none`}
        >
          <div className="flex items-center justify-between border-b border-ink-700 px-5 py-4">
            <Dialog.Title className="flex items-center gap-2 text-base font-bold">
              {t('button.title')}
              {unread > 0 && (
                <span
                  aria-hidden="true"
                  className="rounded-full bg-ruby-500/15 px-2 py-0.5 text-xs font-semibold text-ruby-500"
                >
                  {unread}
                </span>
              )}
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-ink-300 hover:text-ink-100" aria-label={t('button.close')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <InboxPanel onClose={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
