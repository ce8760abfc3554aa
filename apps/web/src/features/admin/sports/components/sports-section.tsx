import { Route, Routes } from 'react-router';
import { SportsBetsPage } from './bets-page';
import { SportsCashOutPage } from './cash-out-page';
import { SportsFixtureDetailPage } from './fixture-detail-page';
import { SportsFixturesPage } from './fixtures-page';

/** /admin/sports/*: fixtures, one fixture's controls, the bets list, and where cash out is switched off. */
export function SportsSection() {
  return (
    <Routes>
      <Route index element={<SportsFixturesPage />} />
      <Route path="fixtures/:id" element={<SportsFixtureDetailPage />} />
      <Route path="bets" element={<SportsBetsPage />} />
      <Route path="cash-out" element={<SportsCashOutPage />} />
    </Routes>
  );
}
