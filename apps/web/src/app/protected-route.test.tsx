import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, createUser } from '@/testing/data-generators';
import { ProtectedRoute } from './protected-route';

function OpenDialogProbe() {
  return <output data-testid="open-dialog">{useAuthDialog() ?? 'none'}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/agent', element: <p>agent portal</p> },
      { element: <ProtectedRoute />, children: [{ path: '/transactions', element: <p>member page</p> }] },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <>
      <RouterProvider router={router} />
      <OpenDialogProbe />
    </>,
  );
  return router;
}

describe('ProtectedRoute', () => {
  it('sends a visitor home, replacing history, and opens the login dialog', async () => {
    const router = renderAt('/transactions');

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.queryByText('member page')).toBeNull();
    expect(screen.getByTestId('open-dialog').textContent).toBe('login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a logged-in member', async () => {
    sessionStore.save(createSessionResponse(), false);

    renderAt('/transactions');

    expect(await screen.findByText('member page')).toBeTruthy();
    expect(screen.getByTestId('open-dialog').textContent).toBe('none');
  });

  it('sends an agent, whom member calls refuse, to its portal', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent' }) }), false);

    const router = renderAt('/transactions');

    expect(await screen.findByText('agent portal')).toBeTruthy();
    expect(screen.queryByText('member page')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
