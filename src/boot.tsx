// The app's start, loaded by main.tsx once the server's static first paint is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StyleProvider } from '@ant-design/cssinjs';
import { languageOfPath } from '@contract/locales';
import { App } from './app/App';
import { embeddedSeed, RemoteSeedContext } from './components/remoteSeed';
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

const container = document.getElementById('root')!;

void initI18n(language).then(() => {
  if (container.hasAttribute('data-hydrate')) {
    // A page the server rendered with its content (server/plugins/pageRender.ts): React adopts its markup, starting
    // from the answers it came with. The same wrappers as src/serverRender.tsx: useId, which keys the answers,
    // depends on the tree.
    const seed = embeddedSeed();
    hydrateRoot(
      container,
      <StrictMode>
        <StyleProvider>
          <RemoteSeedContext.Provider value={seed}>
            <App language={language} />
          </RemoteSeedContext.Provider>
        </StyleProvider>
      </StrictMode>,
    );
    return;
  }
  // The first render as a transition: React yields to the browser between components instead of one long task while
  // the server's static first paint (server/plugins/firstPaint.ts) stays on screen.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App language={language} />
      </StrictMode>,
    ),
  );
});
