import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow, exportFileName, orderedAnswers } from './export';

describe('csvCell', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses formulas but keeps phone numbers and negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1 (555) 010-0000')).toBe('+1 (555) 010-0000');
    expect(csvCell('+34600000000')).toBe('+34600000000');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
  });
});

describe('csvHeader and csvRow', () => {
  const questions = ['Name', 'E-mail', 'CV'];
  const c = {
    id: 'cnv_1',
    status: 'COMPLETED',
    createdAt: '2026-01-02T03:04:05.000Z',
    completedAt: '2026-01-02T03:05:00.000Z',
    messages: 6,
  };

  it('write question columns in order and file answers as download links, CRLF-terminated', () => {
    expect(csvHeader(questions)).toBe('id,status,createdAt,completedAt,messages,Name,E-mail,CV\r\n');
    const row = csvRow(
      questions,
      c,
      { 'E-mail': 'a@b.co', Name: 'Ana, P.', CV: 'service:file:upl_9', Extra: 1 },
      'https://charla.example',
    );
    expect(row).toBe(
      'cnv_1,COMPLETED,2026-01-02T03:04:05.000Z,2026-01-02T03:05:00.000Z,6,"Ana, P.",a@b.co,https://charla.example/api/uploads/upl_9/download\r\n',
    );
    expect(csvRow(questions, { ...c, completedAt: null }, {}, 'x')).toBe(
      'cnv_1,COMPLETED,2026-01-02T03:04:05.000Z,,6,,,\r\n',
    );
  });
});

describe('orderedAnswers', () => {
  it('keys answers in question order, then other keys, with file answers as links', () => {
    const out = orderedAnswers(
      ['Name', 'E-mail', 'CV'],
      { Extra: 1, 'E-mail': 'a@b.co', CV: 'service:file:upl_9', Name: 'Ana' },
      'https://charla.example',
    );
    expect(Object.keys(out)).toEqual(['Name', 'E-mail', 'CV', 'Extra']);
    expect(out.CV).toBe('https://charla.example/api/uploads/upl_9/download');
  });
});

describe('exportFileName', () => {
  it('slugs the form name', () => {
    expect(exportFileName('Contacto Señal ¡Ya!', new Date('2026-03-04T00:00:00Z'))).toBe(
      'conversations-contacto-senal-ya-2026-03-04.csv',
    );
    expect(exportFileName('¡!', new Date('2026-03-04T00:00:00Z'), 'ndjson')).toBe(
      'conversations-form-2026-03-04.ndjson',
    );
  });
});
