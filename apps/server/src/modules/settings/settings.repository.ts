import type { Executor } from '../../db/database';

export function createSettingsRepository() {
  return {
    /** Every stored value, by key (a key never stored is absent). */
    async findAll(executor: Executor): Promise<Map<string, unknown>> {
      const rows = await executor.selectFrom('settings').select(['key', 'value']).execute();
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** The stored value, its row locked until the transaction ends (nothing to lock while a key was never stored). */
    async lock(executor: Executor, key: string): Promise<unknown> {
      const row = await executor
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      return row?.value;
    },

    async upsert(executor: Executor, key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      await executor
        .insertInto('settings')
        .values({ key, value: json })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
