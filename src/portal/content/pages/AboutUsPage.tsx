import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/richText/RichTextView';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { ArticleView } from '../ArticleView';
import { ContentScope } from '../ContentScope';
import { contentPublic } from '../endpoints';

/** /aboutUs — the platform's 'about' page and, once published, its 'contact' page below it. */
export default function AboutUsPage() {
  const { t, i18n } = useTranslation('content');
  const about = useRemote((signal) => call(contentPublic.page, { slug: 'about' }, { signal, silent: true }), `about#${i18n.language}`);
  const contact = useRemote((signal) => call(contentPublic.page, { slug: 'contact' }, { signal, silent: true }), `contact#${i18n.language}`);
  return (
    <ContentScope testId="about-us">
      <ArticleView answer={about} missing={false} absentText={t('about.absent')} />
      {contact.data && (
        <section className="at-content__article" data-testid="contact-page" aria-labelledby="contact-title">
          <h2 id="contact-title">{contact.data.title || t('about.contact')}</h2>
          <RichTextView html={contact.data.body} />
        </section>
      )}
    </ContentScope>
  );
}
