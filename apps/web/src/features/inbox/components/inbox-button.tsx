import { Bell, BellOff, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClasses } from '@/components/ui/button';

/** Spec section 2: the inbox panel is 370 px wide. */
const INBOX_PANEL_WIDTH_CLASS = 'w-[min(370px,100vw)]';

/**
 * The header's inbox: a right-hand panel. Notifications arrive with their own issue;
 * until then the panel shows the spec's empty state.
 */
export function InboxButton() {
  const notificationCount = 0;

  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses({ variant: 'ghost', size: 'icon' })} aria-label="알림함">
        <Bell className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 right-0 z-50 flex ${INBOX_PANEL_WIDTH_CLASS} flex-col border-l border-ink-700 bg-ink-850 shadow-2xl shadow-black/60 focus:outline-none`}
        >
          <div className="flex items-center justify-between border-b border-ink-700 px-5 py-4">
            <Dialog.Title className="text-base font-bold">알림함</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-ink-300 hover:text-ink-100" aria-label="닫기">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center">
            <BellOff className="mb-2 size-10 text-ink-500" />
            <p className="font-semibold text-ink-100">Nothing here yet</p>
            <p className="text-sm text-ink-300">You have no notifications to display yet.</p>
          </div>
          <p className="border-t border-ink-700 px-5 py-3 text-center text-xs text-ink-400">
            Showing all {notificationCount} notifications
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
