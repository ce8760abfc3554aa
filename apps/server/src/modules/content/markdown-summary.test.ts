import { describe, expect, it } from 'vitest';
import { markdownSummary } from './markdown-summary';

describe('markdownSummary', () => {
  it.each([
    ['## 제목\n\n본문 **굵게** _기울임_ ~~취소~~ `코드`', '제목 본문 굵게 기울임 취소 코드'],
    ['[링크 글자](https://example.com) 와 ![그림 설명](/a.png)', '링크 글자 와 그림 설명'],
    ['| 보너스 | 비율 |\n|---|---:|\n| 슬롯 | 10% |', '보너스 비율 슬롯 10%'],
    ['- 하나\n- 둘\n1. 셋\n- [x] 넷', '하나 둘 셋 넷'],
    ['> 인용문\n\n---\n\n끝', '인용문 끝'],
    ['<script>alert(1)</script>안녕 <b>굵게</b>', 'alert(1) 안녕 굵게'],
    ['```js\nconst a = 1;\n```', 'const a = 1;'],
  ])('turns %j into %j', (markdown, text) => {
    expect(markdownSummary(markdown)).toBe(text);
  });

  it('cuts long text on a character boundary with an ellipsis', () => {
    const summary = markdownSummary('가'.repeat(200), 120);
    expect(Array.from(summary)).toHaveLength(120);
    expect(summary.endsWith('…')).toBe(true);
    expect(Array.from(markdownSummary('😀'.repeat(10), 5))).toEqual(['😀', '😀', '😀', '😀', '…']);
    expect(markdownSummary('짧은 글', 120)).toBe('짧은 글');
  });
});
