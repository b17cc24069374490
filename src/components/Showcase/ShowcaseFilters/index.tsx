import React from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import {showcaseTags} from '../../../data/showcase';
import {tagKeys, type TagKey} from '../../../data/showcaseTypes';
import {clearFilters, hasActiveFilters, toggleTag, type ShowcaseFilters as Filters, type TagOperator} from '../filters';
import type {HistoryMode} from '../useShowcaseFilters';
import SearchBox from '../SearchBox';
import VisuallyHidden from '../../VisuallyHidden';
import PillToggle from '../../PillToggle';
import styles from './styles.module.css';

type Props = {
  filters: Filters;
  onChange: (next: Filters, mode?: HistoryMode) => void;
  /** How many sites carry each tag, over the whole catalogue. */
  tagCounts: Record<TagKey, number>;
  /** The search box's text field (where "Clear filters" leaves the focus). */
  searchBoxRef?: React.Ref<HTMLInputElement>;
};

const operators: {value: TagOperator; label: string}[] = [
  {value: 'OR', label: 'Any selected tag (OR)'},
  {value: 'AND', label: 'Every selected tag (AND)'},
];

export default function ShowcaseFilters({filters, onChange, tagCounts, searchBoxRef}: Props): React.ReactNode {
  return (
    <section className={styles.filters} aria-labelledby="showcase-filters-heading">
      <div className={styles.headingRow}>
        <Heading as="h2" id="showcase-filters-heading" className={styles.heading}>
          Filter sites
        </Heading>
        {hasActiveFilters(filters) && (
          <button
            type="button"
            className="button button--sm button--outline button--secondary"
            onClick={() => onChange(clearFilters(filters))}>
            Clear filters
          </button>
        )}
      </div>

      <div className={styles.controls}>
        <SearchBox
          label="Search by name"
          inputRef={searchBoxRef}
          value={filters.name}
          onChange={(name) => onChange({...filters, name}, 'replace')}
        />
        <fieldset className={styles.operator}>
          <legend className={styles.legend}>Show sites with</legend>
          <div className={styles.segments}>
            {operators.map((operator) => (
              <label
                key={operator.value}
                className={clsx(styles.segment, filters.operator === operator.value && styles.segmentActive)}>
                <input
                  type="radio"
                  name="showcase-operator"
                  value={operator.value}
                  checked={filters.operator === operator.value}
                  onChange={() => onChange({...filters, operator: operator.value})}
                />
                {operator.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <ul className={styles.tagList} aria-label="Tags">
        {tagKeys.map((tag) => {
          const {label, description, color} = showcaseTags[tag];
          const selected = filters.tags.includes(tag);
          return (
            <li key={tag}>
              <PillToggle pressed={selected} title={description} onClick={() => onChange(toggleTag(filters, tag))}>
                <span className={styles.dot} style={{backgroundColor: color}} aria-hidden="true" />
                {label}
                <span className={styles.count}>
                  {tagCounts[tag]}
                  <VisuallyHidden> sites</VisuallyHidden>
                </span>
              </PillToggle>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
