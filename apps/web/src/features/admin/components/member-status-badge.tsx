import type { MemberStatus } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={status === 'active' ? 'green' : 'red'}>{t(`memberStatus.${status}`)}</Badge>;
}

/** A member who registered before one person, one account with a phone or bank account an earlier member holds. */
export function SharedIdentityBadge() {
  const { t } = useTranslation('admin');
  return <Badge tone="yellow">{t('memberStatus.sharedIdentity')}</Badge>;
}
