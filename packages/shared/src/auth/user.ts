import type { z } from 'zod';
import type { authPayloadSchema, sessionUserSchema } from './contract';

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type AuthPayload = z.infer<typeof authPayloadSchema>;
