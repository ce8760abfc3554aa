import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PhoneVerificationsTable } from '../../db/schema';

export type PhoneVerificationRow = Selectable<PhoneVerificationsTable>;

export function createPhoneVerificationRepository() {
  return {
    /**
     * Stores a new code for the phone unless one was sent less than the resend interval ago, in
     * one statement: of any number of concurrent requests, one wins. Answers whether this one did.
     */
    async claimSend(
      executor: Executor,
      code: { phone: string; codeHash: string; codeSalt: string; sentAt: Date; expiresAt: Date; lastSendBefore: Date },
    ): Promise<boolean> {
      const row = await executor
        .insertInto('phone_verifications')
        .values({
          phone: code.phone,
          code_hash: code.codeHash,
          code_salt: code.codeSalt,
          attempts: 0,
          sent_at: code.sentAt,
          expires_at: code.expiresAt,
        })
        .onConflict((conflict) =>
          conflict
            .column('phone')
            .doUpdateSet((eb) => ({
              code_hash: eb.ref('excluded.code_hash'),
              code_salt: eb.ref('excluded.code_salt'),
              attempts: 0,
              sent_at: eb.ref('excluded.sent_at'),
              expires_at: eb.ref('excluded.expires_at'),
              consumed_at: null,
            }))
            .where('phone_verifications.sent_at', '<=', code.lastSendBefore),
        )
        .returning('phone')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Forgets a code that never reached the phone, so the member may ask again at once. */
    async releaseSend(executor: Executor, phone: string, codeHash: string): Promise<void> {
      await executor
        .deleteFrom('phone_verifications')
        .where('phone', '=', phone)
        .where('code_hash', '=', codeHash)
        .execute();
    },

    /**
     * Counts one check against the phone's live code and answers it, in one statement, so
     * concurrent checks never exceed `maxAttempts`. Nothing when no live code may be checked.
     */
    countAttempt(
      executor: Executor,
      phone: string,
      at: Date,
      maxAttempts: number,
    ): Promise<Pick<PhoneVerificationRow, 'code_hash' | 'code_salt'> | undefined> {
      return executor
        .updateTable('phone_verifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('phone', '=', phone)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', at)
        .where('attempts', '<', maxAttempts)
        .returning(['code_hash', 'code_salt'])
        .executeTakeFirst();
    },

    find(executor: Executor, phone: string): Promise<PhoneVerificationRow | undefined> {
      return executor.selectFrom('phone_verifications').selectAll().where('phone', '=', phone).executeTakeFirst();
    },

    /** Marks the checked code used, unless it was used, replaced or expired meanwhile. */
    async consume(executor: Executor, phone: string, codeHash: string, at: Date): Promise<boolean> {
      const row = await executor
        .updateTable('phone_verifications')
        .set({ consumed_at: at })
        .where('phone', '=', phone)
        .where('code_hash', '=', codeHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('phone')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PhoneVerificationRepository = ReturnType<typeof createPhoneVerificationRepository>;
