import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from './test-utils';

/** Shows where the app is, so a test can read navigations: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** renderWithProviders inside a memory router at `route`; every path renders `ui`. */
export function renderWithRouter(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
