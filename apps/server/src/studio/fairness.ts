import { createHmac, randomBytes } from 'node:crypto';
import { seededRandom } from '../lib/seeded-random';
import { sha256 } from '../lib/sha256';

/**
 * Provably fair randomness. A round's numbers are read from
 * HMAC-SHA256(key = server seed, message = `${client_seed}:${nonce}:${cursor}`), cursor 0, 1, 2, ...
 * Each 32-byte digest gives eight big-endian 32-bit words; word / 2^32 is a float in [0, 1).
 * The studio commits to the server seed by showing SHA-256(server seed) before play and reveals
 * the seed on rotation, so anyone can recompute every round.
 */

const WORD_RANGE = 2 ** 32;

/** Where an engine reads its randomness: the round's HMAC stream, or a fast seeded one in simulations. */
export interface RandomStream {
  /** The next 32-bit word, 0 to 2^32 - 1. */
  nextWord(): number;
}

/** A fresh server seed: 32 random bytes, as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed until the player sets their own: 16 hex characters. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: SHA-256 (hex) of the server seed's text. */
export function hashServerSeed(serverSeed: string): string {
  return sha256(serverSeed);
}

/** The stream of one round: digests for cursor 0, 1, 2, ... read four bytes at a time. */
export function fairStream(serverSeed: string, clientSeed: string, nonce: number): RandomStream {
  let cursor = 0;
  let digest = Buffer.alloc(0);
  let offset = 0;
  return {
    nextWord() {
      if (offset >= digest.length) {
        digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
        cursor += 1;
        offset = 0;
      }
      const word = digest.readUInt32BE(offset);
      offset += 4;
      return word;
    },
  };
}

/** Not for real rounds: a fast seeded stream (mulberry32) for million-round simulations. */
export function seededStream(seed: number): RandomStream {
  const random = seededRandom(seed);
  return { nextWord: () => random() * WORD_RANGE };
}

/** The next float in [0, 1), as the protocol above defines it. */
export function nextFloat(stream: RandomStream): number {
  return stream.nextWord() / WORD_RANGE;
}

/**
 * A uniform integer in [0, count) without modulo bias: words in the incomplete last block of
 * `count` values are thrown away and the next word is read instead.
 */
export function drawInt(stream: RandomStream, count: number): number {
  if (!Number.isInteger(count) || count < 1 || count > WORD_RANGE)
    throw new RangeError(`cannot draw from ${count} values`);
  const limit = WORD_RANGE - (WORD_RANGE % count);
  for (;;) {
    const word = stream.nextWord();
    if (word < limit) return word % count;
  }
}
