/**
 * Choosing empty slots to add a lesson there (spec §2 "Selecting a slot opens lesson creation
 * prefilled"), by pointer and by keyboard alike:
 * - a click, a tap or Enter on a slot chooses a lesson starting there (an hour long, as the form makes it);
 * - dragging over slots of one day (mouse or pen), or Shift+↑/↓ then Enter, chooses the time they cover;
 * - the slots are one Tab stop (a roving tabindex): the arrows move between times and days, Page Up and
 *   Page Down by an hour, Home and End to the first and last time; Escape drops a selection.
 */
import { CALENDAR, formatTimeOfDay, type IsoDate } from '@plie/shared';
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type SlotRow, type SlotSelection, slotSelection } from './calendar-layout';
import { slotStyles } from './lesson-calendar.styles';

interface Selection {
  column: number;
  anchor: number;
  head: number;
}

const SLOTS_PER_HOUR = 4;

const STEPS: Record<string, (at: { column: number; row: number }, last: number) => [number, number]> = {
  ArrowUp: ({ column, row }) => [column, row - 1],
  ArrowDown: ({ column, row }) => [column, row + 1],
  ArrowLeft: ({ column, row }) => [column - 1, row],
  ArrowRight: ({ column, row }) => [column + 1, row],
  PageUp: ({ column, row }) => [column, row - SLOTS_PER_HOUR],
  PageDown: ({ column, row }) => [column, row + SLOTS_PER_HOUR],
  Home: ({ column }) => [column, 0],
  End: ({ column }, last) => [column, last],
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

export const useSlotPicker = ({
  root,
  dates,
  rows,
  onSlotSelect,
}: {
  root: RefObject<HTMLElement | null>;
  dates: readonly IsoDate[];
  rows: readonly SlotRow[];
  onSlotSelect: ((slot: SlotSelection) => void) | undefined;
}) => {
  const [active, setActive] = useState({ column: 0, row: 0 });
  const [selection, setSelectionState] = useState<Selection | null>(null);
  const selectionRef = useRef<Selection | null>(null);
  const dragging = useRef(false);
  /** A drag was just chosen: the click that may follow it is not a choice of its own. */
  const justDragged = useRef(false);
  const lastColumn = dates.length - 1;
  const lastRow = rows.length - 1;
  const column = clamp(active.column, lastColumn);
  const row = clamp(active.row, lastRow);

  const setSelection = useCallback((next: Selection | null) => {
    selectionRef.current = next;
    setSelectionState(next);
  }, []);

  const choose = useCallback(
    (chosenColumn: number, from: number, to: number) => {
      const date = dates[chosenColumn];
      const start = rows[from];
      const end = rows[to];
      if (onSlotSelect && date && start && end) onSlotSelect(slotSelection(date, start.start, end.start));
    },
    [dates, rows, onSlotSelect],
  );

  useEffect(() => {
    if (!onSlotSelect) return;
    const finish = () => {
      if (!dragging.current) return;
      dragging.current = false;
      const dragged = selectionRef.current;
      if (dragged && dragged.anchor !== dragged.head) {
        justDragged.current = true;
        choose(dragged.column, dragged.anchor, dragged.head);
      }
      setSelection(null);
    };
    const cancel = () => {
      dragging.current = false;
      setSelection(null);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [choose, setSelection, onSlotSelect]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: { column: number; row: number }) => {
    justDragged.current = false;
    if (event.key === 'Escape' && selectionRef.current) {
      event.preventDefault();
      setSelection(null);
      return;
    }
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const [nextColumn, nextRow] = step(from, lastRow);
    const next = { column: clamp(nextColumn, lastColumn), row: clamp(nextRow, lastRow) };
    if (
      event.shiftKey &&
      next.column === from.column &&
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight'
    ) {
      const current = selectionRef.current;
      const anchor = current?.column === from.column ? current.anchor : from.row;
      setSelection({ column: from.column, anchor, head: next.row });
    } else if (selectionRef.current) {
      setSelection(null);
    }
    setActive(next);
    root.current?.querySelector<HTMLElement>(`[data-slot="${next.column}-${next.row}"]`)?.focus();
  };

  const selected = (slotColumn: number, slotRow: number) =>
    selection !== null &&
    selection.column === slotColumn &&
    slotRow >= Math.min(selection.anchor, selection.head) &&
    slotRow <= Math.max(selection.anchor, selection.head);

  const slotProps = (slotColumn: number, slotRow: number) => ({
    css: slotStyles,
    tabIndex: slotColumn === column && slotRow === row ? 0 : -1,
    'data-slot': `${slotColumn}-${slotRow}`,
    ...(selected(slotColumn, slotRow) ? { 'data-selected': '' } : {}),
    onFocus: () => setActive({ column: slotColumn, row: slotRow }),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      justDragged.current = false;
      if (event.button !== 0 || event.pointerType === 'touch') return;
      dragging.current = true;
      setSelection({ column: slotColumn, anchor: slotRow, head: slotRow });
    },
    onPointerEnter: () => {
      const current = selectionRef.current;
      if (dragging.current && current?.column === slotColumn) setSelection({ ...current, head: slotRow });
    },
    onClick: () => {
      if (justDragged.current) {
        justDragged.current = false;
        return;
      }
      const current = selectionRef.current;
      if (
        current?.column === slotColumn &&
        current.anchor !== current.head &&
        selected(slotColumn, slotRow)
      ) {
        choose(slotColumn, current.anchor, current.head);
      } else {
        choose(slotColumn, slotRow, slotRow);
      }
      setSelection(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => move(event, { column: slotColumn, row: slotRow }),
  });

  const from = selection && rows[Math.min(selection.anchor, selection.head)];
  const to = selection && rows[Math.max(selection.anchor, selection.head)];
  const announcement =
    from && to && from !== to ? `${from.time}–${formatTimeOfDay(to.start + CALENDAR.slotMinutes)}` : '';

  return { slotProps, announcement };
};
