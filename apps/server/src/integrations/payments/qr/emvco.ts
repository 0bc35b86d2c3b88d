/**
 * EMVCo merchant-presented QR payloads (the format of an order's `qr_data`, integrations.md §8):
 * fields of a two-digit id, a two-digit length and the value, ending with field 63, the
 * CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of everything before its value, "6304" included.
 */

export interface EmvField {
  id: string;
  value: string;
}

/** CRC16-CCITT ("FALSE" variant) of the text's bytes, as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: id, length (two digits, 1–99 characters), value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo id must be two digits: ${id}`);
  if (value.length < 1 || value.length > 99) throw new Error(`EMVCo field ${id} must hold 1–99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The fields in order, then field 63 with the checksum. */
export function emvPayload(fields: readonly EmvField[]): string {
  const body = `${fields.map((f) => emvField(f.id, f.value)).join('')}6304`;
  return `${body}${crc16Ccitt(body)}`;
}

/** The fields of a text (a template's value, or a whole payload); null when the text is not well formed. */
export function parseEmvFields(text: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const size = Number(length);
    const value = text.slice(at + 4, at + 4 + size);
    if (size === 0 || value.length !== size) return null;
    fields.push({ id, value });
    at += 4 + size;
  }
  return fields;
}

/** A payload's fields once its checksum is right (field 63 last, matching); null otherwise. */
export function readEmvPayload(payload: string): Map<string, string> | null {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return null;
  if (crc16Ccitt(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) return null;
  const fields = parseEmvFields(payload);
  if (fields?.at(-1)?.id !== '63') return null;
  return new Map(fields.map((f) => [f.id, f.value]));
}
