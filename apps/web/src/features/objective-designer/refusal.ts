import { isApiError } from '~/lib/api';

/**
 * The server's reason for refusing a write, readable: validation messages name the body field
 * ("body.parent_id: is …"), which is swapped for the form's label of that field when there is one.
 */
export function describeRefusal(error: unknown, fieldLabels: Record<string, string> = {}): string {
  if (!(error instanceof Error)) return 'Something went wrong.';
  if (!isApiError(error)) return error.message;
  const match = /^body\.([\w.]+): (.*)$/s.exec(error.message);
  if (!match) return error.message;
  const [, path = '', reason = ''] = match;
  const label = fieldLabels[path] ?? fieldLabels[path.split('.')[0] ?? ''];
  return label ? `${label}: ${reason}` : error.message;
}
