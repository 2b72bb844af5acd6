/** The human-facing employee code: EMP0001, EMP0002, ... (wider once past 9999). */
export const employeeCode = (sequence: number) => `EMP${String(sequence).padStart(4, '0')}`;
