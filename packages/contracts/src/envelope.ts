import { z } from 'zod';

/** Every JSON answer of the API has this shape; field errors come as `errors: { field: message }`. */
const errorsSchema = z.record(z.string(), z.string());

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.string(),
    data,
    errors: errorsSchema.nullable(),
  });
}

export type Envelope<T> = {
  status: boolean;
  message: string;
  data: T;
  errors: Record<string, string> | null;
};
