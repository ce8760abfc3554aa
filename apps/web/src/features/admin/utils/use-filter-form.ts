import { useState, type FormEvent } from 'react';

/**
 * A search form's draft and the filter it last submitted: the table follows `filter`, the fields
 * edit `draft`, and a search starts again from the first page when the filter is paged.
 */
export function useFilterForm<Filter extends object>(empty: Filter, onSearch?: () => void) {
  const [draft, setDraft] = useState(empty);
  const [filter, setFilter] = useState(empty);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter('page' in draft ? { ...draft, page: 1 } : draft);
    onSearch?.();
  }

  return { draft, setDraft, filter, setFilter, search };
}
