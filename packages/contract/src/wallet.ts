import { z } from 'zod';

/** Whole won. Money is never fractional and never a float on the wire. */
export const wonSchema = z.number().int().nonnegative();

export const balancesSchema = z.object({
  cash_balance: wonSchema,
  casino_balance: wonSchema,
  points_balance: wonSchema,
});
export type Balances = z.infer<typeof balancesSchema>;
