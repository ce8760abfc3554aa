import { lazy, Suspense } from 'react';
import { useCurrentAlert } from '@/lib/alerts';

// The dialog's code loads with the first alert; most visits never show one.
const AlertDialogView = lazy(() =>
  import('./alert-dialog-view').then((module) => ({ default: module.AlertDialogView })),
);

/** Shows pending alerts and confirmations one at a time, in order; mounted once by the app. */
export function AlertHost() {
  const alert = useCurrentAlert();
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogView key={alert.id} alert={alert} />
    </Suspense>
  );
}
