/** A text message to one phone (digits only). */
export type SmsMessage = { to: string; text: string };

/** An SMS provider. `send` resolves once the provider accepted the message and throws when it did not. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
