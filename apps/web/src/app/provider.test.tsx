import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('asks the server again when the language changes, since it writes some texts in it', async () => {
    let asked = 0;
    function Labels() {
      const { data } = useQuery({ queryKey: ['labels'], queryFn: async () => `read ${++asked}` });
      return <p>{data}</p>;
    }
    render(
      <AppProvider queryClient={createQueryClient()}>
        <Labels />
      </AppProvider>,
    );
    await screen.findByText('read 1');
    await act(() => i18n.changeLanguage('en'));
    await screen.findByText('read 2');
  });
});
