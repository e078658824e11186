import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, languageOfPath, stripLanguage, type Language } from '@contract/locales';
import { pageTextKeys, pageTitle } from '@contract/pageTexts';
import { PORTAL_PATHS, type PortalPath } from '@contract/portalPaths';
import { escapeHtml } from '../lib/html';
import type { PageRecord } from './pageChecks';

/**
 * The page a browser gets before any script runs (issue 22, Lighthouse mobile): index.html in the address's language
 * (`<html lang>`, the page's own title and description), its stylesheet inlined, and a static first paint in #root —
 * the portal header, and on the home its hero — that React replaces with the same markup
 * (src/app/layout/SiteHeader.tsx, src/portal/home/HomePage.tsx) when it starts; tests/unit/firstPaint.test.tsx holds the
 * two to the same elements, classes and texts.
 */
export type PageKind = 'home' | 'portal' | 'console';

/** One per language and page pattern, with its brotli and gzip copies, made on the pattern's first request. */
export interface PageDocument {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

type Texts = Record<string, unknown>;
const localeFile = (language: Language, name: string) =>
  fileURLToPath(new URL(`../../locales/${language}/${name}.json`, import.meta.url));
const text = (texts: Texts, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`locales common.json has no text ${key}`);
  return value;
};
const readCommon = (language: Language) => JSON.parse(readFileSync(localeFile(language, 'common'), 'utf8')) as Texts;

/** What kind of first paint a page address gets: the console has its own layout (no portal header). */
export function pageKindOf(pathname: string): PageKind {
  const bare = stripLanguage(pathname).replace(/\/+$/, '') || '/';
  if (bare === '/' || bare === '/home') return 'home';
  if (bare === '/my' || bare.startsWith('/my/')) return 'console';
  return 'portal';
}

/** The static header and hero; the same elements and classes as the React components, without anything interactive. */
export function firstPaintMarkup(language: Language, kind: PageKind, common: Texts): string {
  if (kind === 'console') return '';
  const t = (key: string) => escapeHtml(text(common, key));
  const header =
    `<header class="at-header"><div class="at-container at-header__inner">` +
    `<a href="${language === 'en' ? '/en' : '/'}" class="at-brand" aria-label="${t('brand.home')}">` +
    `<img src="/favicon.svg" alt="" width="32" height="32"><span class="at-brand__name">${t('brand.name')}</span>` +
    `<span class="at-brand__tagline">${t('brand.tagline')}</span></a></div></header>`;
  const hero =
    kind === 'home'
      ? `<section class="at-hero"><div class="at-container"><h1>${t('home.heroTitle')}</h1><p>${t('home.heroText')}</p>` +
        `<div class="at-hero-search at-hero-search--loading"></div></div></section>` +
        `<div class="at-home-sections at-home-sections--loading"></div>`
      : '';
  return `<div class="at-shell">${header}<main class="at-main" id="main">${hero}</main></div>`;
}

/** The stylesheets index.html links, inlined: no render-blocking request before the first paint. */
function inlineStylesheets(html: string, staticDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const cssFile = path.join(staticDir, file);
    if (!existsSync(cssFile)) return link;
    return `<style>${readFileSync(cssFile, 'utf8').replaceAll('</style', '<\\/style')}</style>`;
  });
}

const isPortalPath = (pattern: string): pattern is PortalPath => (PORTAL_PATHS as readonly string[]).includes(pattern);

/**
 * The title and description the app gives the page (src/app/layout/PortalLayout.tsx, NotFound.tsx): a portal page's
 * own — named after its record when its check knows it —, 'not found' for an unknown address, the home's for the
 * console (whose pages name themselves once it runs).
 */
function headTexts(common: Texts, kind: PageKind, pattern: string | undefined, recordTitle: string | undefined) {
  const say = (key: string) => text(common, key);
  const home = pageTextKeys('/');
  if (kind === 'console') return { title: say(home.titleKey), description: say(home.descriptionKey) };
  if (pattern === undefined || !isPortalPath(pattern)) {
    return { title: `${say('notFound.title')} - ${say('brand.name')}`, description: say(home.descriptionKey) };
  }
  const keys = pageTextKeys(pattern);
  const title = recordTitle ? `${recordTitle} - ${say('brand.name')}` : pageTitle(say, keys.titleKey);
  return { title, description: say(keys.descriptionKey) };
}

/** A page the server rendered with its content (pageRender.ts, src/serverRender.tsx). */
export interface RenderedContent {
  html: string;
  styles: string;
  answers: Record<string, unknown>;
}

interface PageOf {
  language: Language;
  kind: PageKind;
  pattern: string | undefined;
  recordTitle?: string;
  rendered?: RenderedContent;
}

/**
 * #root with the rendered markup, which the browser's app adopts (`data-hydrate`, src/boot.tsx), and the answers its
 * calls got as JSON (`<` escaped: the text must not close its script element).
 */
export function renderedRoot({ html, answers }: RenderedContent): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<div id="root" data-hydrate>${html}</div><script type="application/json" id="at-answers">${json}</script>`;
}

function pageHtml(template: string, { language, kind, pattern, recordTitle, rendered }: PageOf, common: Texts): string {
  const { title, description } = headTexts(common, kind, pattern, recordTitle);
  const root = rendered ? renderedRoot(rendered) : `<div id="root">${firstPaintMarkup(language, kind, common)}</div>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    // antd's styles of a rendered page come before the app's stylesheet, as in the browser (it inserts them first).
    .replace(/(<meta name="description" content=")[^"]*"([^>]*>)/, (_, start: string, end: string) => `${start}${escapeHtml(description)}"${end}${rendered?.styles ?? ''}`)
    .replace('<div id="root"></div>', () => root);
}

/**
 * The documents made from the built index.html: `documentFor(pathname, pattern, record, rendered)` gives the one for
 * an address in its language, `pattern` being the contract path it matched (undefined for an unknown address). One per
 * language and pattern is kept; a page named after its record or rendered with its content is made for its request,
 * with quicker compression.
 */
export function loadPageDocuments(staticDir: string) {
  const template = inlineStylesheets(readFileSync(path.join(staticDir, 'index.html'), 'utf8'), staticDir);
  const commons = new Map(LANGUAGES.map((language) => [language, readCommon(language)]));
  const documents = new Map<string, PageDocument>();
  const make = (page: PageOf, brotliQuality: number): PageDocument => {
    const html = pageHtml(template, page, commons.get(page.language)!);
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      gzip: gzipSync(html, { level: brotliQuality === 11 ? 9 : 6 }),
    };
  };
  return (pathname: string, pattern: string | undefined, record?: PageRecord, rendered?: RenderedContent): PageDocument => {
    const language = languageOfPath(pathname);
    const kind = pageKindOf(pathname);
    if (record || rendered) return make({ language, kind, pattern, recordTitle: record?.title[language], rendered }, 5);
    const key = `${language}:${kind}:${pattern ?? ''}`;
    let document = documents.get(key);
    if (!document) {
      document = make({ language, kind, pattern }, 11);
      documents.set(key, document);
    }
    return document;
  };
}
