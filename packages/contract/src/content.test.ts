import { describe, expect, it } from 'vitest';
import {
  createEventRequestSchema,
  createInquiryRequestSchema,
  notificationActionSchema,
  notificationIdsRequestSchema,
  pageQuerySchema,
  postListQuerySchema,
  sendMessageRequestSchema,
} from './content';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('content contract', () => {
  it('trims texts and picks the right Korean particle for each field', () => {
    expect(createInquiryRequestSchema.parse({ title: '  문의  ', content: ' 내용\n둘째 줄 ' })).toEqual({
      title: '문의',
      content: '내용\n둘째 줄',
    });
    expect(firstMessage(createInquiryRequestSchema.safeParse({ content: '내용' }))).toBe('제목을 입력해주세요.');
    expect(
      firstMessage(
        createEventRequestSchema.safeParse({ title: '제목', description: '설명', starts_at: '2026-12-01T00:00:00Z' }),
      ),
    ).toBe('슬러그를 입력해주세요.');
    expect(
      firstMessage(
        createEventRequestSchema.safeParse({
          slug: 'a',
          title: '제목',
          summary: 'x'.repeat(201),
          description: '설명',
          starts_at: '2026-12-01T00:00:00Z',
        }),
      ),
    ).toBe('요약은 200자 이하로 입력해주세요.');
  });

  it("applies the spec's list defaults: the notice board, page 1, ten a page", () => {
    expect(postListQuerySchema.parse({})).toEqual({ board: 'notice', page: 1, size: 10 });
    expect(pageQuerySchema.parse({ page: '3', size: '20' })).toEqual({ page: 3, size: 20 });
  });

  it('takes either some ids or all, never both or neither', () => {
    expect(notificationIdsRequestSchema.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(notificationIdsRequestSchema.safeParse({ all: true }).success).toBe(true);
    expect(notificationIdsRequestSchema.safeParse({ ids: [], all: true }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ subject: '제목', body: '내용' }).success).toBe(false);
  });

  it.each([
    [{ type: 'deep_link', target: 'messages' }, true],
    [{ type: 'deep_link', target: 'event/first-deposit-bonus' }, true],
    [{ type: 'deep_link', target: 'slots', params: { game_id: 42 } }, true],
    [{ type: 'external_link', target: 'https://t.me/hanpan_cs' }, true],
    [{ type: 'deep_link', target: '//evil.example' }, false],
    [{ type: 'deep_link', target: 'https://evil.example' }, false],
    [{ type: 'deep_link', target: '../admin' }, false],
    [{ type: 'external_link', target: 'javascript:alert(1)' }, false],
    [{ type: 'external_link', target: 'data:text/html,hi' }, false],
    [{ type: 'external_link', target: 'mailto:a@b.c' }, false],
  ])('accepts the action %o: %s', (action, ok) => {
    expect(notificationActionSchema.safeParse(action).success).toBe(ok);
  });
});
