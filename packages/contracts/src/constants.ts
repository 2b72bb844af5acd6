export const STORAGE_KEYS = { token: 'auth_token', user: 'user' } as const;

export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;
export const MAX_PAGE_BUTTONS = 10;

export const PASSWORD_MIN_LENGTH = 8;

export const DEFAULT_COUNTRY_ID = 1;
export const DEFAULT_CURRENCY = { code: 'INR', symbol: '₹' } as const;
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The largest amount a money column (numeric(14,2)) holds, in rupees. */
export const MAX_MONEY = 999_999_999_999.99;
