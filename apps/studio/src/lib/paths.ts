/**
 * Where the server serves this build (apps/server) and so the Vite `base`: one constant, so the
 * pages' own links do not depend on how the bundle was built (tests run with Vite's default base).
 */
export const STUDIO_BASE = '/studio/';
