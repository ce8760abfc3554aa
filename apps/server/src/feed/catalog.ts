/**
 * What the simulator plays: real sports, leagues and team names of the kind Korean members follow,
 * with each league's usual kick-off times (Korean time). Ids follow the feed's numbering style.
 * Locations, leagues and teams are named in Korean (`name`, the source) and in English
 * (`englishName`, as English sources write them), as a feed's catalogue names them.
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

/** A catalogue entry's names: Korean, the source and the default, and English. */
export type CatalogNames = { name: string; englishName: string };

export const LOCATIONS: (CatalogNames & { id: number })[] = [
  { id: 248, name: '대한민국', englishName: 'South Korea' },
  { id: 243, name: '잉글랜드', englishName: 'England' },
  { id: 245, name: '스페인', englishName: 'Spain' },
  { id: 172, name: '미국', englishName: 'United States' },
  { id: 1, name: '국제', englishName: 'International' },
];

export type LeagueDefinition = CatalogNames & {
  id: number;
  sportId: number;
  locationId: number;
  /**
   * Kick-off times, Korean time, one fixture each per day. Together they keep a fixture or two in
   * play at every hour of the day; a time added later goes last, so the earlier slots keep their pairs.
   */
  kickoffs: string[];
  teams: CatalogNames[];
};

