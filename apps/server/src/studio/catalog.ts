import { GAME_STUDIOS, type GameEngine, type ProviderGame } from '@hanpan/contract';
import { ENGINES } from './engines';
import { SLOT_MODELS } from './engines/slot';
import { SLOT_MODEL_IDS, type SlotModelId } from './engines/slot-model';

/**
 * Hanpan Studio's game list: every game of the 17 studio brands, themed variants of the four
 * engines. Built from fixed word lists, so the list (slugs, order, flags) is the same on every
 * start and the operator's import is stable.
 */

type Words = readonly (readonly [english: string, korean: string])[];

// Korean titles are written as Korean casino sites title imported slots: the English words in
// Hangul (Golden Fortune → 골든 포춘, Dragon's Treasure → 드래곤스 트레저), never word-for-word
// translations, which pair into phrases no one says.
const SLOT_THEMES: Words = [
  ['Golden', '골든'],
  ['Lucky', '럭키'],
  ["Dragon's", '드래곤스'],
  ['Mystic', '미스틱'],
  ['Wild', '와일드'],
  ['Royal', '로열'],
  ['Crystal', '크리스탈'],
  ['Fire', '파이어'],
  ['Jade', '제이드'],
  ['Moonlight', '문라이트'],
  ['Thunder', '썬더'],
  ['Ocean', '오션'],
  ['Sakura', '사쿠라'],
  ['Neon', '네온'],
  ["Tiger's", '타이거스'],
  ['Phoenix', '피닉스'],
  ['Starlight', '스타라이트'],
  ["Emperor's", '엠퍼러스'],
  ['Cosmic', '코스믹'],
];
const SLOT_SUBJECTS: Words = [
  ['Fortune', '포춘'],
  ['Reels', '릴스'],
  ['Treasure', '트레저'],
  ['Gems', '젬스'],
  ['Temple', '템플'],
  ['Riches', '리치스'],
  ['Spins', '스핀스'],
  ['Palace', '팰리스'],
  ['Legend', '레전드'],
  ['Kingdom', '킹덤'],
  ['Jackpot', '잭팟'],
  ['Koi', '코이'],
  ['Nights', '나이트'],
  ['Garden', '가든'],
  ['Vault', '볼트'],
];
const SLOT_GAMES = 95;

const BACCARAT_ROOMS: Words = [
  ['Classic Baccarat', '클래식 바카라'],
  ['Speed Baccarat', '스피드 바카라'],
  ['Squeeze Baccarat', '스퀴즈 바카라'],
  ['VIP Baccarat', 'VIP 바카라'],
  ['Prestige Baccarat', '프레스티지 바카라'],
  ['Golden Baccarat', '골든 바카라'],
];
const ROULETTE_ROOMS: Words = [
  ['European Roulette', '유럽식 룰렛'],
  ['VIP Roulette', 'VIP 룰렛'],
];
const BLACKJACK_ROOMS: Words = [
  ['Classic Blackjack', '클래식 블랙잭'],
  ['VIP Blackjack', 'VIP 블랙잭'],
];
const TABLE_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

const MINI_THEMES: Words = [
  ['Lucky', '럭키'],
  ['Speed', '스피드'],
  ['Star', '스타'],
  ['Jade', '제이드'],
  ['Thunder', '썬더'],
  ['Golden', '골든'],
  ['Neon', '네온'],
  ['Royal', '로열'],
  ['Moon', '문'],
  ['Ocean', '오션'],
  ['Tiger', '타이거'],
  ['Phoenix', '피닉스'],
  ['Sakura', '사쿠라'],
  ['Cosmic', '코스믹'],
  ['Crystal', '크리스탈'],
];

/** Card accents: varied enough that neighbouring cards differ. */
const PALETTE = [
  '#f59e0b',
  '#ef4444',
  '#10b981',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#6366f1',
  '#84cc16',
  '#06b6d4',
  '#e11d48',
] as const;

const kebab = (name: string) =>
  name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

function game(
  name: string,
  title: string,
  category: ProviderGame['category'],
  engine: GameEngine,
  index: number,
  studioOffset: number,
  isNew: boolean,
): ProviderGame {
  return {
    slug: kebab(name),
    name,
    title,
    category,
    provider_name: pick(GAME_STUDIOS, index * 5 + studioOffset).name,
    engine,
    color: pick(PALETTE, index * 7 + studioOffset),
    is_new: isNew,
    rtp_percent: ENGINES[engine].rtpPercent,
  };
}

