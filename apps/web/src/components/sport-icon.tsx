import { Trophy } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export type SportIconKind = 'soccer' | 'basketball' | 'tennis' | 'hockey' | 'default';

// Feeds name sports in English or Korean, so both are recognised.
const SPORT_NAME_PATTERNS: readonly [SportIconKind, RegExp][] = [
  ['soccer', /soccer|football|축구/i],
  ['basketball', /basketball|농구/i],
  ['tennis', /tennis|테니스/i],
  ['hockey', /hockey|하키/i],
];

/** Spec section 2: the icon is chosen by the sport's name. */
export function sportIconKind(sportName: string): SportIconKind {
  return SPORT_NAME_PATTERNS.find(([, pattern]) => pattern.test(sportName))?.[0] ?? 'default';
}

type IconProps = SVGProps<SVGSVGElement>;

// Drawn in the lucide style (24 grid, 2px round strokes) so they sit beside lucide icons.
function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

const SoccerIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10z" />
    <path d="M12 7V2.5M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5" />
  </StrokeIcon>
);

const BasketballIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2v20" />
    <path d="M5 4.8a10 10 0 0 1 0 14.4M19 4.8a10 10 0 0 0 0 14.4" />
  </StrokeIcon>
);

const TennisIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M5 4.2a11 11 0 0 1 0 15.6M19 4.2a11 11 0 0 0 0 15.6" />
  </StrokeIcon>
);

const HockeyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M15 2 8.5 17.5a2 2 0 0 1-1.8 1.2H3v-3h3" />
    <path d="M9 2l6.5 15.5a2 2 0 0 0 1.8 1.2H21v-3h-3" />
    <ellipse cx="12" cy="20.5" rx="3" ry="1.5" />
  </StrokeIcon>
);

const icons: Record<SportIconKind, ComponentType<{ className?: string | undefined }>> = {
  soccer: SoccerIcon,
  basketball: BasketballIcon,
  tennis: TennisIcon,
  hockey: HockeyIcon,
  default: Trophy,
};

export function SportIcon({ sportName, className }: { sportName: string; className?: string }) {
  const Icon = icons[sportIconKind(sportName)];
  return <Icon className={className} />;
}
