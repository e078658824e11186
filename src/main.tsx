import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfPath } from '@contract/locales';
import { App } from './app/App';
import { reloadForStaleChunk } from './components/lazyPage';
import { updateContentHiding } from './providers/contentHiding';
import { writeLanguage, writeSession } from './providers/cookies';
import { initI18n } from './providers/i18n';
import { session } from './providers/session';

const language = languageOfPath(window.location.pathname);
writeLanguage(language);

// spec §4: a `pointData` query parameter is a token handed over by another site of the platform.
const handedOver = new URLSearchParams(window.location.search).get('pointData');
if (handedOver) writeSession(handedOver, '');
session.reload();
updateContentHiding(window.location.search);

// A preloaded chunk that no longer exists after a deploy: same rule as lazy pages.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk()) event.preventDefault();
});

void initI18n(language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App language={language} />
    </StrictMode>,
  );
});
