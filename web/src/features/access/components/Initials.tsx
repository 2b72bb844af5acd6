import { cx } from '../../../components/ui/cx';
import { initials } from '../permissionGroups';

/** A round badge with a person's initials; decorative, the name is always written next to it. */
export function Initials({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700',
        size === 'lg' ? 'size-14 text-lg' : 'size-9 text-sm',
      )}
    >
      {initials(name)}
    </span>
  );
}
