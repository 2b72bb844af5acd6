import type { LucideIcon } from 'lucide-react';
import { Search, UserRound } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '@/components/ui/cx';
import { Modal } from '@/components/ui/Modal';
import { useEmployeeSearch } from '@/features/employees';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useDebounced } from '@/lib/useDebounced';
import { commandMatches } from './commandMatches';
import { openableSections } from './navAccess';

/** How many people a search offers: enough to pick from, few enough to read. */
const MAX_EMPLOYEES = 8;

type Command = { key: string; to: string; label: string; detail: string | null; icon: LucideIcon };

/**
 * Ctrl-K's dialog: a combobox over the pages the sidebar offers the user and, for view-employees holders
 * who typed two letters or more, the people the employee search finds. Focus stays on the box (the
 * listbox's active option is aria-activedescendant), arrows move, Enter opens, Escape closes.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Go to"
      description="Type a page or a person; ↑ ↓ move, Enter opens, Esc closes."
      size="lg"
      // The box is the first thing focused; Esc and the backdrop close the dialog.
      closeButton={false}
    >
      <PaletteSearch onClose={onClose} />
    </Modal>
  );
}

function PaletteSearch({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const pages = useMemo(
    () =>
      openableSections(session).flatMap((section) =>
        section.items.map((item) => ({ ...item, section: section.heading })),
      ),
    [session],
  );
  const settled = useDebounced(query.trim(), 250);
  const searchesPeople = useCan('view-employees') && settled.length >= 2;
  const people = useEmployeeSearch(settled, { enabled: searchesPeople });

  const commands: Command[] = [
    ...commandMatches(query, pages).map((page) => ({
      key: page.to,
      to: page.to,
      label: page.label,
      detail: page.section,
      icon: page.icon,
    })),
    ...(searchesPeople ? (people.data ?? []) : []).slice(0, MAX_EMPLOYEES).map((employee) => ({
      key: `employee-${employee.id}`,
      to: `/employees/${employee.id}`,
      label: personName(employee),
      detail: [employee.employee_id, employee.department?.name].filter(Boolean).join(' · '),
      icon: UserRound,
    })),
  ];
  const current = Math.min(active, commands.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  function go(command: Command | undefined) {
    if (!command) return;
    onClose();
    navigate(command.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && commands.length > 0) {
      event.preventDefault();
      setActive((current + (moves[event.key] ?? 0) + commands.length) % commands.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : commands.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(commands[current]);
    }
  }

  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="text"
          role="combobox"
          aria-label="Page or person"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Pay run, leave, a colleague’s name…"
          className="block w-full rounded-lg border border-slate-300 py-2.5 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 focus:outline-none"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Matches"
        className="max-h-[60dvh] space-y-0.5 overflow-y-auto"
      >
        {commands.map((command, index) => (
          <CommandOption
            key={command.key}
            id={optionId(index)}
            command={command}
            active={index === current}
            onPoint={() => setActive(index)}
            onChoose={() => go(command)}
          />
        ))}
      </div>
      <p role="status" className="text-xs text-slate-500">
        {commands.length === 0
          ? searchesPeople && people.isFetching
            ? 'Searching…'
            : 'Nothing matches.'
          : `${commands.length} ${commands.length === 1 ? 'match' : 'matches'}`}
      </p>
    </div>
  );
}

function CommandOption({
  id,
  command,
  active,
  onPoint,
  onChoose,
}: {
  id: string;
  command: Command;
  active: boolean;
  onPoint: () => void;
  onChoose: () => void;
}) {
  const Icon = command.icon;
  return (
    // The box keeps focus and handles the keys; the option answers the mouse.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is the combobox's Enter
    <div
      id={id}
      role="option"
      // Focusable for the role's sake, never in the Tab order: focus stays in the box.
      tabIndex={-1}
      aria-selected={active}
      onMouseMove={onPoint}
      onClick={onChoose}
      ref={(element) => {
        if (active) element?.scrollIntoView({ block: 'nearest' });
      }}
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
        active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx('size-4 shrink-0', active ? 'text-indigo-600' : 'text-slate-400')}
      />
      <span className="min-w-0 flex-1 truncate">{command.label}</span>
      {command.detail ? (
        // slate-500 is too faint on the active option's indigo-50 (axe's contrast check).
        <span className={cx('shrink-0 text-xs', active ? 'text-indigo-700' : 'text-slate-500')}>
          {command.detail}
        </span>
      ) : null}
    </div>
  );
}
