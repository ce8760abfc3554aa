import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id },
  { id: 'name', header: 'Name', cell: (row) => row.name },
];

const rows: Row[] = [
  { id: 'a', name: '첫째' },
  { id: 'b', name: '둘째' },
];

describe('DataTable', () => {
  it('is a real table with column headers and a row per item', () => {
    render(<DataTable label="목록" columns={columns} rows={rows} rowKey={(row) => row.id} />);

    const table = screen.getByRole('table', { name: '목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('ends with a footer row (totals) under its rows, its cells by column id; none while empty', () => {
    const { rerender } = render(
      <DataTable label="목록" columns={columns} rows={rows} rowKey={(row) => row.id} footer={{ id: '합계' }} />,
    );

    const footer = screen.getAllByRole('row').at(-1)!;
    expect(footer.parentElement?.tagName).toBe('TFOOT');
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['합계', '']);

    rerender(<DataTable label="목록" columns={columns} rows={[]} rowKey={(row) => row.id} footer={{ id: '합계' }} />);
    expect(screen.queryByText('합계')).toBeNull();
  });

  it('lets the keyboard scroll a table of figures only when asked: its scroller is a named tab stop', () => {
    const { rerender } = render(<DataTable label="목록" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('region', { name: '목록' })).toBeNull();

    rerender(<DataTable label="목록" columns={columns} rows={rows} rowKey={(row) => row.id} keyboardScrollable />);
    const region = screen.getByRole('region', { name: '목록' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: '목록' })).toBeTruthy();
  });

  it('expands a row on click to show its details, and collapses it again', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        renderDetails={(row) => <p>{`상세 ${row.name}`}</p>}
      />,
    );
    const firstRow = screen.getByRole('row', { name: /첫째/ });
    const disclosure = within(firstRow).getByRole('button', { name: '상세' });

    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('상세 첫째')).toBeNull();

    await user.click(within(firstRow).getByText('첫째'));
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(disclosure.getAttribute('aria-controls') ?? '')?.textContent).toBe('상세 첫째');
    expect(screen.queryByText('상세 둘째')).toBeNull();

    await user.click(firstRow);
    expect(screen.queryByText('상세 첫째')).toBeNull();
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
  });

  it('expands with the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} renderDetails={(row) => `상세 ${row.name}`} />,
    );

    // Each row's 상세 button is in the tab order; the rows themselves are not.
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: '상세' })[0]);
    await user.keyboard('{Enter}');
    expect(screen.getByText('상세 첫째')).toBeTruthy();
    await user.keyboard(' ');
    expect(screen.queryByText('상세 첫째')).toBeNull();
  });

  it('says NO DATA when empty, unless told otherwise, and the loading text while loading', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell', { name: 'NO DATA' }).getAttribute('colspan')).toBe('2');

    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} emptyText="NO TRANSACTIONS" />);
    expect(screen.getByText('NO TRANSACTIONS')).toBeTruthy();

    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} loading />);
    expect(screen.getByText('LOADING...')).toBeTruthy();
    expect(screen.queryByText('NO DATA')).toBeNull();
  });

  it('tells the caller when a row opens or closes', async () => {
    const user = userEvent.setup();
    const onRowToggle = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        renderDetails={(row) => row.name}
        onRowToggle={onRowToggle}
      />,
    );

    const [first, second] = [screen.getByRole('row', { name: /첫째/ }), screen.getByRole('row', { name: /둘째/ })];
    await user.click(first);
    await user.click(first);
    within(second).getByRole('button', { name: '상세' }).focus();
    await user.keyboard('{Enter}');

    expect(onRowToggle.mock.calls).toEqual([
      [rows[0], true],
      [rows[0], false],
      [rows[1], true],
    ]);
  });

  it('shows its pagination and reports page changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        pagination={{ page: 2, totalPages: 3, onPageChange }}
      />,
    );

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
