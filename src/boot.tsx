// The app's start, loaded by main.tsx once the server's static first paint is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOfPath } from '@contract/locales';
import { App } from './app/App';
import { updateContentHiding } from './providers/contentHiding';
import { writeSession } from './providers/cookies';
import { initI18n } from './providers/i18n';
import { session } from './providers/session';

const language = languageOfPath(window.location.pathname);

// spec §4: a `pointData` query parameter is a token handed over by another site of the platform.
const handedOver = new URLSearchParams(window.location.search).get('pointData');
if (handedOver) writeSession(handedOver, '');
session.reload();
updateContentHiding(window.location.search);

// The first render as a transition: React yields to the browser between components instead of one long task while
// the server's static first paint (server/plugins/firstPaint.ts) stays on screen.
void initI18n(language).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App language={language} />
      </StrictMode>,
    ),
  );
});
