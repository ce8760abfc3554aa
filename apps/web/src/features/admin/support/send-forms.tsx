import {
  NOTIFICATION_TYPES,
  sendMessageRequestSchema,
  sendNotificationRequestSchema,
  TEXT_LIMITS,
  type NotificationType,
} from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { formatNumber } from '@/lib/format';
import { notificationTypeLabel } from '@/lib/format-labels';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { shownMessage, shownMessages } from '../utils/shown-message';
import { findMemberId, useSendMessage, useSendNotification } from './support-api';

type Recipient = { to: 'one' | 'all'; username: string };
type RecipientTarget = { user_id: number } | { all: true };
type Outcome = { tone: 'ok' | 'error'; text: string } | null;
/** What a form sends: its texts are `send.<kind>.*`. */
type SendKind = 'message' | 'notification';

function RecipientFields({
  value,
  onChange,
  error,
}: {
  value: Recipient;
  onChange: (value: Recipient) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        name="to"
        label={t('send.recipient')}
        placeholder={t('send.recipient')}
        options={[
          { value: 'one', label: t('send.recipients.one') },
          { value: 'all', label: t('send.recipients.all') },
        ]}
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value as Recipient['to'] })}
        fieldClassName="w-40"
      />
      {value.to === 'one' && (
        <TextField
          name="username"
          label={t('send.username')}
          autoComplete="off"
          value={value.username}
          error={error}
          onChange={(event) => onChange({ ...value, username: event.target.value })}
          fieldClassName="min-w-0 flex-1 basis-48"
        />
      )}
    </div>
  );
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      className={outcome.tone === 'error' ? 'text-sm text-ruby-500' : 'text-sm text-emerald-300'}
    >
      {outcome.text}
    </p>
  );
}

/**
 * What both send forms hold besides their draft, and how they send: the draft's own field errors
 * plus the recipient's are shown first; then the member is found, a send to everyone confirmed,
 * and the outcome shown. `send` resolves `true` when the message went out.
 */
