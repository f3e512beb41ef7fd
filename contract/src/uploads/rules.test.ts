import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResultCode } from '../result-codes.ts';
import { UPLOAD_FILE_MAX_BYTES } from '../limits.ts';
import { LANGUAGES } from '../languages.ts';
import { UPLOAD_RECORD_TYPES, checkAttachments, cleanFileName, declaredTypeFits, sniffContentType, uploadRecordTypeName } from './rules.ts';
import { uploadReportFieldsSchema } from './schemas.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('upload rules (docs/product/validation.md)', () => {
  it('reads the real type from the first bytes', () => {
    expect(sniffContentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode('<html>%PDF-'))).toBeNull();
    expect(sniffContentType(bytes())).toBeNull();
  });

  it('accepts a declared type only when it agrees with the bytes (or says nothing)', () => {
    expect(declaredTypeFits('application/pdf', 'application/pdf')).toBe(true);
    expect(declaredTypeFits('application/octet-stream', 'image/png')).toBe(true);
    expect(declaredTypeFits(undefined, 'image/png')).toBe(true);
    expect(declaredTypeFits('image/jpg', 'image/jpeg')).toBe(true);
    expect(declaredTypeFits('application/pdf', 'image/png')).toBe(false);
    expect(declaredTypeFits('text/html', 'application/pdf')).toBe(false);
  });

  it('checks at least one attachment, 20 MB each, 5 images, 10 PDFs', () => {
    const pdf = { kind: 'pdf' as const, size: 1000 };
    const image = { kind: 'image' as const, size: 1000 };
    expect(checkAttachments([])).toBe(ResultCode.UPLOAD_NO_ATTACHMENT);
    expect(checkAttachments([{ kind: 'pdf', size: UPLOAD_FILE_MAX_BYTES + 1 }])).toBe(ResultCode.UPLOAD_FILE_TOO_LARGE);
    expect(checkAttachments([{ kind: 'pdf', size: UPLOAD_FILE_MAX_BYTES }])).toBeNull();
    expect(checkAttachments(Array(6).fill(image))).toBe(ResultCode.UPLOAD_TOO_MANY_IMAGES);
    expect(checkAttachments(Array(11).fill(pdf))).toBe(ResultCode.UPLOAD_TOO_MANY_PDFS);
    expect(checkAttachments([...Array(5).fill(image), ...Array(10).fill(pdf)])).toBeNull();
  });

  it('keeps file names free of paths and control characters, and short', () => {
    expect(cleanFileName('../../etc/passwd', 'file.pdf')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\報告.pdf', 'file.pdf')).toBe('報告.pdf');
    expect(cleanFileName('a\u202Efdp.exe', 'file.pdf')).toBe('afdp.exe');
    expect(cleanFileName('  ', 'file.pdf')).toBe('file.pdf');
    expect(cleanFileName('..', 'file.pdf')).toBe('file.pdf');
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const name = cleanFileName(raw, 'file.pdf');
        expect([...name].length).toBeLessThanOrEqual(120);
        // eslint-disable-next-line no-control-regex -- the characters the cleaner must remove
        expect(name).not.toMatch(/[/\\\u0000-\u001f"]/);
        expect(name.length).toBeGreaterThan(0);
      }),
    );
  });

  it('names every record type 1-8 in three languages', () => {
    for (const type of UPLOAD_RECORD_TYPES) for (const lang of LANGUAGES) expect(uploadRecordTypeName(type, lang)).not.toBe(String(type));
  });

  it('refuses an end date before the start and years outside 1901-2099', () => {
    const base = { institution: 'Clinic', startDate: '2025-03-01', endDate: '2025-03-04', recordType: 1, fileIds: [1] };
    expect(uploadReportFieldsSchema.safeParse(base).success).toBe(true);
    expect(uploadReportFieldsSchema.safeParse({ ...base, endDate: '2025-02-28' }).error?.issues[0]?.message).toBe('date.endBeforeStart');
    expect(uploadReportFieldsSchema.safeParse({ ...base, startDate: '1900-12-31' }).error?.issues[0]?.message).toBe('date.year');
    expect(uploadReportFieldsSchema.safeParse({ ...base, recordType: 0 }).success).toBe(false);
  });
});
