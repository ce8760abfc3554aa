import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';

/** Shown while the first page's code loads. */
export function AppSplash() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label={t('loading')}>
      <LogoMark className="size-14 animate-pulse" />
    </div>
  );
}
