import type { ReactNode } from 'react';

/**
 * The page beside the sidebar, above the bottom bar, and the footer under it. Also what the server
 * draws a public page's first screen in (src/first-screen), so that screen sits where React draws it.
 */
export function PageColumn({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col pb-16 md:pb-0">
      <main className="w-full max-w-[1600px] flex-1 self-center px-3 py-5 sm:px-6 sm:py-8">{children}</main>
      {footer}
    </div>
  );
}
