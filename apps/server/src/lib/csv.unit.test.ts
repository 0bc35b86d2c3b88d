import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, toCsv } from './csv';

describe('csv', () => {
  it('starts with a BOM, separates cells with ; and rows with CRLF', () => {
    expect(toCsv(['Título', 'Clics'], [['Canción', 3]])).toBe('\uFEFFTítulo;Clics\r\nCanción;3\r\n');
  });

  it('quotes separators, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+54 11 5555')).toBe("'+54 11 5555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Hola = chau')).toBe('Hola = chau');
  });

  it('writes amounts as es-AR numbers', () => {
    expect(csvAmount(1500.5)).toBe('1.500,50');
    expect(csvAmount(1234567)).toBe('1.234.567,00');
    expect(csvAmount(0)).toBe('0,00');
  });
});
