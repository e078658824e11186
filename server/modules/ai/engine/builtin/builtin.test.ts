import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { fakeClock } from '../../../../../tests/support/clock';
import { skillNamed } from '../../skills';
import { builtinEngine } from '.';
import { parseQuestion } from './parse';
import { contextOf } from './testContext';

describe('parsing a question', () => {
  it('reads intents in Chinese and English', () => {
    expect(parseQuestion('Q355B 的上屈服强度').properties).toEqual(['yield']);
    expect(parseQuestion('tensile strength and Charpy impact of S355J2').properties).toEqual(['tensile', 'impact']);
    expect(parseQuestion('Q355B 的强度').properties).toEqual(['yield', 'tensile']);
    expect(parseQuestion('42CrMo 的钼含量')).toMatchObject({ composition: true, elements: ['Mo'] });
    expect(parseQuestion('carbon content of 1045').elements).toEqual(['C']);
    expect(parseQuestion('Q235 碳素结构钢的成分').elements).toEqual([]);
    expect(parseQuestion('Q355B 和 S355J2 有什么区别').compare).toBe(true);
    expect(parseQuestion('S355J2 vs Q355B').compare).toBe(true);
    expect(parseQuestion('06Cr19Ni10 对应的美标牌号')).toMatchObject({ equivalents: true, country: 'US' });
    expect(parseQuestion('European equivalent of Q355B')).toMatchObject({ equivalents: true, country: 'EU' });
    expect(parseQuestion('Q355B 的对应牌号（GB/T 1591）').country).toBeNull();
    expect(parseQuestion('Q355B 用什么焊丝').welding).toBe(true);
    expect(parseQuestion('如何申请发票').help).toBe(true);
    expect(parseQuestion('What does GB/T 1591-2018 cover?')).toMatchObject({ standardWords: true, standards: [{ key: 'gbt1591', year: 2018 }] });
  });

  it('reads thicknesses, conditions and conversions', () => {
    for (const text of ['Q355B 20mm', 'Q355B 20 mm', 'Q355B 20毫米', 'Q355B t=20', 'Q355B 厚度20', 'S355J2 at 20 mm']) expect(parseQuestion(text).thickness, text).toBe(20);
    expect(parseQuestion('6061-T6 tensile').thickness).toBeNull();
    expect(parseQuestion('42CrMo 调质').condition).toBe('QT');
    expect(parseQuestion('C45 +N yield').condition).toBe('N');
    expect(parseQuestion('Q355B 热轧状态').condition).toBe('AR');
    expect(parseQuestion('100 ksi 等于多少 MPa').conversion).toEqual({ value: 100, from: 'ksi', to: 'MPa' });
    expect(parseQuestion('how many ft·lbf is 27 J').conversion).toEqual({ value: 27, from: 'J', to: 'ftlbf' });
    expect(parseQuestion('Q355B 在 20mm 时的屈服强度是多少').conversion).toBeNull();
  });
});

describe('the built-in engine', () => {
  const clock = fakeClock();
  let t: TestApp;
  let contextFor: Awaited<ReturnType<typeof contextOf>>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    contextFor = await contextOf(t.db, 'demo-company', clock);
  });
  afterAll(() => t?.close());

  it('streams the answer sentence by sentence, the pieces making the text', async () => {
    const pieces: string[] = [];
    const answer = await builtinEngine.answer('Q355B 的屈服强度和化学成分', [], contextFor('zh'), (piece) => pieces.push(piece));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(answer.text);
    expect(answer.intent).toBe('composition');
    expect(answer.text).toContain('≥ 355 MPa');
    // Citations renumbered across the two skills: every marker points at one, each one cited.
    const cited = new Set([...answer.text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
    expect([...cited].sort((a, b) => a - b)).toEqual(answer.citations.map((_citation, index) => index + 1));
  });

  it('refuses an unknown grade, a missing value and an off-topic question without stating values', async () => {
    for (const question of ['DP780 的屈服强度', 'Q355B 的硬度', 'What is the weather like?', 'Q355B 的疲劳强度']) {
      const answer = await builtinEngine.answer(question, [], contextFor('zh'), () => {});
      expect(answer, question).toMatchObject({ answered: false, intent: 'unanswerable', citations: [] });
      expect(answer.text).toContain('我可以根据平台目录回答');
    }
  });

  it("resolves 'it' from the conversation, and compares 'it' with a grade named now", async () => {
    const history = [
      { role: 'user' as const, text: 'S355J2 的屈服强度' },
      { role: 'assistant' as const, text: 'S355J2: … [1]' },
    ];
    const composition = await builtinEngine.answer('它的碳当量呢', history, contextFor('zh'), () => {});
    expect(composition.text).toContain('S355J2 的 CEV 含量 ≤ 0.45');
    const compared = await builtinEngine.answer('它和 Q355B 比较呢', history, contextFor('zh'), () => {});
    expect(compared.intent).toBe('compare');
    expect(compared.table?.columns.slice(1)).toEqual(['S355J2（EN 10025-2:2019）', 'Q355B（GB/T 1591-2018）']);
  });

  it('answers with the chart on the chart tool and a draft on the doc tool', async () => {
    const chart = await builtinEngine.answer('Q235B 与 Q355B', [], contextFor('zh', 'chart'), () => {});
    expect(chart).toMatchObject({ intent: 'chart', chart: { property: 'yield', unit: 'MPa' } });
    expect(chart.chart?.series).toHaveLength(2);
    const draft = await builtinEngine.answer('Q235B 与 Q355B', [], contextFor('zh', 'doc'), () => {});
    expect(draft).toMatchObject({ intent: 'draft', draft: { kind: 'comparison' } });
  });

  it('refuses a document question while the document skill is missing', async () => {
    if (skillNamed('searchDocument')) return;
    const answer = await builtinEngine.answer('第二页讲了什么', [], contextFor('zh', 'file'), () => {});
    expect(answer).toMatchObject({ answered: false, intent: 'unanswerable' });
  });
});
