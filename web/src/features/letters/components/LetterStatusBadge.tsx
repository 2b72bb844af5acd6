import { LETTER_STATUS_LABELS, type LetterStatus } from '@hrms/contracts/letters';
import { Badge } from '@/components/ui/Badge';
import { STATUS_TONES } from '../labels';

export function LetterStatusBadge({ status }: { status: LetterStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{LETTER_STATUS_LABELS[status]}</Badge>;
}
