/**
 * antd Form glue for the domain rules: one validator per field, each running the domain's rule
 * over the whole form, so a field shows the SPEC §5 message word for word; and the per-field
 * errors a 400 answer carries, for form.setFields.
 */
import type { FormInstance, FormRule } from 'antd';
import type { FieldErrors } from '@portal/domain/validation';
import { ApiError } from '@portal/shared-ui/api/api-client';

export function domainRules<V, K extends string>(
  form: FormInstance<V>,
  validate: (values: V) => FieldErrors<K>,
  fields: readonly K[],
): Record<K, FormRule[]> {
  const rule = (field: K): FormRule => ({
    validator: () => {
      const error = validate(form.getFieldsValue(true) as V)[field];
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  });
  return Object.fromEntries(fields.map((f) => [f, [rule(f)]])) as Record<K, FormRule[]>;
}

export function serverFieldErrors<K extends string>(err: unknown, fields: readonly K[]): { name: K; errors: string[] }[] {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return [];
  const errors = (err.body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return [];
  const byField = errors as Record<string, unknown>;
  return fields.filter((f) => typeof byField[f] === 'string').map((f) => ({ name: f, errors: [byField[f] as string] }));
}
