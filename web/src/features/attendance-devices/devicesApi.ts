import type { AttendanceDevice, AttendanceDeviceRequest } from '@hrms/contracts/attendance-devices';
import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { Branch } from '@hrms/contracts/organisation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './keys';

type DeviceAnswer = { message: string; attendance_device: AttendanceDevice };
/** A new device or a new key: the key is in this answer only. */
export type DeviceKeyAnswer = DeviceAnswer & { key: string };

/** GET /attendance-devices (manage-attendance): the company's devices. */
export function useDevices(enabled = true) {
  return useQuery({
    queryKey: deviceKeys.devices,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: AttendanceDevice[] }>('/attendance-devices', {
          fallbackMessage: 'Failed to load devices',
          signal,
        })
      ).data,
    enabled,
    staleTime: 30_000,
  });
}

function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceKeys.all });
}

/** POST /attendance-devices (answers the new key once): 422 on the fields (a name taken, a branch unknown). */
export function useAddDevice() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (body: AttendanceDeviceRequest) =>
      api.post<DeviceKeyAnswer>('/attendance-devices', body, { fallbackMessage: 'Failed to add the device' }),
    onSuccess: refresh,
  });
}

/** PUT /attendance-devices/{id}: the name, serial number and branch; the key stays. */
export function useUpdateDevice(id: number) {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (body: AttendanceDeviceRequest) =>
      api.put<DeviceAnswer>(`/attendance-devices/${id}`, body, {
        fallbackMessage: 'Failed to update the device',
      }),
    onSuccess: refresh,
  });
}

/** POST /attendance-devices/{id}/key: a new key (answered once); the old one stops working. */
export function useNewDeviceKey() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DeviceKeyAnswer>(`/attendance-devices/${id}/key`, undefined, {
        fallbackMessage: 'Failed to make a new key',
      }),
    onSuccess: refresh,
  });
}

/** POST /attendance-devices/{id}/revoke: its key is refused from now on; its punches stay. */
export function useRevokeDevice() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DeviceAnswer>(`/attendance-devices/${id}/revoke`, undefined, {
        fallbackMessage: 'Failed to revoke the device',
      }),
    onSuccess: refresh,
  });
}

/** GET /branches: the company's active branches (at most 100), for the device dialog's branch select. */
export function useBranchOptions(companyId: number | null) {
  return useQuery({
    queryKey: deviceKeys.branches(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Branch>>('/branches', {
          query: { company_id: companyId, status: 'active', per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load branches',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}
