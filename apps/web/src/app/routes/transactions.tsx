import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { TransactionsTable } from '@/features/wallet/components/transactions-table';

/** ?page=N, a whole number from 1 (anything else is page 1). */
function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Spec section 2: /transactions (members only, guarded by the route table). The page number is in
 * the address so back and forward move between pages. (useLocation rather than useSearchParams:
 * the router is on the first load, and useSearchParams would add to it for this page alone.)
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const page = pageOf(search);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('pages.transactions.documentTitle')}</title>
      <header>
        <h1 className="text-2xl font-bold text-ink-100">{t('pages.transactions.heading')}</h1>
        <p className="mt-1 text-sm text-ink-300">{t('pages.transactions.description')}</p>
      </header>
      <TransactionsTable
        page={page}
        onPageChange={(next) => {
          void navigate(next === 1 ? paths.transactions : `${paths.transactions}?page=${next}`);
          window.scrollTo({ top: 0 });
        }}
      />
    </section>
  );
}
