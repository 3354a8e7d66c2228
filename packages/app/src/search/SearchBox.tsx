import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SearchHit, SearchStore } from '../stores/search.ts';
import { hrefOf } from './remap.ts';
import './search.css';

/**
 * The header's search (spec 001 §2): menu entries and help as the user types, each with its path in
 * the menu, collapsible help and attachments; 'No Result Found' when nothing matches.
 * Escape closes the results and returns to the field.
 */
export const SearchBox = observer(function SearchBox({
  search,
  slot,
}: {
  search: SearchStore;
  slot?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A chosen result navigates: the panel closes on the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close once per page change
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (boxRef.current && !event.composedPath().includes(boxRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      inputRef.current?.focus();
    };
    // The header focuses the slotted element when its search icon opens the box: hand focus to the field.
    const onFocus = (event: FocusEvent) => {
      if (event.target === box) inputRef.current?.focus();
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focus', onFocus);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focus', onFocus);
    };
  }, []);

  const showPanel = open && search.keyword.trim() !== '' && search.status !== 'idle';
  return (
    <search className="search-box" ref={boxRef} tabIndex={-1} slot={slot}>
      <form
        className="search-box__form"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
          void search.submit();
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search the menu and help
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          className="search-box__input"
          type="search"
          placeholder="Search"
          autoComplete="off"
          maxLength={100}
          value={search.keyword}
          aria-controls={`${id}-results`}
          onChange={(event) => {
            search.type(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        />
      </form>
      <div id={`${id}-results`} className="search-box__panel" hidden={!showPanel} aria-live="polite">
        {showPanel && <SearchResults search={search} />}
      </div>
    </search>
  );
});

const SearchResults = observer(function SearchResults({ search }: { search: SearchStore }) {
  if (search.status === 'waiting') return <p className="search-box__note">Searching…</p>;
  if (search.status === 'failed')
    return <p className="search-box__note search-box__note--error">{search.error}</p>;
  if (search.emptyText) return <p className="search-box__note">{search.emptyText}</p>;
  return (
    <>
      <p className="visually-hidden">
        {search.hits.length} {search.hits.length === 1 ? 'result' : 'results'}
      </p>
      <ul className="search-box__hits">
        {search.hits.map((hit) => (
          <SearchHitItem key={hit.key} hit={hit} />
        ))}
      </ul>
    </>
  );
});

function SearchHitItem({ hit }: { hit: SearchHit }) {
  const [expanded, setExpanded] = useState(false);
  const helpId = useId();
  const { target } = hit;
  const title =
    target.kind === 'route' ? (
      <Link to={target.to} className="search-hit__title">
        {hit.displayName}
      </Link>
    ) : target.kind === 'external' ? (
      <a href={hrefOf(target)} className="search-hit__title" target="_blank" rel="noopener noreferrer">
        {hit.displayName}
      </a>
    ) : (
      <span className="search-hit__title">{hit.displayName}</span>
    );
  return (
    <li className="search-hit">
      {title}
      <span className="search-hit__path">{hit.moduleName.split('>').join(' › ')}</span>
      {hit.helpContent && (
        <p
          id={helpId}
          className={hit.collapsible && !expanded ? 'search-hit__help is-collapsed' : 'search-hit__help'}
        >
          {hit.helpContent}
        </p>
      )}
      {hit.collapsible && (
        <button
          type="button"
          className="search-hit__more"
          aria-expanded={expanded}
          aria-controls={helpId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'read less' : 'read more'}
        </button>
      )}
      {hit.attachments.length > 0 && (
        <ul className="search-hit__files" aria-label={`Attachments of ${hit.displayName}`}>
          {hit.attachments.map((file) => (
            <li key={file.href}>
              <a href={file.href} target="_blank" rel="noopener" title={file.fileName}>
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <path d="M3 1h5l3 3v9H3z M8 1v3h3" fill="none" stroke="currentColor" strokeWidth="1.2" />
                </svg>
                {file.label}
                <span className="visually-hidden"> ({file.fileName})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
