// Korean particles change with the sound they follow: 베팅이 / 메시지가, 금액을 / 포인트를. A text
// built around a variable word picks the particle here instead of printing both ("이(가)").

/** The particle pairs, written "after a consonant/after a vowel" as Korean grammars list them. */
const PARTICLES = {
  '이/가': ['이', '가'],
  '을/를': ['을', '를'],
  '은/는': ['은', '는'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
  '이나/나': ['이나', '나'],
} as const satisfies Record<string, readonly [afterConsonant: string, afterVowel: string]>;

export type JosaPair = keyof typeof PARTICLES;

/** How a word ends when read aloud: on a vowel, on ㄹ, or on another final consonant (batchim). */
type FinalSound = 'vowel' | 'rieul' | 'consonant';

const HANGUL_SYLLABLE_FIRST = 0xac00;
const HANGUL_SYLLABLE_LAST = 0xd7a3;
/** A syllable's code is 0xAC00 + (initial × 21 + medial) × 28 + final; final 0 is none, 8 is ㄹ. */
const FINALS_PER_MEDIAL = 28;
const RIEUL_FINAL = 8;

/**
 * Digits as they are read: 영 일 이 삼 사 오 육 칠 팔 구. A number is read ending on its last digit,
 * or on 십, 백, 천, 만 when it ends in zeros, which end on a consonant other than ㄹ, as 영 does.
 */
const DIGIT_FINALS: readonly FinalSound[] = [
  'consonant', // 영
  'rieul', // 일
  'vowel', // 이
  'consonant', // 삼
  'vowel', // 사
  'vowel', // 오
  'consonant', // 육
  'rieul', // 칠
  'rieul', // 팔
  'vowel', // 구
];

/** Latin letters as they are spelled out (VIP, SKT): 엘, 엠, 엔 and 알 end on a consonant, the rest on a vowel. */
const LETTER_FINALS: Readonly<Record<string, FinalSound>> = { l: 'rieul', m: 'consonant', n: 'consonant', r: 'rieul' };

function finalSoundOf(character: string): FinalSound | null {
  const code = character.codePointAt(0) ?? 0;
  if (code >= HANGUL_SYLLABLE_FIRST && code <= HANGUL_SYLLABLE_LAST) {
    const final = (code - HANGUL_SYLLABLE_FIRST) % FINALS_PER_MEDIAL;
    if (final === 0) return 'vowel';
    return final === RIEUL_FINAL ? 'rieul' : 'consonant';
  }
  if (/^[0-9]$/.test(character)) return DIGIT_FINALS[Number(character)] ?? null;
  if (/^[a-z]$/i.test(character)) return LETTER_FINALS[character.toLowerCase()] ?? 'vowel';
  return null;
}

/** The sound of the last character that is read aloud; a word with none reads as a vowel. */
function lastSoundOf(word: string): FinalSound {
  const characters = Array.from(word);
  for (let index = characters.length - 1; index >= 0; index -= 1) {
    const sound = finalSoundOf(characters[index] ?? '');
    if (sound !== null) return sound;
  }
  return 'vowel';
}

/**
 * The word followed by the particle its last sound takes: josa('베팅', '이/가') → "베팅이",
 * josa('메시지', '을/를') → "메시지를", josa('4', '이/가') → "4가", josa('서울', '으로/로') → "서울로"
 * (ㄹ takes 로). Trailing marks that are not read (brackets, punctuation, spaces) are passed over;
 * a word with nothing readable takes the form after a vowel. Latin letters are read one by one, as
 * in abbreviations; a spelled-out English word needs its Korean name first.
 */
export function josa(word: string, pair: JosaPair): string {
  const [afterConsonant, afterVowel] = PARTICLES[pair];
  const sound = lastSoundOf(word);
  const takesConsonantForm = pair === '으로/로' ? sound === 'consonant' : sound !== 'vowel';
  return `${word}${takesConsonantForm ? afterConsonant : afterVowel}`;
}
