import type { SmsMessage, SmsSender } from '../src/modules/verification/sms';

/** The six-digit code in a verification text, as the member reads it. */
export function codeInMessage(text: string): string {
  const code = /\d{6}/.exec(text)?.[0];
  if (!code) throw new Error(`no verification code in the message: ${text}`);
  return code;
}

/** The latest code texted to a phone among recorded messages (phone in any format). */
export function latestCodeFor(messages: readonly SmsMessage[], phone: string): string {
  const to = phone.replace(/\D/g, '');
  const message = messages.findLast((candidate) => candidate.to === to);
  if (!message) throw new Error(`no text message was sent to ${to}`);
  return codeInMessage(message.text);
}

/**
 * An SMS provider for tests that delivers into memory: the server runs its real verification
 * flow, and the test reads the code the way the member's phone would.
 */
export function createSmsOutbox(): SmsSender & { messages: SmsMessage[]; latestCodeFor(phone: string): string } {
  const messages: SmsMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    latestCodeFor: (phone) => latestCodeFor(messages, phone),
  };
}
