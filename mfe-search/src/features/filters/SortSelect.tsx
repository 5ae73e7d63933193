import type { SortBy } from '@forecourt/shared/search/search-state';
import { css } from '@forecourt/shared/styled-system/css';
import { type ChangeEvent, useId } from 'react';
import type { SearchIntent } from '../search-page/intents';
import type { SearchView } from '../search-page/view-model';
import { fieldStyles } from './field-styles';

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
};

export interface SortSelectProps {
  /** The search form's id: the select belongs to it, so without JavaScript its Sort button submits both. */
  form: string;
  sort: SearchView['sort'];
  dispatch: (intent: SearchIntent) => Promise<void>;
}

/**
 * The sort order: a labelled native select (no script needed to operate it). With JavaScript a
 * change sorts at once; without, the Sort button submits the search form.
 * @example <SortSelect form="search-form" sort={view.sort} dispatch={dispatch} />
 */
export function SortSelect({ form, sort, dispatch }: SortSelectProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // The options are the SORT_OPTIONS values; the controller's refine refuses anything else.
    const sortBy = event.currentTarget.value as SortBy;
    void dispatch({ type: 'refine', change: { type: 'setSortBy', sortBy } });
  };
  return (
    <div className={styles.root}>
      <label className={fieldStyles.label} htmlFor={id}>
        Sort by
      </label>
      <select id={id} className={fieldStyles.control} name="sortBy" form={form} value={sort.value} onChange={onChange}>
        {sort.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button className={fieldStyles.submit} type="submit" form={form}>
          Sort
        </button>
      </noscript>
    </div>
  );
}
