import { z } from 'zod';

export const supportChannelSchema = z.object({
  kind: z.enum(['telegram', 'kakao', 'email', 'phone']),
  label: z.string(),
  value: z.string(),
  /** Where the channel opens, when it is a link. */
  url: z.string().nullable(),
});
export type SupportChannel = z.infer<typeof supportChannelSchema>;

/** What /contact shows: the operator's support channels, from settings. */
export const contactResponseSchema = z.object({
  channels: z.array(supportChannelSchema),
  hours: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
