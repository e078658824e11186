import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** Last resort for a page that crashed or could not load: say so, and offer a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation ns="common">
        {(t) => (
          <section className="at-notfound" role="alert">
            <h1>{t('error.title')}</h1>
            <p>{t('error.text')}</p>
            <button type="button" className="at-button at-button--primary" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </button>
          </section>
        )}
      </Translation>
    );
  }
}
