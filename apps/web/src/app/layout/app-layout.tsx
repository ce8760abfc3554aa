import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MOBILE_MEDIA_QUERY } from '@/config/breakpoints';
import { paths } from '@/config/paths';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useSession } from '@/lib/auth/session';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { PageColumn } from './page-column';
import { Sidebar } from './sidebar';

/**
 * An agent who logs in on the member site goes on to its portal: no member page opens for it
 * (every member call refuses its session). Only as it logs in: an agent already logged in when
 * the site opens, or who comes back to it from the portal, stays where it is.
 */
function useAgentToPortalOnLogin() {
  const isAgent = useSession().user?.role === 'agent';
  const navigate = useNavigate();
  const wasAgent = useRef(isAgent);
  useEffect(() => {
    if (isAgent && !wasAgent.current) void navigate(paths.agent);
    wasAgent.current = isAgent;
  }, [isAgent, navigate]);
}

/** Header on top; sidebar (tablet and up) or bottom bar (mobile); the page and footer in between. */
export function AppLayout() {
  useAgentToPortalOnLogin();
  // Not just hidden on phones: unmounted, so they never fetch the sports menu for it.
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <div className="min-h-dvh">
      <Header />
      <div className="flex">
        {!isMobile && <Sidebar />}
        <PageColumn footer={<Footer />}>
          <Outlet />
        </PageColumn>
      </div>
      <BottomBar />
      <AuthDialogs />
    </div>
  );
}
