import 'i18next';
import type common from '@/locales/ko/common.json';
import type verify from '@/locales/ko/verify.json';
import type slot from '@/locales/ko/slot.json';
import type blackjack from '@/locales/ko/blackjack.json';
import type baccarat from '@/locales/ko/baccarat.json';
import type roulette from '@/locales/ko/roulette.json';
import type dice from '@/locales/ko/dice.json';
import type powerball from '@/locales/ko/powerball.json';
import type draws from '@/locales/ko/draws.json';
import type liveBaccarat from '@/locales/ko/liveBaccarat.json';

// Korean is the source of every text: keys are checked against the Korean files, and the English
// files are held to the same keys by i18n.test.ts. One namespace a game (its folder's name), `verify`
// for the verify page, `common` for the play page, the shared components and lib.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      verify: typeof verify;
      slot: typeof slot;
      blackjack: typeof blackjack;
      baccarat: typeof baccarat;
      roulette: typeof roulette;
      dice: typeof dice;
      powerball: typeof powerball;
      draws: typeof draws;
      liveBaccarat: typeof liveBaccarat;
    };
  }
}
