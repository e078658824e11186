import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { prefix, signedIn } from './helpers';

/**
 * The AI assistant end to end, one journey per tool group. Parsing, citations, refusals, ownership and the quota are
 * tested at the API level (server/modules/ai); here a person asks through the pages and follows what they are shown.
 */

/** Sends a question and waits for its stored answer (the streamed one is replaced by it). */
async function ask(page: Page, question: string) {
  const answers = page.getByTestId('ai-answer');
  const before = await answers.count();
  await page.getByTestId('ai-input').fill(question);
  await page.getByTestId('ai-send').click();
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.getByTestId('ai-streaming')).toHaveCount(0);
  return answers.last();
}

/** A two-page test note made here: its second page holds the sentence the assistant must quote. */
async function twoPagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    ['Welding procedure test note (end-to-end fixture)', 'Base metal: S355J2 plate, 20 mm. Process: MAG (135).'],
    ['Preheating and interpass', 'The preheat temperature for the test welds was 150 degrees Celsius, held until the root pass was complete.'],
  ];
  for (const [heading, body] of lines) {
    const page = pdf.addPage([595, 842]);
    page.drawText(heading, { x: 50, y: 780, size: 16, font });
    page.drawText(body, { x: 50, y: 740, size: 11, font, maxWidth: 495, lineHeight: 15 });
  }
  return Buffer.from(await pdf.save());
}

test('zh: a yield strength at a thickness, its citation to the grade page, equivalents, rename and delete', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-company', 'zh');
  await page.goto('/ai');
  await page.getByTestId('ai-tool-chat').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ai\/steelAi/);

  const answer = await ask(page, 'Q355B 钢板 20mm 厚的屈服强度是多少？');
  await expect(answer).toHaveAttribute('data-answered', 'true');
  await expect(answer.getByTestId('ai-answer-text')).toContainText('345');
  await expect(answer.getByTestId('ai-citation').first()).toContainText('GB/T 1591');
  await expect(page).toHaveURL(/\/ai\/steelAi\?id=\d+/);
  const conversationUrl = page.url();

  // The citation leads to the grade's page, which shows the same value.
  await answer.getByTestId('ai-citation-link').first().click();
  await expect(page).toHaveURL(/\/material\/detail\/steel\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Q355B');
  await page.goto(conversationUrl);
  await expect(page.getByTestId('ai-answer')).toHaveCount(1);

  // Equivalents in other standards, from the declared cross-references and the matching engine.
  const equivalents = await ask(page, '06Cr19Ni10 对应的美标和欧标牌号是什么？');
  await expect(equivalents).toHaveAttribute('data-answered', 'true');
  await expect(equivalents.getByTestId('ai-answer-text')).toContainText('304');
  await expect(equivalents.getByTestId('ai-citation').first()).toBeVisible();

  // A question the catalogue cannot answer is said to be so, with no value.
  const refused = await ask(page, 'Q999Z 的屈服强度是多少？');
  await expect(refused).toHaveAttribute('data-answered', 'false');
  await expect(refused.getByTestId('ai-unanswered')).toBeVisible();

  // Rename, then delete the conversation.
  const item = page.getByTestId('ai-conversation').filter({ hasText: 'Q355B 钢板 20mm' });
  await item.getByTestId('ai-conversation-rename').click();
  await page.getByTestId('ai-conversation-rename-input').fill('Q355B 厚板选材');
  await page.getByTestId('ai-conversation-rename-confirm').click();
  const renamed = page.getByTestId('ai-conversation').filter({ hasText: 'Q355B 厚板选材' });
  await expect(renamed).toBeVisible();
  await renamed.getByTestId('ai-conversation-delete').click();
  await page.getByTestId('ai-conversation-delete-confirm').click();
  await expect(page.getByTestId('ai-conversation').filter({ hasText: 'Q355B 厚板选材' })).toHaveCount(0);
  await page.context().close();
});

test('en: a chart of yield strength against thickness, downloaded as PNG and CSV; a datasheet draft exported', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-employee', 'en');
  await page.goto(`${prefix('en')}/ai/steelChart`);
  const answer = await ask(page, 'Yield strength of Q355B and S355J2 against thickness');
  await expect(answer).toHaveAttribute('data-answered', 'true');
  await expect(answer.getByTestId('ai-chart')).toBeVisible();
  await expect(answer.getByTestId('ai-table')).toContainText('S355J2');
  await expect(answer.getByTestId('ai-citation')).toHaveCount(2);

  const png = page.waitForEvent('download');
  await answer.getByTestId('ai-download-png').click();
  const pngFile = await (await png).path();
  expect((await readFile(pngFile!)).subarray(1, 4).toString()).toBe('PNG');
  const csv = page.waitForEvent('download');
  await answer.getByTestId('ai-download-csv').click();
  const csvText = await readFile((await (await csv).path())!, 'utf8');
  expect(csvText).toContain('Q355B');
  expect(csvText).toContain('355');

  // A datasheet drafted from the catalogue, edited, exported as DOCX.
  await page.goto(`${prefix('en')}/ai/steelDoc`);
  const draft = await ask(page, 'Draft a datasheet of Q355B');
  await expect(draft.getByTestId('ai-draft')).toBeVisible();
  await draft.getByTestId('ai-draft-title').fill('Q355B datasheet for the tender');
  const docx = page.waitForEvent('download');
  await draft.getByTestId('ai-export-docx').click();
  const docxBytes = await readFile((await (await docx).path())!);
  expect(docxBytes.subarray(0, 2).toString()).toBe('PK');
  await page.context().close();
});

test('en: upload a PDF and get an answer quoting its page', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-individual', 'en');
  await page.goto(`${prefix('en')}/ai/aiDoc`);
  // A name of this run's own: a retry finds the earlier attempt's document beside it.
  const name = `welding-test-note-${Date.now() % 100000}.pdf`;
  await page
    .getByTestId('ai-doc-upload')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: await twoPagePdf() });
  // The first document a server reads loads the PDF reader and the Chinese dictionary: allow for it on a busy machine.
  await expect(page.getByTestId('ai-doc-outcome')).toContainText('2', { timeout: 45_000 });
  const documentItem = page.getByTestId('ai-document').filter({ hasText: name });
  await documentItem.getByTestId('ai-document-open').click();

  const answer = await ask(page, 'What preheat temperature was used for the test welds?');
  await expect(answer).toHaveAttribute('data-answered', 'true');
  const quoted = answer.getByTestId('ai-citation').first();
  await expect(quoted).toContainText('150 degrees');
  await expect(quoted).toContainText('2');
  await quoted.getByTestId('ai-citation-link').click();
  await expect(page).toHaveURL(/\/en\/ai\/aiDoc\?document=\d+&page=2/);
  await expect(page.getByTestId('ai-cited-page')).toContainText('2');
  await page.context().close();
});