function useSendForm(initialTo: Recipient['to']) {
  const { t } = useTranslation('adminContent');
  const [recipient, setRecipient] = useState<Recipient>({ to: initialTo, username: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** `{ user_id }` for the named member or `{ all: true }`; a field error when the name fits nobody. */
  async function recipientOf(): Promise<RecipientTarget | { error: string }> {
    if (recipient.to === 'all') return { all: true };
    const id = await findMemberId(recipient.username);
    return id === null ? { error: t('send.memberNotFound') } : { user_id: id };
  }

  async function send(
    draftErrors: Record<string, string>,
    kind: SendKind,
    sendTo: (to: RecipientTarget) => Promise<{ sent: number }>,
  ): Promise<boolean> {
    setOutcome(null);
    const errors = { ...draftErrors };
    if (recipient.to === 'one' && !recipient.username.trim()) errors.username = t('send.usernameRequired');
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      return false;
    }
    try {
      const to = await recipientOf();
      if ('error' in to) {
        setFieldErrors({ username: to.error });
        return false;
      }
      setFieldErrors({});
      if (recipient.to === 'all' && !(await confirmAction(t(`send.${kind}.confirmAll`)))) return false;
      const { sent } = await sendTo(to);
      setOutcome({ tone: 'ok', text: t(`send.${kind}.sent`, { count: sent, members: formatNumber(sent) }) });
      return true;
    } catch (error) {
      const text = failureText(error, t('send.failed'));
      if (text) setOutcome({ tone: 'error', text });
      return false;
    }
  }

  return { recipient, setRecipient, fieldErrors, outcome, send };
}

/** A personal message (the member's Alert Center) to one member, found by username, or to every member. */
export function SendMessageForm() {
  const { t } = useTranslation('adminContent');
  const { recipient, setRecipient, fieldErrors, outcome, send } = useSendForm('one');
  const [draft, setDraft] = useState({ subject: '', body: '' });
  const sendMessage = useSendMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = sendMessageRequestSchema.safeParse({ ...draft, all: true });
    const sent = await send(local.success ? {} : shownMessages(fieldErrorsOf(local.error)), 'message', (to) =>
      sendMessage.mutateAsync({ ...to, subject: draft.subject.trim(), body: draft.body.trim() }),
    );
    if (sent) setDraft({ subject: '', body: '' });
  }

  return (
    <form
      noValidate
      aria-labelledby="send-message-title"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 id="send-message-title" className="text-base font-bold text-ink-100">
        {t('send.message.title')}
      </h2>
      <RecipientFields value={recipient} onChange={setRecipient} error={fieldErrors.username} />
      <TextField
        name="subject"
        label={t('send.message.subject')}
        maxLength={TEXT_LIMITS.title}
        value={draft.subject}
        error={fieldErrors.subject}
        onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
      />
      <TextAreaField
        name="body"
        label={t('send.message.body')}
        rows={5}
        maxLength={TEXT_LIMITS.messageBody}
        value={draft.body}
        error={fieldErrors.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <OutcomeLine outcome={outcome} />
      <Button type="submit" disabled={sendMessage.isPending} className="self-start">
        {t('send.message.submit')}
      </Button>
    </form>
  );
}

/** A notification (a promotion, a maintenance notice) with an optional link: a site path (`event/…`) or an http(s) address. */
export function SendNotificationForm() {
  const { t } = useTranslation('adminContent');
  const { recipient, setRecipient, fieldErrors, outcome, send } = useSendForm('all');
  const [draft, setDraft] = useState({ type: 'promotion' as NotificationType, title: '', message: '', link: '' });
  const sendNotification = useSendNotification();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const link = draft.link.trim();
    const action = link
      ? { type: /^https?:/i.test(link) ? ('external_link' as const) : ('deep_link' as const), target: link }
      : null;
    const request = { type: draft.type, title: draft.title, message: draft.message, action };
    const local = sendNotificationRequestSchema.safeParse({ ...request, all: true });
    const errors = local.success ? {} : shownMessages(fieldErrorsOf(local.error));
    if (!local.success && local.error.issues.some((issue) => issue.path[0] === 'action')) {
      const linkIssue = local.error.issues.find((issue) => issue.path[0] === 'action');
      errors.link = linkIssue ? shownMessage(linkIssue.message) : t('send.notification.invalidLink');
    }
    const sent = await send(errors, 'notification', (to) =>
      sendNotification.mutateAsync({
        ...to,
        ...request,
        title: request.title.trim(),
        message: request.message.trim(),
      }),
    );
    if (sent) setDraft({ ...draft, title: '', message: '', link: '' });
  }

  return (
    <form
      noValidate
      aria-labelledby="send-notification-title"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 id="send-notification-title" className="text-base font-bold text-ink-100">
        {t('send.notification.title')}
      </h2>
      <RecipientFields value={recipient} onChange={setRecipient} error={fieldErrors.username} />
      <SelectField
        name="type"
        label={t('send.notification.type')}
        placeholder={t('send.notification.type')}
        options={NOTIFICATION_TYPES.map((value) => ({
          value,
          label: notificationTypeLabel(value),
        }))}
        value={draft.type}
        onChange={(event) => setDraft({ ...draft, type: event.target.value as NotificationType })}
        fieldClassName="w-40"
      />
      <TextField
        name="title"
        label={t('send.notification.notificationTitle')}
        maxLength={TEXT_LIMITS.title}
        value={draft.title}
        error={fieldErrors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        name="message"
        label={t('send.notification.message')}
        rows={3}
        maxLength={TEXT_LIMITS.notificationMessage}
        value={draft.message}
        error={fieldErrors.message}
        onChange={(event) => setDraft({ ...draft, message: event.target.value })}
      />
      <TextField
        name="link"
        label={t('send.notification.link')}
        placeholder={t('send.notification.linkPlaceholder')}
        value={draft.link}
        error={fieldErrors.link}
        onChange={(event) => setDraft({ ...draft, link: event.target.value })}
      />
      <OutcomeLine outcome={outcome} />
      <Button type="submit" disabled={sendNotification.isPending} className="self-start">
        {t('send.notification.submit')}
      </Button>
    </form>
  );
}
