import { Route, Routes } from 'react-router';
import { SportsBetsPage } from './bets-page';
import { SportsFixtureDetailPage } from './fixture-detail-page';
import { SportsFixturesPage } from './fixtures-page';

/** /admin/sports/*: fixtures, one fixture's controls, and the bets list. */
export function SportsSection() {
  return (
    <Routes>
      <Route index element={<SportsFixturesPage />} />
      <Route path="fixtures/:id" element={<SportsFixtureDetailPage />} />
      <Route path="bets" element={<SportsBetsPage />} />
    </Routes>
  );
}
