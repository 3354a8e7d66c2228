import type { MenuNode } from '@ewa/api/menu';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * The user-menu dropdown (spec 001 §2): the admin-panel group's entries under the user's name.
 * A disclosure: the button toggles the list; Escape closes it and returns to the button.
 */
export function UserMenu({
  name,
  photoUrl = null,
  entries,
  holdBack = () => false,
}: {
  name: string;
  /** The investor's display picture; the initial stands in without one. */
  photoUrl?: string | null;
  entries: MenuNode[];
  /** Shows an entry's message instead of opening it; answers whether it did. */
  holdBack?: (entry: MenuNode) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close once per page change
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    const menu = wrapper.current;
    if (!open || !menu) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    // Tabbing out of the menu closes it.
    const onFocusOut = (event: FocusEvent) => {
      if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    menu.addEventListener('keydown', onKeyDown);
    menu.addEventListener('focusout', onFocusOut);
    return () => {
      menu.removeEventListener('keydown', onKeyDown);
      menu.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {photoUrl ? (
            <img className="user-menu__photo" src={photoUrl} alt="" data-testid="header-photo" />
          ) : (
            name.trim().charAt(0).toUpperCase() || '?'
          )}
        </span>
        <span className="user-menu__name">{name}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={`${id}-list`} className="user-menu__list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.url ?? '/'}
              onClick={(event) => {
                if (!holdBack(entry)) return;
                event.preventDefault();
                setOpen(false);
              }}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
