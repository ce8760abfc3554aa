import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted Korean font, as apps/web: split by unicode-range so a page downloads only its glyphs.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './index.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
