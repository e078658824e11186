import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, type StoredFile } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { jpegLike, multipart, pngImage } from '../../../tests/support/files';

const clock = fakeClock();

let t: TestApp;
let admin: string;
let employee: string;
let individual: string;
let other: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [admin, employee, individual, other, auditor] = await Promise.all(
    ['demo-admin', 'demo-employee', 'demo-individual', 'demo-company', 'demo-auditor'].map((name) => t.loginAs(name)),
  );
});
afterAll(() => t?.close());

async function upload(token: string | undefined, purpose: string, file: { name: string; bytes: Buffer; type?: string }) {
  const { payload, headers } = multipart(file);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=${purpose}`,
    headers: { ...authHeaders({ token, lang: 'en' }), ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { code: number; data: StoredFile; msg: string } };
}

const view = (id: string, token?: string) => t.app.inject({ method: 'GET', url: fileViewUrl(id), headers: authHeaders({ token, lang: 'en' }) });

describe('uploads', () => {
  it('stores a product picture and types it by its content', async () => {
    const png = pngImage();
    const asJpg = await upload(admin, 'productPicture', { name: 'photo.jpg', bytes: png, type: 'image/jpeg' });
    expect(asJpg.status, asJpg.body.msg).toBe(200);
    expect(asJpg.body.msg).toBe('Uploaded successfully');
    expect(asJpg.body.data).toMatchObject({ name: 'photo.jpg', contentType: 'image/png', size: png.length, purpose: 'productPicture' });

    const back = await view(asJpg.body.data.id, admin);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['cache-control']).toBe('private, no-store');
    expect(back.rawPayload.equals(png)).toBe(true);
  });

  it('accepts a JPEG up to 500 kb and refuses a larger one with 413', async () => {
    const small = await upload(admin, 'productPicture', { name: 'a.jpg', bytes: jpegLike(500 * 1024) });
    expect(small.status, small.body.msg).toBe(200);
    expect(small.body.data.contentType).toBe('image/jpeg');
    const large = await upload(admin, 'productPicture', { name: 'a.jpg', bytes: jpegLike(600 * 1024), type: 'image/jpeg' });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ code: -1, data: null, msg: 'The picture cannot exceed 500 kb' });
  });

  it('refuses what is not a JPG or PNG, whatever its name or declared type', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from stored_files`);
    const text = await upload(admin, 'productPicture', { name: 'fake.png', bytes: Buffer.from('just some text, not a picture'), type: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('Please upload a JPG or PNG picture');
    const pdf = await upload(admin, 'productPicture', { name: 'doc.jpg', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') });
    expect(pdf.status).toBe(400);
    const after = await t.db.execute(sql`select count(*)::int as n from stored_files`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('answers in Chinese for a Chinese caller', async () => {
    const { payload, headers } = multipart({ name: 'x.png', bytes: Buffer.from('text') });
    const response = await t.app.inject({
      method: 'POST',
      url: `${API.files.upload.path}?purpose=productPicture`,
      headers: { ...authHeaders({ token: admin, lang: 'zh' }), ...headers },
      payload,
    });
    expect(response.json().msg).toBe('请上传 JPG 或 PNG 格式的图片');
  });

  it('needs a file, a known purpose, a session, and the product permission for pictures', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${API.files.upload.path}?purpose=productPicture`,
      headers: authHeaders({ token: admin, lang: 'en' }),
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe('Please choose a file to upload');
    expect((await upload(admin, 'script', { name: 'a.png', bytes: pngImage() })).status).toBe(400);
    expect((await upload(undefined, 'productPicture', { name: 'a.png', bytes: pngImage() })).status).toBe(401);
    expect((await upload(employee, 'productPicture', { name: 'a.png', bytes: pngImage() })).status).toBe(403);
    expect((await upload(individual, 'productPicture', { name: 'a.png', bytes: pngImage() })).status).toBe(403);
    // demo-company may manage products but has not saved its basic information.
    const unsaved = await upload(other, 'productPicture', { name: 'a.png', bytes: pngImage() });
    expect(unsaved.status).toBe(409);
    expect(unsaved.body.msg).toBe('Please save the basic information first');
  });

  it('takes attachments from any signed-in user and keeps them to their owner', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const stored = await upload(individual, 'attachment', { name: '../../etc/report.pdf', bytes: pdf });
    expect(stored.status, stored.body.msg).toBe(200);
    expect(stored.body.data).toMatchObject({ name: 'report.pdf', contentType: 'application/pdf' });
    const mine = await view(stored.body.data.id, individual);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe("attachment; filename*=UTF-8''report.pdf");
    expect((await view(stored.body.data.id, admin)).statusCode).toBe(404);
    expect((await view(stored.body.data.id)).statusCode).toBe(404);
  });

  it('shows a company picture to the company, not to others nor visitors while unpublished', async () => {
    const stored = await upload(admin, 'productPicture', { name: 'p.png', bytes: pngImage() });
    const id = stored.body.data.id;
    expect((await view(id, employee)).statusCode).toBe(200);
    for (const token of [other, individual, auditor, undefined]) {
      const response = await view(id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().msg).toBe('No corresponding ID');
    }
    expect((await view('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await view('not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('removes pictures of abandoned forms a day later, keeping those a product shows', async () => {
    const abandoned = (await upload(admin, 'productPicture', { name: 'a.png', bytes: pngImage() })).body.data.id;
    const used = (await upload(admin, 'productPicture', { name: 'b.png', bytes: pngImage() })).body.data.id;
    const saved = await t.call(
      API.myProducts.saveProduct,
      { name: '保留', type: 'steel', specs: [{ shape: '板', specification: '1', price: 1 }], pictureId: used, introduction: '介绍', unit: '吨', priceUnit: '元/吨' },
      { token: admin, lang: 'en' },
    );
    expect(saved.status, saved.body.msg).toBe(200);
    clock.advance(23 * 3600 * 1000);
    await upload(admin, 'productPicture', { name: 'c.png', bytes: pngImage() });
    expect((await view(abandoned, admin)).statusCode).toBe(200);
    clock.advance(2 * 3600 * 1000);
    // A day has passed: the sessions of this file have ended.
    admin = await t.loginAs('demo-admin');
    expect((await upload(admin, 'productPicture', { name: 'd.png', bytes: pngImage() })).status).toBe(200);
    expect((await view(abandoned, admin)).statusCode).toBe(404);
    expect((await view(used, admin)).statusCode).toBe(200);
  });
});
