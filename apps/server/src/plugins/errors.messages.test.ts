import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_MESSAGES, translateMessage } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/**
 * Where the texts an API client can read are written: the server's errors, labels, notifications,
 * CSV files and texts, and the contract's schemas.
 */
const SOURCES = ['apps/server/src', 'packages/contract/src'];
const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;
const PLACEHOLDER = /\{\d+\}/;

/**
 * Files whose Korean is data, not the server's own words (names, stored content, an operator's
 * defaults), and why. Every other file is scanned whole: its errors, labels, CSV headings and
 * notifications all have English.
 */
const WITHOUT_MESSAGES: Record<string, string> = {
  'apps/server/src/art/game-art.ts': "words drawn into the games' artwork",
  'apps/server/src/db/seed.ts': 'the demo accounts',
  'apps/server/src/feed/catalog.ts': "the sports feed's sports, countries, leagues and teams",
  'apps/server/src/feed/simulator-markets.ts': "the sports feed's markets and selections",
  'apps/server/src/feed/simulator-schedule.ts': 'match clocks as the feed reports them (2세트)',
  'apps/server/src/feed/simulator.ts': 'match clocks as the feed reports them (종료)',
  'apps/server/src/studio/catalog.ts': "the studio's game names and descriptions",
  'apps/server/src/studio/engines/slot-classic.ts': "a slot's name and volatility, for the game catalogue",
  'apps/server/src/studio/engines/slot-free-spins.ts': "a slot's name and volatility, for the game catalogue",
  'apps/server/src/studio/engines/slot-hold.ts': "a slot's name and volatility, for the game catalogue",
  'apps/server/src/studio/engines/slot-scatter-pays.ts': "a slot's name and volatility, for the game catalogue",
  'apps/server/src/studio/engines/slot-ways.ts': "a slot's name and volatility, for the game catalogue",
  'apps/server/src/studio/engines/slot-model.ts': 'the volatility labels, for the game catalogue',
  'apps/server/src/modules/content/demo-content.ts': 'the demo notices and events, stored as content',
  'apps/server/src/modules/settings/settings.service.ts': "the settings' defaults, stored in the database",
};

/** Literals that are pieces of messages, not messages: the particles contract/content.ts puts after a field's name. */
const MESSAGE_PIECES = new Set(['을', '를', '은', '는']);

/**
 * The Korean string and template literals of a TypeScript source, a template's `${…}` parts
 * written `{1}`, `{2}`, ... as the English messages write them. Comments and regular expressions
 * are passed over; literals inside a template's parts are found too.
 */
function koreanLiterals(source: string): string[] {
  const found: string[] = [];
  let at = 0;

  /** A literal from its opening quote to its closing one; a template's parts are read as code. */
  function literal(): string {
    const quote = source[at++];
    let text = '';
    let parts = 0;
    while (at < source.length && source[at] !== quote) {
      if (source[at] === '\\') {
        text += source.slice(at, at + 2);
        at += 2;
      } else if (quote === '`' && source.startsWith('${', at)) {
        at += 2;
        code('}');
        at += 1;
        text += `{${++parts}}`;
      } else {
        text += source[at++];
      }
    }
    at += 1;
    return text;
  }

  /** A regular expression literal from its opening slash (a slash in a character class does not end it). */
  function regularExpression(): void {
    let inClass = false;
    for (at += 1; at < source.length && (source[at] !== '/' || inClass); at += 1) {
      if (source[at] === '\\') at += 1;
      else if (source[at] === '[') inClass = true;
      else if (source[at] === ']') inClass = false;
    }
    at += 1;
  }

  /** Code up to `end` outside any braces it opens (or to the end of the source). */
  function code(end?: string): void {
    let depth = 0;
    // The last character that is not a space: after an operand, a slash divides; elsewhere it starts a regular expression.
    let previous = '';
    while (at < source.length) {
      const char = source[at]!;
      if (source.startsWith('//', at)) {
        at = source.includes('\n', at) ? source.indexOf('\n', at) : source.length;
      } else if (source.startsWith('/*', at)) {
        at = source.indexOf('*/', at) + 2;
      } else if (char === '/' && /^$|[(,=:[!&|?{};]/.test(previous)) {
        regularExpression();
        previous = '/';
      } else if (char === "'" || char === '"' || char === '`') {
        const text = literal();
        if (HANGUL.test(text)) found.push(text);
        previous = char;
      } else {
        if (char === end && depth === 0) return;
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        if (!/\s/.test(char)) previous = char;
        at += 1;
      }
    }
  }

  code();
  return found;
}

function sourceFiles(directory: string): string[] {
  return fs
    .readdirSync(path.join(repositoryRoot, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.posix.join(directory, file.split(path.sep).join('/')))
    .sort();
}

describe('the English of the API messages', () => {
  it('reads literals the way the dictionary writes them', () => {
    const source = [
      "// '주석은 건너뜁니다'",
      "const a = /['가-힣]/.test(x) ? `최소 ${formatNumber(min)}원, ${b ? `${c}개` : '없음'}` : \"끝\";",
    ].join('\n');
    expect(koreanLiterals(source)).toEqual(['{1}개', '없음', '최소 {1}원, {2}', '끝']);
  });

  it('has every Korean text of the server and the contract', () => {
    const files = SOURCES.flatMap(sourceFiles);
    expect(
      Object.keys(WITHOUT_MESSAGES).filter((file) => !files.includes(file)),
      'excluded files gone',
    ).toEqual([]);

    const missing: string[] = [];
    let texts = 0;
    for (const file of files.filter((name) => !(name in WITHOUT_MESSAGES))) {
      for (const text of koreanLiterals(fs.readFileSync(path.join(repositoryRoot, file), 'utf8'))) {
        if (MESSAGE_PIECES.has(text)) continue;
        texts += 1;
        // A text with runtime parts is an entry of its own: its placeholders would pass any looser one.
        const english = PLACEHOLDER.test(text) ? ENGLISH_MESSAGES[text] : translateMessage(text, 'en');
        if (english === undefined || HANGUL.test(english)) missing.push(`${file}: ${text}`);
      }
    }
    expect(texts).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
