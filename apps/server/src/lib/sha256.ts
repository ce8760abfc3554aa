import { createHash } from 'node:crypto';

/** Hex SHA-256 of a text: tokens and requests are kept and compared by their hash alone. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
