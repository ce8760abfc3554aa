import { LogoMark } from '@/components/logo';

/** Shown while the first page's code loads. */
export function AppSplash() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="불러오는 중">
      <LogoMark className="size-14 animate-pulse" />
    </div>
  );
}
