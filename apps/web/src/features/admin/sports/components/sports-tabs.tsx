import { SectionTabs } from '../../components/section-tabs';
import { sportsAdminPaths } from '../utils/sports-admin-paths';

const tabs = [
  { to: sportsAdminPaths.fixtures, label: '경기', end: true },
  { to: sportsAdminPaths.bets, label: '베팅 내역', end: true },
] as const;

/** The sportsbook section's pages. */
export function SportsTabs() {
  return <SectionTabs label="스포츠 메뉴" tabs={tabs} />;
}
