import type { MemberStatus } from '@hanpan/contract';
import { Badge } from '@/components/ui/badge';

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: '정상', suspended: '정지' };

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={status === 'active' ? 'green' : 'red'}>{MEMBER_STATUS_LABELS[status]}</Badge>;
}

/** A member who registered before one person, one account with a phone or bank account an earlier member holds. */
export function SharedIdentityBadge() {
  return <Badge tone="yellow">중복 의심</Badge>;
}
