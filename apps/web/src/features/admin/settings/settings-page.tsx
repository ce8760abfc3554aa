import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SETTING_SPECS } from './setting-specs';
import { SettingForm } from './setting-form';
import { useAdminSettings } from './settings-api';

/** Every operator setting, one form each; a save takes effect at once (the server reads settings on every call). */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  return (
    <div className="flex flex-col gap-5">
      <title>{t('settings.documentTitle')}</title>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isError && <p className="text-sm text-ruby-500">{t('settings.loadFailed')}</p>}
      {settings.data && (
        <div className="grid gap-5 xl:grid-cols-2">
          {SETTING_SPECS.map((spec) => (
            <SettingForm key={spec.key} spec={spec} value={settings.data[spec.key]} />
          ))}
        </div>
      )}
    </div>
  );
}
