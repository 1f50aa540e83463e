import { describe, expect, it } from 'vitest';
import type { ConversationListItem } from '../../contract/conversations';
import { conversationsCsv, csvCell, csvFileName } from './csv';

const row = (id: string, collectedData: Record<string, unknown>): ConversationListItem => ({
  id,
  formId: 'frm_1',
  status: 'COMPLETED',
  collectedData,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  completedAt: '2026-01-02T03:05:00.000Z',
  form: { id: 'frm_1', name: 'F', formType: 'CONVERSATIONAL' },
  _count: { messages: 6 },
});

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

describe('conversationsCsv', () => {
  it('writes question columns in order, extra keys after, and file answers as download links', () => {
    const csv = conversationsCsv(
      ['Name', 'E-mail', 'CV'],
      [
        row('cnv_1', { 'E-mail': 'a@b.co', Name: 'Ana, P.', CV: 'service:file:upl_9', Extra: 1 }),
        row('cnv_2', {}),
      ],
      'https://charla.example',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,status,createdAt,completedAt,messages,Name,E-mail,CV,Extra');
    expect(lines[1]).toBe(
      'cnv_1,COMPLETED,2026-01-02T03:04:05.000Z,2026-01-02T03:05:00.000Z,6,"Ana, P.",a@b.co,https://charla.example/api/uploads/upl_9/download,1',
    );
    expect(lines[2]).toBe('cnv_2,COMPLETED,2026-01-02T03:04:05.000Z,2026-01-02T03:05:00.000Z,6,,,,');
  });
});

describe('csvFileName', () => {
  it('slugs the form name', () => {
    expect(csvFileName('Contacto Señal ¡Ya!', new Date('2026-03-04T00:00:00Z'))).toBe(
      'conversations-contacto-senal-ya-2026-03-04.csv',
    );
  });
});
