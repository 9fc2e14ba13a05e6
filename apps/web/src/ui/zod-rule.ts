import type { Rule, RuleRender } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An Ant Design form rule that checks a value with the API's own zod schema, so the message is the
 * server's. `prepare` turns the field's value into what the request sends (e.g. empty -> null).
 */
export function zodRule(schema: z.ZodType, prepare: (value: unknown) => unknown = (v) => v): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(prepare(value));
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** A rule that the value equals another field's (the confirmation of a new password). */
export function sameAsRule(field: string, message: string): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message);
    },
  });
}
