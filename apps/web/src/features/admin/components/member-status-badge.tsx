import type { MemberStatus } from '@hanpan/contract';
import { Badge } from '@/components/ui/badge';

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: '정상', suspended: '정지' };

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={status === 'active' ? 'green' : 'red'}>{MEMBER_STATUS_LABELS[status]}</Badge>;
}
