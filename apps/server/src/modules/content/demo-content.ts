import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { NotificationsService } from '../notifications';
import type { SupportService } from '../support';
import { createContentRepository } from './content.repository';
import { eventArtPath } from './event-art';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

const DAY_MS = 86_400_000;

const NOTICES: { title: string; body: string }[] = [
  {
    title: '[공지] 한판 오픈 안내',
    body: `## 한판에 오신 것을 환영합니다

라이브 카지노, 슬롯, 미니게임과 스포츠 베팅을 **한 곳에서** 즐기실 수 있습니다.

- 회원가입 후 바로 이용하실 수 있습니다.
- 입금 보너스와 다폴더 보너스는 [이벤트](/event) 페이지에서 확인하세요.
- 궁금한 점은 [1:1 문의](/inquire) 또는 [고객센터](/contact)로 남겨주세요.`,
  },
  {
    title: '[공지] 입금 · 출금 이용 안내',
    body: `## 입금

1. 입금 신청서에 금액(1만원 단위)과 보너스를 선택합니다.
2. **계좌 요청** 버튼으로 입금 계좌를 확인한 뒤 신청합니다.
3. 입금 확인 후 보유머니로 지급됩니다.

## 출금

- 1회 최소 **10,000원**, 1만원 단위로 신청할 수 있습니다.
- 가입 시 등록한 **본인 명의 계좌**로만 출금됩니다.
- 신청 순서대로 처리되며 최대 30분이 걸릴 수 있습니다.

> 보너스를 받은 입금은 롤링 조건을 채운 뒤 출금할 수 있습니다.`,
  },
  {
    title: '[공지] 스포츠 베팅 한도 안내',
    body: `스포츠 베팅에는 아래 한도가 적용됩니다.

| 구분 | 한도 |
|---|---:|
| 최소 베팅 | 5,000원 |
| 단폴더 최대 베팅 | 5,000,000원 |
| 다폴더 최대 베팅 | 10,000,000원 |
| 최대 당첨금 | 30,000,000원 |

경기 시작 후에는 프리매치 베팅이 마감됩니다. 라이브 베팅은 배당이 바뀌면 접수되지 않을 수 있습니다.`,
  },
  {
    title: '[안내] 건전한 게임 이용을 부탁드립니다',
    body: `한판은 **만 19세 이상**만 이용할 수 있습니다.

- 여유 자금으로만 즐겨주세요.
- 손실을 만회하려고 베팅 금액을 늘리지 마세요.
- 도움이 필요하시면 한국도박문제예방치유원(국번 없이 **1336**, [www.kcgp.or.kr](https://www.kcgp.or.kr))에 상담하실 수 있습니다.`,
  },
];

type DemoEvent = { slug: string; title: string; description: string; startsInDays: number; lastsDays: number | null };

