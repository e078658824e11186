import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@contract/endpoints/files';
import { MSG } from '@contract/messages';
import { refusalOf } from '../../../components/upload/useStoredUpload';
import { fileNameOf } from '../../../components/download/saveBlob';

const KB = 1024;

describe('upload rules of payments and the library', () => {
  it('takes invoices as PDF up to 500 kb', () => {
    const rule = UPLOAD_RULES.invoice;
    expect(refusalOf(rule, { type: 'application/pdf', size: 500 * KB })).toBeUndefined();
    expect(refusalOf(rule, { type: 'application/pdf', size: 500 * KB + 1 })).toBe(rule.tooLarge);
    expect(refusalOf(rule, { type: 'image/png', size: KB })).toBe(rule.wrongType);
    expect(refusalOf(rule, { type: 'image/png', size: KB, name: 'scan.png' })).toBe(rule.wrongType);
  });

  it('takes covers as JPG or PNG up to 500 kb and library files as PDF up to 50 MB', () => {
    const cover = UPLOAD_RULES.libraryCover;
    expect(refusalOf(cover, { type: 'image/jpeg', size: 500 * KB })).toBeUndefined();
    expect(refusalOf(cover, { type: 'image/png', size: 500 * KB + 1 })).toBe(MSG.pictureTooLarge);
    expect(refusalOf(cover, { type: 'application/pdf', size: KB })).toBe(MSG.pictureType);
    const file = UPLOAD_RULES.libraryFile;
    expect(refusalOf(file, { type: 'application/pdf', size: 50 * KB * KB })).toBeUndefined();
    expect(refusalOf(file, { type: 'application/pdf', size: 50 * KB * KB + 1 })).toBe(file.tooLarge);
    expect(refusalOf(file, { type: 'application/zip', size: KB })).toBe(file.wrongType);
  });

  it('reads the file name of a download', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8.pdf")).toBe('发票.pdf');
    expect(fileNameOf('attachment; filename="12345678.pdf"')).toBe('12345678.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A")).toBeUndefined();
    expect(fileNameOf(undefined)).toBeUndefined();
  });
});

describe('a data file the browser mistypes', () => {
  it('passes on its name where the type is what Windows with Excel reports', () => {
    const rule = UPLOAD_RULES.researchDataFile;
    expect(refusalOf(rule, { type: 'application/vnd.ms-excel', size: KB, name: '疲劳数据.CSV' })).toBeUndefined();
    expect(refusalOf(rule, { type: 'application/vnd.ms-excel', size: KB, name: 'data.xls' })).toBe(rule.wrongType);
  });
});
