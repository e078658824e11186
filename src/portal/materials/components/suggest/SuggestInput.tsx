import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSuggestions, type Suggestions } from './useSuggestions';

type Item = Suggestions[number];

/** The line under a suggestion: the name it was found by (when not its own) and its standard or title. */
function SuggestionText({ item }: { item: Item }) {
  const { t } = useTranslation('materials');
  return (
    <>
      <span className="at-suggest__label">{item.label}</span>
      <span className="at-suggest__tag">{item.kind === 'standard' ? t('suggest.standard') : t(`types.${item.type}`)}</span>
      <span className="at-suggest__detail">
        {item.matched ? `${t(`suggest.matched.${item.matched.kind}`, { name: item.matched.name })} · ` : ''}
        {item.detail}
      </span>
    </>
  );
}

/**
 * A keyword box with suggestions as one types (grades by name, former name, alias or number; standards), written
 * with plain elements and the ARIA combobox pattern so that the home's first load stays light. Arrow keys move
 * through the suggestions, Enter opens the chosen one or, with none chosen, submits the surrounding form (the
 * search of the text); Escape closes.
 */
export function SuggestInput({
  text,
  onText,
  placeholder,
  label,
  testId,
  autoFocus = false,
  inputClassName = 'at-mat-search__input',
}: {
  text: string;
  onText: (text: string) => void;
  placeholder: string;
  label: string;
  testId?: string;
  autoFocus?: boolean;
  inputClassName?: string;
}) {
  const { t, i18n } = useTranslation('materials');
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The page's language from i18n, which the server's render sets too (no window there).
  const items = useSuggestions(text, i18n.language === 'en' ? 'en' : 'zh');
  const shown = open && items.length > 0;

  const pick = (item: Item) => {
    setOpen(false);
    void navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end comes back to the typed text (-1), then round again.
      setActive((current) => {
        const next = current + step;
        return next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && active >= 0 && active < items.length) {
      event.preventDefault();
      pick(items[active]);
    }
  };

  return (
    <div className="at-suggest">
      <input
        type="search"
        role="combobox"
        className={inputClassName}
        value={text}
        maxLength={100}
        placeholder={placeholder}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < items.length ? `${listId}-${active}` : undefined}
        data-testid={testId}
        autoFocus={autoFocus}
        autoComplete="off"
        onChange={(event) => {
          onText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t('suggest.label')} className="at-suggest__list" hidden={!shown} data-testid="suggestions">
        {shown &&
          items.map((item, index) => (
            <li
              key={`${item.kind}:${item.id}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="at-suggest__item"
              data-testid="suggestion"
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(item);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <SuggestionText item={item} />
            </li>
          ))}
      </ul>
    </div>
  );
}
