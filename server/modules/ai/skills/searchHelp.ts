import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { searchTerms } from '../../../lib/segment';
import type { Skill } from '../engine/types';
import { CitationList } from './citationList';
import { refusal } from './refusals';

const parameters = z.object({ query: z.string().trim().min(1).max(300).describe('What the user wants to do on the platform') });
type Args = z.infer<typeof parameters>;

/** Words of a how-to question that say nothing about what it is about. */
const STOP = new Set(
  '如何 怎么 怎样 怎么样 在哪 在哪里 哪里 哪儿 什么 可以 能 能否 是否 我 我们 你 的 了 吗 呢 啊 请问 请 一下 要 想 需要 平台 网站 上 在 去 和 与 及 或 是 有 进行 使用 操作 how do does i can could where what which is are the a an to of in on for with my me we you platform site use using'.split(' '),
);

/** The terms of a question to look for in help articles, long words and the words inside them. */
export function helpTerms(query: string): string[] {
  return [...new Set(searchTerms(query).filter((term) => !STOP.has(term) && (term.length > 1 || /[\u4e00-\u9fff]/.test(term))))].slice(0, 12);
}

const likeOf = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const QUOTE_LENGTH = 160;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

interface HelpRow {
  id: number;
  title: string;
  summary: string;
  body: string;
  score: number;
}

export const searchHelp: Skill<Args> = {
  name: 'searchHelp',
  description: "How to use the platform: the published help-centre articles that match the question, with a short quote of each.",
  parameters,
  async run(args, context) {
    const { language } = context;
    const terms = helpTerms(args.query);
    if (terms.length === 0) return refusal(language, '没有找到相关的帮助文章。', 'No help article matches the question.');
    // The asker's language, the other one where an article leaves it empty.
    const [title, summary, body] =
      language === 'zh'
        ? [sql`coalesce(nullif(a.title_zh, ''), a.title_en)`, sql`coalesce(nullif(a.summary_zh, ''), a.summary_en)`, sql`coalesce(nullif(a.body_zh, ''), a.body_en)`]
        : [sql`coalesce(nullif(a.title_en, ''), a.title_zh)`, sql`coalesce(nullif(a.summary_en, ''), a.summary_zh)`, sql`coalesce(nullif(a.body_en, ''), a.body_zh)`];
    const score = sql.join(
      terms.map((term) => sql`(case when ${title} ilike ${likeOf(term)} then 3 else 0 end + case when ${summary} ilike ${likeOf(term)} then 2 else 0 end + case when ${body} ilike ${likeOf(term)} then 1 else 0 end)`),
      sql` + `,
    );
    const { rows } = await context.db.execute<HelpRow & Record<string, unknown>>(sql`
      select * from (
        select a.id, ${title} as title, ${summary} as summary, ${body} as body, (${score})::int as score
          from content_articles a
         where a.kind = 'help' and a.state = 'published' and a.publish_at <= ${context.now}) found
       where score > 0 order by score desc, id limit 3`);
    if (rows.length === 0) return refusal(language, '没有找到相关的帮助文章。', 'No help article matches the question.', { terms });
    const best = rows.filter((row) => row.score * 2 >= rows[0].score);
    const citations = new CitationList();
    const lines = best.map((row) => {
      const quote = (row.summary || plain(row.body)).slice(0, QUOTE_LENGTH);
      const cite = citations.cite({ kind: 'help', label: row.title, source: language === 'zh' ? '帮助中心' : 'Help centre', href: `/help/${row.id}`, quote });
      return language === 'zh' ? `《${row.title}》：${quote}${cite}` : `"${row.title}": ${quote} ${cite}`;
    });
    const head = language === 'zh' ? '帮助中心的相关文章：' : 'Help-centre articles about this:';
    return {
      answered: true,
      facts: { articles: best.map((row, index) => ({ title: row.title, href: `/help/${row.id}`, quote: citations.items[index].quote, citation: index + 1 })) },
      citations: citations.items,
      text: [head, ...lines].join('\n'),
    };
  },
};
