/**
 * The text of an uploaded CSV: UTF-8 when the bytes are valid UTF-8 (strictly), else GB18030 — the superset of GBK
 * that Excel of a Chinese Windows writes ("CSV (逗号分隔)"). A byte-order mark is dropped. Node 20 ships full ICU,
 * so TextDecoder knows gb18030.
 */
export type TextEncodingName = 'utf-8' | 'gb18030';

export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  try {
    return { text: stripBom(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: GB18030 decodes every GBK byte sequence (and any other byte sequence, so it never throws).
    return { text: stripBom(new TextDecoder('gb18030').decode(bytes)), encoding: 'gb18030' };
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
