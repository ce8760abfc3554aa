import { PageHeader } from '@/components/page-header';
import { SETTING_SPECS } from './setting-specs';
import { SettingForm } from './setting-form';
import { useAdminSettings } from './settings-api';

/** Every operator setting, one form each; a save takes effect at once (the server reads settings on every call). */
export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <div className="flex flex-col gap-5">
      <title>설정 | 관리자 | 한판</title>
      <PageHeader
        title="설정"
        description="저장한 값은 서버를 다시 시작하지 않아도 바로 적용되며, 변경 내역은 감사 로그에 남습니다."
      />
      {settings.isError && <p className="text-sm text-ruby-500">설정을 불러오지 못했습니다.</p>}
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
