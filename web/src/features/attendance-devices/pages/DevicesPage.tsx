import type { AttendanceDevice } from '@hrms/contracts/attendance-devices';
import { Ban, Fingerprint, KeyRound, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/ActionMenu';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatNumber, MISSING } from '@/lib/format';
import { DeviceDialog } from '../components/DeviceDialog';
import { KeyDialog } from '../components/KeyDialog';
import { type DeviceKeyAnswer, useDevices, useNewDeviceKey, useRevokeDevice } from '../devicesApi';
import { type DeviceAction, deviceActions, deviceStatus, keyHintLabel } from '../labels';

type Asking = { action: 'key' | 'revoke'; device: AttendanceDevice };

/**
 * /attendance/devices (manage-attendance): the biometric devices that send punches, each with a key of its
 * own. Adding a device or making it a new key shows the key once; revoking refuses the key from then on.
 */
export function DevicesPage() {
  const devices = useDevices();
  const newKey = useNewDeviceKey();
  const revoke = useRevokeDevice();
  const [editing, setEditing] = useState<{ device: AttendanceDevice | null } | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [shown, setShown] = useState<DeviceKeyAnswer | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const clear = () => {
    setDone(null);
    newKey.reset();
    revoke.reset();
  };
  const startEditing = (device: AttendanceDevice | null) => {
    clear();
    setEditing({ device });
  };
  const showKey = (answer: DeviceKeyAnswer) => {
    setEditing(null);
    setAsking(null);
    setDone(answer.message);
    setShown(answer);
  };

  function menuItems(device: AttendanceDevice): ActionMenuItem[] {
    const items: Record<DeviceAction, ActionMenuItem> = {
      edit: { label: 'Edit', icon: Pencil, onSelect: () => startEditing(device) },
      key: {
        label: 'New key',
        icon: KeyRound,
        onSelect: () => {
          clear();
          setAsking({ action: 'key', device });
        },
      },
      revoke: {
        label: 'Revoke',
        icon: Ban,
        tone: 'danger',
        onSelect: () => {
          clear();
          setAsking({ action: 'revoke', device });
        },
      },
    };
    return deviceActions(device).map((action) => items[action]);
  }

  const columns: Column<AttendanceDevice>[] = [
    {
      key: 'name',
      header: 'Device',
      className: 'whitespace-normal',
      cell: (d) => <span className="font-medium text-slate-900">{d.name}</span>,
    },
    { key: 'serial', header: 'Serial number', cell: (d) => d.serial_number ?? MISSING },
    { key: 'branch', header: 'Branch', cell: (d) => d.branch?.name ?? MISSING },
    {
      key: 'key',
      header: 'Key',
      cell: (d) => (
        <span className="font-mono text-xs" title="The key’s last characters">
          {keyHintLabel(d.key_hint)}
        </span>
      ),
    },
    {
      key: 'last',
      header: 'Last punch',
      cell: (d) => (d.last_punch_at ? formatDateTime(d.last_punch_at) : 'None yet'),
    },
    { key: 'punches', header: 'Punches', align: 'right', cell: (d) => formatNumber(d.punches) },
    {
      key: 'status',
      header: 'Status',
      cell: (d) => {
        const status = deviceStatus(d);
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (d) => <ActionMenu label={`Actions for ${d.name}`} items={menuItems(d)} />,
    },
  ];

  const failure = newKey.isError
    ? errorMessage(newKey.error, 'Failed to make a new key')
    : revoke.isError
      ? errorMessage(revoke.error, 'Failed to revoke the device')
      : null;

  function confirm() {
    if (!asking) return;
    const { action, device } = asking;
    if (action === 'key') newKey.mutate(device.id, { onSuccess: showKey, onError: () => setAsking(null) });
    else
      revoke.mutate(device.id, {
        onSuccess: (answer) => {
          setAsking(null);
          setDone(answer.message);
        },
        onError: () => setAsking(null),
      });
  }

  return (
    <>
      <PageHeader
        title="Attendance Devices"
        description="Biometric devices that send their punches here, each with a key of its own."
        actions={
          <>
            <ButtonLink to="/attendance/punches" variant="secondary">
              Punches
            </ButtonLink>
            <Button icon={Plus} onClick={() => startEditing(null)}>
              Add device
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner message={failure} onDismiss={clear} />
        <ErrorBanner
          message={devices.isError ? errorMessage(devices.error, 'Failed to load devices') : null}
        />
        {devices.isError ? null : (
          <ResponsiveTable
            caption="Attendance devices"
            columns={columns}
            rows={devices.data}
            rowKey={(d) => d.id}
            loading={devices.isPending}
            empty={
              <EmptyState
                icon={Fingerprint}
                title="No devices yet"
                hint="A device key lets a biometric device, or the software beside it, send its punches here on its own: each device gets a key, shown once when it is added, and a revoked key is refused. A punch log exported from a device can also be imported."
                action={
                  <Button icon={Plus} onClick={() => startEditing(null)}>
                    Add device
                  </Button>
                }
              />
            }
          />
        )}
      </div>
      {editing ? (
        <DeviceDialog
          device={editing.device}
          onClose={() => setEditing(null)}
          onAdded={showKey}
          onSaved={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'key' ? 'Make a new key?' : 'Revoke device?'}
        message={
          asking?.action === 'key'
            ? `${asking.device.name}’s key ${keyHintLabel(asking.device.key_hint)} stops working at once; the device sends nothing until it has the new key.`
            : asking
              ? `${asking.device.name}’s key is refused from now on. Its punches so far stay; this cannot be undone.`
              : ''
        }
        confirmLabel={asking?.action === 'key' ? 'Make a new key' : 'Revoke'}
        pendingLabel={asking?.action === 'key' ? 'Making...' : 'Revoking...'}
        pending={newKey.isPending || revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
      {shown ? (
        <KeyDialog device={shown.attendance_device} deviceKey={shown.key} onClose={() => setShown(null)} />
      ) : null}
    </>
  );
}
