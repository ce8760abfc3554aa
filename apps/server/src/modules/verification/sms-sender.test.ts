import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogSmsSender, createSmsSender } from './sms-sender';

/** A logger that keeps its warnings. */
function recordingLog() {
  const warnings: unknown[] = [];
  return { warnings, log: { warn: (line: unknown) => warnings.push(line) } as unknown as FastifyBaseLogger };
}

describe('SMS senders', () => {
  it('in development prints the whole message, code included, as one clear log line', async () => {
    const { warnings, log } = recordingLog();
    await createLogSmsSender(log).send({ to: '01012345678', text: '[한판] 인증번호는 482913입니다.' });
    expect(warnings).toEqual(['SMS not sent (SMS_PROVIDER=log) to 01012345678: [한판] 인증번호는 482913입니다.']);
  });

  it('uses the provider the configuration names', async () => {
    const { warnings, log } = recordingLog();
    await createSmsSender({ provider: 'log' }, log).send({ to: '01012345678', text: 'x' });
    expect(warnings).toHaveLength(1);
    // Solapi is tried over HTTP, never logged: an unreachable address fails the send.
    const solapi = createSmsSender(
      { provider: 'solapi', apiKey: 'k', apiSecret: 's', sender: '0215880000', baseUrl: 'http://127.0.0.1:9' },
      log,
    );
    await expect(solapi.send({ to: '01012345678', text: 'x' })).rejects.toThrow();
    expect(warnings).toHaveLength(1);
  });
});