export const LEAGUES: LeagueDefinition[] = [
  {
    id: 1,
    sportId: 6046,
    locationId: 248,
    name: 'K리그1',
    englishName: 'K League 1',
    kickoffs: ['14:00', '16:30', '19:00'],
    teams: [
      { name: '울산 HD', englishName: 'Ulsan HD' },
      { name: '전북 현대', englishName: 'Jeonbuk Hyundai Motors' },
      { name: '포항 스틸러스', englishName: 'Pohang Steelers' },
      { name: 'FC 서울', englishName: 'FC Seoul' },
      { name: '수원 FC', englishName: 'Suwon FC' },
      { name: '대구 FC', englishName: 'Daegu FC' },
      { name: '인천 유나이티드', englishName: 'Incheon United' },
      { name: '광주 FC', englishName: 'Gwangju FC' },
      { name: '대전 하나시티즌', englishName: 'Daejeon Hana Citizen' },
      { name: '강원 FC', englishName: 'Gangwon FC' },
      { name: '제주 유나이티드', englishName: 'Jeju United' },
      { name: '김천 상무', englishName: 'Gimcheon Sangmu' },
    ],
  },
  {
    id: 2,
    sportId: 6046,
    locationId: 243,
    name: '프리미어리그',
    englishName: 'Premier League',
    kickoffs: ['21:00', '23:30', '02:00', '04:00'],
    teams: [
      { name: '아스널', englishName: 'Arsenal' },
      { name: '첼시', englishName: 'Chelsea' },
      { name: '리버풀', englishName: 'Liverpool' },
      { name: '맨체스터 시티', englishName: 'Manchester City' },
      { name: '맨체스터 유나이티드', englishName: 'Manchester United' },
      { name: '토트넘', englishName: 'Tottenham' },
      { name: '뉴캐슬', englishName: 'Newcastle' },
      { name: '아스톤 빌라', englishName: 'Aston Villa' },
      { name: '브라이튼', englishName: 'Brighton' },
      { name: '웨스트햄', englishName: 'West Ham' },
    ],
  },
  {
    id: 3,
    sportId: 6046,
    locationId: 245,
    name: '라리가',
    englishName: 'La Liga',
    kickoffs: ['22:15', '00:30', '03:00', '05:00'],
    teams: [
      { name: '레알 마드리드', englishName: 'Real Madrid' },
      { name: '바르셀로나', englishName: 'Barcelona' },
      { name: '아틀레티코 마드리드', englishName: 'Atlético Madrid' },
      { name: '세비야', englishName: 'Sevilla' },
      { name: '레알 소시에다드', englishName: 'Real Sociedad' },
      { name: '비야레알', englishName: 'Villarreal' },
      { name: '발렌시아', englishName: 'Valencia' },
      { name: '아틀레틱 빌바오', englishName: 'Athletic Bilbao' },
    ],
  },
  {
    id: 4,
    sportId: 48242,
    locationId: 248,
    name: 'KBL',
    englishName: 'KBL',
    kickoffs: ['14:00', '16:00', '19:00'],
    teams: [
      { name: '서울 SK 나이츠', englishName: 'Seoul SK Knights' },
      { name: '울산 현대모비스', englishName: 'Ulsan Hyundai Mobis' },
      { name: '원주 DB 프로미', englishName: 'Wonju DB Promy' },
      { name: '수원 KT 소닉붐', englishName: 'Suwon KT Sonicboom' },
      { name: '창원 LG 세이커스', englishName: 'Changwon LG Sakers' },
      { name: '안양 정관장', englishName: 'Anyang Jung Kwan Jang' },
      { name: '부산 KCC 이지스', englishName: 'Busan KCC Egis' },
      { name: '고양 소노', englishName: 'Goyang Sono' },
      { name: '대구 한국가스공사', englishName: 'Daegu KOGAS' },
      { name: '서울 삼성 썬더스', englishName: 'Seoul Samsung Thunders' },
    ],
  },
  {
    id: 5,
    sportId: 48242,
    locationId: 172,
    name: 'NBA',
    englishName: 'NBA',
    kickoffs: ['09:00', '10:00', '11:30', '12:00', '06:30'],
    teams: [
      { name: 'LA 레이커스', englishName: 'Los Angeles Lakers' },
      { name: '보스턴 셀틱스', englishName: 'Boston Celtics' },
      { name: '골든스테이트 워리어스', englishName: 'Golden State Warriors' },
      { name: '밀워키 벅스', englishName: 'Milwaukee Bucks' },
      { name: '덴버 너게츠', englishName: 'Denver Nuggets' },
      { name: '피닉스 선즈', englishName: 'Phoenix Suns' },
      { name: '마이애미 히트', englishName: 'Miami Heat' },
      { name: '뉴욕 닉스', englishName: 'New York Knicks' },
      { name: '필라델피아 76ers', englishName: 'Philadelphia 76ers' },
      { name: '댈러스 매버릭스', englishName: 'Dallas Mavericks' },
    ],
  },
  {
    id: 6,
    sportId: 154914,
    locationId: 248,
    name: 'KBO',
    englishName: 'KBO League',
    kickoffs: ['14:00', '17:00', '18:30'],
    teams: [
      { name: 'KIA 타이거즈', englishName: 'KIA Tigers' },
      { name: '삼성 라이온즈', englishName: 'Samsung Lions' },
      { name: 'LG 트윈스', englishName: 'LG Twins' },
      { name: '두산 베어스', englishName: 'Doosan Bears' },
      { name: 'KT 위즈', englishName: 'KT Wiz' },
      { name: 'SSG 랜더스', englishName: 'SSG Landers' },
      { name: '롯데 자이언츠', englishName: 'Lotte Giants' },
      { name: '한화 이글스', englishName: 'Hanwha Eagles' },
      { name: 'NC 다이노스', englishName: 'NC Dinos' },
      { name: '키움 히어로즈', englishName: 'Kiwoom Heroes' },
    ],
  },
  {
    id: 7,
    sportId: 154914,
    locationId: 172,
    name: 'MLB',
    englishName: 'MLB',
    kickoffs: ['02:00', '08:00', '09:30', '11:00'],
    teams: [
      { name: 'LA 다저스', englishName: 'Los Angeles Dodgers' },
      { name: '뉴욕 양키스', englishName: 'New York Yankees' },
      { name: '보스턴 레드삭스', englishName: 'Boston Red Sox' },
      { name: '샌디에이고 파드리스', englishName: 'San Diego Padres' },
      { name: '샌프란시스코 자이언츠', englishName: 'San Francisco Giants' },
      { name: '애틀랜타 브레이브스', englishName: 'Atlanta Braves' },
      { name: '뉴욕 메츠', englishName: 'New York Mets' },
      { name: '휴스턴 애스트로스', englishName: 'Houston Astros' },
    ],
  },
  {
    id: 8,
    sportId: 35232,
    locationId: 172,
    name: 'NHL',
    englishName: 'NHL',
    kickoffs: ['08:00', '09:00', '10:30', '05:45'],
    teams: [
      { name: '뉴욕 레인저스', englishName: 'New York Rangers' },
      { name: '보스턴 브루인스', englishName: 'Boston Bruins' },
      { name: '토론토 메이플리프스', englishName: 'Toronto Maple Leafs' },
      { name: '몬트리올 캐나디언스', englishName: 'Montréal Canadiens' },
      { name: '에드먼턴 오일러스', englishName: 'Edmonton Oilers' },
      { name: '피츠버그 펭귄스', englishName: 'Pittsburgh Penguins' },
      { name: '탬파베이 라이트닝', englishName: 'Tampa Bay Lightning' },
      { name: '콜로라도 애벌랜치', englishName: 'Colorado Avalanche' },
    ],
  },
  {
    id: 9,
    sportId: 54094,
    locationId: 1,
    name: 'ATP 투어',
    englishName: 'ATP Tour',
    kickoffs: ['18:00', '20:00', '22:00', '00:00'],
    teams: [
      { name: '야닉 시너', englishName: 'Jannik Sinner' },
      { name: '카를로스 알카라스', englishName: 'Carlos Alcaraz' },
      { name: '노박 조코비치', englishName: 'Novak Djokovic' },
      { name: '알렉산더 즈베레프', englishName: 'Alexander Zverev' },
      { name: '다닐 메드베데프', englishName: 'Daniil Medvedev' },
      { name: '테일러 프리츠', englishName: 'Taylor Fritz' },
      { name: '카스페르 루드', englishName: 'Casper Ruud' },
      { name: '권순우', englishName: 'Kwon Soon-woo' },
    ],
  },
  {
    id: 10,
    sportId: 687890,
    locationId: 248,
    name: 'LCK',
    englishName: 'LCK',
    kickoffs: ['17:00', '19:30', '15:00'],
    teams: [
      { name: 'T1', englishName: 'T1' },
      { name: '젠지', englishName: 'Gen.G' },
      { name: '한화생명e스포츠', englishName: 'Hanwha Life Esports' },
      { name: 'KT 롤스터', englishName: 'KT Rolster' },
      { name: '디플러스 기아', englishName: 'Dplus KIA' },
      { name: 'DRX', englishName: 'DRX' },
      { name: '광동 프릭스', englishName: 'Kwangdong Freecs' },
      { name: '농심 레드포스', englishName: 'Nongshim RedForce' },
      { name: 'OK저축은행 브리온', englishName: 'OKSavingsBank BRION' },
      { name: 'BNK 피어엑스', englishName: 'BNK FEARX' },
    ],
  },
];

/** Stable participant ids: league id and the team's place in the list. */
export const participantId = (leagueId: number, teamIndex: number) => leagueId * 100 + teamIndex + 1;
