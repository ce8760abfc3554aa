import { SportsScreen } from '@/features/sports/components/sports-screen';

/** /sports, /sports/:sportId, /sports/:sportId/:locationId: pre-match betting. */
export function SportsPage() {
  return <SportsScreen kind="prematch" />;
}

/** /live, /live/:sportId, /live/:sportId/:locationId: in-play betting. */
export function LivePage() {
  return <SportsScreen kind="inplay" />;
}
