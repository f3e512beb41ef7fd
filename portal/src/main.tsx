import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App.tsx';
import { detectBrowserTree } from './app/device.ts';
import { initI18n, loadMessages } from './i18n/index.ts';
import { initLanguage } from './stores/language.ts';
import { setTree } from './stores/device.ts';

async function start(): Promise<void> {
  const language = initLanguage(window.location.search);
  // WCAG 3.1.1: the page language follows the interface language.
  document.documentElement.lang = language;
  setTree(detectBrowserTree());
  await initI18n(language, await loadMessages(language));
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
