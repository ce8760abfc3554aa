import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses any other', async () => {
    const stored = await hashPassword('secret123');
    expect(await verifyPassword(stored, 'secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret124')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('secret123')).not.toBe(await hashPassword('secret123'));
  });

  it('refuses a stored value it does not understand', async () => {
    expect(await verifyPassword('md5$abc', 'secret123')).toBe(false);
  });
});
