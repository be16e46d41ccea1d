import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CodeIndex } from '../../../app/catalog/code-suggest.ts';
import { useCodeList, useCodeListSnapshot, type CodeList } from './use-code-list.ts';
import './code-picker.css';

// The code pickers: a list of known brand or colour codes under the field it belongs to (the
// grid's cell input, or the SKU matrix's colour field), as the ARIA combobox pattern has it: the
// field keeps the focus, the list is a listbox, the highlighted option its active descendant.

const MAX_HEIGHT = 264;

interface Place {
  top: number;
  left: number;
  minWidth: number;
  maxHeight: number;
}

/** Below the anchor, or above it when the window has more room there. */
function placeUnder(anchor: HTMLElement): Place {
  const rect = anchor.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom - 8;
  const above = rect.top - 8;
  const maxHeight = Math.min(MAX_HEIGHT, Math.max(below, above));
  const top = below >= Math.min(MAX_HEIGHT, above) ? rect.bottom : rect.top - maxHeight;
  return { top, left: rect.left, minWidth: rect.width, maxHeight };
}

/**
 * The open list of a picker. Fixed to the window beside its anchor, so no scrolling box clips
 * it; `portal` puts it at the end of the page (the grid's box contains fixed elements), which a
 * modal dialog must not do (the page under it is inert).
 */
export function CodeListBox(props: {
  list: CodeList;
  grid: 'brands' | 'colors';
  anchor: RefObject<HTMLElement | null>;
  portal: boolean;
  /** Nothing shows while no code matches what is typed (a field that opens as one types). */
  quietWhenEmpty?: boolean;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { list } = props;
  // The list box alone follows the options as they are filtered (code-list-store.ts).
  const snap = useCodeListSnapshot(list);
  const [place, setPlace] = useState<Place | null>(null);
  const ref = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const anchor = props.anchor.current;
    if (!snap.open || anchor === null) return;
    const follow = (e?: Event) => {
      if (e?.target instanceof Node && ref.current?.contains(e.target)) return;
      setPlace(placeUnder(anchor));
    };
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [snap.open, props.anchor]);

  const placed = place !== null;
  useLayoutEffect(() => {
    if (snap.active < 0 || !placed) return;
    document.getElementById(list.optionId(snap.active))?.scrollIntoView({ block: 'nearest' });
    // The highlight moved (or the list was placed): not on every key that filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snap.active, placed]);

  if (!snap.open || place === null) return null;
  if (props.quietWhenEmpty === true && snap.shown.length === 0) return null;
  const box = (
    <div
      className="code-picker"
      style={{ top: place.top, left: place.left, minWidth: place.minWidth }}
      data-testid="code-picker"
    >
      <ul
        ref={ref}
        id={list.listId}
        role="listbox"
        aria-label={t(`codePicker.list.${props.grid}`)}
        style={{ maxHeight: place.maxHeight - (snap.more > 0 ? 28 : 0) }}
        // The field keeps the focus: a click picks without blurring it (which would commit).
        onMouseDown={(e) => {
          e.preventDefault();
        }}
      >
        {snap.shown.map((option, at) => (
          // Keyed by place: a key press that filters rewrites the options' text in place rather
          // than removing and inserting list items (the grid bench's filtering press, p95, went
          // from 88 ms to 32 ms on a loaded machine).
          <li
            key={at}
            id={list.optionId(at)}
            role="option"
            aria-selected={at === snap.active}
            className={at === snap.active ? 'code-option active' : 'code-option'}
            onMouseEnter={() => {
              list.setActive(at);
            }}
            onClick={() => {
              props.onPick(option.code);
            }}
          >
            <span className="code-option-code">{option.code}</span>
            <span className="code-option-name">{option.name || t('codePicker.sent')}</span>
          </li>
        ))}
        {snap.shown.length === 0 && (
          <li className="code-option-none" role="option" aria-selected={false} aria-disabled>
            {t('codePicker.none')}
          </li>
        )}
      </ul>
      {snap.more > 0 && (
        <p className="code-picker-more">{t('codePicker.more', { count: snap.more })}</p>
      )}
    </div>
  );
  return props.portal ? createPortal(box, document.body) : box;
}

/**
 * A text field with a picker of known codes (the SKU matrix's colour): the list opens as one
 * types or with Alt+Down; picking a code with Enter or a click hands it on at once.
 */
export function CodePickerField(props: {
  label: string;
  grid: 'brands' | 'colors';
  index: CodeIndex;
  /** Codes not to offer (those already there). */
  exclude: ReadonlySet<string>;
  value: string;
  onChange: (value: string) => void;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  const list = useCodeList(props.index, props.exclude);
  const anchor = useRef<HTMLInputElement>(null);
  const pick = (code: string) => {
    list.close();
    props.onPick(code);
  };
  return (
    <>
      <label>
        {props.label}
        <input
          ref={anchor}
          value={props.value}
          autoComplete="off"
          spellCheck={false}
          title={t('codePicker.open')}
          {...list.comboboxProps}
          onChange={(e) => {
            props.onChange(e.target.value);
            list.typed(e.target.value, true);
          }}
          onBlur={list.close}
          onKeyDown={(e) => {
            const result = list.keyDown(
              { key: e.key, altKey: e.altKey, isComposing: e.nativeEvent.isComposing },
              props.value,
            );
            if (result.pick !== undefined) {
              e.preventDefault();
              pick(result.pick);
            } else if (result.handled) e.preventDefault();
          }}
        />
      </label>
      <CodeListBox
        list={list}
        grid={props.grid}
        anchor={anchor}
        portal={false}
        quietWhenEmpty
        onPick={pick}
      />
    </>
  );
}
