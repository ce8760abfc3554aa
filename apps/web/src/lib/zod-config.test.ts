import '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('parses without JIT, so it never probes eval against the site’s CSP', () => {
    expect(z.config().jitless).toBe(true);
  });
});
