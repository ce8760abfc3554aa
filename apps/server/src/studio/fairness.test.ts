import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawInt,
  fairStream,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  nextFloat,
  type RandomStream,
} from './fairness';

const KNOWN_SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const scripted = (words: number[]): RandomStream => ({
  nextWord: () => {
    const word = words.shift();
    if (word === undefined) throw new Error('script ran out');
    return word;
  },
});

describe('provably fair stream', () => {
  it('commits to the server seed with SHA-256 of its text', () => {
    expect(hashServerSeed(KNOWN_SERVER_SEED)).toBe('7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c');
  });

  it('reads the pinned words of a known seed pair and nonce, crossing into the next digest', () => {
    const stream = fairStream(KNOWN_SERVER_SEED, 'hanpan', 0);
    const words = Array.from({ length: 10 }, () => stream.nextWord());
    expect(words).toEqual([
      556613836, 3186285407, 3355469299, 3361265273, 4222603776, 1949810657, 1527460335, 3877332369, 3402632194,
      1644866914,
    ]);
    // Words 9 and 10 come from cursor 1, as an outside verifier would compute it.
    const second = createHmac('sha256', KNOWN_SERVER_SEED).update('hanpan:0:1').digest();
    expect(words.slice(8)).toEqual([second.readUInt32BE(0), second.readUInt32BE(4)]);
  });

  it('gives a different stream for another nonce or client seed', () => {
    const first = (client: string, nonce: number) => fairStream(KNOWN_SERVER_SEED, client, nonce).nextWord();
    expect(first('hanpan', 1)).not.toBe(first('hanpan', 0));
    expect(first('other', 0)).not.toBe(first('hanpan', 0));
  });

  it('turns a word into a float in [0, 1)', () => {
    expect(nextFloat(scripted([0]))).toBe(0);
    expect(nextFloat(scripted([2 ** 32 - 1]))).toBeLessThan(1);
    expect(nextFloat(scripted([2 ** 31]))).toBe(0.5);
  });

  it('draws without modulo bias: words in the incomplete last block are thrown away', () => {
    // 2^32 = 3 × 1431655765 + 1, so the single word 4294967295 cannot map evenly onto 3 values.
    expect(drawInt(scripted([4_294_967_295, 7]), 3)).toBe(1);
    expect(drawInt(scripted([4_294_967_294]), 3)).toBe(4_294_967_294 % 3);
    expect(drawInt(scripted([123]), 1)).toBe(0);
    expect(() => drawInt(scripted([]), 0)).toThrow(RangeError);
  });

  it('makes fresh seeds: 32 random bytes for the server, 8 for the default client seed', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });
});
