import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useCasinoProviders, useSetProviderEnabled } from '../api/casino-admin-api';
import { SwitchButton } from './switch-button';

/** The studio brands: switching one off takes all its games out of the lobby at once. */
export function ProvidersPanel() {
  const { t } = useTranslation('adminCasino');
  const providers = useCasinoProviders();
  const setEnabled = useSetProviderEnabled();

  function change(id: number, enabled: boolean) {
    setEnabled.mutate(
      { id, enabled },
      {
        onError: (error) => void showAlert(error instanceof ApiError ? error.message : t('providers.updateError')),
      },
    );
  }

  return (
    <section aria-labelledby="casino-providers-title" className="flex flex-col gap-3">
      <h2 id="casino-providers-title" className="text-lg font-bold text-ink-100">
        {t('providers.heading')}
      </h2>
      {providers.isError && <p className="text-sm text-ruby-500">{t('providers.loadError')}</p>}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {(providers.data?.results ?? []).map((provider) => (
          <li
            key={provider.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-ink-700 bg-ink-850 px-3 py-2 text-sm"
          >
            <span className="flex min-w-0 items-center gap-2">
              <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: provider.color }} />
              <span className="truncate text-ink-100">{provider.name}</span>
              <span className="shrink-0 text-xs text-ink-400">
                {t('providers.gameCount', {
                  count: provider.games,
                  enabled: formatNumber(provider.enabled_games),
                  total: formatNumber(provider.games),
                })}
              </span>
            </span>
            <SwitchButton
              checked={provider.enabled}
              label={t('providers.switch.label', { provider: provider.name })}
              onText={t('providers.switch.on')}
              offText={t('providers.switch.off')}
              disabled={setEnabled.isPending}
              onChange={(enabled) => change(provider.id, enabled)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
