import { type AttendanceDevice, PUNCHES_PER_CALL_MAX } from '@hrms/contracts/attendance-devices';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { formatNumber } from '@/lib/format';
import { KEY_HEADER, PUNCH_ENDPOINT, sampleBody, sampleRequest } from '../keyUsage';
import { CopyButton } from './CopyButton';

const code =
  'block w-full overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed text-slate-100';

/**
 * A device's key, shown this once (the server keeps only its hash), with how the device sends punches with
 * it. The dialog closes only by its button, so a stray click or Esc cannot lose a key not yet copied.
 */
export function KeyDialog({
  device,
  deviceKey,
  onClose,
}: {
  device: AttendanceDevice;
  deviceKey: string;
  onClose: () => void;
}) {
  const [now] = useState(() => new Date());
  const request = sampleRequest(window.location.origin, deviceKey, now);
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={false}
      size="lg"
      title={`The key of ${device.name}`}
      description="The device sends its punches with this key. Copy it into the device or its middleware now."
      footer={<Button onClick={onClose}>I have copied the key</Button>}
    >
      <div className="space-y-5 text-sm text-slate-700">
        <div
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <p>
            <strong>It will not be shown again.</strong> Only its last characters are kept to tell it apart.
            If it is lost, make a new key; the old one then stops working.
          </p>
        </div>
        <div className="space-y-2">
          <TextField
            label="Device key"
            readOnly
            value={deviceKey}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={deviceKey} label="Copy key" what="Key" />
        </div>
        <section aria-labelledby="device-key-use" className="space-y-3">
          <h3 id="device-key-use" className="font-medium text-slate-900">
            How the device sends punches
          </h3>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-slate-500">Endpoint</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{PUNCH_ENDPOINT}</dd>
            <dt className="text-slate-500">Header</dt>
            <dd className="font-mono text-xs break-all text-slate-900">
              {KEY_HEADER}: {deviceKey}
            </dd>
            <dt className="text-slate-500">Body</dt>
            <dd className="text-slate-600">
              JSON: each punch’s device user id (the PIN enrolled on the device) and its time, on the
              company’s clock or as an ISO time with its offset. Up to {formatNumber(PUNCHES_PER_CALL_MAX)}{' '}
              punches a call; a resend adds nothing.
            </dd>
          </dl>
          <figure className="space-y-1">
            <figcaption className="text-slate-500">Sample body</figcaption>
            <pre className={code}>{sampleBody(now)}</pre>
          </figure>
          <details className="rounded-lg border border-slate-200 px-3 py-2">
            <summary className="cursor-pointer font-medium text-slate-900">Sample request (curl)</summary>
            <pre className={`${code} mt-2`}>{request}</pre>
            <div className="mt-2">
              <CopyButton text={request} label="Copy request" what="Request" />
            </div>
          </details>
        </section>
      </div>
    </Modal>
  );
}
