/** Spec section 9: each tab of the sport strip is this wide. */
export const SPORT_TAB_WIDTH_PX = 150;

/**
 * Spec section 2: as many tabs show as whole 150 px slots fit the strip; the rest wait behind the
 * expand toggle. At least one (the ALL tab) always shows; an unmeasured strip shows them all.
 */
export function visibleTabCount(containerWidth: number | null, total: number, tabWidth = SPORT_TAB_WIDTH_PX): number {
  if (containerWidth === null) return total;
  return Math.min(total, Math.max(1, Math.floor(containerWidth / tabWidth)));
}

/**
 * The ALL tab is active on its exact path; a sport's tab on its path or anything below it
 * ("/sports/soccer/245"), segment by segment, so "/sports/soc" does not light up soccer.
 */
export function isTabActive(pathname: string, tabPaths: readonly string[], exact: boolean): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  return tabPaths.some((tabPath) =>
    exact ? current === tabPath : current === tabPath || current.startsWith(`${tabPath}/`),
  );
}
