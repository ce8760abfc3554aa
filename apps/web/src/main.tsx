import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { readyServerDrawnPage } from './app/router';
import { FIRST_SCREEN_ATTRIBUTE, FirstScreenTapReplay } from './first-screen/first-screen';
import { startI18n } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A games page comes with its first screen drawn by the server: it stays until the page's code is
// in, so React draws over it with the page itself. Should that code fail to load, the router
// shows its error as on any other page.
const drawnByServer = container.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`) !== null;
const serverDrawnPage = drawnByServer
  ? readyServerDrawnPage(window.location.pathname).catch(() => undefined)
  : undefined;

void Promise.all([startI18n(), serverDrawnPage]).then(([, hydrationData]) =>
  createRoot(container).render(
    <StrictMode>
      <App hydrationData={hydrationData} />
      {drawnByServer && <FirstScreenTapReplay />}
    </StrictMode>,
  ),
);
