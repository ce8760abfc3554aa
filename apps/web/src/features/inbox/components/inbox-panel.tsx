import { clsx } from 'clsx';
import { BellOff, CheckCheck, Mail, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { alertActionError } from '@/lib/alert-error';
import {
  useDismissNotifications,
  useMarkNotificationsRead,
  useNotifications,
  type InboxNotification,
} from '../api/notifications';
import { resolveNotificationAction } from '../utils/notification-action';
import { formatRelativeTime } from '../utils/relative-time';
import { notificationStyleOf } from './notification-style';

interface NotificationItemProps {
  notification: InboxNotification;
  onOpen: (notification: InboxNotification) => void;
  onDismiss: (notification: InboxNotification) => void;
}

/** One notification: its title and message are the server's (stored) texts, shown as they are. */
function NotificationItem({ notification, onOpen, onDismiss }: NotificationItemProps) {
  const { t } = useTranslation('inbox');
  const style = notificationStyleOf(notification.type);
  const Icon = style.icon;
  return (
    <li
      data-type={notification.type}
      data-read={notification.read}
      className={clsx(
        'group relative flex items-start gap-1 border-b border-ink-700/70',
        !notification.read && 'bg-ink-800/60',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-ink-800 focus-visible:bg-ink-800 focus-visible:outline-none"
      >
        <span className={clsx('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full', style.className)}>
          <Icon aria-hidden="true" className="size-4.5" />
          <span className="sr-only">{style.label}</span>
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span
              className={clsx(
                'truncate text-sm',
                notification.read ? 'font-medium text-ink-200' : 'font-bold text-ink-100',
              )}
            >
              {notification.title}
            </span>
            {!notification.read && (
              <span className="size-2 shrink-0 rounded-full bg-gold-400">
                <span className="sr-only">{t('item.unread')}</span>
              </span>
            )}
          </span>
          <span className="line-clamp-3 text-xs leading-relaxed break-words whitespace-pre-line text-ink-300">
            {notification.message}
          </span>
          <time dateTime={notification.time} className="mt-0.5 text-[11px] text-ink-400">
            {formatRelativeTime(notification.time)}
          </time>
        </span>
      </button>
      <button
        type="button"
        aria-label={t('item.dismiss', { title: notification.title })}
        onClick={() => onDismiss(notification)}
        className="mt-3 mr-2 rounded-md p-1.5 text-ink-400 transition-colors hover:bg-ink-700 hover:text-ink-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * Spec sections 2 and 4, inbox: the member's notifications. Opening one marks it read and follows
 * its action (the panel then closes); each can be dismissed, or all at once. Everything is kept
 * on the server.
 */
export function InboxPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  const { data: inbox, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const dismiss = useDismissNotifications();
  const notifications = inbox?.results ?? [];
  const unread = inbox?.unread_count ?? 0;
  const onError = (error: Error) => alertActionError(error, t('panel.actionFailed'));

  function open(notification: InboxNotification) {
    if (!notification.read) markRead.mutate({ ids: [notification.id] }, { onError });
    const action = resolveNotificationAction(notification.action);
    if (!action) return;
    if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer');
    else void navigate(action.to);
    onClose();
  }

  return (
    <>
      <div className="flex items-center gap-0.5 border-b border-ink-700 px-2 py-2">
        <Link
          to={paths.messages}
          onClick={onClose}
          className="mr-auto inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-semibold whitespace-nowrap text-ink-200 hover:bg-ink-700/70 hover:text-ink-100"
        >
          <Mail aria-hidden="true" className="size-4" />
          {t('panel.alertCenter')}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => markRead.mutate({ all: true }, { onError })}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('panel.markAllRead')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={notifications.length === 0}
          onClick={() => dismiss.mutate({ all: true }, { onError })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('panel.dismissAll')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {notifications.length > 0 ? (
          <ul aria-label={t('panel.listLabel')}>
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={open}
                onDismiss={(item) => dismiss.mutate({ ids: [item.id] }, { onError })}
              />
            ))}
          </ul>
        ) : isPending ? (
          <p className="px-6 py-16 text-center text-sm text-ink-400">{t('panel.loading')}</p>
        ) : isError ? (
          <p className="px-6 py-16 text-center text-sm text-ink-400">{t('panel.loadFailed')}</p>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 px-8 py-16 text-center">
            <BellOff aria-hidden="true" className="mb-2 size-10 text-ink-500" />
            <p className="font-semibold text-ink-100">{t('panel.emptyTitle')}</p>
            <p className="text-sm text-ink-300">{t('panel.emptyText')}</p>
          </div>
        )}
      </div>
      <p className="border-t border-ink-700 px-5 py-3 text-center text-xs text-ink-400">
        {t('panel.footer', { count: notifications.length })}
      </p>
    </>
  );
}
