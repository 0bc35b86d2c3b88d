import { describe, expect, it } from 'vitest';
import { crc16Ccitt, emvPayload, parseEmvFields, readEmvPayload } from './emvco';

describe('EMVCo payloads', () => {
  it('computes CRC16-CCITT (0x1021, init 0xFFFF) as the standard check value', () => {
    // The published check value of CRC-16/CCITT-FALSE for "123456789".
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('checks a published PIX payload (a third-party EMVCo sample) by its CRC', () => {
    const sample =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(readEmvPayload(sample)?.get('59')).toBe('Fulano de Tal');
  });

  it('writes id, length and value, ending with field 63 and its checksum', () => {
    const payload = emvPayload([
      { id: '00', value: '01' },
      { id: '54', value: '2000.00' },
      { id: '59', value: 'Banda del Sur' },
    ]);
    expect(payload.startsWith('000201' + '54072000.00' + '5913Banda del Sur6304')).toBe(true);
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
    const read = readEmvPayload(payload);
    expect(read?.get('54')).toBe('2000.00');
    expect(read?.get('59')).toBe('Banda del Sur');
  });

  it('refuses a payload whose amount was changed after the checksum', () => {
    const payload = emvPayload([{ id: '54', value: '2000.00' }]);
    expect(readEmvPayload(payload.replace('2000.00', '9000.00'))).toBeNull();
    expect(readEmvPayload('no es un QR')).toBeNull();
  });

  it('reads nested templates', () => {
    expect(parseEmvFields('0004abcd0102xy')).toEqual([
      { id: '00', value: 'abcd' },
      { id: '01', value: 'xy' },
    ]);
    expect(parseEmvFields('0005abc')).toBeNull();
  });
});
