import { z } from 'zod';

/** A row of the admin panel's user table. */
export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  isAdmin: z.boolean(),
  level: z.number().int(),
  totalXP: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = z.array(ZAdminUser);
