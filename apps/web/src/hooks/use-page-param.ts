import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** ?page=N, a whole number from 1 (anything else is page 1). */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A paged list's page, kept in the address (?page=N) so back and forward move between pages.
 * Changing it scrolls to the top. (useLocation rather than useSearchParams, which the first
 * load does not otherwise carry.)
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setPage = useCallback(
    (next: number) => {
      void navigate(next === 1 ? pathname : `${pathname}?page=${next}`);
      window.scrollTo({ top: 0 });
    },
    [navigate, pathname],
  );
  return [pageFromSearch(search), setPage];
}
