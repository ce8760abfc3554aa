import {
  NOTIFICATION_TYPES,
  sendMessageRequestSchema,
  sendNotificationRequestSchema,
  TEXT_LIMITS,
  type NotificationType,
} from '@hanpan/contract';
import { josa } from '@hanpan/rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { NOTIFICATION_TYPE_LABELS } from '@/lib/format-labels';
import { fieldErrorsOf } from '@/lib/validation';
import { failureText } from '../utils/failure-text';
import { findMemberId, useSendMessage, useSendNotification } from './support-api';

type Recipient = { to: 'one' | 'all'; username: string };
type RecipientTarget = { user_id: number } | { all: true };
type Outcome = { tone: 'ok' | 'error'; text: string } | null;

const MEMBER_NOT_FOUND = '회원을 찾을 수 없습니다.';

function RecipientFields({
  value,
  onChange,
  error,
}: {
  value: Recipient;
  onChange: (value: Recipient) => void;
  error: string | undefined;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        name="to"
        label="받는 사람"
        placeholder="받는 사람"
        options={[
          { value: 'one', label: '회원 한 명' },
          { value: 'all', label: '전체 회원' },
        ]}
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value as Recipient['to'] })}
        fieldClassName="w-40"
      />
      {value.to === 'one' && (
        <TextField
          name="username"
          label="회원 아이디"
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

/** `{ user_id }` for the named member or `{ all: true }`; a field error when the name fits nobody. */
async function recipientOf(recipient: Recipient): Promise<RecipientTarget | { error: string }> {
  if (recipient.to === 'all') return { all: true };
  if (!recipient.username.trim()) return { error: '회원 아이디를 입력해주세요.' };
  const id = await findMemberId(recipient.username);
  return id === null ? { error: MEMBER_NOT_FOUND } : { user_id: id };
}

const SEND_FAILED = '보내지 못했습니다. 잠시 후 다시 시도해주세요.';

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

const confirmAll = (recipient: Recipient, what: string) =>
  recipient.to === 'all'
    ? confirmAction(`전체 회원에게 ${josa(what, '을/를')} 보내시겠습니까?`)
    : Promise.resolve(true);

/**
 * What both send forms hold besides their draft, and how they send: the draft's own field errors
 * plus the recipient's are shown first; then the member is found, a send to everyone confirmed,
 * and the outcome shown. `send` resolves `true` when the message went out.
 */
function useSendForm(initialTo: Recipient['to']) {
  const [recipient, setRecipient] = useState<Recipient>({ to: initialTo, username: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send(
    draftErrors: Record<string, string>,
    what: string,
    sendTo: (to: RecipientTarget) => Promise<{ sent: number }>,
    sentText: (count: string) => string,
  ): Promise<boolean> {
    setOutcome(null);
    const errors = { ...draftErrors };
    if (recipient.to === 'one' && !recipient.username.trim()) errors.username = '회원 아이디를 입력해주세요.';
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      return false;
    }
    try {
      const to = await recipientOf(recipient);
      if ('error' in to) {
        setFieldErrors({ username: to.error });
        return false;
      }
      setFieldErrors({});
      if (!(await confirmAll(recipient, what))) return false;
      const { sent } = await sendTo(to);
      setOutcome({ tone: 'ok', text: sentText(sent.toLocaleString('ko-KR')) });
      return true;
    } catch (error) {
      const text = failureText(error, SEND_FAILED);
      if (text) setOutcome({ tone: 'error', text });
      return false;
    }
  }

  return { recipient, setRecipient, fieldErrors, outcome, send };
}

/** A personal message (the member's Alert Center) to one member, found by username, or to every member. */
export function SendMessageForm() {
  const { recipient, setRecipient, fieldErrors, outcome, send } = useSendForm('one');
  const [draft, setDraft] = useState({ subject: '', body: '' });
  const sendMessage = useSendMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = sendMessageRequestSchema.safeParse({ ...draft, all: true });
    const sent = await send(
      local.success ? {} : fieldErrorsOf(local.error),
      '메시지',
      (to) => sendMessage.mutateAsync({ ...to, subject: draft.subject.trim(), body: draft.body.trim() }),
      (count) => `메시지를 ${count}명에게 보냈습니다.`,
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
        메시지 보내기
      </h2>
      <RecipientFields value={recipient} onChange={setRecipient} error={fieldErrors.username} />
      <TextField
        name="subject"
        label="제목"
        maxLength={TEXT_LIMITS.title}
        value={draft.subject}
        error={fieldErrors.subject}
        onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
      />
      <TextAreaField
        name="body"
        label="내용"
        rows={5}
        maxLength={TEXT_LIMITS.messageBody}
        value={draft.body}
        error={fieldErrors.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <OutcomeLine outcome={outcome} />
      <Button type="submit" disabled={sendMessage.isPending} className="self-start">
        메시지 보내기
      </Button>
    </form>
  );
}

/** A notification (a promotion, a maintenance notice) with an optional link: a site path (`event/…`) or an http(s) address. */
export function SendNotificationForm() {
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
    const errors = local.success ? {} : fieldErrorsOf(local.error);
    if (!local.success && local.error.issues.some((issue) => issue.path[0] === 'action')) {
      errors.link =
        local.error.issues.find((issue) => issue.path[0] === 'action')?.message ?? '링크가 올바르지 않습니다.';
    }
    const sent = await send(
      errors,
      '알림',
      (to) =>
        sendNotification.mutateAsync({
          ...to,
          ...request,
          title: request.title.trim(),
          message: request.message.trim(),
        }),
      (count) => `알림을 ${count}명에게 보냈습니다.`,
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
        알림 보내기
      </h2>
      <RecipientFields value={recipient} onChange={setRecipient} error={fieldErrors.username} />
      <SelectField
        name="type"
        label="종류"
        placeholder="종류"
        options={NOTIFICATION_TYPES.map((value) => ({ value, label: NOTIFICATION_TYPE_LABELS[value] }))}
        value={draft.type}
        onChange={(event) => setDraft({ ...draft, type: event.target.value as NotificationType })}
        fieldClassName="w-40"
      />
      <TextField
        name="title"
        label="제목"
        maxLength={TEXT_LIMITS.title}
        value={draft.title}
        error={fieldErrors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        name="message"
        label="내용"
        rows={3}
        maxLength={TEXT_LIMITS.notificationMessage}
        value={draft.message}
        error={fieldErrors.message}
        onChange={(event) => setDraft({ ...draft, message: event.target.value })}
      />
      <TextField
        name="link"
        label="링크 (선택)"
        placeholder="event/first-deposit-bonus 또는 https://…"
        value={draft.link}
        error={fieldErrors.link}
        onChange={(event) => setDraft({ ...draft, link: event.target.value })}
      />
      <OutcomeLine outcome={outcome} />
      <Button type="submit" disabled={sendNotification.isPending} className="self-start">
        알림 보내기
      </Button>
    </form>
  );
}
