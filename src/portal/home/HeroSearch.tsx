import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../components/materialPaths';

/** The suggestion box comes with its own chunk when the box is first focused: the home's first load stays light. */
const SuggestInput = lazy(() => import('../materials').then((module) => ({ default: module.SuggestInput })));

/**
 * The home's search over every material type: a plain form at once; on focus the box gains suggestions as
 * one types. Submitting opens the search page with the text (in the page's language: the router adds /en).
 */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const common = { placeholder: t('search.placeholder'), 'aria-label': t('search.label') };
  const plain = (
    <input
      type="search"
      className="at-hero-search__input"
      value={text}
      maxLength={100}
      {...common}
      data-testid="home-search"
      onChange={(event) => setText(event.target.value)}
      onFocus={() => setSuggesting(true)}
    />
  );
  return (
    <form
      role="search"
      className="at-hero-search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(MATERIAL_PATHS.search({ q: text.trim() || undefined }));
      }}
    >
      {suggesting ? (
        <Suspense fallback={plain}>
          <SuggestInput text={text} onText={setText} placeholder={common.placeholder} label={common['aria-label']} testId="home-search" inputClassName="at-hero-search__input" autoFocus />
        </Suspense>
      ) : (
        plain
      )}
      <button type="submit" className="at-hero-search__button" data-testid="home-search-submit">
        {t('search.button')}
      </button>
    </form>
  );
}
