import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { languageOf, startI18n } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startI18n(languageOf(window.location.search)).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
