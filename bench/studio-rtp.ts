// The studio's slot models: a million rounds each on the fast seeded stream (the engine code the
// rounds run, mulberry32 words instead of HMAC), each mean return beside the exact RTP it states.
import { seededStream } from '../apps/server/src/studio/fairness';
import { SLOT_MODELS, slotEngineOf } from '../apps/server/src/studio/engines/slot';

const ROUNDS = 1_000_000;
const SIGMAS = 5;

export function studioRtpBenchmark(): void {
  console.log(`\nStudio slot models: ${ROUNDS.toLocaleString('en')} rounds each, mean return vs exact RTP`);
  console.log('  model          exact      simulated  std error  σ/spin   within 5 SE  rounds/s');
  const bet = { engine: 'slot', line_bet: 100 } as const;
  Object.values(SLOT_MODELS).forEach((model, index) => {
    const engine = slotEngineOf(model);
    const stream = seededStream(31_000 + index);
    let sum = 0;
    let squares = 0;
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const ratio = engine.payout(bet, engine.outcome(stream, bet)) / engine.stake(bet);
      sum += ratio;
      squares += ratio * ratio;
    }
    const seconds = (performance.now() - started) / 1000;
    const mean = sum / ROUNDS;
    const deviation = Math.sqrt(squares / ROUNDS - mean * mean);
    const standardError = deviation / Math.sqrt(ROUNDS);
    const exact = model.exactRtp();
    const within = Math.abs(mean - exact) < SIGMAS * standardError;
    console.log(
      `  ${model.id.padEnd(14)} ${(exact * 100).toFixed(4)}%  ${(mean * 100).toFixed(4)}%  ${(standardError * 100).toFixed(4)}   ${deviation.toFixed(2).padStart(6)}   ${(within ? 'yes' : 'NO').padEnd(11)}  ${Math.round(ROUNDS / seconds).toLocaleString('en')}`,
    );
  });
}
