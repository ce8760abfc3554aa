import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { createBet, createSelection } from '../testing/bet-history-data';
import { buildHistoryCsv, csvField, downloadCsv, historyCsvFileName, UTF8_BOM } from './history-csv';
import { toHistoryRow } from './history-row';

const at = new Date(2024, 4, 5, 21, 3).toISOString();

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('서울 FC vs 부산')).toBe('서울 FC vs 부산');
    expect(csvField(10_000)).toBe('10000');
    expect(csvField('-')).toBe('-');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('A, B')).toBe('"A, B"');
    expect(csvField('The "Reds"')).toBe('"The ""Reds"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('writes spreadsheet text as ="…", so long ids do not turn into 3.00208E+12', () => {
    expect(csvField({ text: '3002077930000' })).toBe('"=""3002077930000"""');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('buildHistoryCsv', () => {
  it('writes a BOM, Korean headers, one CRLF line per row and a final CRLF', () => {
    const rows = [
      toHistoryRow(
        createBet({
          id: 7,
          status: 'WON',
          stake: 10_000,
          payout: 18_500,
          total_odds: 1.85,
          created_at: at,
          selections: [createSelection({ id: 31, fixture: { game_name: 'Team "A", Seoul', league_name: 'K리그1' } })],
        }),
        'player01',
      ),
      toHistoryRow(
        createBet({ id: 8, status: 'CANCELLED', stake: 5_000, total_odds: 2, created_at: at, selections: [] }),
        'player01',
      ),
    ];
    const csv = buildHistoryCsv(rows);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '날짜,시간,게임명,게임 종류,플레이어,제공자,라운드 ID,베팅금액(원),당첨금액(원),배당률,결과',
      '2024-05-05,21:03,"Team ""A"", Seoul",스포츠,player01,K리그1,"=""31""",10000,18500,1.85,WON',
      '2024-05-05,21:03,N/A,스포츠,player01,Sports Betting,-,5000,0,2.00,취소',
      '',
    ]);
    // No bare LF outside the CRLF pairs.
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the headers and labels in English when English is shown', async () => {
    await i18n.changeLanguage('en');
    const rows = [
      toHistoryRow(
        createBet({ id: 8, status: 'REFUNDED', stake: 5_000, total_odds: 2, created_at: at, selections: [] }),
        'player01',
      ),
    ];
    expect(buildHistoryCsv(rows).slice(1).split('\r\n')).toEqual([
      'Date,Time,Game,Game type,Player,Provider,Round ID,Stake (KRW),Win (KRW),Multiplier,Result',
      '2024-05-05,21:03,N/A,Sports,player01,Sports Betting,-,5000,0,2.00,VOID',
      '',
    ]);
  });

  it('is just the header line for no rows', () => {
    expect(buildHistoryCsv([])).toBe(
      `${UTF8_BOM}날짜,시간,게임명,게임 종류,플레이어,제공자,라운드 ID,베팅금액(원),당첨금액(원),배당률,결과\r\n`,
    );
  });
});

describe('historyCsvFileName', () => {
  it('names the file by the day', () => {
    expect(historyCsvFileName(new Date(2024, 0, 9, 23, 59))).toBe('game-history-20240109.csv');
  });
});

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, original);
  });

  it('downloads a UTF-8 blob that starts with the BOM bytes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:history';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; stand in for them.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('game-history-20240505.csv');
      expect(this.href).toBe('blob:history');
    });

    downloadCsv('game-history-20240505.csv', `${UTF8_BOM}날짜\r\n`);

    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
    const blob = blobs[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${UTF8_BOM}날짜\r\n`);
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:history');
  });
});
