import { SEARCH_TYPING_DEBOUNCE_MS } from '@forecourt/shared/search/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SearchIntent } from '../search-page/intents';
import type { SearchView } from '../search-page/view-model';
import { fieldStyles } from './field-styles';

const styles = {
  form: css({ display: 'grid', gap: '1', maxWidth: '40rem' }),
  row: css({ display: 'flex', gap: '2', '& input': { flex: '1', minWidth: '0' } }),
};

export interface SearchFormProps {
  id: string;
  view: Pick<SearchView, 'state' | 'form'>;
  dispatch: (intent: SearchIntent) => Promise<void>;
}

/**
 * The search box, in a GET form that carries the rest of the search (and the sort select, by its
 * `form` attribute), so searching and sorting work without JavaScript. With it, typing searches
 * 300 ms after the last key (spec: 000 §5) and Enter searches at once.
 * @example <SearchForm id="search-form" view={view} dispatch={dispatch} />
 */
export function SearchForm({ id, view, dispatch }: SearchFormProps) {
  const inputId = useId();
  const [text, setText] = useState(view.state.query);
  const sent = useRef(view.state.query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Another search (back, a history link) brings its own query; one this box sent is already shown.
  useEffect(() => {
    if (view.state.query !== sent.current) {
      sent.current = view.state.query;
      setText(view.state.query);
    }
  }, [view.state.query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (query: string) => {
    clearTimeout(timer.current);
    sent.current = query.trim();
    void dispatch({ type: 'refine', change: { type: 'setQuery', query } });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const query = event.currentTarget.value;
    setText(query);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(query), SEARCH_TYPING_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <search>
      <form id={id} className={styles.form} method="get" action={view.form.action} onSubmit={onSubmit}>
        <label className={fieldStyles.label} htmlFor={inputId}>
          Search stock
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={fieldStyles.control}
            type="search"
            name="query"
            value={text}
            onChange={onChange}
            placeholder="Make, model or keyword"
            autoComplete="off"
            enterKeyHint="search"
          />
          {view.form.fields.map((field) => (
            <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
          ))}
          <noscript>
            <button className={fieldStyles.submit} type="submit">
              Search
            </button>
          </noscript>
        </div>
      </form>
    </search>
  );
}
