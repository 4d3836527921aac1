import { ITEM_LIMITS } from '@app/shared';

export type ItemJsonParse = { ok: true; item: Record<string, unknown> } | { ok: false; error: string };

/**
 * The item tester's input, checked before anything is sent: valid JSON, one object (an item as a stash tab lists
 * it), and something that names the item. A whole stash tab (`{items: [...]}`) is a common paste; say so.
 */
export function parseItemJson(text: string): ItemJsonParse {
  if (text.trim() === '') return { ok: false, error: "Paste an item's JSON first." };
  if (new TextEncoder().encode(text).length > ITEM_LIMITS.bytes)
    return {
      ok: false,
      error: `This is more than ${ITEM_LIMITS.bytes / 1024} KiB, far more than one item; paste one item (one {…} object).`,
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message : String(error);
    return { ok: false, error: `This is not valid JSON: ${detail}` };
  }
  if (Array.isArray(value)) return { ok: false, error: 'This is a list; paste one item (one {…} object).' };
  if (value === null || typeof value !== 'object')
    return { ok: false, error: 'This is not an item; paste one item (one {…} object).' };
  const item = value as Record<string, unknown>;
  if (Array.isArray(item.items) && !('typeLine' in item) && !('baseType' in item))
    return { ok: false, error: 'This looks like a whole stash tab; paste one of its items.' };
  if (typeof item.typeLine !== 'string' && typeof item.baseType !== 'string')
    return { ok: false, error: 'An item needs at least a "typeLine" or "baseType".' };
  return { ok: true, item };
}
