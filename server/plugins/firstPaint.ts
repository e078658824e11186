import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, languageOfPath, stripLanguage, type Language } from '@contract/locales';

/**
 * The page a browser gets before any script runs (issue 22, Lighthouse mobile): index.html in the address's language
 * (`<html lang>`, the home's title and description), its stylesheet inlined, and a static first paint in #root — the portal header, and on the home its hero — that React replaces
 * with the same markup (src/app/layout/SiteHeader.tsx, src/portal/home/HomePage.tsx) when it starts.
 */
export type PageKind = 'home' | 'portal' | 'console';

/** Brotli and gzip copies are made once at start: every page address is one of these six documents. */
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

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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

function pageHtml(template: string, language: Language, kind: PageKind): string {
  const common = JSON.parse(readFileSync(localeFile(language, 'common'), 'utf8')) as Texts;
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`);
  // The home's title and description: the page's own are set by the app once it runs (PortalLayout).
  html = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(text(common, 'pages.home.title'))}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(text(common, 'pages.home.description'))}"`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${firstPaintMarkup(language, kind, common)}</div>`);
}

/** The six documents (language × kind) made from the built index.html; `documentFor` picks one for an address. */
export function loadPageDocuments(staticDir: string) {
  const template = inlineStylesheets(readFileSync(path.join(staticDir, 'index.html'), 'utf8'), staticDir);
  const documents = new Map<string, PageDocument>();
  for (const language of LANGUAGES) {
    for (const kind of ['home', 'portal', 'console'] as const) {
      const html = pageHtml(template, language, kind);
      documents.set(`${language}:${kind}`, {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      });
    }
  }
  return (pathname: string): PageDocument => documents.get(`${languageOfPath(pathname)}:${pageKindOf(pathname)}`)!;
}
