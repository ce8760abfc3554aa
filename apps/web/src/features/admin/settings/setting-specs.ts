import { MARKET_TYPES, type SettingKey } from '@hanpan/contract';

/** One input of a settings form; `path` is dot-separated inside the setting's value (list items relative to their row). */
export type FieldSpec =
  | { kind: 'number'; path: string; label: string; unit?: string }
  | {
      kind: 'text';
      path: string;
      label: string;
      placeholder?: string;
      /** Empty means none (null). */ nullable?: boolean;
    }
  | {
      kind: 'select';
      path: string;
      label: string;
      options: readonly { value: string; label: string }[];
      /** The values are numbers (sent as numbers). */ numeric?: boolean;
    }
  | {
      kind: 'list';
      path: string;
      label: string;
      item: readonly FieldSpec[];
      newItem: Record<string, unknown>;
      addLabel: string;
    };

export interface SettingSpec {
  key: SettingKey;
  title: string;
  description: string;
  fields: readonly FieldSpec[];
}

const marketTypeOptions = MARKET_TYPES.map((type) => ({ value: String(type.id), label: type.korean_name }));

const bonusRate = (kind: string, label: string): FieldSpec[] => [
  { kind: 'number', path: `${kind}.firstDepositPercent`, label: `${label} 첫충`, unit: '%' },
  { kind: 'number', path: `${kind}.eachDepositPercent`, label: `${label} 매충`, unit: '%' },
  { kind: 'number', path: `${kind}.rolloverPercent`, label: `${label} 롤링`, unit: '%' },
];

/** The back-office settings, one form each, in the order an operator looks for them. */
export const SETTING_SPECS: readonly SettingSpec[] = [
  {
    key: 'betLimits',
    title: '베팅 한도',
    description: '스포츠 베팅의 최소·최대 금액과 최대 당첨 금액입니다. 저장하는 즉시 다음 베팅부터 적용됩니다.',
    fields: [
      { kind: 'number', path: 'minimum_stake', label: '최소 베팅 금액', unit: '원' },
      { kind: 'number', path: 'single_maximum_stake', label: '단폴더 최대 베팅 금액', unit: '원' },
      { kind: 'number', path: 'multi_maximum_stake', label: '다폴더 최대 베팅 금액', unit: '원' },
      { kind: 'number', path: 'maximum_payout', label: '최대 당첨 금액', unit: '원' },
    ],
  },
  {
    key: 'multiFolderBonus',
    title: '다폴더 보너스',
    description:
      '모든 선택의 배당이 최소 배당 이상일 때, 폴더 수에 따라 배당에 곱하는 보너스입니다 (×100: 103 = 1.03배).',
    fields: [
      { kind: 'number', path: 'minimum_price_x100', label: '최소 배당(×100)' },
      {
        kind: 'list',
        path: 'tiers',
        label: '보너스 단계',
        addLabel: '단계 추가',
        newItem: { folders: '', multiplier_x100: '' },
        item: [
          { kind: 'number', path: 'folders', label: '폴더 수', unit: '폴더 이상' },
          { kind: 'number', path: 'multiplier_x100', label: '보너스 배당(×100)' },
        ],
      },
    ],
  },
  {
    key: 'sportsbookRules',
    title: '포인트 · 베팅 취소',
    description: '낙첨 포인트 적립률과 베팅 취소 규칙, 인플레이 접수 지연입니다.',
    fields: [
      { kind: 'number', path: 'losing_stake_points_percent', label: '낙첨 포인트 적립률', unit: '%' },
      { kind: 'number', path: 'cancel_window_minutes', label: '취소 가능 시간', unit: '분' },
      { kind: 'number', path: 'cancel_kickoff_buffer_minutes', label: '경기 시작 전 취소 마감', unit: '분' },
      { kind: 'number', path: 'cancels_per_day', label: '하루 취소 횟수', unit: '회' },
      { kind: 'number', path: 'live_acceptance_delay_ms', label: '인플레이 접수 지연', unit: 'ms' },
    ],
  },
  {
    key: 'sameFixtureCombinations',
    title: '같은 경기 조합',
    description:
      '같은 경기의 두 선택을 한 베팅에 함께 담을 수 있는 마켓 조합입니다. 목록에 없는 조합은 베팅카드와 베팅에서 거절됩니다. 마켓마다 따로 매긴 배당을 곱하므로, 서로 연관된 조합(예: 무승부 + 언더)은 회원에게 유리하게 계산됩니다.',
    fields: [
      {
        kind: 'list',
        path: 'allowed_pairs',
        label: '허용할 조합',
        addLabel: '조합 추가',
        newItem: { first: '', second: '' },
        item: [
          { kind: 'select', path: 'first', label: '마켓', options: marketTypeOptions, numeric: true },
          { kind: 'select', path: 'second', label: '함께 담을 마켓', options: marketTypeOptions, numeric: true },
        ],
      },
    ],
  },
  {
    key: 'depositBonuses',
    title: '입금 보너스 · 롤링',
    description: '입금 신청에서 고르는 보너스별 첫충·매충 보너스율과 롤링(출금 전 베팅해야 할 비율)입니다.',
    fields: [
      ...bonusRate('none', '보너스 없음'),
      ...bonusRate('slot', '슬롯'),
      ...bonusRate('casino', '카지노'),
      ...bonusRate('minigame', '미니게임'),
    ],
  },
  {
    key: 'depositAccount',
    title: '입금 계좌',
    description: '회원이 입금 계좌를 요청하면 보이는 계좌입니다.',
    fields: [
      { kind: 'text', path: 'bank', label: '은행' },
      { kind: 'text', path: 'account_number', label: '계좌번호' },
      { kind: 'text', path: 'account_holder', label: '예금주' },
    ],
  },
  {
    key: 'contact',
    title: '고객센터 채널',
    description: '/contact 페이지에 보이는 상담 채널과 운영 시간입니다.',
    fields: [
      { kind: 'text', path: 'hours', label: '운영 시간' },
      {
        kind: 'list',
        path: 'channels',
        label: '채널',
        addLabel: '채널 추가',
        newItem: { kind: 'telegram', label: '', value: '', url: '' },
        item: [
          {
            kind: 'select',
            path: 'kind',
            label: '종류',
            options: [
              { value: 'telegram', label: '텔레그램' },
              { value: 'kakao', label: '카카오톡' },
              { value: 'email', label: '이메일' },
              { value: 'phone', label: '전화' },
            ],
          },
          { kind: 'text', path: 'label', label: '이름' },
          { kind: 'text', path: 'value', label: '주소' },
          { kind: 'text', path: 'url', label: '링크 (선택)', placeholder: 'https://, mailto:, tel:', nullable: true },
        ],
      },
    ],
  },
  {
    key: 'accountRewards',
    title: '출석 · 추천 보상',
    description: '매일 출석 포인트, 연속 출석 보너스, 추천한 회원의 첫 입금 때 주는 보상입니다.',
    fields: [
      { kind: 'number', path: 'attendance_points', label: '출석 포인트', unit: 'P' },
      { kind: 'number', path: 'attendance_streak_days', label: '연속 출석 보너스 주기', unit: '일' },
      { kind: 'number', path: 'attendance_streak_bonus_points', label: '연속 출석 보너스', unit: 'P' },
      { kind: 'number', path: 'referral_reward_points', label: '추천 보상', unit: 'P' },
    ],
  },
];