const EVENTS: DemoEvent[] = [
  {
    slug: 'first-deposit-bonus',
    title: '첫충 · 매충 입금 보너스',
    startsInDays: -14,
    lastsDays: null,
    description: `입금할 때 원하는 보너스를 선택하면 입금액에 보너스가 더해집니다.

| 보너스 | 첫충 (그날 첫 입금) | 매충 (그 뒤 입금) | 롤링 |
|---|---:|---:|---:|
| 슬롯 보너스 | 10% | 7% | 300% |
| 미니게임 보너스 | 5% | 5% | 300% |
| 카지노 | 없음 | 없음 | 100% |
| 보너스 없음 | 없음 | 없음 | 100% |

- 보너스는 입금이 승인될 때 보유머니로 지급됩니다.
- 롤링은 (입금액 + 보너스) × 롤링%만큼 베팅하면 충족됩니다.
- 자세한 내용은 [입출금 안내](/notice)를 참고하세요.`,
  },
  {
    slug: 'multi-folder-bonus',
    title: '다폴더 보너스 추가배당',
    startsInDays: -7,
    lastsDays: null,
    description: `**모든 선택의 배당이 1.30 이상**인 다폴더 베팅에 추가 배당을 드립니다.

| 폴더 수 | 추가 배당 |
|---|---:|
| 3폴더 이상 | × 1.03 |
| 5폴더 이상 | × 1.05 |
| 7폴더 이상 | × 1.07 |

1. 스포츠 화면에서 경기를 골라 베팅카드에 담습니다.
2. 3개 이상 담으면 보너스가 자동으로 적용됩니다.
3. 최대 당첨금은 30,000,000원입니다.`,
  },
  {
    slug: 'daily-attendance',
    title: '매일 출석 체크',
    startsInDays: -3,
    lastsDays: 60,
    description: `## 하루 한 번, 출석하고 포인트 받기

- 출석부에서 **출석 체크** 버튼을 누르면 그날의 포인트가 지급됩니다.
- 출석은 하루에 한 번, 한국 시간 자정에 초기화됩니다.
- 받은 포인트는 보유머니로 전환할 수 있습니다.

~~매주 월요일 출석 초기화~~ → 이제 **매일** 출석할 수 있습니다.`,
  },
  {
    slug: 'referral-friends',
    title: '친구 추천 이벤트',
    startsInDays: 0,
    lastsDays: null,
    description: `친구에게 내 **추천 코드**를 알려주세요.

- [x] 친구가 가입할 때 추천 코드를 입력합니다.
- [ ] 친구가 첫 입금을 하면 추천 보상이 지급됩니다.

추천 내역은 계정 메뉴의 추천 내역에서 볼 수 있습니다. 문의는 [텔레그램 상담](https://t.me/hanpan_cs)이나 [1:1 문의](/inquire)로 해주세요.`,
  },
];

/** Who else writes the demo member's welcome: support its message, notifications its promotion. */
export type DemoContentDeps = {
  support: Pick<SupportService, 'deliverMessage'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The demo member to welcome, or null where there is none. */
  demoMemberId: number | null;
};

/**
 * Demo notices, events, and a welcome message with notifications for the demo member: only into
 * a site without posts, so it runs once, even when several processes start together. Give it
 * the demo seed's transaction (after the demo member exists), or the database (it opens its own).
 * Answers whether it wrote anything.
 */
export async function seedDemoContent(executor: Executor, deps: DemoContentDeps): Promise<boolean> {
  if (!executor.isTransaction) return inTransaction(executor, (trx) => seedDemoContent(trx, deps));
  const now = new Date();
  await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoContent})`.execute(executor);
  const existing = await executor.selectFrom('posts').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const content = createContentRepository();
  for (const [index, notice] of NOTICES.entries()) {
    // Oldest first, a day apart, so the list reads newest first in a sensible order.
    const createdAt = new Date(now.getTime() - (NOTICES.length - index) * DAY_MS);
    await content.insertPost(executor, {
      board: 'notice',
      title: notice.title,
      body: notice.body,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  for (const event of EVENTS) {
    const startsAt = new Date(now.getTime() + event.startsInDays * DAY_MS);
    await content.insertEvent(executor, {
      slug: event.slug,
      title: event.title,
      summary: null,
      description: event.description,
      thumbnail_image_url: eventArtPath(event.slug, 'thumbnail'),
      poster_image_url: eventArtPath(event.slug, 'poster'),
      starts_at: startsAt,
      created_at: now,
      updated_at: now,
      ends_at: event.lastsDays === null ? null : new Date(startsAt.getTime() + event.lastsDays * DAY_MS),
    });
  }

  if (deps.demoMemberId !== null) {
    await deps.support.deliverMessage(executor, deps.demoMemberId, {
      subject: '한판에 오신 것을 환영합니다',
      body: '가입을 환영합니다! 입금 보너스와 다폴더 보너스 이벤트를 확인해 보세요. 궁금한 점은 1:1 문의로 남겨주시면 빠르게 답변드리겠습니다.',
    });
    await deps.notifications.notify(executor, deps.demoMemberId, {
      type: 'promotion',
      title: '첫충 10% 입금 보너스',
      message: '오늘 첫 입금에 슬롯 보너스를 선택하면 10%를 더 드립니다.',
      action: { type: 'deep_link', target: 'event/first-deposit-bonus' },
    });
  }
  return true;
}
