import type { AdminExposure, AdminFixtureSummary, AdminOverride } from '@hanpan/contract';
import type { AdminFixtureRow, AdminOverrideRow, ExposureRow } from './sportsbook-admin.repository';

// The back office's fixture rows as its answers show them: pure mappings, shared by the views and controls.

export const NO_EXPOSURE: AdminExposure = { pending_slips: 0, stakes: 0, potential_payouts: 0 };

export const exposureMap = (rows: ExposureRow[]) =>
  new Map(
    rows.map((row) => [
      Number(row.key),
      { pending_slips: row.pending_slips, stakes: row.stakes, potential_payouts: row.potential_payouts },
    ]),
  );

export const scoreOf = (row: { score_home: number | null; score_away: number | null }) =>
  row.score_home === null || row.score_away === null ? null : { home: row.score_home, away: row.score_away };

export function toOverride(row: AdminOverrideRow): AdminOverride {
  return {
    id: row.id,
    kind: row.kind,
    target_type: row.target_type,
    target_id: row.target_id,
    price: row.price_x100 === null ? null : row.price_x100 / 100,
    fixture_status: row.fixture_status,
    score: scoreOf(row),
    reason: row.reason,
    created_by: row.username,
    created_at: row.created_at.toISOString(),
  };
}

export function toSummary(
  row: AdminFixtureRow,
  exposure: AdminExposure,
  overrides: AdminOverrideRow[],
): AdminFixtureSummary {
  return {
    id: row.id,
    sport: { id: row.sport_id, slug: row.sport_slug, name: row.sport_name },
    location: { id: row.location_id, name: row.location_name },
    league: { id: row.league_id, name: row.league_name },
    home: { id: row.home_id, name: row.home_name },
    away: { id: row.away_id, name: row.away_name },
    start_date: row.start_date.toISOString(),
    status: row.status,
    score: scoreOf(row),
    clock: row.clock,
    settled_at: row.settled_at ? row.settled_at.toISOString() : null,
    exposure,
    operator_suspended: overrides.some((override) => override.kind === 'suspend' && override.target_type === 'fixture'),
    operator_result: overrides.some((override) => override.kind === 'result'),
  };
}

/** What an operator's hold was, as the audit log's `before` records it. */
export const toOverrideState = (held: {
  kind: string;
  price_x100: number | null;
  fixture_status: number | null;
  score_home: number | null;
  score_away: number | null;
}) => ({
  override: held.kind,
  ...(held.price_x100 === null ? {} : { price: held.price_x100 / 100 }),
  ...(held.fixture_status === null ? {} : { status: held.fixture_status, score: scoreOf(held) }),
});
