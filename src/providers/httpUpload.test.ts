import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { files } from '@contract/endpoints/files';
import { userAddress } from '@contract/endpoints/address';
import { callUpload, client } from './http';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notify }));

const original = client.defaults.adapter;
afterEach(() => {
  client.defaults.adapter = original;
  notify.mockClear();
});

function answer(status: number, data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status, statusText: '', headers: {}, config, data };
  };
  client.defaults.adapter = adapter;
  return seen;
}

describe('callUpload', () => {
  it('posts the file as multipart with the input in the query string and returns data', async () => {
    const stored = { id: 'f', name: 'a.png', contentType: 'image/png', size: 3, purpose: 'productPicture' };
    const seen = answer(200, { code: 200, data: stored, msg: 'Uploaded successfully' });
    const result = await callUpload(files.upload, { purpose: 'productPicture' }, new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
    expect(result).toEqual(stored);
    expect(seen[0]).toMatchObject({ method: 'post', url: files.upload.path, params: { purpose: 'productPicture' } });
    const form = seen[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it("rejects the server's refusal and shows its message", async () => {
    answer(413, { code: -1, data: null, msg: 'The picture cannot exceed 500 kb' });
    await expect(callUpload(files.upload, { purpose: 'productPicture' }, new Blob(['x']), 'a.jpg')).rejects.toMatchObject({
      statusCode: 413,
      message: 'The picture cannot exceed 500 kb',
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', 'The picture cannot exceed 500 kb');
  });

  it('refuses endpoints that are not uploads', async () => {
    await expect(callUpload(userAddress.saveAddress, {} as never, new Blob(['x']), 'a')).rejects.toThrow(/not an upload/);
  });
});
