import { z } from 'zod';
import { emailField } from './common';
import { newPassword, passwordIsNotEmail, passwordIsNotEmailMessage } from './password';

// Bounded, so a megabyte "password" never reaches the (deliberately slow) hash.
export const loginRequest = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registerRequest = z
  .object({
    name: z.string().trim().min(1).max(255),
    email: emailField,
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  })
  .refine(passwordIsNotEmail, passwordIsNotEmailMessage);
export type RegisterRequest = z.infer<typeof registerRequest>;

export const sessionCompany = z.object({ id: z.number(), name: z.string() });

export const sessionEmployee = z.object({
  id: z.number(),
  employee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  company_id: z.number(),
  company: sessionCompany,
});

export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  employee_id: z.number().nullable(),
  employee: sessionEmployee.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const meResponse = z.object({
  user: sessionUser,
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponse>;

export const loginResponse = meResponse.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * A signed-in user changes their own password: the current one proves it is them, the new one follows the
 * password policy (the server also refuses the account's own email, which this body does not carry).
 */
export const changePasswordRequest = z
  .object({
    current_password: z.string().min(1).max(255),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  })
  .refine((v) => v.password !== v.current_password, {
    message: 'The new password must be different from the current password.',
    path: ['password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** POST /api/password/forgot: always 202, whether or not the address has an account. */
export const forgotPasswordRequest = z.object({ email: z.string().trim().min(1).max(255) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/**
 * POST /api/password/reset: a link's one-time token (from a forgotten-password mail or an invitation) and the
 * new password. The server also refuses the account's own email as the password.
 */
export const resetPasswordRequest = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The password was set: the account's email, for the sign-in page to fill in. */
export const resetPasswordResponse = z.object({ message: z.string(), email: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/** What a one-time link is for: an invitation to a new account, or a forgotten password. */
export const PASSWORD_TOKEN_PURPOSES = ['invite', 'reset'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** The answer to a link that cannot be used (unknown, used or expired): one message, revealing nothing more. */
export const PASSWORD_LINK_INVALID =
  'This link has expired or has already been used. Ask for a new one from the sign-in page.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, a link to choose a new password is on its way to it.';
