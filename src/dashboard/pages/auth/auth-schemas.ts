import { z } from 'zod';
import { Email } from '../../../contract/common';
import { issuesToErrors } from '../../lib/zod-form';

// The auth forms' schemas, in a chunk of their own (loaded on first focus; see lib/lazy-zod-form.ts).
export const SignInForm = z.object({ email: Email, password: z.string().min(1) });
export const SignUpForm = z.object({
  name: z.string().trim().min(1).max(100),
  email: Email,
  password: z.string().min(8).max(128),
});
export const ForgotForm = z.object({ email: Email });
export const ResetForm = z.object({ newPassword: z.string().min(8).max(128) });
export const ChangePasswordForm = z.object({
  currentPassword: z.string().min(1),
  newPassword: z.string().min(8).max(128),
});
export { issuesToErrors };
