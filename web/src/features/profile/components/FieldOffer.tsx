import { PROFILE_FIELD_LABELS, type ProfileField } from '@hrms/contracts/profile';
import { Lock, type LucideIcon, PencilLine, Send } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { inSentence, type FieldOffer as Offer } from '../fields';

const BADGES: Record<'edit' | 'hr_only', { tone: BadgeTone; icon: LucideIcon; text: string }> = {
  edit: { tone: 'indigo', icon: PencilLine, text: 'You can edit' },
  hr_only: { tone: 'gray', icon: Lock, text: 'Kept by HR' },
};

/**
 * Under a field of My Profile, what the policy lets the employee do with it: edit it (with its section's
 * Edit), ask for a change (Request change, held back while another request waits), or nothing (Kept by HR).
 */
export function FieldOffer({
  field,
  offer,
  onRequest,
}: {
  field: ProfileField;
  offer: Offer;
  onRequest: (field: ProfileField) => void;
}) {
  if (offer.kind !== 'request') {
    const { tone, icon: Icon, text } = BADGES[offer.kind];
    return (
      <Badge tone={tone}>
        <Icon aria-hidden="true" className="mr-1 size-3" />
        {text}
      </Badge>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={Send}
      aria-label={`Request change to ${inSentence(PROFILE_FIELD_LABELS[field])}`}
      disabled={offer.disabled}
      title={offer.disabled ? 'A change you asked for is waiting for approval.' : undefined}
      onClick={() => onRequest(field)}
    >
      Request change
    </Button>
  );
}
