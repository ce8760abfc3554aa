/**
 * What the simulator plays: real sports, leagues and team names of the kind Korean members follow,
 * with each league's usual kick-off times (Korean time). Ids follow the feed's numbering style.
 */

export type SportKey = 'soccer' | 'basketball' | 'baseball' | 'hockey' | 'tennis' | 'esports';

export type SportDefinition = {
  id: number;
  slug: string;
  name: string;
  key: SportKey;
  /** Minutes from the start to the final whistle, breaks included. */
  durationMinutes: number;
};

export const SPORTS: SportDefinition[] = [
  { id: 6046, slug: 'soccer', name: 'Soccer', key: 'soccer', durationMinutes: 110 },
  { id: 48242, slug: 'basketball', name: 'Basketball', key: 'basketball', durationMinutes: 130 },
  { id: 154914, slug: 'baseball', name: 'Baseball', key: 'baseball', durationMinutes: 180 },
  { id: 35232, slug: 'hockey', name: 'Ice Hockey', key: 'hockey', durationMinutes: 150 },
  { id: 54094, slug: 'tennis', name: 'Tennis', key: 'tennis', durationMinutes: 120 },
  { id: 687890, slug: 'esports', name: 'League of Legends', key: 'esports', durationMinutes: 105 },
];

export const LOCATIONS = [
  { id: 248, name: '대한민국' },
  { id: 243, name: '잉글랜드' },
  { id: 245, name: '스페인' },
  { id: 172, name: '미국' },
  { id: 1, name: '국제' },
];

export type LeagueDefinition = {
  id: number;
  sportId: number;
  locationId: number;
  name: string;
  /**
   * Kick-off times, Korean time, one fixture each per day. Together they keep a fixture or two in
   * play at every hour of the day; a time added later goes last, so the earlier slots keep their pairs.
   */
  kickoffs: string[];
  teams: string[];
};

export const LEAGUES: LeagueDefinition[] = [
  {
    id: 1,
    sportId: 6046,
    locationId: 248,
    name: 'K리그1',
    kickoffs: ['14:00', '16:30', '19:00'],
    teams: [
      '울산 HD',
      '전북 현대',
      '포항 스틸러스',
      'FC 서울',
      '수원 FC',
      '대구 FC',
      '인천 유나이티드',
      '광주 FC',
      '대전 하나시티즌',
      '강원 FC',
      '제주 유나이티드',
      '김천 상무',
    ],
  },
  {
    id: 2,
    sportId: 6046,
    locationId: 243,
    name: '프리미어리그',
    kickoffs: ['21:00', '23:30', '02:00', '04:00'],
    teams: [
      '아스널',
      '첼시',
      '리버풀',
      '맨체스터 시티',
      '맨체스터 유나이티드',
      '토트넘',
      '뉴캐슬',
      '아스톤 빌라',
      '브라이튼',
      '웨스트햄',
    ],
  },
  {
    id: 3,
    sportId: 6046,
    locationId: 245,
    name: '라리가',
    kickoffs: ['22:15', '00:30', '03:00', '05:00'],
    teams: [
      '레알 마드리드',
      '바르셀로나',
      '아틀레티코 마드리드',
      '세비야',
      '레알 소시에다드',
      '비야레알',
      '발렌시아',
      '아틀레틱 빌바오',
    ],
  },
  {
    id: 4,
    sportId: 48242,
    locationId: 248,
    name: 'KBL',
    kickoffs: ['14:00', '16:00', '19:00'],
    teams: [
      '서울 SK 나이츠',
      '울산 현대모비스',
      '원주 DB 프로미',
      '수원 KT 소닉붐',
      '창원 LG 세이커스',
      '안양 정관장',
      '부산 KCC 이지스',
      '고양 소노',
      '대구 한국가스공사',
      '서울 삼성 썬더스',
    ],
  },
  {
    id: 5,
    sportId: 48242,
    locationId: 172,
    name: 'NBA',
    kickoffs: ['09:00', '10:00', '11:30', '12:00', '06:30'],
    teams: [
      'LA 레이커스',
      '보스턴 셀틱스',
      '골든스테이트 워리어스',
      '밀워키 벅스',
      '덴버 너게츠',
      '피닉스 선즈',
      '마이애미 히트',
      '뉴욕 닉스',
      '필라델피아 76ers',
      '댈러스 매버릭스',
    ],
  },
  {
    id: 6,
    sportId: 154914,
    locationId: 248,
    name: 'KBO',
    kickoffs: ['14:00', '17:00', '18:30'],
    teams: [
      'KIA 타이거즈',
      '삼성 라이온즈',
      'LG 트윈스',
      '두산 베어스',
      'KT 위즈',
      'SSG 랜더스',
      '롯데 자이언츠',
      '한화 이글스',
      'NC 다이노스',
      '키움 히어로즈',
    ],
  },
  {
    id: 7,
    sportId: 154914,
    locationId: 172,
    name: 'MLB',
    kickoffs: ['02:00', '08:00', '09:30', '11:00'],
    teams: [
      'LA 다저스',
      '뉴욕 양키스',
      '보스턴 레드삭스',
      '샌디에이고 파드리스',
      '샌프란시스코 자이언츠',
      '애틀랜타 브레이브스',
      '뉴욕 메츠',
      '휴스턴 애스트로스',
    ],
  },
  {
    id: 8,
    sportId: 35232,
    locationId: 172,
    name: 'NHL',
    kickoffs: ['08:00', '09:00', '10:30', '05:45'],
    teams: [
      '뉴욕 레인저스',
      '보스턴 브루인스',
      '토론토 메이플리프스',
      '몬트리올 캐나디언스',
      '에드먼턴 오일러스',
      '피츠버그 펭귄스',
      '탬파베이 라이트닝',
      '콜로라도 애벌랜치',
    ],
  },
  {
    id: 9,
    sportId: 54094,
    locationId: 1,
    name: 'ATP 투어',
    kickoffs: ['18:00', '20:00', '22:00', '00:00'],
    teams: [
      '야닉 시너',
      '카를로스 알카라스',
      '노박 조코비치',
      '알렉산더 즈베레프',
      '다닐 메드베데프',
      '테일러 프리츠',
      '카스페르 루드',
      '권순우',
    ],
  },
  {
    id: 10,
    sportId: 687890,
    locationId: 248,
    name: 'LCK',
    kickoffs: ['17:00', '19:30', '15:00'],
    teams: [
      'T1',
      '젠지',
      '한화생명e스포츠',
      'KT 롤스터',
      '디플러스 기아',
      'DRX',
      '광동 프릭스',
      '농심 레드포스',
      'OK저축은행 브리온',
      'BNK 피어엑스',
    ],
  },
];

/** Stable participant ids: league id and the team's place in the list. */
export const participantId = (leagueId: number, teamIndex: number) => leagueId * 100 + teamIndex + 1;
