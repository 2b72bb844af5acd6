/** A shift's wall-clock times (HH:MM or HH:MM:SS) as arithmetic (pure). */

export const timeToMinutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** A shift ending before it starts runs past midnight: its day is the one it starts on. */
export const endsNextDay = (startTime: string, endTime: string) =>
  endTime.slice(0, 5) < startTime.slice(0, 5);

/** A shift's length, start to end, in minutes; one that ends before it starts runs past midnight. */
export const spanMinutes = (startTime: string, endTime: string) =>
  (timeToMinutes(endTime) - timeToMinutes(startTime) + 1440) % 1440 || 1440;