/** Slot title n plays model n mod 5, so neighbouring titles play differently: 19 titles per model. */
const slotModelAt = (index: number): SlotModelId => pick(SLOT_MODEL_IDS, index);

function slotGames(): ProviderGame[] {
  return Array.from({ length: SLOT_GAMES }, (_, index) => {
    // Theme a and round b name a unique pair: within a round themes differ, across rounds the subject moves by 3.
    const round = Math.floor(index / SLOT_THEMES.length);
    const [themeEn, themeKo] = pick(SLOT_THEMES, index);
    const [subjectEn, subjectKo] = pick(SLOT_SUBJECTS, index + round * 3);
    return {
      ...game(`${themeEn} ${subjectEn}`, `${themeKo} ${subjectKo}`, 'slots', 'slot', index, 0, index % 10 === 4),
      rtp_percent: SLOT_MODELS[slotModelAt(index)].rtpPercent,
    };
  });
}

function liveGames(): ProviderGame[] {
  const tables = (rooms: Words, engine: GameEngine, first: number) =>
    rooms.flatMap(([roomEn, roomKo], room) =>
      TABLE_LETTERS.map((letter, table) => {
        const index = first + room * TABLE_LETTERS.length + table;
        return game(`${roomEn} ${letter}`, `${roomKo} ${letter}`, 'live-casino', engine, index, 2, index % 10 === 7);
      }),
    );
  // Roulette and blackjack came later: their tables follow baccarat's, so no earlier game's slug,
  // colour or flag moves.
  const rouletteFirst = BACCARAT_ROOMS.length * TABLE_LETTERS.length;
  const blackjackFirst = rouletteFirst + ROULETTE_ROOMS.length * TABLE_LETTERS.length;
  return [
    ...tables(BACCARAT_ROOMS, 'baccarat', 0),
    ...tables(ROULETTE_ROOMS, 'roulette', rouletteFirst),
    ...tables(BLACKJACK_ROOMS, 'blackjack', blackjackFirst),
  ];
}

/** The scheduled mini-games: 홀짝 and 사다리 for the first themes. */
const SCHEDULED_THEMES = 5;

function miniGames(): ProviderGame[] {
  const perPlayer = MINI_THEMES.flatMap(([themeEn, themeKo], index) => [
    game(`${themeEn} Powerball`, `${themeKo} 파워볼`, 'mini-games', 'powerball', index * 2, 3, index % 15 === 2),
    game(`${themeEn} Dice`, `${themeKo} 다이스`, 'mini-games', 'dice', index * 2 + 1, 3, index % 15 === 9),
  ]);
  // Added later, after the others, so no earlier game's slug, colour or flag moves.
  const first = perPlayer.length;
  const scheduled = MINI_THEMES.slice(0, SCHEDULED_THEMES).flatMap(([themeEn, themeKo], index) => [
    game(`${themeEn} Odd Even`, `${themeKo} 홀짝`, 'mini-games', 'odd_even', first + index * 2, 3, index === 0),
    game(`${themeEn} Ladder`, `${themeKo} 사다리`, 'mini-games', 'ladder', first + index * 2 + 1, 3, index === 0),
  ]);
  return [...perPlayer, ...scheduled];
}

const CATALOG: readonly ProviderGame[] = [...slotGames(), ...liveGames(), ...miniGames()];
const BY_SLUG = new Map(CATALOG.map((entry) => [entry.slug, entry]));
// Filtered in catalog order, so a slot's index here is its title index.
const SLOT_MODEL_BY_SLUG = new Map(
  CATALOG.filter((entry) => entry.engine === 'slot').map((entry, index) => [entry.slug, slotModelAt(index)]),
);

/** Every game of the studio, in the studio's own order (slots, live tables, mini-games). */
export function studioCatalog(): ProviderGame[] {
  return CATALOG.map((entry) => ({ ...entry }));
}

/** One game by its slug, or null when the studio has no such game. */
export function findStudioGame(slug: string): ProviderGame | null {
  return BY_SLUG.get(slug) ?? null;
}

/** The slot model a slot title plays, or null for any other game. */
export function slotModelOf(slug: string): SlotModelId | null {
  return SLOT_MODEL_BY_SLUG.get(slug) ?? null;
}
