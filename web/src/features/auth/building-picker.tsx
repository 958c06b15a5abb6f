import { type AvailableApartment, MIN_BUILDING_SEARCH } from '@safestay/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../components/ui/field';
import { formatKsh } from '../../lib/format';
import { useBuildingSearch } from './api';
import { PICKER_TEXT } from './texts';

/** The area and the landlord's name tell two buildings with like names apart. */
export function apartmentLabel(a: AvailableApartment): string {
  const where = a.area ? ` — ${a.area}` : '';
  return `${a.name}${where} · ${PICKER_TEXT.landlord(a.landlordName)} (${PICKER_TEXT.perMonth(formatKsh(a.rentAmount))})`;
}

interface BuildingPickerProps {
  label: string;
  /** The form's field this fills (its id goes there); the first field in error gets the focus by it. */
  name: string;
  error?: string;
  chosen: AvailableApartment | null;
  onChoose: (apartment: AvailableApartment | null) => void;
}

/**
 * The sign-up screen's building search (docs/reliability.md §61): a combobox whose list holds the
 * ten buildings best matching what was typed, searched once typing pauses. Arrow keys move through
 * the list, Enter chooses, Escape closes it; a tap on an option chooses it. Typing again un-chooses.
 */
export function BuildingPicker({ label, name, error, chosen, onChoose }: BuildingPickerProps) {
  const listId = useId();
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useBuildingSearch(chosen ? '' : text);
  const results = search.status === 'done' ? search.results : [];
  const showList = open && results.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  const list = useRef<HTMLDivElement>(null);
  // A field low on the screen would open its list out of sight.
  useEffect(() => {
    if (showList) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showList]);

  const choose = (apartment: AvailableApartment) => {
    setText(apartment.name);
    setOpen(false);
    setActive(-1);
    onChoose(apartment);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      // Choosing, not sending the form.
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div>
      <TextField
        label={label}
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={PICKER_TEXT.placeholder}
        hint={chosen ? apartmentLabel(chosen) : PICKER_TEXT.hint(MIN_BUILDING_SEARCH)}
        error={error}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (chosen) onChoose(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label={PICKER_TEXT.list}
        hidden={!showList}
        className="mt-1 max-h-80 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-md"
      >
        {results.map((apartment, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys work in the field (aria-activedescendant), where the focus stays
          <div
            key={apartment._id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Keeps the focus in the field, so the list does not close before the tap counts.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(apartment)}
            onMouseEnter={() => setActive(i)}
            className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm ${i === active ? 'bg-emerald-50 text-emerald-900' : 'text-gray-800'}`}
          >
            {apartmentLabel(apartment)}
          </div>
        ))}
      </div>
      <output className="mt-1 block text-xs text-gray-600">{statusText(search, chosen, open)}</output>
    </div>
  );
}

function statusText(search: ReturnType<typeof useBuildingSearch>, chosen: AvailableApartment | null, open: boolean) {
  if (chosen) return PICKER_TEXT.chosen(chosen.name);
  if (search.status === 'searching') return PICKER_TEXT.searching;
  if (search.status === 'failed') return PICKER_TEXT.failed;
  if (search.status === 'done' && search.results.length === 0) return PICKER_TEXT.noMatch(search.query);
  if (search.status === 'done' && open) return PICKER_TEXT.found(search.results.length);
  return '';
}
