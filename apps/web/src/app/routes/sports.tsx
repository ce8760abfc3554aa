import { SportsScreen } from '@/features/sports/components/sports-screen';

// At least the window's height from the first render: the footer waits below it instead of
// jumping down (a layout shift) as the fixtures and the selected fixture's markets arrive.
const SCREEN_CLASS_NAME = 'min-h-dvh';

/** /sports, /sports/:sportId, /sports/:sportId/:locationId: pre-match betting. */
export function SportsPage() {
  return (
    <div className={SCREEN_CLASS_NAME}>
      <SportsScreen kind="prematch" />
    </div>
  );
}

/** /live, /live/:sportId, /live/:sportId/:locationId: in-play betting. */
export function LivePage() {
  return (
    <div className={SCREEN_CLASS_NAME}>
      <SportsScreen kind="inplay" />
    </div>
  );
}
