import { useEffect, useState } from 'react';
import { type GeoState, geoFailure } from './clock';

/**
 * Asks the browser where the user is (the permission prompt appears on first use) and follows the
 * position while the clock screen is open. A refusal is only logged (spec §8); the screen shows
 * what it means for attendance.
 */
export function useGeoPosition(): GeoState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<GeoState>(() =>
    supported
      ? { kind: 'locating' }
      : { kind: 'unavailable', reason: 'This browser cannot share a location.' },
  );

  useEffect(() => {
    if (!supported) return;
    const watch = navigator.geolocation.watchPosition(
      (position) =>
        setState({
          kind: 'ready',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => {
        if (error.code === error.PERMISSION_DENIED) console.warn('Location access denied:', error.message);
        setState((current) =>
          // A later timeout keeps the last known position.
          current.kind === 'ready' && error.code !== error.PERMISSION_DENIED
            ? current
            : geoFailure(error.code),
        );
      },
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [supported]);

  return state;
}
