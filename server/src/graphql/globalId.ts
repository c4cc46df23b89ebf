import { badInput } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Relay global id: base64url of `Type:uuid`, opaque to clients. */
export function toGlobalId(type: string, id: string): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}

export const isUuid = (value: string) => UUID.test(value);

/** `{ type, id }` of a global id; ids are uuids for stored rows and source ids such as `sr:09040` for foods. */
export function parseGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || !/^[A-Za-z]+$/.test(decoded.slice(0, separator))) return null;
  const id = decoded.slice(separator + 1);
  return id ? { type: decoded.slice(0, separator), id } : null;
}

/**
 * Decodes a global id that must name `type`. Raw uuids are accepted too, so REST clients can use either form.
 * Anything else is bad input rather than "not found": the caller sent something that can never be an id.
 */
export function idOf(type: string, globalId: string, field = 'id'): string {
  if (UUID.test(globalId)) return globalId;
  const parsed = parseGlobalId(globalId);
  if (!parsed || parsed.type !== type || !UUID.test(parsed.id)) throw badInput(`'${field}' is not a valid ${type} id.`, [{ field, message: 'Invalid id' }]);
  return parsed.id;
}
