import { LocateFixed, LocateOff, MapPin, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import type { GeoState } from '../clock';

/** What the browser told about the user's location, and what it means for clocking in. */
export function LocationPanel({ geo }: { geo: GeoState }) {
  return (
    <SectionCard title="Location">
      {geo.kind === 'locating' ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="text-indigo-600" />
          Finding your location...
        </p>
      ) : geo.kind === 'ready' ? (
        <div className="space-y-1 text-sm">
          <p className="flex items-center gap-2 font-medium text-emerald-700">
            <LocateFixed aria-hidden="true" className="size-4" />
            Location detected
          </p>
          <p className="text-slate-600 tabular-nums">
            {geo.latitude.toFixed(5)}, {geo.longitude.toFixed(5)}
            {Number.isFinite(geo.accuracy) ? ` (±${Math.round(geo.accuracy)} m)` : ''}
          </p>
          <p className="text-xs text-slate-500">It is sent with each clock action.</p>
        </div>
      ) : geo.kind === 'denied' ? (
        <div className="space-y-3 text-sm">
          <p className="flex items-start gap-2 font-medium text-red-700">
            <LocateOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Location access required for attendance tracking
          </p>
          <p className="text-slate-600">
            Allow this site to use your location in the browser's settings, then reload the page.
          </p>
          <Button variant="secondary" size="sm" icon={RotateCw} onClick={() => window.location.reload()}>
            Enable Location Access
          </Button>
        </div>
      ) : (
        <div className="space-y-1 text-sm">
          <p className="flex items-start gap-2 font-medium text-amber-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Location unavailable
          </p>
          <p className="text-slate-600">{geo.reason} Clock actions are sent without it.</p>
        </div>
      )}
    </SectionCard>
  );
}
