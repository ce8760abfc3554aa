import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTablePagination {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Unique per row; keeps a row's expanded state across refetches. */
  rowKey: (row: Row) => string;
  /** What an expanded row shows; without it rows do not expand. */
  renderDetails?: (row: Row) => ReactNode;
  /** Told when a row opens or closes (by click or keyboard), e.g. to mark it read. */
  onRowToggle?: (row: Row, expanded: boolean) => void;
  /** Spec section 2: the shared default is NO DATA (`common:dataTable.empty`). */
  emptyText?: string;
  /** While true and there are no rows yet, `loadingText` (by default LOADING...) stands in the body. */
  loading?: boolean;
  loadingText?: string;
  /** The table's accessible name. */
  label?: string;
  pagination?: DataTablePagination;
  /** A last row under the rows (totals), its cells by column id; shown only while there are rows. */
  footer?: Readonly<Partial<Record<string, ReactNode>>>;
  /**
   * For a table with nothing to focus in its cells (figures only) that may be wider than a phone:
   * its sideways scroller takes the keyboard focus (a tab stop named by `label`), so it can be
   * scrolled without a pointer (WCAG 2.1.1, axe's scrollable-region-focusable).
   */
  keyboardScrollable?: boolean;
  /**
   * Fit the container's width and let cells wrap (lists of long texts, opened in place), instead
   * of one line per cell and a sideways scroll. Columns that must stay on one line say so.
   */
  fitWidth?: boolean;
  className?: string;
}

/**
 * The table every list uses (spec section 2): a row expands on click (or with its details button,
 * from the keyboard) to show its details, an empty or loading body says so across all columns, and
 * numbered pagination follows.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  renderDetails,
  onRowToggle,
  emptyText,
  loading = false,
  loadingText,
  label,
  pagination,
  footer,
  keyboardScrollable = false,
  fitWidth = false,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  /** The expand column's header and each row's expand button. */
  const detailsLabel = t('dataTable.details');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const expandable = renderDetails !== undefined;
  const columnCount = columns.length + (expandable ? 1 : 0);

  function toggle(key: string, row: Row) {
    const opening = !expanded.has(key);
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
    onRowToggle?.(row, opening);
  }

  const placeholder =
    rows.length === 0
      ? loading
        ? (loadingText ?? t('dataTable.loading'))
        : (emptyText ?? t('dataTable.empty'))
      : null;

  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      {/* relative: keeps absolutely placed bits (sr-only text) inside the scroller, not widening the page. */}
      <div
        {...(keyboardScrollable && { tabIndex: 0, role: 'region', 'aria-label': label })}
        className="relative overflow-x-auto rounded-2xl border border-ink-700 bg-ink-850 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <table
          aria-label={label}
          aria-busy={loading || undefined}
          className={clsx('w-full border-collapse text-left text-sm', !fitWidth && 'min-w-max')}
        >
          <thead>
            <tr className="border-b border-ink-700 bg-ink-800/70">
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={clsx('px-4 py-3 text-xs font-semibold tracking-wide text-ink-300', column.className)}
                >
                  {column.header}
                </th>
              ))}
              {expandable && (
                <th scope="col" className="w-10 px-2 py-3">
                  <span className="sr-only">{detailsLabel}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {placeholder !== null ? (
              <tr>
                <td
                  colSpan={columnCount}
                  className="px-4 py-14 text-center text-sm font-semibold tracking-wide text-ink-400"
                >
                  {placeholder}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const isOpen = expandable && expanded.has(key);
                const detailsId = `${idPrefix}-${key}`;
                return (
                  <Fragment key={key}>
                    <tr
                      onClick={expandable ? () => toggle(key, row) : undefined}
                      className={clsx(
                        'border-b border-ink-700/70 last:border-b-0',
                        expandable &&
                          'cursor-pointer transition-colors hover:bg-ink-800/80 has-focus-visible:bg-ink-800/80',
                        isOpen && 'bg-ink-800/60',
                      )}
                    >
                      {columns.map((column) => (
                        <td
                          key={column.id}
                          className={clsx('px-4 py-3 text-ink-100', !fitWidth && 'whitespace-nowrap', column.className)}
                        >
                          {column.cell(row)}
                        </td>
                      ))}
                      {expandable && (
                        <td className="px-1 py-1.5">
                          {/* The row's disclosure (a row may not carry aria-expanded outside a treegrid).
                              No handler of its own: its click, also from Enter and Space, is the row's. */}
                          <button
                            type="button"
                            aria-label={detailsLabel}
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailsId : undefined}
                            className="flex size-8 items-center justify-center rounded-md text-ink-400 transition-colors hover:text-ink-100"
                          >
                            <ChevronDown
                              aria-hidden="true"
                              className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
                            />
                          </button>
                        </td>
                      )}
                    </tr>
                    {isOpen && (
                      <tr id={detailsId} className="border-b border-ink-700/70 bg-ink-900/60">
                        <td colSpan={columnCount} className="px-4 py-4">
                          {renderDetails?.(row)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
          {footer && placeholder === null && (
            <tfoot>
              <tr className="border-t border-ink-600 bg-ink-800/70 font-semibold">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={clsx('px-4 py-3 text-ink-100', !fitWidth && 'whitespace-nowrap', column.className)}
                  >
                    {footer[column.id]}
                  </td>
                ))}
                {expandable && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}
