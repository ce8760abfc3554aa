import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { confirmAction } from '@/lib/alerts';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { Carousel } from './carousel';
import { SlideCarousel } from './slide-carousel';
import { DataTable } from './ui/data-table';
import { DialogShell } from './ui/dialog';
import { WageringStatusList } from './wagering-status';

describe('the shared components in English', () => {
  it('tables: details, NO DATA, LOADING... and the pagination', async () => {
    await i18n.changeLanguage('en');
    const columns = [{ id: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];
    const { rerender } = render(
      <DataTable
        columns={columns}
        rows={[{ name: 'Kim' }]}
        rowKey={(row) => row.name}
        renderDetails={(row) => row.name}
        pagination={{ page: 1, totalPages: 3, onPageChange: () => undefined }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Row details' })).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeTruthy();

    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.name} />);
    expect(screen.getByRole('cell', { name: 'NO DATA' })).toBeTruthy();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.name} loading />);
    expect(screen.getByRole('cell', { name: 'LOADING...' })).toBeTruthy();
  });

  it('carousels: view all, the arrows named with the title, slide positions and the empty text', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = render(
      <MemoryRouter>
        <Carousel
          title="Slots"
          viewAllTo="/games/slots"
          items={['A', 'B', 'C']}
          getKey={(item) => item}
          renderItem={(item) => item}
          itemsPerPage={2}
        />
        <SlideCarousel
          label="Banners"
          slides={['one', 'two']}
          getKey={(slide) => slide}
          renderSlide={(slide) => slide}
        />
      </MemoryRouter>,
    );
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('link', { name: 'View all' })).toBeTruthy();
    expect(within(slots).getByRole('button', { name: 'Previous: Slots' })).toBeTruthy();
    expect(within(slots).getByRole('button', { name: 'Next: Slots' })).toBeTruthy();
    expect(within(slots).getByRole('listitem', { name: '1 of 3' })).toBeTruthy();

    const banners = screen.getByRole('region', { name: 'Banners' });
    expect(within(banners).getByRole('button', { name: 'Next: Banners' })).toBeTruthy();
    const dot = within(banners).getByRole('button', { name: 'Slide 2' });
    // The dot is drawn small, inside a 24 px hit area (WCAG target size).
    expect(dot.className).toMatch(/\bh-6\b.*\bmin-w-6\b/);
    expect(dot.querySelector('span')?.className).toMatch(/\bh-2\b/);
    unmount();

    render(
      <MemoryRouter>
        <Carousel title="Slots" items={[]} getKey={(item: string) => item} renderItem={(item) => item} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No items to display.')).toBeTruthy();
  });

  it('dialogs and alerts: close, OK and Cancel', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(
      <DialogShell open onOpenChange={() => undefined} title="Cashier">
        <p>body</p>
      </DialogShell>,
    );
    expect(within(screen.getByRole('dialog', { name: 'Cashier' })).getByRole('button', { name: 'Close' })).toBeTruthy();

    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmAction('Convert your points?');
    });
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Please confirm')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(answer).resolves.toBe(true));
  });

  it('wagering requirements: the remaining amount, each deposit and its progress', async () => {
    await i18n.changeLanguage('en');
    render(
      <WageringStatusList
        emptyText="None"
        status={{
          remaining: 10_000,
          obligations: [
            {
              deposit_id: 15,
              opened_at: '2024-05-01T03:00:00.000Z',
              required: 20_000,
              wagered: 10_000,
              remaining: 10_000,
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('Remaining wagering:').textContent).toBe('Remaining wagering: ₩10,000');
    expect(screen.getByText(/^Deposit #15 · /)).toBeTruthy();
    expect(screen.getByText('₩10,000 left')).toBeTruthy();
    expect(screen.getByText('Wagered ₩10,000 / Required ₩20,000')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Deposit #15 wagering progress' }).getAttribute('aria-valuenow'),
    ).toBe('50');
  });
});
